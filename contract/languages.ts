// The six languages of the site: the one list every other module
// imports — the catalogue, the form and checkout schemas, the server's messages, the app's
// language rules, SEO and the demo seed. Adding a language starts here. Plain constants (no zod),
// so browser code on the start-up path can import them cheaply.

export const SUPPORTED_LANGUAGES = ['en', 'es', 'it', 'de', 'nl', 'pt'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** The language of unprefixed addresses, the x-default alternate, and the fallback of every text. */
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}
