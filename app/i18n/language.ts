// Pure language rules of the storefront: which languages exist, how a
// browser language maps to one, which language a visit starts in, when to suggest a switch, and
// how URLs gain or change their language prefix. No DOM access here: callers pass what they read.

import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#contract/languages.ts';

// The list, the type, the guard and the default have one owner (contract/languages.ts).
export { DEFAULT_LANGUAGE, isLanguage, type Language, SUPPORTED_LANGUAGES } from '#contract/languages.ts';

/** Browser storage keys. */
export const STORAGE_KEYS = {
  language: 'language',
  choice: 'language_choice',
  dismissed: 'language_suggestion_dismissed',
} as const;

export interface LanguageInfo {
  code: Language;
  nativeName: string;
  englishName: string;
  /** ISO 3166 country whose flag stands for the language. */
  country: 'us' | 'es' | 'it' | 'de' | 'nl' | 'pt';
}

export const LANGUAGES: Readonly<Record<Language, LanguageInfo>> = {
  en: { code: 'en', nativeName: 'English', englishName: 'English', country: 'us' },
  es: { code: 'es', nativeName: 'Español', englishName: 'Spanish', country: 'es' },
  it: { code: 'it', nativeName: 'Italiano', englishName: 'Italian', country: 'it' },
  de: { code: 'de', nativeName: 'Deutsch', englishName: 'German', country: 'de' },
  nl: { code: 'nl', nativeName: 'Nederlands', englishName: 'Dutch', country: 'nl' },
  pt: { code: 'pt', nativeName: 'Português', englishName: 'Portuguese', country: 'pt' },
};

/**
 * Maps one BCP 47 tag to a supported language: regional variants map to their base
 * (`es-MX` → `es`, `pt_BR` → `pt`), case-insensitively. Anything else gives null.
 */
export function mapBrowserLanguage(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(base) ? base : null;
}

/**
 * The browser's language as the site understands it: the first of the visitor's preferred
 * languages (navigator.languages, in order) that maps to a supported one.
 */
export function browserLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const lang = mapBrowserLanguage(tag);
    if (lang) return lang;
  }
  return null;
}

/** The language prefix of a path (`/de/browse` → `de`), or null when it has none. */
export function languageFromPath(pathname: string): Language | null {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) ? first : null;
}

/** What the language rules read from localStorage. */
export interface StoredLanguage {
  language: string | null;
  choice: string | null;
  dismissed: string | null;
}

/** The language the visitor chose with the picker, if any (stored language + choice flag). */
export function storedChoice(stored: StoredLanguage): Language | null {
  return stored.choice === 'true' && isLanguage(stored.language) ? stored.language : null;
}

export interface DetectInput {
  stored: StoredLanguage;
  pathname: string;
  browserLanguages: readonly string[];
}

/**
 * The initial language: a stored choice; else the path language if it is not English; else
 * the browser language if supported; else English.
 */
export function detectLanguage({ stored, pathname, browserLanguages }: DetectInput): Language {
  const chosen = storedChoice(stored);
  if (chosen) return chosen;
  const fromPath = languageFromPath(pathname);
  if (fromPath && fromPath !== DEFAULT_LANGUAGE) return fromPath;
  return browserLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}

export interface SuggestionInput {
  stored: StoredLanguage;
  /** The language the page is shown in (its path prefix). */
  pageLanguage: Language;
  browserLanguages: readonly string[];
}

/**
 * The language the suggestion banner offers, or null when no banner is due: only when the
 * visitor has not chosen a language nor dismissed the suggestion, and the browser language maps
 * to a supported non-English language that differs from the page language.
 */
export function suggestedLanguage({ stored, pageLanguage, browserLanguages }: SuggestionInput): Language | null {
  if (stored.choice === 'true') return null;
  if (stored.dismissed === 'true') return null;
  const fromBrowser = browserLanguage(browserLanguages);
  if (!fromBrowser || fromBrowser === DEFAULT_LANGUAGE) return null;
  return fromBrowser === pageLanguage ? null : fromBrowser;
}

export function shouldShowSuggestion(input: SuggestionInput): boolean {
  return suggestedLanguage(input) !== null;
}

/**
 * The same address in another language: replaces the language prefix (or adds one when the
 * path has none), keeping the rest of the path, the query and the hash.
 */
export function rewritePathLanguage(target: Language, pathname: string, search = '', hash = ''): string {
  const segments = pathname.split('/').slice(1);
  if (isLanguage(segments[0])) segments.shift();
  const rest = segments.join('/');
  return `/${target}/${rest}${search}${hash}`;
}

/** The route paths (after the prefix) whose unprefixed form redirects to a prefixed one. */
export const UNPREFIXED_PAGES: ReadonlySet<string> = new Set([
  'browse',
  'favorites',
  'cart',
  'checkout',
  'payment-success',
  'submit-profile',
  'my-submissions',
  'about',
  'contact',
  'help',
  'safety',
  'report',
  'takedown',
  'privacy',
  'terms',
  'cookies',
  'disclaimer',
]);

/**
 * Where an unprefixed address of a known page goes (`/browse?x=1` → `/de/browse?x=1`), or
 * null when the path already has a language or is not a page of the storefront (unknown paths
 * and `/admin/...` stay put and show Not Found or their own screen).
 */
export function unprefixedRedirect(target: Language, pathname: string, search = '', hash = ''): string | null {
  if (languageFromPath(pathname)) return null;
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const [first, second] = segments;
  const isKnown =
    segments.length === 0 ||
    (segments.length === 1 && first !== undefined && UNPREFIXED_PAGES.has(first)) ||
    (segments.length === 2 && first === 'profile' && second !== undefined);
  if (!isKnown) return null;
  const trailing = pathname.endsWith('/') && segments.length > 0 ? '/' : '';
  return `/${target}/${segments.join('/')}${trailing}${search}${hash}`;
}
