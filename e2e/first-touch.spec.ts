// The first touch on a page the server drew: what a visitor types, picks or taps from the moment
// the page has loaded, before its app has taken it over, is kept in order and done once
// (app/first-touch.ts). Every test acts at the load event, as a person does, never after waiting
// for the app; typing goes at a human pace (120 ms a key), on a phone's width, in Spanish where
// the page has texts to read, with and without a 4× slower CPU, and on a slow network.
import type { Page } from '@playwright/test';
import type browseEnglish from '../app/i18n/locales/browse/en.json';
import { expect, gotoUntouched, messages, test } from './fixtures.ts';
import { resetFormRateLimits } from './support/forms.ts';
import { profileWithoutVideo } from './support/profile-detail.ts';
import { draftValues } from './support/submission.ts';

/** A first visit: every page comes from the server, as it does before a service worker holds it. */
test.use({ serviceWorkers: 'block' });

const HUMAN_KEY_MS = 120;
const browseEs = (messages.es as unknown as typeof browseEnglish).browse;
const PHONE = { width: 390, height: 844 };

/** A CPU `rate` times slower (Chromium's DevTools throttling), for this page. */
async function slowCpu(page: Page, rate: number): Promise<void> {
  if (rate === 1) return;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

/** A slow mobile network: 1.6 Mbps down, 750 kbps up, 150 ms round trips. */
async function slowNetwork(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
}

/** Whether the app has taken the page over yet (for the record: the tests never wait for it). */
const appArrived = (page: Page) => page.evaluate(() => document.documentElement.dataset.hydrated === 'true');

for (const cpu of [1, 4]) {
  test.describe(`typed from the load event, CPU ${cpu}× slower`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(PHONE);
      await slowCpu(page, cpu);
    });

    test('her first name on the submission form keeps every letter, and the app has it', async ({ page }) => {
      await gotoUntouched(page, '/es/submit-profile');
      const firstName = page.locator('input[name="firstName"]');
      await firstName.click();
      const early = !(await appArrived(page));
      await firstName.pressSequentially('Marisol', { delay: HUMAN_KEY_MS });
      await expect(firstName).toHaveValue('Marisol');
      // the app's own state: what it keeps as her draft
      await expect.poll(async () => (await draftValues(page))?.firstName, { timeout: 20_000 }).toBe('Marisol');
      await expect(firstName).toHaveValue('Marisol');
      test.info().annotations.push({ type: 'typed before the app', description: String(early) });
    });

    test('a message on the contact page arrives whole', async ({ page }) => {
      await resetFormRateLimits();
      await gotoUntouched(page, '/es/contact');
      const message = 'Hola, where is my order?';
      await page.locator('input[name="fullName"]').click();
      await page.locator('input[name="fullName"]').pressSequentially('Ana Pérez', { delay: HUMAN_KEY_MS });
      await page.locator('input[name="email"]').click();
      await page.locator('input[name="email"]').pressSequentially('ana@example.com', { delay: HUMAN_KEY_MS });
      await page.locator('select[name="subject"]').selectOption({ index: 1 });
      await page.locator('textarea[name="message"]').click();
      await page.locator('textarea[name="message"]').pressSequentially(message, { delay: HUMAN_KEY_MS });
      const sent = page.waitForRequest((request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/contact');
      await page.locator('[data-testid="contact-form"] button[type="submit"]').click();
      const body = (await sent).postDataJSON() as Record<string, unknown>;
      expect(body).toMatchObject({ fullName: 'Ana Pérez', email: 'ana@example.com', message });
    });

    test('a report typed on the report page arrives whole', async ({ page }) => {
      await resetFormRateLimits();
      await gotoUntouched(page, '/es/report');
      const description = 'Su perfil usa fotos de otra persona.';
      await page.locator('select[name="type"]').selectOption({ index: 1 });
      await page.locator('textarea[name="description"]').click();
      await page.locator('textarea[name="description"]').pressSequentially(description, { delay: HUMAN_KEY_MS });
      await expect(page.locator('textarea[name="description"]')).toHaveValue(description);
      // the app's state holds it: the field is not marked empty when the form is sent
      await page.locator('[data-testid="report-form"] button[type="submit"]').click();
      await expect(page.locator('textarea[name="description"]')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('textarea[name="description"]')).toHaveValue(description);
    });

    test('a takedown request keeps what she typed', async ({ page }) => {
      await gotoUntouched(page, '/es/takedown');
      const description = 'Este perfil soy yo y no lo autoricé.';
      await page.locator('input[name="profile"]').click();
      await page.locator('input[name="profile"]').pressSequentially('12345', { delay: HUMAN_KEY_MS });
      await page.locator('textarea[name="description"]').click();
      await page.locator('textarea[name="description"]').pressSequentially(description, { delay: HUMAN_KEY_MS });
      await page.locator('[data-testid="takedown-form"] button[type="submit"]').click();
      for (const name of ['profile', 'description']) {
        await expect(page.locator(`#root [name="${name}"]`)).not.toHaveAttribute('aria-invalid', 'true');
      }
      await expect(page.locator('input[name="profile"]')).toHaveValue('12345');
      await expect(page.locator('textarea[name="description"]')).toHaveValue(description);
    });

    test('a search typed on browse is the search the app runs', async ({ page }) => {
      await gotoUntouched(page, '/es/browse');
      const box = page.getByRole('searchbox');
      await box.click();
      await box.pressSequentially('Santo', { delay: HUMAN_KEY_MS });
      await expect(box).toHaveValue('Santo');
      await expect(page).toHaveURL(/[?&]search=Santo\b/, { timeout: 20_000 });
    });
  });
}

test('filled at once (as autofill does), the submission form keeps her name and her choice, and the app sends them', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await slowCpu(page, 4);
  await gotoUntouched(page, '/en/submit-profile');
  await page.locator('input[name="firstName"]').fill('Marisol');
  const gender = page.locator('select[name="gender"]');
  const picked = await gender.locator('option').nth(1).getAttribute('value');
  await gender.selectOption(picked ?? '');
  await page.locator('[data-testid="submission-form"] button[type="submit"]').click();
  await expect(page.locator('input[name="firstName"]')).toHaveValue('Marisol');
  await expect(gender).toHaveValue(picked ?? '');
  // the app sent the form (other fields are required and marked), and these two are not marked
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('input[name="firstName"]')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(gender).not.toHaveAttribute('aria-invalid', 'true');
  await expect.poll(async () => (await draftValues(page))?.firstName).toBe('Marisol');
});

for (const cpu of [1, 4]) {
  test.describe(`the first tap, CPU ${cpu}× slower`, () => {
    test.beforeEach(async ({ page }) => {
      await slowCpu(page, cpu);
    });

    test('Add to cart on a profile puts her in the cart, once', async ({ page, request }) => {
      const profile = await profileWithoutVideo(request);
      await gotoUntouched(page, `/en/${profile.slugEn}`);
      await page.getByTestId('add-to-cart').click();
      await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 20_000 });
      await expect(page.getByTestId('add-to-cart')).toBeDisabled();
    });

    test("a guest's heart on a profile asks her to sign in", async ({ page, request }) => {
      const profile = await profileWithoutVideo(request);
      await gotoUntouched(page, `/es/profile/${profile.id}`);
      const heart = page.getByTestId('favorite-button').first();
      await expect(heart).toBeEnabled();
      await heart.click();
      await expect(page.getByRole('dialog', { name: messages.es.auth.welcomeBack })).toBeVisible({ timeout: 20_000 });
    });
  });
}

test.describe('the first tap, CPU 4× slower', () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page, 4);
  });

  test('the language picker opens', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoUntouched(page, '/es/about');
    await page.getByTestId('language-picker').click();
    await expect(page.getByRole('listbox')).toBeVisible({ timeout: 20_000 });
  });

  test('the menu opens on a phone', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoUntouched(page, '/es');
    await page.getByTestId('mobile-menu-button').click();
    await expect(page.getByTestId('mobile-menu')).toBeVisible({ timeout: 20_000 });
  });

  test('a city picked in the filters is the filter the app applies', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoUntouched(page, '/es/browse');
    const location = page
      .locator('select')
      .filter({ has: page.locator('option[value=""]') })
      .first();
    const city = await location.locator('option').nth(1).getAttribute('value');
    expect(city).toBeTruthy();
    await location.selectOption(city ?? '');
    await expect(page).toHaveURL(new RegExp(`[?&]location=${encodeURIComponent(city ?? '').replace(/%20/g, '(%20|\\+)')}`), {
      timeout: 20_000,
    });
    await expect(location).toHaveValue(city ?? '');
  });

  test('Next in the pagination goes to page 2', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoUntouched(page, '/es/browse');
    await page.getByRole('button', { name: browseEs.next }).click();
    await expect(page).toHaveURL(/[?&]page=2\b/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: browseEs.goToPage.replace('{{page}}', '2') })).toHaveAttribute('aria-current', 'page');
  });
});

test.describe('on a slow network (1.6 Mbps, 150 ms) and a 4× slower CPU', () => {
  test.beforeEach(async ({ page }) => {
    await slowCpu(page, 4);
    await slowNetwork(page);
  });

  test('Add to cart, tapped as the page appears, puts her in the cart once', async ({ page, request }) => {
    const profile = await profileWithoutVideo(request);
    await gotoUntouched(page, `/en/${profile.slugEn}`);
    await page.getByTestId('add-to-cart').click();
    await expect(page.getByTestId('cart-count')).toHaveText('1', { timeout: 30_000 });
  });

  test('her first name, typed as the page appears, keeps every letter', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await gotoUntouched(page, '/es/submit-profile');
    const firstName = page.locator('input[name="firstName"]');
    await firstName.click();
    await firstName.pressSequentially('Marisol', { delay: HUMAN_KEY_MS });
    await expect.poll(async () => (await draftValues(page))?.firstName, { timeout: 30_000 }).toBe('Marisol');
    await expect(firstName).toHaveValue('Marisol');
  });
});
