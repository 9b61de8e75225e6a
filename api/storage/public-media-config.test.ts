// The public media origin (MEDIA_PUBLIC_URL): validated at start-up, named in the CSP and the
// page, and the app's URLs of public media rewritten onto it.
import { describe, expect, it } from 'vitest';
import { publicMediaUrl } from '#contract/media.ts';
import { parseEnv } from '../env.ts';
import { securityHeaders } from '../security.ts';
import { publicMediaBase, withMediaBase } from '../seo/seo-shell.ts';

const s3 = { S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('MEDIA_PUBLIC_URL', () => {
  it('is an http(s) URL without a query, and needs S3', () => {
    expect(parseEnv({ ...s3, MEDIA_PUBLIC_URL: 'https://cdn.example.com/media' }).MEDIA_PUBLIC_URL).toBe('https://cdn.example.com/media');
    for (const bad of ['cdn.example.com', 'ftp://cdn.example.com', 'https://cdn.example.com/?a=1']) {
      expect(() => parseEnv({ ...s3, MEDIA_PUBLIC_URL: bad }), bad).toThrow(/MEDIA_PUBLIC_URL must be an http\(s\) URL/);
    }
    expect(() => parseEnv({ MEDIA_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(/MEDIA_PUBLIC_URL needs the S3 settings/);
  });

  it('is named in the page and in the CSP’s img-src and media-src', async () => {
    const base = publicMediaBase(parseEnv({ ...s3, MEDIA_PUBLIC_URL: 'https://cdn.example.com/media/' }));
    expect(base).toBe('https://cdn.example.com/media');
    expect(withMediaBase('<head></head>', base)).toBe('<head><meta name="media-base" content="https://cdn.example.com/media" />\n</head>');
    expect(withMediaBase('<head></head>', null)).toBe('<head></head>');
    const headers: Record<string, string> = {};
    securityHeaders({ production: false, https: false, mediaOrigin: 'https://cdn.example.com' })(
      {} as never,
      { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value), removeHeader: () => undefined } as never,
      () => undefined,
    );
    expect(headers['content-security-policy']).toContain("img-src 'self' data: blob: https://cdn.example.com;");
    expect(headers['content-security-policy']).toContain("media-src 'self' blob: https://cdn.example.com;");
  });

  it('moves public media URLs onto it, and nothing else', () => {
    const base = 'https://cdn.example.com/media';
    expect(publicMediaUrl('/uploads/images/w640/a.jpg', base)).toBe('https://cdn.example.com/media/images/w640/a.jpg');
    expect(publicMediaUrl('/uploads/videos/a.mp4', base)).toBe('https://cdn.example.com/media/videos/a.mp4');
    expect(publicMediaUrl('/uploads/pending/a.jpg', base)).toBe('/uploads/pending/a.jpg');
    expect(publicMediaUrl('/uploads/images/a.jpg', '')).toBe('/uploads/images/a.jpg');
  });
});
