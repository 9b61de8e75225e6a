import type { Page } from '@playwright/test';

/**
 * Until a server-drawn page (decision 037) is hydrated, a press or a hover on it is lost, as it
 * would be for a visitor; and its app waits for the visitor to reach for the page (decision 050).
 * So this reaches for it (a Shift press: a key, which changes nothing on the page) and waits until
 * the app marks <html data-hydrated> (app/ssr/use-hydrated.ts). Any other page returns at once.
 */
export async function hydrated(page: Page): Promise<void> {
  try {
    const waiting = await page.evaluate(
      () => document.getElementById('ssr-data') !== null && document.documentElement.dataset.hydrated !== 'true',
    );
    if (!waiting) return;
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  } catch (error) {
    // the page went on to another address (a redirect in the app): that one is not waited for
    if (!/context was destroyed|navigat/i.test((error as Error).message)) throw error;
  }
}
