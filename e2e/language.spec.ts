// Language rules in a real browser: unprefixed addresses redirect to the
// detected language, the suggestion banner, and the picker in its three forms.
import type { Page } from '@playwright/test';
import { expect, expectShell, messages, test } from './fixtures.ts';
import { runClockUntil, stopClock } from './support/clock.ts';

/**
 * The banner decides after the page has rendered, and loads the suggested language's messages
 * before it shows: wait for that decision (the app marks it on <html>), then check that it was
 * "none" and that no banner is there.
 */
async function expectNoBanner(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'none');
  await expect(page.getByTestId('language-banner')).toHaveCount(0);
}

test.describe('a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('opening / lands on /de/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await expectShell(page, 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.home.heroTitle);
  });

  test('an unprefixed page keeps its path, query and hash', async ({ page }) => {
    await page.goto('/about?x=1#team');
    await expect(page).toHaveURL(/\/de\/about\?x=1#team$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.de.pages.about);
  });

  test('a stored choice wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'it');
      localStorage.setItem('language_choice', 'true');
    });
    await page.goto('/submit-profile');
    await expect(page).toHaveURL(/\/it\/submit-profile$/);
    await expectShell(page, 'it');
  });
});

test.describe('an English browser', () => {
  test.use({ locale: 'en-US' });

  test('/browse goes to /en/browse and / to /en/', async ({ page }) => {
    await page.goto('/browse');
    await expect(page).toHaveURL(/\/en\/browse$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.en.pages.browse);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
  });

  test('a regional browser language maps to its base', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'pt-BR' });
    const page = await context.newPage();
    await page.goto('/cart');
    await expect(page).toHaveURL(/\/pt\/cart$/);
    await context.close();
  });

  test('no suggestion banner is shown', async ({ page }) => {
    await page.goto('/en/');
    await expectShell(page, 'en');
    await expectNoBanner(page);
  });
});

test.describe('the suggestion banner for a Spanish browser', () => {
  test.use({ locale: 'es-ES' });
  const es = messages.es.language;

  test('is shown on /en/ and dismissing it lasts', async ({ page }) => {
    await page.goto('/en/');
    await expectShell(page, 'en');
    const banner = page.getByTestId('language-banner');
    await expect(banner).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-language-suggestion', 'es');
    await expect(banner).toContainText(es.bannerText.replace('{{language}}', 'Español'));
    await banner.getByRole('button', { name: es.dismiss }).click();
    await expect(banner).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('language_suggestion_dismissed'))).toBe('true');
    await page.reload();
    await expectShell(page, 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoBanner(page);
  });

  test('switching goes to /es/ and remembers the choice', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/browse?page=2');
    const switchTo = page.getByTestId('language-banner').getByRole('button', { name: es.switchTo.replace('{{language}}', 'Español') });
    await expect(switchTo).toBeVisible();
    // The "language changed" toast closes after 5 s of the page's time, which now stands still.
    await stopClock(page);
    await switchTo.click();
    await expect(page).toHaveURL(/\/es\/browse\?page=2$/);
    await runClockUntil(page, () => expect(page.getByTestId('toast')).toContainText(es.changed, { timeout: 1_000 }));
    await expectShell(page, 'es');
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('language_choice')])).toEqual(['es', 'true']);
    await expectNoBanner(page);
  });

  test('is not shown when the page is already Spanish', async ({ page }) => {
    await page.goto('/es/');
    await expectShell(page, 'es');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoBanner(page);
  });
});

test.describe('the language picker', () => {
  test('the dropdown lists six languages, marks the current one and switches keeping the path', async ({ page }) => {
    await page.clock.install();
    await page.goto('/en/about?ref=home#photos');
    await expectShell(page, 'en');
    await page.getByTestId('language-picker').click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(6);
    await expect(options.nth(0)).toContainText('English');
    await expect(page.getByRole('option', { name: /Deutsch/ })).toContainText('German');
    await expect(page.getByRole('option', { name: /English/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('option', { name: /Deutsch/ })).toHaveAttribute('aria-selected', 'false');
    // The "language changed" toast closes after 5 s of the page's time, which now stands still.
    await stopClock(page);
    await page.getByRole('option', { name: /Deutsch/ }).click();

    await expect(page).toHaveURL(/\/de\/about\?ref=home#photos$/);
    const toast = page.getByTestId('toast');
    await runClockUntil(page, () => expect(toast).toContainText(messages.de.language.changed, { timeout: 1_000 }));
    await expectShell(page, 'de');
    await expect(page).toHaveTitle(`${messages.de.pages.about} · Contacto`);
    await expect(toast).toContainText('Deutsch');
    expect(await page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('language_choice')])).toEqual(['de', 'true']);
  });

  test('the full "Choose Language" variant switches too', async ({ page }) => {
    await page.goto('/en/terms');
    const full = page.getByRole('region', { name: messages.en.language.choose });
    await expect(full.getByRole('button')).toHaveCount(6);
    await expect(full.getByRole('button', { name: /English/ })).toHaveAttribute('aria-current', 'true');
    await full.getByRole('button', { name: /Nederlands/ }).click();
    await expect(page).toHaveURL(/\/nl\/terms$/);
    await expectShell(page, 'nl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.nl.pages.terms);
  });

  test('a stored choice does not override the language of a prefixed address', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('language', 'de');
      localStorage.setItem('language_choice', 'true');
    });
    await page.goto('/pt/about');
    await expectShell(page, 'pt');
  });
});
