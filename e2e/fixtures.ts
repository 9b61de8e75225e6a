// Shared e2e fixtures: every page fails its test on an uncaught error, a console error or a
// Content-Security-Policy violation, unless the test expects it (allowConsoleErrors); and on a
// hydration mismatch always, in every page of the test, also those of contexts it opens itself.
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { readMessages } from '../app/i18n/locale-files.ts';
import { hydrated } from './support/hydrated.ts';

export const LANGS = ['en', 'es', 'it', 'de', 'nl', 'pt'] as const;
export type Lang = (typeof LANGS)[number];
export const messages = Object.fromEntries(LANGS.map((lang) => [lang, readMessages(lang)])) as Record<
  Lang,
  ReturnType<typeof readMessages>
>;

/** Console messages that are expected noise rather than app failures. */
const ignoredConsole = [
  // Going offline on purpose makes the browser log failed network requests.
  /net::ERR_INTERNET_DISCONNECTED/,
  /Failed to load resource/,
];

/** React's hydration complaints (decision 037): a server-drawn page whose first client render
 * differs. Production builds report them minified (#418 text, #419 a suspended boundary, #423
 * the root recovered by rendering on the client, #425 text content). */
export const HYDRATION_ERROR = /Minified React error #(418|419|423|425)\b|Hydration failed|did not match|hydrat(ion|ing)/i;

function watchHydration(context: BrowserContext, found: string[]): void {
  context.on('weberror', (error) => {
    const text = error.error().message;
    if (HYDRATION_ERROR.test(text)) found.push(`${error.page()?.url() ?? ''}: ${text}`);
  });
  context.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' && HYDRATION_ERROR.test(text)) found.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
}

const untouchedGoto = new WeakMap<Page, Page['goto']>();

/** The page's goto without the wait for hydration: the page as a visitor who has not touched it yet sees it. */
export function gotoUntouched(page: Page, url: string): ReturnType<Page['goto']> {
  return (untouchedGoto.get(page) ?? page.goto.bind(page))(url);
}

/** Every page's goto and reload wait, for a server-drawn page, until it is hydrated. */
function awaitHydrationOnNavigation(page: Page): void {
  const goto = page.goto.bind(page);
  untouchedGoto.set(page, goto);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page);
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page);
    return response;
  };
}

export const test = base.extend<{ allowConsoleErrors: boolean; consoleErrors: string[]; hydrationErrors: string[] }>({
  allowConsoleErrors: [false, { option: true }],
  consoleErrors: [
    async ({ page, allowConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        const text = message.text();
        if (message.type() === 'error' && !ignoredConsole.some((re) => re.test(text))) {
          errors.push(`console.error: ${text}`);
        }
        if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(text)) {
          errors.push(`csp: ${text}`);
        }
      });
      await use(errors);
      if (!allowConsoleErrors) expect(errors, 'no errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) awaitHydrationOnNavigation(page);
    await use(page);
  },
  hydrationErrors: [
    async ({ browser, context }, use) => {
      const found: string[] = [];
      watchHydration(context, found);
      // Contexts the test opens itself (another device, a phone's viewport) are watched too.
      const newContext = browser.newContext;
      browser.newContext = async (...options) => {
        const opened = await newContext.apply(browser, options);
        watchHydration(opened, found);
        if (options[0]?.javaScriptEnabled !== false) opened.on('page', awaitHydrationOnNavigation);
        return opened;
      };
      try {
        await use(found);
      } finally {
        browser.newContext = newContext;
      }
      expect(found, 'no hydration mismatch (the server-drawn page and the first client render differ)').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until the page's language is settled and the shell (header + footer) is rendered. */
export async function expectShell(page: Page, lang: Lang): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByTestId('site-footer')).toBeVisible();
}

/** Waits until a service worker controls the page (the shell is then precached). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 30_000 });
}
