// Toasts (spec §4): at most one visible, closes after 5000 ms, swipe right (50 px) dismisses,
// F8 focuses the viewport, which is a live region. Real triggers: the language-changed notice
// and the back-online notice.
import type { Page } from '@playwright/test';
import { expect, expectShell, messages, test } from './fixtures.ts';

async function switchToGerman(page: Page) {
  await page.goto('/en/');
  await page.getByTestId('language-picker').click();
  await page.getByRole('option', { name: /Deutsch/ }).click();
  await expectShell(page, 'de');
}

test('only one toast is visible at a time', async ({ page, context }) => {
  const m = messages.de;
  await switchToGerman(page);
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByTestId('toast')).toContainText(m.language.changed);

  await context.setOffline(true);
  await expect(page.getByTestId('offline-indicator')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByTestId('toast')).toContainText(m.pwa.backOnline);
  await expect(page.getByTestId('toast')).toHaveCount(1);
  await expect(page.getByText(m.language.changed)).toHaveCount(0);
});

test('a toast closes by itself after 5 seconds', async ({ page }) => {
  await switchToGerman(page);
  const toast = page.getByTestId('toast');
  await expect(toast).toBeVisible();
  const shownAt = Date.now();
  await page.mouse.move(0, 0); // not hovering: hovering pauses the timer
  await expect(toast).toHaveCount(0, { timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3500);
});

test('swiping right past 50 px dismisses; a short swipe does not', async ({ page }) => {
  await switchToGerman(page);
  const toast = page.getByTestId('toast');
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
  await switchToGerman(page);
  const viewport = page.getByTestId('toast-viewport');
  await expect(viewport).toHaveAttribute('aria-live', 'polite');
  await expect(page.getByRole('region', { name: 'Benachrichtigungen (F8)' })).toBeVisible();
  await page.keyboard.press('F8');
  await expect(viewport).toBeFocused();
  await page.getByRole('button', { name: messages.de.toast.dismiss }).click();
  await expect(page.getByTestId('toast')).toHaveCount(0);
});
