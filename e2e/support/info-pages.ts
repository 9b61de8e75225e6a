// Helpers of e2e/info-pages.spec.ts: the page texts as the app loads them (read straight from the
// content modules), and the axe check used by the accessibility specs.
import type { Page } from '@playwright/test';
import type { InfoPageName } from '../../app/content/load-page-content.ts';
import type { HelpContent, PageContent } from '../../app/content/page-content.ts';
import { readArea } from '../../app/i18n/locale-files.ts';
import type infoEn from '../../app/i18n/locales/info/en.json';
import { LANGS, type Lang } from '../fixtures.ts';

/** The info area's messages (short UI strings of these pages), typed from English. */
export const info = Object.fromEntries(LANGS.map((lang) => [lang, (readArea('info', lang) as typeof infoEn).info])) as Record<
  Lang,
  (typeof infoEn)['info']
>;

export async function pageContent(page: Exclude<InfoPageName, 'help'>, lang: Lang): Promise<PageContent> {
  const module = (await import(`../../app/content/pages/${page}/${lang}.ts`)) as { default: PageContent };
  return module.default;
}

export async function helpContent(lang: Lang): Promise<HelpContent> {
  const module = (await import(`../../app/content/pages/help/${lang}.ts`)) as { default: HelpContent };
  return module.default;
}

/** True when nothing on the page is wider than the viewport (no sideways scrolling). */
export async function hasNoHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}
