// Loads the text of an information page in one language. Every <page>/<lang>.ts module is its
// own small chunk (import.meta.glob with lazy imports), fetched by the route's loader: a reader
// downloads only the page and language in front of them, and the service worker precaches them
// all so the pages open offline.
import type { Language } from '#app/i18n/language.ts';
import type { HelpContent, PageContent } from './page-content.ts';

export const INFO_PAGES = ['about', 'help', 'safety', 'privacy', 'terms', 'cookies', 'disclaimer'] as const;
export type InfoPageName = (typeof INFO_PAGES)[number];

/** The legal pages: they show a last-updated date and a table of contents. */
export const LEGAL_PAGES = ['privacy', 'terms', 'cookies', 'disclaimer'] as const satisfies readonly InfoPageName[];
export type LegalPageName = (typeof LEGAL_PAGES)[number];

export interface PageContentMap {
  about: PageContent;
  help: HelpContent;
  safety: PageContent;
  privacy: PageContent;
  terms: PageContent;
  cookies: PageContent;
  disclaimer: PageContent;
}

/** When each legal text last changed (ISO date); shown as "Last updated". */
export const LAST_UPDATED: Readonly<Record<LegalPageName, string>> = {
  privacy: '2026-12-06',
  terms: '2026-11-20',
  cookies: '2026-11-20',
  disclaimer: '2026-11-20',
};

const modules = import.meta.glob<{ default: PageContent | HelpContent }>('./pages/*/{en,es,it,de,nl,pt}.ts');

export class MissingPageContentError extends Error {
  constructor(page: string, lang: string) {
    super(`No content for the ${page} page in ${lang}`);
    this.name = 'MissingPageContentError';
  }
}

export async function loadPageContent<P extends InfoPageName>(page: P, lang: Language): Promise<PageContentMap[P]> {
  const load = modules[`./pages/${page}/${lang}.ts`];
  if (!load) throw new MissingPageContentError(page, lang);
  const module = await load();
  return module.default as PageContentMap[P];
}
