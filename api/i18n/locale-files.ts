// The app's locale files as Node reads them (the server's SEO tags and first paint, tests, e2e).
// They are data shared by both sides: the browser bundles them through import.meta.glob in
// app/i18n/i18n.ts, the server reads them from disk here. Messages are split by area
// (app/i18n/locales/<area>/<lang>.json) so each feature owns its own files; every area uses its
// own top-level keys, so a language's messages are the areas merged.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '#contract/languages.ts';

export type MessageTree = { [key: string]: string | MessageTree };

const localesDir = path.join(import.meta.dirname, '..', '..', 'app', 'i18n', 'locales');

/** The areas, each a folder of six `<lang>.json` files. */
export function localeAreas(): string[] {
  return readdirSync(localesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** One area's messages in one language. */
export function readArea(area: string, lang: Language): MessageTree {
  return JSON.parse(readFileSync(path.join(localesDir, area, `${lang}.json`), 'utf8')) as MessageTree;
}

/** Words an area keeps identical to English in a language (brand names, loan words). */
export function readSameAsEnglish(area: string): Partial<Record<Language, string[]>> {
  try {
    return JSON.parse(readFileSync(path.join(localesDir, area, 'same-as-english.json'), 'utf8'));
  } catch {
    return {};
  }
}

const cache = new Map<Language, MessageTree>();

/** Every area of a language merged into one tree (cached). */
export function readMessages(lang: Language): MessageTree {
  let merged = cache.get(lang);
  if (!merged) {
    merged = {};
    for (const area of localeAreas()) Object.assign(merged, readArea(area, lang));
    cache.set(lang, merged);
  }
  return merged;
}
