import type { Page } from '@playwright/test';

/**
 * Waits until a server-drawn page's app has taken it over (<html data-hydrated>, set by
 * app/ssr/use-hydrated.ts): for the tests whose subject comes after that. The first-touch tests
 * (e2e/first-touch.spec.ts) act before it, as a visitor does. Any other page returns at once.
 */
export async function hydrated(page: Page): Promise<void> {
  try {
    await page.waitForFunction(() => document.getElementById('ssr-data') === null || document.documentElement.dataset.hydrated === 'true');
  } catch (error) {
    // the page went on to another address (a redirect in the app): that one is not waited for
    if (!/context was destroyed|navigat/i.test((error as Error).message)) throw error;
  }
}
