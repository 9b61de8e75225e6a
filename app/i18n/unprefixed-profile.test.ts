import { describe, expect, it } from 'vitest';
import { unprefixedRedirect } from './language.ts';
import { unprefixedProfileRedirect } from './unprefixed-profile.ts';

describe('an unprefixed profile address', () => {
  it.each([
    ['/maria-r-24-santo-domingo-1', '/de/maria-r-24-santo-domingo-1'],
    ['/ana', '/de/ana'],
    ['/42', '/de/42'],
  ])('sends %s to %s', (path, expected) => {
    expect(unprefixedProfileRedirect('de', path)).toBe(expected);
  });

  it('keeps the query and the hash', () => {
    expect(unprefixedProfileRedirect('es', '/ana-9', '?x=1', '#photos')).toBe('/es/ana-9?x=1#photos');
  });

  it.each(['/', '/en/ana', '/admin', '/profile', '/xx/', '/ana/', '/Maria', '/ana--9', '/ana/9', '/favicon.ico', '/%E0%A4%A'])(
    'leaves %s alone',
    (path) => {
      expect(unprefixedProfileRedirect('de', path)).toBeNull();
    },
  );

  it('never takes a page the language rules already rewrite', () => {
    for (const page of ['/browse', '/about', '/cart', '/payment-success']) {
      expect(unprefixedRedirect('de', page)).not.toBeNull();
    }
  });
});
