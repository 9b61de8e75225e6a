// Unit tests of the pure language rules.
import { describe, expect, it } from 'vitest';
import {
  browserLanguage,
  detectLanguage,
  isLanguage,
  LANGUAGES,
  languageFromPath,
  mapBrowserLanguage,
  rewritePathLanguage,
  type StoredLanguage,
  SUPPORTED_LANGUAGES,
  shouldShowSuggestion,
  storedChoice,
  suggestedLanguage,
  unprefixedRedirect,
} from './language.ts';

const nothingStored: StoredLanguage = { language: null, choice: null, dismissed: null };

describe('the supported languages', () => {
  it('are en (default), es, it, de, nl, pt, each with a native and an English name', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['en', 'es', 'it', 'de', 'nl', 'pt']);
    for (const code of SUPPORTED_LANGUAGES) {
      expect(LANGUAGES[code].code).toBe(code);
      expect(LANGUAGES[code].nativeName.length).toBeGreaterThan(0);
      expect(LANGUAGES[code].englishName.length).toBeGreaterThan(0);
    }
    expect(LANGUAGES.de.nativeName).toBe('Deutsch');
    expect(LANGUAGES.nl.englishName).toBe('Dutch');
  });

  it('isLanguage accepts only the six lower-case codes', () => {
    expect(isLanguage('pt')).toBe(true);
    expect(isLanguage('PT')).toBe(false);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
    expect(isLanguage(3)).toBe(false);
  });
});

describe('mapping a browser language', () => {
  it.each([
    ['es-MX', 'es'],
    ['pt-BR', 'pt'],
    ['pt_BR', 'pt'],
    ['en-GB', 'en'],
    ['de-CH', 'de'],
    ['nl-BE', 'nl'],
    ['it', 'it'],
    ['ES', 'es'],
    [' de-de ', 'de'],
  ])('maps %s to %s', (tag, expected) => {
    expect(mapBrowserLanguage(tag)).toBe(expected);
  });

  it.each([['fr-FR'], ['zh-Hant-TW'], ['esp'], [''], [null], [undefined]])('gives null for %s', (tag) => {
    expect(mapBrowserLanguage(tag)).toBeNull();
  });

  it('picks the first preferred language that is supported', () => {
    expect(browserLanguage(['fr-FR', 'fr', 'de-AT', 'en'])).toBe('de');
    expect(browserLanguage(['ja', 'ko'])).toBeNull();
    expect(browserLanguage([])).toBeNull();
  });
});

describe('the language of a path', () => {
  it('is its first segment when that is a supported language', () => {
    expect(languageFromPath('/de/browse')).toBe('de');
    expect(languageFromPath('/pt/')).toBe('pt');
    expect(languageFromPath('/nl')).toBe('nl');
  });

  it('is null otherwise', () => {
    expect(languageFromPath('/')).toBeNull();
    expect(languageFromPath('/browse')).toBeNull();
    expect(languageFromPath('/xx/')).toBeNull();
    expect(languageFromPath('/admin/users')).toBeNull();
    expect(languageFromPath('/EN/browse')).toBeNull();
    expect(languageFromPath('/english')).toBeNull();
  });
});

describe('the stored choice', () => {
  it('counts only when the choice flag is "true" and the language is supported', () => {
    expect(storedChoice({ language: 'it', choice: 'true', dismissed: null })).toBe('it');
    expect(storedChoice({ language: 'it', choice: null, dismissed: null })).toBeNull();
    expect(storedChoice({ language: 'it', choice: 'false', dismissed: null })).toBeNull();
    expect(storedChoice({ language: 'fr', choice: 'true', dismissed: null })).toBeNull();
    expect(storedChoice({ language: null, choice: 'true', dismissed: null })).toBeNull();
  });
});

describe('detecting the initial language', () => {
  it('prefers a stored choice over the path and the browser', () => {
    expect(
      detectLanguage({
        stored: { language: 'nl', choice: 'true', dismissed: null },
        pathname: '/de/browse',
        browserLanguages: ['es-ES'],
      }),
    ).toBe('nl');
  });

  it('ignores a stored language without the choice flag', () => {
    expect(
      detectLanguage({
        stored: { language: 'nl', choice: null, dismissed: null },
        pathname: '/browse',
        browserLanguages: ['it-IT'],
      }),
    ).toBe('it');
  });

  it('uses the path language when it is not English', () => {
    expect(detectLanguage({ stored: nothingStored, pathname: '/pt/cart', browserLanguages: ['de'] })).toBe('pt');
  });

  it('falls through an English path to the browser language', () => {
    expect(detectLanguage({ stored: nothingStored, pathname: '/en/', browserLanguages: ['es-MX'] })).toBe('es');
  });

  it('uses a regional browser language mapped to its base', () => {
    expect(detectLanguage({ stored: nothingStored, pathname: '/', browserLanguages: ['pt-BR', 'en'] })).toBe('pt');
  });

  it('falls back to English for an unsupported browser language', () => {
    expect(detectLanguage({ stored: nothingStored, pathname: '/', browserLanguages: ['fr-FR', 'ja'] })).toBe('en');
    expect(detectLanguage({ stored: nothingStored, pathname: '/', browserLanguages: [] })).toBe('en');
  });
});

describe('the suggestion banner', () => {
  it('suggests the browser language when it differs from the page language', () => {
    const input = { stored: nothingStored, pageLanguage: 'en' as const, browserLanguages: ['es-ES'] };
    expect(suggestedLanguage(input)).toBe('es');
    expect(shouldShowSuggestion(input)).toBe(true);
  });

  it('is not shown once the visitor chose a language', () => {
    expect(
      shouldShowSuggestion({
        stored: { language: 'en', choice: 'true', dismissed: null },
        pageLanguage: 'en',
        browserLanguages: ['es-ES'],
      }),
    ).toBe(false);
  });

  it('is not shown once dismissed', () => {
    expect(
      shouldShowSuggestion({
        stored: { language: null, choice: null, dismissed: 'true' },
        pageLanguage: 'en',
        browserLanguages: ['es-ES'],
      }),
    ).toBe(false);
  });

  it('is not shown for an English or unsupported browser language', () => {
    expect(shouldShowSuggestion({ stored: nothingStored, pageLanguage: 'de', browserLanguages: ['en-US'] })).toBe(false);
    expect(shouldShowSuggestion({ stored: nothingStored, pageLanguage: 'en', browserLanguages: ['fr'] })).toBe(false);
  });

  it('is not shown when the page is already in the browser language', () => {
    expect(shouldShowSuggestion({ stored: nothingStored, pageLanguage: 'it', browserLanguages: ['it-CH'] })).toBe(false);
  });

  it('offers another non-English language on a non-English page', () => {
    expect(suggestedLanguage({ stored: nothingStored, pageLanguage: 'de', browserLanguages: ['nl-NL'] })).toBe('nl');
  });
});

describe('rewriting the language of a path', () => {
  it('replaces the first segment and keeps the rest, the query and the hash', () => {
    expect(rewritePathLanguage('es', '/en/profile/ana-12', '?ref=x', '#photos')).toBe('/es/profile/ana-12?ref=x#photos');
  });

  it('keeps a trailing slash and the home page', () => {
    expect(rewritePathLanguage('de', '/en/')).toBe('/de/');
    expect(rewritePathLanguage('de', '/en')).toBe('/de/');
    expect(rewritePathLanguage('it', '/pt/browse/')).toBe('/it/browse/');
  });

  it('adds a prefix to a path that has none', () => {
    expect(rewritePathLanguage('nl', '/browse', '?page=2')).toBe('/nl/browse?page=2');
    expect(rewritePathLanguage('nl', '/')).toBe('/nl/');
  });
});

describe('redirecting unprefixed addresses', () => {
  it.each([
    ['/', '/de/'],
    ['', '/de/'],
    ['/browse', '/de/browse'],
    ['/browse/', '/de/browse/'],
    ['/submit-profile', '/de/submit-profile'],
    ['/payment-success', '/de/payment-success'],
    ['/disclaimer', '/de/disclaimer'],
    ['/profile/42', '/de/profile/42'],
  ])('sends %s to %s', (path, expected) => {
    expect(unprefixedRedirect('de', path)).toBe(expected);
  });

  it('keeps the query and the hash', () => {
    expect(unprefixedRedirect('es', '/about', '?x=1', '#team')).toBe('/es/about?x=1#team');
    expect(unprefixedRedirect('es', '/payment-success', '?session_id=cs_1')).toBe('/es/payment-success?session_id=cs_1');
  });

  it('leaves prefixed paths alone', () => {
    expect(unprefixedRedirect('de', '/en/browse')).toBeNull();
    expect(unprefixedRedirect('de', '/es/')).toBeNull();
  });

  it('leaves unknown paths and the admin area alone', () => {
    expect(unprefixedRedirect('en', '/admin')).toBeNull();
    expect(unprefixedRedirect('en', '/admin/users')).toBeNull();
    expect(unprefixedRedirect('en', '/xx/')).toBeNull();
    expect(unprefixedRedirect('en', '/browse/extra')).toBeNull();
    expect(unprefixedRedirect('en', '/profile')).toBeNull();
    expect(unprefixedRedirect('en', '/profile/1/2')).toBeNull();
  });
});
