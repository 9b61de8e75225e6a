// In Chromium, a signed-in buyer's order follows the account. After a test-mode
// checkout the profile page shows "Purchased" with her contact values; a fresh browser signed in
// as the same user finds the order under My purchases, and there, putting the profile in the cart
// again warns, and checkout goes on only once buying it again is confirmed (the email typed stays).
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { type ApiProfile, legacyItem, uniqueBuyerEmail } from './support/cart-client.ts';
import { buyableProfileIds, startTestCheckout } from './support/checkout-server.ts';
import { resetRateLimits } from './support/forms.ts';
import { signUpConfirmed } from './support/sign-up.ts';

const PASSWORD = 'correct-horse-battery-9';

async function logIn(request: APIRequestContext, email: string): Promise<void> {
  const response = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(response.ok(), await response.text()).toBe(true);
}

async function expectAccessible(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

// One buyer through both tests: the second is another device of the same account.
test.describe('a signed-in buyer', () => {
  test.describe.configure({ mode: 'serial' });
  // Every run registers from 127.0.0.1: without this a few runs within the hour meet the sign-up limit.
  test.beforeAll(async () => {
    await resetRateLimits(['register']);
  });

  const email = uniqueBuyerEmail();
  let profileId = 0;
  let orderId = '';

  test('after paying, the profile page shows Purchased and her contact values', async ({ page, request }) => {
    const username = `buyer${Date.now().toString(36)}`;
    await signUpConfirmed(page.request, { email, password: PASSWORD, username });

    [profileId] = (await buyableProfileIds(request, 1)) as [number];
    const { url, sessionId } = await startTestCheckout(page.request, [profileId], { email });
    await page.goto(url);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/en\/payment-success\?order=\d+$/);
    orderId = new URL(page.url()).searchParams.get('order') ?? '';
    const paid = await (await request.post('/api/payment-success', { data: { sessionId } })).json();
    const values = Object.entries(paid.contactInfo[0].contactInfo as Record<string, string>);

    await page.goto(`/en/profile/${profileId}`);
    await expect(page.getByTestId('purchased')).toHaveText('Purchased');
    await expect(page.getByTestId('add-to-cart')).toBeHidden();
    const contact = page.getByTestId('contact-methods');
    if (values.length === 0) await expect(contact.getByTestId('contact-pending')).toBeVisible();
    for (const [channel, value] of values) await expect(contact.locator(`[data-channel="${channel}"] dd`).first()).toHaveText(value);
    await expectAccessible(page);
  });

  test('on another device the order is under My purchases, and the same profile in the cart is flagged and confirmed before checkout', async ({
    page,
    request,
  }) => {
    await logIn(page.request, email);
    await page.goto('/en/purchases');
    await expect(page.locator(`[data-testid="purchased-order"][data-order-id="${orderId}"]`)).toBeVisible();

    const profile = (await (await request.get(`/api/profiles/${profileId}`)).json()) as ApiProfile;
    // The cart page moves a legacy localStorage cart into Dexie as it opens.
    const cart = JSON.stringify({ state: { items: [legacyItem(profile)] }, version: 0 });
    await page.evaluate((value) => localStorage.setItem('cart-storage', value), cart);
    await page.goto('/en/cart');
    await expect(page.getByTestId('cart-item-purchased')).toContainText('Already purchased');
    await page.goto('/en/checkout');
    const warning = page.getByTestId('checkout-repurchase');
    await expect(warning).toContainText(legacyItem(profile).name);
    await expectAccessible(page);
    await page.getByLabel('Email address').fill(email);
    await page.getByTestId('country-select').selectOption('DO');
    await page.getByTestId('checkout-submit').click();
    await expect(warning.getByText('Confirm that you want to buy them again, or remove them from your cart.')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/checkout$/);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await warning.getByLabel('I want to buy it again').check();
    await page.getByTestId('checkout-submit').click();
    await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  });
});
