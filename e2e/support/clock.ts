// The page's clock, for tests whose outcome would otherwise depend on the machine's speed: a toast
// closes 5 s after it shows, and on a busy machine a test may look for it later than that. Call
// page.clock.install() before the page loads.
import { expect, type Page } from '@playwright/test';

/**
 * Stops the page's clock: from here on its timers fire only when the test runs them. It first
 * jumps a little ahead, as pausing cannot go back in time and the page's clock kept running.
 */
export async function stopClock(page: Page): Promise<void> {
  await page.clock.pauseAt(Date.now() + 30_000);
}

/**
 * Runs a stopped clock a few milliseconds at a time until `check` passes: a page that loads
 * while the clock stands still needs its zero-delay timers (i18next starts on one) to boot.
 */
export async function runClockUntil(page: Page, check: () => Promise<unknown>): Promise<void> {
  await expect(async () => {
    await page.clock.runFor(10);
    await check();
  }).toPass();
}
