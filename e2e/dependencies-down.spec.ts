// The payment provider unreachable, in a real browser: the server's answer
// when Stripe cannot be reached is a 503 with the localised "cannot be reached… not charged"
// message (proven against Stripe's SDK in api/payments/stripe-provider.integration.test.ts). The
// browser receives exactly that answer here: checkout says so, stays on its page with what was
// typed, the cart keeps its items, and the next try, once the provider answers, goes through.
import { readFileSync } from 'node:fs';
import type cartMessages from '../app/i18n/locales/cart/en.json';
import { expect, messages, test } from './fixtures.ts';
import { legacyItem, publicProfiles, seedLegacyCart, uniqueBuyerEmail } from './support/cart-client.ts';

const en = messages.en as unknown as typeof cartMessages;
/** The server's own checkout messages (api/checkout/messages), which the browser shows as sent. */
const checkoutMessages = JSON.parse(readFileSync(new URL('../api/checkout/messages/en.json', import.meta.url), 'utf8')) as {
  errors: { providerUnavailable: string };
};

test('the payment provider unreachable: checkout says so, keeps the cart and what was typed, and the next try goes through', async ({
  page,
  request,
}) => {
  const profiles = await publicProfiles(request, 2);
  await seedLegacyCart(page, profiles.map(legacyItem));
  let down = true;
  await page.route('**/api/create-checkout-session', (route) =>
    down
      ? route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: checkoutMessages.errors.providerUnavailable }),
        })
      : route.continue(),
  );

  await page.goto('/en/checkout');
  const email = uniqueBuyerEmail();
  await page.getByLabel(en.checkout.email).fill(email);
  await page.getByTestId('country-select').selectOption('GB');
  await page.getByRole('button', { name: en.checkout.submit }).click();
  await expect(page.getByTestId('toast-viewport')).toContainText(checkoutMessages.errors.providerUnavailable);
  await expect(page).toHaveURL(/\/en\/checkout$/);
  await expect(page.getByLabel(en.checkout.email)).toHaveValue(email);
  await expect(page.getByRole('button', { name: en.checkout.submit })).toBeEnabled();
  await expect(page.getByTestId('cart-count')).toHaveText('2');

  down = false;
  await page.getByRole('button', { name: en.checkout.submit }).click();
  await expect(page.getByText('TEST MODE')).toBeVisible();
});
