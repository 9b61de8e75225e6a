import { describe, expect, it } from 'vitest';
import { grantMediaUrl, isMediaGranted, MEDIA_GRANT_SECONDS } from './media-grant.ts';

const SECRET = 'media-grant-tests-secret-0123456789-abcdef';
const NAME = '0b7c6a38-2f4e-4d5b-9a1c-3e8f7d6c5b4a.jpg';
const NOW = Date.UTC(2026, 10, 24, 10, 0, 0);
const grantOf = (url: string) => new URL(url, 'https://x').searchParams.get('grant');

describe('media grants', () => {
  it('let the holder see the one file they were made for, until they expire', () => {
    const url = grantMediaUrl(SECRET, `/uploads/images/${NAME}`, NOW);
    expect(url).toMatch(new RegExp(`^/uploads/images/${NAME}\\?grant=\\d{10}\\.[\\w-]{43}$`));
    const grant = grantOf(url);
    expect(isMediaGranted(SECRET, 'images', NAME, grant, NOW)).toBe(true);
    expect(isMediaGranted(SECRET, 'images', NAME, grant, NOW + (MEDIA_GRANT_SECONDS - 1) * 1000)).toBe(true);
    expect(isMediaGranted(SECRET, 'images', NAME, grant, NOW + MEDIA_GRANT_SECONDS * 1000)).toBe(false);
  });

  it('refuse another file, another kind, another secret, a changed expiry or signature, and garbage', () => {
    const grant = grantOf(grantMediaUrl(SECRET, `/uploads/images/${NAME}`, NOW)) ?? '';
    expect(isMediaGranted(SECRET, 'images', `x${NAME.slice(1)}`, grant, NOW)).toBe(false);
    expect(isMediaGranted(SECRET, 'videos', NAME, grant, NOW)).toBe(false);
    expect(isMediaGranted(`${SECRET}!`, 'images', NAME, grant, NOW)).toBe(false);
    const [expires, signature] = grant.split('.') as [string, string];
    expect(isMediaGranted(SECRET, 'images', NAME, `${Number(expires) + 3600}.${signature}`, NOW)).toBe(false);
    expect(isMediaGranted(SECRET, 'images', NAME, `${expires}.${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`, NOW)).toBe(
      false,
    );
    for (const bad of [undefined, '', 'x', ['a'], `${expires}.`, `.${signature}`])
      expect(isMediaGranted(SECRET, 'images', NAME, bad, NOW)).toBe(false);
  });

  it('leave values that are not local media URLs as they are', () => {
    expect(grantMediaUrl(SECRET, 'https://cdn.example/a.jpg', NOW)).toBe('https://cdn.example/a.jpg');
    expect(grantMediaUrl(SECRET, `/uploads/pending/${NAME}`, NOW)).toBe(`/uploads/pending/${NAME}`);
  });
});
