// The test-mode payment page in a real browser, on a phone: TEST MODE, the items, the total,
// Pay and Cancel; Pay ends on the payment-success page with a paid order behind it. The card's
// country and the billing country are picked there: a card from another country than the one the
// buyer declared puts the contact to her, and the payment page tells him why.
import type approvalEnglish from '../app/i18n/locales/approval/en.json';
import { expect, messages, test, waitForServiceWorker } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { buyableProfileIds, startTestCheckout } from './support/checkout-server.ts';

test.use({ viewport: { width: 360, height: 740 } });

test('on a phone, Pay on the test-mode page delivers the order and lands on payment-success', async ({ page, request }) => {
  const ids = await buyableProfileIds(request, 2);
  const { url, sessionId } = await startTestCheckout(request, ids);
  await page.goto(url);
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Pay Contacto' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Items' }).getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText('Total', { exact: true })).toBeVisible();
  const pay = page.getByRole('button', { name: 'Pay', exact: true });
  const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
  await expect(pay).toBeVisible();
  await expect(cancel).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const payBox = await pay.boundingBox();
  expect(payBox?.height).toBeGreaterThanOrEqual(44);
  expect(await seriousViolations(page)).toEqual([]);

  await pay.click();
  // Once the order is saved on the device the page swaps the session id for the order number.
  await page.waitForURL(new RegExp(`/en/payment-success\\?(session_id=${sessionId}|order=\\d+)$`));
  const result = await request.post('/api/payment-success', { data: { sessionId } });
  expect(result.ok()).toBe(true);
  const body = await result.json();
  expect(body.success).toBe(true);
  expect(body.order.status).toBe('completed');
  expect(body.contactInfo).toHaveLength(2);
});

test('a buyer who declared the Dominican Republic and pays with a card from the US waits for her answer, and is told why', async ({
  page,
  request,
}) => {
  const { purchase } = (messages.en as unknown as typeof approvalEnglish).approval;
  const [id] = await buyableProfileIds(request, 1);
  const { url } = await startTestCheckout(request, [id!], { country: 'DO' });
  await page.goto(url);
  const cardCountry = page.getByLabel('Country that issued the card');
  await expect(cardCountry).toHaveValue('DO');
  await expect(page.getByLabel('Billing address country')).toHaveValue('DO');
  await cardCountry.selectOption('US');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL(/\/en\/payment-success\?order=\d+$/);
  const waiting = page.getByTestId('contact-awaiting');
  await expect(waiting.getByTestId('awaiting-reason')).toHaveText(purchase.why.payment_country);
  await expect(waiting).toContainText(purchase.waitingBadge);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await seriousViolations(page)).toEqual([]);
});

test('Cancel on the test-mode page goes back to the cart in the buyer language', async ({ page, request }) => {
  const [id] = await buyableProfileIds(request, 1);
  const { url, sessionId } = await startTestCheckout(request, [id!], { language: 'nl' });
  await page.goto(url);
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.waitForURL('**/nl/cart');
  const result = await request.post('/api/payment-success', { data: { sessionId } });
  expect((await result.json()).success).toBe(false);
});

test('from the installed app (service worker in control), the hosted page is the server page, not the app shell', async ({
  page,
  request,
}) => {
  await page.goto('/en/');
  await waitForServiceWorker(page);
  const [id] = await buyableProfileIds(request, 1);
  const { url } = await startTestCheckout(request, [id!]);
  await page.evaluate((target) => {
    window.location.href = target;
  }, url);
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay', exact: true })).toBeVisible();
});
