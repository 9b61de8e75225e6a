// Toasts: at most one visible, closes after 5000 ms, swipe right (50 px) dismisses,
// F8 focuses the viewport, which is a live region. Real triggers: the language-changed notice
// and the back-online notice. The page's clock is Playwright's and stands still while a toast is
// on screen, so no test depends on how fast the machine is: a toast closes only when the test
// moves the clock on.
import type { Page } from '@playwright/test';
import { expect, expectShell, messages, test, waitForServiceWorker } from './fixtures.ts';
import { runClockUntil, stopClock } from './support/clock.ts';

const m = messages.de;

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

/** On a German page with the clock stopped, the back-online notice (a toast made now). */
async function showBackOnlineToast(page: Page) {
  await page.goto('/de/');
  await expectShell(page, 'de');
  // The service worker registers once the page has loaded: done before going offline, so the
  // browser does not report its script's fetch failing, offline, meanwhile.
  await waitForServiceWorker(page);
  await stopClock(page);
  await page.context().setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await page.context().setOffline(false);
  const toast = page.getByTestId('toast');
  await expect(toast).toContainText(m.pwa.backOnline);
  return toast;
}

test('only one toast is visible at a time', async ({ page, context }) => {
  await page.goto('/en/');
  await page.getByTestId('language-picker').click();
  // The switch reloads the page; it boots with the clock stopped, so the notice cannot close by
  // itself before the next one replaces it.
  const option = page.getByRole('option', { name: /Deutsch/ });
  await expect(option).toBeVisible();
  await stopClock(page);
  await option.click();
  await expect(page).toHaveURL(/\/de\/$/);
  await runClockUntil(page, () => expect(page.getByTestId('toast')).toContainText(m.language.changed, { timeout: 1_000 }));
  await expectShell(page, 'de');
  await expect(page.getByTestId('toast')).toHaveCount(1);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('toast')).toContainText(m.pwa.backOnline);
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByText(m.language.changed)).toHaveCount(0);
});

test('a toast closes by itself after 5 seconds', async ({ page }) => {
  const toast = await showBackOnlineToast(page);
  await page.mouse.move(0, 0); // not hovering: hovering pauses the timer
  await page.clock.runFor(4_999);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1);
  await expect(toast).toHaveCount(0);
});

test('a hovered toast stays until the pointer leaves', async ({ page }) => {
  const toast = await showBackOnlineToast(page);
  await toast.hover();
  await page.clock.runFor(10_000);
  await expect(toast).toBeVisible();
  await page.mouse.move(0, 0);
  await page.clock.runFor(5_000);
  await expect(toast).toHaveCount(0);
});

test('swiping right past 50 px dismisses; a short swipe does not', async ({ page }) => {
  const toast = await showBackOnlineToast(page);
  const box = await toast.boundingBox();
  if (!box) throw new Error('toast has no box');
  const y = box.y + box.height / 2;
  const x = box.x + 40;

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 30, y, { steps: 5 });
  await page.mouse.up();
  await expect(toast).toBeVisible();

  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + 80, y, { steps: 8 });
  await page.mouse.up();
  await expect(toast).toHaveCount(0);
});

test('F8 focuses the toast viewport, a labelled live region', async ({ page }) => {
  await showBackOnlineToast(page);
  const viewport = page.getByTestId('toast-viewport');
  await expect(viewport).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('region', { name: 'Benachrichtigungen (F8)' })).toBeVisible();
  await page.keyboard.press('F8');
  await expect(viewport).toBeFocused();
  await page.getByRole('button', { name: m.toast.dismiss }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});
