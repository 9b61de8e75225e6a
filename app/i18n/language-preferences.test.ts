// Unit tests of the browser side of the language rules, with in-memory storage and a fake
// location: what a choice stores, where it goes, and the one-shot "language changed" notice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseLanguage,
  dismissSuggestion,
  readBrowserLanguages,
  readStoredLanguage,
  takeLanguageChanged,
} from './language-preferences.ts';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

let replace: ReturnType<typeof vi.fn>;

beforeEach(() => {
  replace = vi.fn();
  vi.stubGlobal('window', {
    localStorage: new MemoryStorage(),
    sessionStorage: new MemoryStorage(),
    location: { pathname: '/en/profile/ana-12', search: '?ref=home', hash: '#photos', replace },
  });
  vi.stubGlobal('navigator', { languages: ['es-MX', 'en'], language: 'es-MX' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('choosing a language', () => {
  it('stores the language and the choice flag and reloads at the same address in that language', () => {
    chooseLanguage('de');
    expect(window.localStorage.getItem('language')).toBe('de');
    expect(window.localStorage.getItem('language_choice')).toBe('true');
    expect(replace).toHaveBeenCalledWith('/de/profile/ana-12?ref=home#photos');
    expect(readStoredLanguage()).toEqual({ language: 'de', choice: 'true', dismissed: null });
  });

  it('leaves a one-shot notice for the next page load', () => {
    chooseLanguage('it');
    expect(takeLanguageChanged()).toBe('it');
    expect(takeLanguageChanged()).toBeNull();
  });

  it('ignores a notice that is not a supported language', () => {
    window.localStorage.setItem('language_changed', 'fr');
    expect(takeLanguageChanged()).toBeNull();
  });

  it('still switches when storage refuses to write (private mode, full disk)', () => {
    const refusing = new MemoryStorage();
    refusing.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    vi.stubGlobal('window', { ...window, localStorage: refusing, sessionStorage: refusing });
    expect(() => chooseLanguage('nl')).not.toThrow();
    expect(replace).toHaveBeenCalledWith('/nl/profile/ana-12?ref=home#photos');
  });
});

describe('the suggestion flag and the browser languages', () => {
  it('dismissing stores the flag', () => {
    dismissSuggestion();
    expect(readStoredLanguage().dismissed).toBe('true');
  });

  it('reads navigator.languages, else navigator.language', () => {
    expect(readBrowserLanguages()).toEqual(['es-MX', 'en']);
    vi.stubGlobal('navigator', { languages: [], language: 'pt-BR' });
    expect(readBrowserLanguages()).toEqual(['pt-BR']);
  });
});
