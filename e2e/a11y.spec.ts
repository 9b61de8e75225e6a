// Accessibility: axe finds no serious or critical violation on the home page, the Not Found
// page and the open mobile menu.
import { expect, expectShell, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';

test('home has no serious accessibility violations', async ({ page }) => {
  await page.goto('/en/');
  await expectShell(page, 'en');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('home in German with the suggestion banner has none either', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'es-ES' });
  const page = await context.newPage();
  await page.goto('/de/');
  await expect(page.getByTestId('language-banner')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});

test('the Not Found page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/en/no-such-page/x');
  await expect(page.getByTestId('not-found')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the open mobile menu has no serious accessibility violations', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const page = await context.newPage();
  await page.goto('/en/');
  await page.getByTestId('mobile-menu-button').click();
  await expect(page.getByTestId('mobile-menu')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
