// i18next set-up for the browser: loads only the current language's messages (each locale is
// its own chunk), keeps <html lang> in step and exposes the current language to components.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language, SUPPORTED_LANGUAGES } from './language.ts';
import { FORM_MESSAGE_AREAS } from './message-parts.ts';

type Messages = Record<string, unknown>;

// Messages are split by area (locales/<area>/<lang>.json, each area with its own top-level
// keys); a language's areas are fetched in two parts (message-parts.ts) and merged. The 'seo' area (page titles and
// descriptions for the server-rendered head, api/seo) is only read by the server.
// The 'admin' and 'admin-*' areas belong to the back office: its own chunks (admin-messages-<lang>), loaded
// by the /admin layout, never part of the storefront's messages.
const localeModules = import.meta.glob<Messages>(
  [
    './locales/*/*.json',
    '!./locales/*/same-as-english.json',
    '!./locales/seo/*.json',
    '!./locales/admin/*.json',
    '!./locales/admin-*/*.json',
  ],
  { import: 'default' },
);
const adminLocaleModules = import.meta.glob<Messages>(['./locales/admin/*.json', './locales/admin-*/*.json'], { import: 'default' });

type Part = 'core' | 'forms';

/** Which of a language's message parts to load: the forms' texts too unless told otherwise. */
export interface MessageOptions {
  forms?: boolean;
}

const partOf = (file: string): Part => (FORM_MESSAGE_AREAS.includes(file.split('/')[2] ?? '') ? 'forms' : 'core');

function areaLoaders(lang: Language, parts: readonly Part[]): Array<() => Promise<Messages>> {
  return Object.entries(localeModules)
    .filter(([file]) => file.endsWith(`/${lang}.json`) && parts.includes(partOf(file)))
    .map(([, load]) => load);
}

export const i18n = i18next;

function reflectInDocument(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = 'ltr';
}

const loadedParts = new Map<Language, Set<Part>>();

/** Loads the messages of a language once (app/i18n/message-parts.ts), without switching to it. */
export async function loadMessages(lang: Language, { forms = true }: MessageOptions = {}): Promise<void> {
  const loaded = loadedParts.get(lang) ?? new Set<Part>();
  loadedParts.set(lang, loaded);
  const missing = (forms ? (['core', 'forms'] as const) : (['core'] as const)).filter((part) => !loaded.has(part));
  if (missing.length === 0) return;
  const areas = await Promise.all(areaLoaders(lang, missing).map((load) => load()));
  i18next.addResourceBundle(lang, 'translation', Object.assign({}, ...areas), true, true);
  for (const part of missing) loaded.add(part);
}

/** Adds the back office's messages of a language (once) to its storefront ones. */
export async function loadAdminMessages(lang: Language): Promise<void> {
  if (adminLoaded.has(lang)) return;
  const loads = Object.entries(adminLocaleModules)
    .filter(([file]) => file.endsWith(`/${lang}.json`))
    .map(([, load]) => load());
  const areas = await Promise.all(loads);
  i18next.addResourceBundle(lang, 'translation', Object.assign({}, ...areas), true, true);
  adminLoaded.add(lang);
}
const adminLoaded = new Set<Language>();

/** Loads the messages of a language (once) and makes it the current language. */
export async function loadLanguage(lang: Language, options: MessageOptions = {}): Promise<void> {
  await loadMessages(lang, options);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}

/** Starts i18next (without a document: the server render) in the given language; resolves
 * once its messages are loaded. */
export async function initI18nCore(lang: Language, options: MessageOptions = {}): Promise<void> {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      resources: {},
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  }
  await loadLanguage(lang, options);
}

/** Starts i18next in the given language; resolves once its messages are loaded. */
export async function initI18n(lang: Language, options: MessageOptions = {}): Promise<void> {
  i18next.on('languageChanged', reflectInDocument);
  await initI18nCore(lang, options);
  reflectInDocument(lang);
}

/** The language the interface is shown in. */
export function currentLanguage(): Language {
  const lang = i18next.language;
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** React hook: the current language, re-rendering when it changes. */
export function useCurrentLanguage(): Language {
  const { i18n: instance } = useTranslation();
  return isLanguage(instance.language) ? instance.language : DEFAULT_LANGUAGE;
}
