// A guest's purchase kept on his device follows her answer, in a real browser against the real
// server: a US buyer pays as a guest on the test-mode page (authorised, not charged) and is told
// to wait; she accepts from the link in the approval mail; then his payment page, reloaded, and
// My purchases show her contact details and the order as completed; so does My purchases, opened
// again, for a buyer who went there to wait. A buyer who lost his connection while she answered
// sees the page he left open update once it is back, without a reload and without an error while
// it was away.
import type { Browser, Page } from '@playwright/test';
import type approvalEnglish from '../app/i18n/locales/approval/en.json';
import type cartEnglish from '../app/i18n/locales/cart/en.json';
import { buyerDisclosure } from '../tests/factories/disclosure.factory.ts';
import { expect, messages, test } from './fixtures.ts';
import { resetRateLimits, withE2eDatabase } from './support/forms.ts';
import { waitForMailTo } from './support/outbox.ts';
import { approve, owner, submitProfile, uniqueName } from './support/owner-link.ts';

const es = owner('es');
const cart = messages.en as unknown as typeof cartEnglish;
const { purchase } = (messages.en as unknown as typeof approvalEnglish).approval;
const WHATSAPP = '+1 809 555 0199';

// her profile, a checkout, her answer and the settled payment on a shared machine
test.setTimeout(180_000);

test.beforeEach(async () => {
  await resetRateLimits(['upload', 'profile-submissions', 'checkout', 'order-lookup']);
});

/** Her profile, submitted in Spanish (from her own browser) and approved; instant for everyone else. */
async function herProfile(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/es/');
  const name = uniqueName();
  const { id } = await submitProfile(page, 'es', name);
  await approve(id);
  return { id, name, page, close: () => context.close() };
}

/** A guest checkout declaring the United States, paid on the test-mode page; answers the order id the page moved to. */
async function usGuestPays(buyer: Page, profileId: number, email: string): Promise<number> {
  const res = await buyer.request.post('/api/create-checkout-session', {
    data: { profileIds: [profileId], customerEmail: email, language: 'en', buyerCountry: 'US', buyerDisclosure: buyerDisclosure() },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  await buyer.goto(url);
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  // saved on the device, the address keeps only the order number
  await buyer.waitForURL(/\/en\/payment-success\?order=\d+$/);
  await expect(buyer.getByTestId('payment-authorised')).toHaveText(purchase.authorisedTitle);
  await expect(buyer.getByTestId('order-status')).toHaveText(cart.payment.statuses.awaiting_approval);
  await expect(buyer.getByTestId('contact-awaiting')).toContainText(purchase.waitingBadge);
  await expect(buyer.getByText(WHATSAPP)).toHaveCount(0);
  return Number(new URL(buyer.url()).searchParams.get('order'));
}

/** She accepts from the link in the approval mail; resolves once the buyer was mailed her answer (the payment is settled). */
async function sheAccepts(her: { name: string; page: Page }, buyerEmail: string): Promise<void> {
  const mail = await waitForMailTo(`${her.name.toLowerCase()}@example.org`, /\/es\/approval-requests\//);
  const link = mail?.text.match(/\/es\/approval-requests\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail?.text).toBeDefined();
  await her.page.goto(link ?? '');
  const card = her.page.getByTestId('approval-request');
  await card.getByRole('button', { name: es.approvalRequests.accept }).click();
  await expect(card.getByTestId('approval-outcome')).toContainText(es.approvalRequests.outcome.accepted);
  const answer = await waitForMailTo(buyerEmail, /She accepted your request/);
  expect(answer?.text ?? WHATSAPP).toContain(WHATSAPP);
  await expect.poll(() => paymentState(buyerEmail), { timeout: 45_000 }).toBe('captured');
}

async function paymentState(email: string): Promise<string | null> {
  return withE2eDatabase(async (sql) => {
    const [row] = await sql<{ state: string | null }[]>`SELECT payment_state AS state FROM orders WHERE customer_email = ${email}`;
    return row?.state ?? null;
  });
}

/** The order as the buyer's page shows it once her yes is known: completed, her details, nothing waiting. */
async function expectReleased(buyer: Page): Promise<void> {
  await expect(buyer.getByTestId('purchased-contact').getByText(WHATSAPP)).toBeVisible();
  await expect(buyer.getByTestId('contact-awaiting')).toHaveCount(0);
}

test('a guest who paid from the US reloads his payment page and opens My purchases after her yes: her contact details are there', async ({
  page,
  browser,
}) => {
  const her = await herProfile(browser);
  const email = `e2e-answer-${Date.now()}@example.com`;
  const orderId = await usGuestPays(page, her.id, email);

  await sheAccepts(her, email);

  await page.reload();
  await expectReleased(page);
  await expect(page.getByTestId('order-status')).toHaveText(cart.payment.statuses.completed);
  await expect(page.getByTestId('payment-authorised')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`\\?order=${orderId}$`));

  await page.goto('/en/purchases');
  const order = page.locator(`[data-testid="purchased-order"][data-order-id="${orderId}"]`);
  await expect(order.getByText(WHATSAPP)).toBeVisible();
  await expect(order.getByTestId('contact-awaiting')).toHaveCount(0);
  await her.close();
});

test('a guest who waits on My purchases opens it again after her yes: her contact details are there', async ({ page, browser }) => {
  const her = await herProfile(browser);
  const email = `e2e-answer-list-${Date.now()}@example.com`;
  const orderId = await usGuestPays(page, her.id, email);
  await page.getByTestId('payment-success').getByRole('link', { name: cart.purchases.title }).click();
  await page.waitForURL(/\/en\/purchases$/);
  const order = page.locator(`[data-testid="purchased-order"][data-order-id="${orderId}"]`);
  await expect(order.getByTestId('contact-awaiting')).toContainText(purchase.waitingBadge);

  await sheAccepts(her, email);

  await page.reload();
  await expect(order.getByText(WHATSAPP)).toBeVisible();
  await expect(order.getByTestId('contact-awaiting')).toHaveCount(0);
  await her.close();
});

test('a guest whose connection was away while she said yes sees the open payment page update once it is back, without a reload', async ({
  page,
  context,
  browser,
}) => {
  const her = await herProfile(browser);
  const email = `e2e-answer-online-${Date.now()}@example.com`;
  await usGuestPays(page, her.id, email);
  // a reload would lose this mark
  await page.evaluate(() => {
    (window as unknown as { stillThisPage: boolean }).stillThisPage = true;
  });

  await context.setOffline(true);
  await sheAccepts(her, email);
  // offline the device's copy stays on screen, saying so, with no error
  await expect(page.getByTestId('contact-awaiting')).toContainText(purchase.waitingBadge);
  await expect(page.getByTestId('answer-check')).toHaveText(purchase.answerOffline);
  await expect(page.getByRole('alert')).toHaveCount(0);

  await context.setOffline(false);
  await expectReleased(page);
  await expect(page.getByTestId('order-status')).toHaveText(cart.payment.statuses.completed);
  await expect(page.getByTestId('answer-check')).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
  await her.close();
});
