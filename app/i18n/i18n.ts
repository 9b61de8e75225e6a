// i18next set-up for the browser: loads only the current language's messages (each locale is
// its own chunk), keeps <html lang> in step and exposes the current language to components.
import i18next from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguage, type Language, SUPPORTED_LANGUAGES } from './language.ts';

type Messages = Record<string, unknown>;

// Messages are split by area (locales/<area>/<lang>.json, each area with its own top-level
// keys); a language's areas are fetched together and merged. The 'seo' area (page titles and
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

function areaLoaders(lang: Language): Array<() => Promise<Messages>> {
  return Object.entries(localeModules)
    .filter(([file]) => file.endsWith(`/${lang}.json`))
    .map(([, load]) => load);
}

export const i18n = i18next;

function reflectInDocument(lang: string): void {
  document.documentElement.lang = lang;
  document.documentElement.dir = 'ltr';
}

/** Loads the messages of a language once, without switching to it. */
export async function loadMessages(lang: Language): Promise<void> {
  if (i18next.hasResourceBundle(lang, 'translation')) return;
  const areas = await Promise.all(areaLoaders(lang).map((load) => load()));
  i18next.addResourceBundle(lang, 'translation', Object.assign({}, ...areas), true, true);
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
export async function loadLanguage(lang: Language): Promise<void> {
  await loadMessages(lang);
  if (i18next.language !== lang) await i18next.changeLanguage(lang);
}

/** Starts i18next in the given language; resolves once its messages are loaded. */
export async function initI18n(lang: Language): Promise<void> {
  i18next.on('languageChanged', reflectInDocument);
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
  await loadLanguage(lang);
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
