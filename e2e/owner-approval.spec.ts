// Her consent decides, in a real browser against the real server: a US
// buyer on his phone reads on her profile page that she approves each buyer, adds her to the cart,
// fills the disclosure form at checkout, pays (authorised, not captured) and is told to wait; she opens
// her owner page in Spanish on a 390 px phone, sees the request with the buyer's first name, the
// country and the disclosure answers under Spanish questions (never the buyer's email), and
// accepts: the buyer's purchase page and My purchases show her contact details. A second buyer's
// request she declines from her emailed link, blocking him: the authorisation is cancelled, the
// buyer's purchases say she declined and he was never charged, and her page lists the block.
import type { Page } from '@playwright/test';
import type approvalEnglish from '../app/i18n/locales/approval/en.json';
import type cartEnglish from '../app/i18n/locales/cart/en.json';
import type submissionEnglish from '../app/i18n/locales/submission/en.json';
import { buyerDisclosure } from '../tests/factories/disclosure.factory.ts';
import { expect, messages, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { resetRateLimits, withE2eDatabase } from './support/forms.ts';
import { waitForMailTo } from './support/outbox.ts';
import { approve, owner, submitProfile, uniqueName } from './support/owner-link.ts';

const es = owner('es');
const cart = messages.en as unknown as typeof cartEnglish;
const { purchase, disclosure } = (messages.en as unknown as typeof approvalEnglish).approval;
const PHONE = { width: 390, height: 844 };
const WHATSAPP = '+1 809 555 0199';

const DISCLOSURE = buyerDisclosure({ childrenUnder18: 1, childrenAges: '12' });

test.use({ viewport: PHONE });

test.beforeEach(async () => {
  await resetRateLimits(['upload', 'profile-submissions', 'owner-link', 'checkout']);
});

/** Her profile, submitted in Spanish and approved, with the release policy she chose. */
async function herProfile(page: Page, policy: 'instant' | 'approve_each_buyer') {
  await page.goto('/es/');
  const name = uniqueName();
  const { id, ownerToken } = await submitProfile(page, 'es', name);
  await approve(id);
  await withE2eDatabase((sql) => sql`UPDATE profiles SET release_policy = ${policy} WHERE id = ${id}`);
  return { id, ownerToken, name };
}

/** A US buyer's checkout with the disclosure form, paid on the test-mode page; answers the session id. */
async function usBuyerPays(buyer: Page, profileId: number, email: string): Promise<string> {
  const res = await buyer.request.post('/api/create-checkout-session', {
    data: {
      profileIds: [profileId],
      customerEmail: email,
      customerName: 'John Miller',
      language: 'en',
      buyerCountry: 'US',
      buyerDisclosure: DISCLOSURE,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { url } = (await res.json()) as { url: string };
  const sessionId = url.split('/test-checkout/')[1] ?? '';
  await buyer.goto(url);
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await buyer.waitForURL(/\/en\/payment-success\?/);
  return sessionId;
}

/** The same buyer through the storefront: her profile page says she approves each buyer, he adds
 * her to the cart, chooses the United States at checkout, answers the disclosure form and pays on
 * the test-mode page; answers the session id. */
async function usBuyerChecksOut(buyer: Page, profileId: number, email: string): Promise<string> {
  const { slugEn } = (await (await buyer.request.get(`/api/profiles/${profileId}`)).json()) as { slugEn: string };
  await buyer.goto(`/en/${slugEn}`);
  await expect(buyer.getByTestId('approval-notice')).toBeVisible();
  await buyer.getByTestId('add-to-cart').click();
  await expect(buyer.getByTestId('add-to-cart')).toBeDisabled();
  await buyer.goto('/en/checkout');
  await buyer.getByLabel(cart.checkout.email).fill(email);
  await buyer.getByTestId('country-select').selectOption('US');
  const form = buyer.getByTestId('disclosure-form');
  const question = (label: string) => form.getByRole('group', { name: label });
  await form.getByLabel(disclosure.firstName).fill(DISCLOSURE.firstName);
  await question(disclosure.criminalHistory).getByLabel(disclosure.no).check();
  await question(disclosure.protectionOrder).getByLabel(disclosure.no).check();
  await form.getByLabel(disclosure.timesMarried).fill(String(DISCLOSURE.timesMarried));
  await form.getByLabel(disclosure.maritalHistoryDetails).fill(DISCLOSURE.maritalHistoryDetails ?? '');
  await form.getByLabel(disclosure.childrenUnder18).fill(String(DISCLOSURE.childrenUnder18));
  await form.getByLabel(disclosure.childrenAges).fill(DISCLOSURE.childrenAges ?? '');
  await form.getByLabel(disclosure.placesLived).fill(DISCLOSURE.placesLived.join('\n'));
  await form.getByLabel(disclosure.truthful).check();
  await buyer.getByTestId('checkout-submit').click();
  await expect(buyer.getByText('TEST MODE', { exact: true })).toBeVisible();
  const sessionId = new URL(buyer.url()).pathname.split('/test-checkout/')[1] ?? '';
  await buyer.getByRole('button', { name: 'Pay', exact: true }).click();
  await buyer.waitForURL(/\/en\/payment-success\?/);
  return sessionId;
}

/** The order's item for her profile as the database holds it. */
async function itemOf(profileId: number, email: string) {
  return withE2eDatabase(async (sql) => {
    const [row] = await sql<{ id: number; status: string; reason: string | null; orderId: number }[]>`
      SELECT oi.id, oi.release_status AS status, oi.decline_reason AS reason, o.id AS "orderId"
      FROM order_items oi JOIN orders o ON o.id = oi.order_id
      WHERE oi.profile_id = ${profileId} AND o.customer_email = ${email}`;
    return row ?? null;
  });
}

test('a US buyer pays and waits; she accepts from her owner page in Spanish; the buyer gets her contact details', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const her = await herProfile(page, 'approve_each_buyer');
  const buyerContext = await browser.newContext({ viewport: PHONE });
  const buyer = await buyerContext.newPage();
  const email = `e2e-us-${Date.now()}@example.com`;
  const sessionId = await usBuyerChecksOut(buyer, her.id, email);

  // told to wait: her approval is pending, no contact details yet
  await expect(buyer.getByTestId('order-status')).toContainText(cart.payment.statuses.awaiting_approval);
  await expect(buyer.getByText(purchase.authorisedTitle)).toBeVisible();
  await expect(buyer.getByTestId('contact-awaiting')).toContainText(purchase.waitingBadge);
  await expect(buyer.getByText(WHATSAPP)).toHaveCount(0);
  await expect.poll(async () => (await itemOf(her.id, email))?.status).toBe('awaiting_consent');

  // her owner page, in Spanish, on her phone
  await page.goto(`/es/my-profile/${her.ownerToken}`);
  const requests = page.getByTestId('approval-requests');
  await expect(requests.getByRole('heading', { level: 2 })).toHaveText(es.approvalRequests.title_one.replace('{{count}}', '1'));
  const card = requests.getByTestId('approval-request');
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId('approval-buyer-name')).toHaveText('John');
  await expect(card.getByTestId('approval-buyer-country')).toContainText('Estados Unidos');
  await expect(card.getByTestId('approval-deadline')).toContainText(/Tienes \d+ (días|día|horas|hora) para responder/);
  await expect(card.getByTestId('disclosure-criminalHistory')).toContainText(es.approvalRequests.questions.criminalHistory);
  await expect(card.getByTestId('disclosure-criminalHistory')).toContainText(es.approvalRequests.no);
  await expect(card.getByTestId('disclosure-timesMarried')).toContainText('Divorced in 2019');
  await expect(card.getByTestId('disclosure-childrenUnder18')).toContainText(es.approvalRequests.questions.childrenUnder18);
  await expect(card.getByTestId('disclosure-placesLived')).toContainText('Texas, Ohio');
  await expect(page.getByTestId('owner-page')).not.toContainText(email);
  await expect(page.getByTestId('owner-page')).not.toContainText('Miller');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(page)).toEqual([]);

  // a double click sends one answer
  const accept = card.getByRole('button', { name: es.approvalRequests.accept });
  await accept.dblclick();
  await expect(page.getByTestId('approval-requests')).toHaveCount(0);
  const decided = page.getByTestId('owner-recent').getByTestId('approval-request');
  await expect(decided).toHaveAttribute('data-status', 'released');
  await expect(decided.getByTestId('approval-outcome')).toContainText(es.approvalRequests.outcome.accepted);
  await expect.poll(async () => (await itemOf(her.id, email))?.status).toBe('released');

  // the buyer's purchase page and My purchases show her contact details
  await expect
    .poll(
      async () => {
        await buyer.goto(`/en/payment-success?session_id=${sessionId}`);
        return buyer.getByText(WHATSAPP).count();
      },
      { timeout: 60_000 },
    )
    .toBeGreaterThan(0);
  await buyer.goto('/en/purchases');
  await expect(buyer.getByText(WHATSAPP).first()).toBeVisible();
  // and so does his email of her answer
  const outcome = await waitForMailTo(email, /She accepted your request/);
  if (outcome) expect(outcome.text.split('She accepted your request. Her contact details:')[1]).toContain(`WhatsApp: ${WHATSAPP}`);
  await buyerContext.close();
});

test('she declines from her emailed link and blocks the buyer: never charged, and her page lists the block', async ({ page, browser }) => {
  test.setTimeout(180_000);
  // instant for everyone else: a US buyer still waits for her answer (the country rule)
  const her = await herProfile(page, 'instant');
  const buyerContext = await browser.newContext({ viewport: PHONE });
  const buyer = await buyerContext.newPage();
  const email = `e2e-us-decline-${Date.now()}@example.com`;
  const sessionId = await usBuyerPays(buyer, her.id, email);
  await expect.poll(async () => (await itemOf(her.id, email))?.status).toBe('awaiting_consent');

  // her emailed link, from the approval mail the job queue sent her (a token written by hand
  // could be overwritten by the job's own when the job runs after it)
  const mail = await waitForMailTo(`${her.name.toLowerCase()}@example.org`, /\/es\/approval-requests\//);
  const link = mail?.text.match(/\/es\/approval-requests\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, mail?.text).toBeDefined();
  // a link as mails sent before the page's rename carry it lands on the page too
  await page.goto((link ?? '').replace('/approval-requests/', '/requests/'));
  await expect(page).toHaveURL(new RegExp(`${link}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.approvalRequests.link.title);
  const card = page.getByTestId('approval-request');
  await expect(card.getByTestId('approval-buyer-name')).toHaveText('John');
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: es.approvalRequests.decline }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog.getByRole('heading')).toHaveText(es.approvalRequests.confirmDecline.title.replace('{{name}}', 'John'));
  // Cancel has the first focus: a stray Enter declines nobody
  await expect(dialog.getByRole('button', { name: es.cancel })).toBeFocused();
  await dialog.getByRole('checkbox', { name: es.approvalRequests.confirmDecline.block }).check();
  await dialog.getByRole('button', { name: es.approvalRequests.confirmDecline.action }).click();
  await expect(card.getByTestId('approval-outcome')).toContainText(es.approvalRequests.outcome.declined);
  await expect(card.getByTestId('approval-blocked')).toHaveText(es.approvalRequests.blocked);
  expect(await itemOf(her.id, email)).toMatchObject({ status: 'declined', reason: 'she_declined' });

  // never charged: the authorisation is cancelled, nothing captured
  await expect
    .poll(
      () =>
        withE2eDatabase(async (sql) => {
          const [row] = await sql<{ intent: string | null; captured: number }[]>`
            SELECT intent_status AS intent, coalesce(amount_captured, 0) AS captured FROM test_payment_sessions WHERE id = ${sessionId}`;
          return row ?? null;
        }),
      { timeout: 45_000 },
    )
    .toEqual({ intent: 'canceled', captured: 0 });
  await buyer.goto(`/en/payment-success?session_id=${sessionId}`);
  const declined = buyer.getByTestId('contact-declined');
  await expect(declined).toHaveAttribute('data-reason', 'she_declined');
  await expect(declined).toContainText(purchase.reasons.she_declined);
  await expect(declined).toContainText(purchase.neverCharged);
  await expect(buyer.getByText(WHATSAPP)).toHaveCount(0);
  await buyer.goto('/en/purchases');
  await expect(buyer.getByTestId('contact-declined').first()).toContainText(purchase.neverCharged);

  // her owner page lists the block (first name and country, never the email); she can lift it
  await page.goto(`/es/my-profile/${her.ownerToken}`);
  const blocks = page.getByTestId('owner-blocks');
  await expect(blocks.getByTestId('owner-block')).toHaveCount(1);
  await expect(blocks.getByTestId('owner-block')).toContainText('John');
  await expect(page.getByTestId('owner-page')).not.toContainText(email);
  await expect(page.getByTestId('owner-recent').getByTestId('approval-request')).toHaveAttribute('data-status', 'declined');
  await blocks.getByRole('button', { name: es.blocks.unblock }).click();
  await expect(blocks.getByTestId('owner-blocks-none')).toHaveText(es.blocks.none);
  await buyerContext.close();
});

test('a link that opens no request says so kindly', async ({ page }) => {
  const token = 'x'.repeat(43);
  await page.goto(`/es/approval-requests/${token}`);
  await expect(page.getByTestId('approval-request-link-invalid')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(es.approvalRequests.link.invalidTitle);
  const robots = await page.request.get(`/es/approval-requests/${token}`, { headers: { accept: 'text/html' } });
  expect(robots.headers()['referrer-policy']).toBe('no-referrer');
  expect(await robots.text()).toMatch(/<meta name="robots" content="noindex/);
});

test('her approval request link at the address earlier mails carry still lands on the page', async ({ page }) => {
  const token = 'x'.repeat(43);
  // the server moves it, keeping the token out of any Referer
  const moved = await page.request.get(`/es/requests/${token}?from=mail`, { headers: { accept: 'text/html' }, maxRedirects: 0 });
  expect(moved.status()).toBe(308);
  expect(moved.headers().location).toBe(`/es/approval-requests/${token}?from=mail`);
  expect(moved.headers()['referrer-policy']).toBe('no-referrer');
  // and when the app shell answers that address instead (as the service worker does), the app moves it
  const shell = await page.request.get(`/es/approval-requests/${token}`, { headers: { accept: 'text/html' } });
  const html = await shell.text();
  await page.route(`**/es/requests/${token}`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: html }));
  await page.goto(`/es/requests/${token}`);
  await expect(page).toHaveURL(new RegExp(`/es/approval-requests/${token}$`));
  await expect(page.getByTestId('approval-request-link-invalid')).toBeVisible();
});

test('she chooses who receives her details: at submission (anyone who pays, by default) and later on her owner page', async ({ page }) => {
  const policy = (messages.es as unknown as typeof submissionEnglish).submission.policy;
  await page.goto('/es/submit-profile');
  const choice = page.getByRole('group', { name: policy.legend });
  await expect(choice.getByRole('radio', { name: policy.instant.label })).toBeChecked();
  const approving = choice.getByRole('radio', { name: policy.approve_each_buyer.label });
  await expect(approving).not.toBeChecked();
  await expect(choice).toContainText(policy.approve_each_buyer.hint_other.replace('{{count}}', '3'));
  await approving.check();
  await expect(approving).toBeChecked();

  const her = await herProfile(page, 'instant');
  await page.goto(`/es/my-profile/${her.ownerToken}`);
  const section = page.getByTestId('owner-policy');
  await expect(section.getByRole('radio', { name: policy.instant.label })).toBeChecked();
  await section.getByRole('radio', { name: policy.approve_each_buyer.label }).check();
  await expect(section).toHaveAttribute('data-policy', 'approve_each_buyer');
  await page.reload();
  await expect(page.getByTestId('owner-policy').getByRole('radio', { name: policy.approve_each_buyer.label })).toBeChecked();
  expect(
    await withE2eDatabase(async (sql) => (await sql`SELECT release_policy FROM profiles WHERE id = ${her.id}`)[0]?.release_policy),
  ).toBe('approve_each_buyer');
  await expect(page.getByTestId('owner-blocks-none')).toHaveText(es.blocks.none);
});
