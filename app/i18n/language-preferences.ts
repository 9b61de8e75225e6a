// The browser side of the language rules: reads and writes the stored choice and the dismissed
// flag, switches language by rewriting the address and reloading, and carries the "language
// changed" notice across that reload.
import { isLanguage, type Language, rewritePathLanguage, STORAGE_KEYS, type StoredLanguage } from './language.ts';

/** localStorage: the language just switched to; the app says so once, after the reload, and removes it. */
export const LANGUAGE_CHANGED_KEY = 'language_changed';

function safeGet(storage: Storage | undefined, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function safeSet(storage: Storage | undefined, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage may be full or disabled (private mode); the choice then lasts for this page only.
  }
}

const local = (): Storage | undefined => (typeof window === 'undefined' ? undefined : window.localStorage);

export function readStoredLanguage(): StoredLanguage {
  return {
    language: safeGet(local(), STORAGE_KEYS.language),
    choice: safeGet(local(), STORAGE_KEYS.choice),
    dismissed: safeGet(local(), STORAGE_KEYS.dismissed),
  };
}

/** The visitor's preferred languages, most preferred first. */
export function readBrowserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages && navigator.languages.length > 0) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * Stores the visitor's choice, rewrites the first path segment (keeping the rest, the query and
 * the hash) and reloads the page in the new language.
 */
export function chooseLanguage(lang: Language): void {
  safeSet(local(), STORAGE_KEYS.language, lang);
  safeSet(local(), STORAGE_KEYS.choice, 'true');
  safeSet(local(), LANGUAGE_CHANGED_KEY, lang);
  const { pathname, search, hash } = window.location;
  window.location.replace(rewritePathLanguage(lang, pathname, search, hash));
}

export function dismissSuggestion(): void {
  safeSet(local(), STORAGE_KEYS.dismissed, 'true');
}

/** The language just switched to, once: the flag is cleared as it is read. */
export function takeLanguageChanged(): Language | null {
  const value = safeGet(local(), LANGUAGE_CHANGED_KEY);
  if (value === null) return null;
  try {
    local()?.removeItem(LANGUAGE_CHANGED_KEY);
  } catch {
    // ignore: see safeSet
  }
  return isLanguage(value) ? value : null;
}
