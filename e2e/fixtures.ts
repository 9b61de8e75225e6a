// Shared e2e fixtures: every page fails its test on an uncaught error, a console error or a
// Content-Security-Policy violation, unless the test expects it (allowConsoleErrors).
import { test as base, expect, type Page } from '@playwright/test';
import { readMessages } from '../app/i18n/locale-files.ts';

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

export const test = base.extend<{ allowConsoleErrors: boolean; consoleErrors: string[] }>({
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
  await page.waitForFunction(
    async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated' && navigator.serviceWorker.controller !== null;
    },
    undefined,
    { timeout: 30_000 },
  );
}
