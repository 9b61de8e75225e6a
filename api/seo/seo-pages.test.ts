import { describe, expect, it } from 'vitest';
import { movedApprovalRequestPath, pagePath, profilePath, resolvePath } from './seo-pages.ts';

describe('resolvePath', () => {
  it.each([
    ['/', 'en', { kind: 'home' }],
    ['/de', 'de', { kind: 'home' }],
    ['/de/', 'de', { kind: 'home' }],
    ['/es/browse', 'es', { kind: 'browse', search: '' }],
    ['/it/about', 'it', { kind: 'info', path: 'about' }],
    ['/nl/submit-profile', 'nl', { kind: 'info', path: 'submit-profile' }],
    ['/pt/cart', 'pt', { kind: 'private', path: 'cart' }],
    ['/en/payment-success', 'en', { kind: 'private', path: 'payment-success' }],
    ['/es/my-profile/AbC_-123', 'es', { kind: 'private', path: 'my-profile' }],
    ['/de/my-profile/AbC_-123/edit', 'de', { kind: 'private', path: 'my-profile' }],
    ['/nl/my-profile/AbC_-123/new-link', 'nl', { kind: 'private', path: 'my-profile' }],
    ['/de/my-profile', 'de', { kind: 'profile', ref: { slug: 'my-profile' } }], // no such profile: 404
    ['/de/my-profile/AbC/other', 'de', { kind: 'notFound' }],
    ['/es/approval-requests/AbC_-123', 'es', { kind: 'private', path: 'approval-requests' }],
    ['/es/approval-requests', 'es', { kind: 'profile', ref: { slug: 'approval-requests' } }], // no such profile: 404
    ['/es/approval-requests/AbC/other', 'es', { kind: 'notFound' }],
    ['/en/maria-r-24-santo-domingo-1', 'en', { kind: 'profile', ref: { slug: 'maria-r-24-santo-domingo-1' } }],
    ['/en/42', 'en', { kind: 'profile', ref: { id: 42 } }],
    ['/es/profile/42', 'es', { kind: 'profile', ref: { id: 42 } }],
    ['/es/profile/maria-r', 'es', { kind: 'profile', ref: { slug: 'maria-r' } }],
    ['/browse', 'en', { kind: 'browse', search: '' }],
    ['/privacy', 'en', { kind: 'info', path: 'privacy' }],
    ['/profile/7', 'en', { kind: 'profile', ref: { id: 7 } }],
    ['/admin', 'en', { kind: 'admin' }],
    ['/admin/users/3', 'en', { kind: 'admin' }],
    ['/maria-r-24', 'en', { kind: 'profile', ref: { slug: 'maria-r-24' } }],
    ['/profile', 'en', { kind: 'notFound' }],
    ['/browse/extra', 'en', { kind: 'notFound' }],
    ['/xx/', 'en', { kind: 'notFound' }],
    ['/en/a/b', 'en', { kind: 'notFound' }],
    ['/en/profile/1/2', 'en', { kind: 'notFound' }],
    ['/en/Maria', 'en', { kind: 'notFound' }],
    ['/en/%E0%A4%A', 'en', { kind: 'notFound' }],
  ])('%s is %s %o', (pathname, lang, page) => {
    expect(resolvePath(pathname, undefined)).toEqual({ lang, page });
  });

  it('keeps a trimmed, bounded search of browse and ignores other kinds of values', () => {
    expect(resolvePath('/en/browse', '  ana  ')).toEqual({ lang: 'en', page: { kind: 'browse', search: 'ana' } });
    expect(resolvePath('/en/browse', 'x'.repeat(500)).page).toEqual({ kind: 'browse', search: 'x'.repeat(100) });
    expect(resolvePath('/en/browse', ['a', 'b']).page).toEqual({ kind: 'browse', search: '' });
  });
});

describe('page addresses', () => {
  it('home has no trailing slash, pages hang below the language', () => {
    expect(pagePath('de', '')).toBe('/de');
    expect(pagePath('de', 'browse')).toBe('/de/browse');
    expect(pagePath('pt', 'submit-profile')).toBe('/pt/submit-profile');
  });

  it("a profile's address is her slug in that language, else her id", () => {
    const profile = { id: 9, slugs: { en: 'ana-9', es: 'ana-anos-9', it: null, de: null, nl: null, pt: null } };
    expect(profilePath('es', profile)).toBe('/es/ana-anos-9');
    expect(profilePath('it', profile)).toBe('/it/profile/9');
  });
});

describe('her approval request link at the address earlier mails carry', () => {
  it('moves /{lang}/requests/{token} to /{lang}/approval-requests/{token}, and nothing else', () => {
    expect(movedApprovalRequestPath('/es/requests/AbC_-123')).toBe('/es/approval-requests/AbC_-123');
    expect(movedApprovalRequestPath('/de/requests/AbC_-123/')).toBe('/de/approval-requests/AbC_-123');
    expect(movedApprovalRequestPath('/xx/requests/AbC_-123')).toBeNull();
    expect(movedApprovalRequestPath('/es/requests/AbC/other')).toBeNull();
    expect(movedApprovalRequestPath('/es/approval-requests/AbC_-123')).toBeNull();
  });
});
