// A buyer who lives in the United States at checkout (decision 034), on a
// phone: choosing the country shows the disclosure form with why it is asked and, beside every
// contact, that she approves each buyer and that he is charged only if she accepts. Submitting
// it incomplete names every unanswered question and sends nothing; what he typed survives the
// errors, a reload and a lost connection. Paid on the test-mode page, the payment page says the
// card is authorised, not charged, and the contact waits for her answer. (Her answer is the
// owner-approval spec's.)
import type { Page } from '@playwright/test';
import approvalEn from '../app/i18n/locales/approval/en.json' with { type: 'json' };
import cartEn from '../app/i18n/locales/cart/en.json' with { type: 'json' };
import profileEn from '../app/i18n/locales/profile/en.json' with { type: 'json' };
import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { type ApiProfile, legacyItem, seedLegacyCart, uniqueBuyerEmail } from './support/cart-client.ts';
import { buyableProfileIds } from './support/checkout-server.ts';

const { checkout } = cartEn;
const { disclosure, purchase } = approvalEn.approval;
const notice = (days: number) => profileEn.profile.approvalNotice_other.replace('{{count}}', String(days));

test.use({ viewport: { width: 390, height: 844 } });
// a long story (a reload, offline, the payment page, three axe scans) on a shared machine
test.setTimeout(180_000);

const question = (page: Page, label: string) => page.getByTestId('disclosure-form').getByRole('group', { name: label });

test('a US buyer fills the disclosure form, loses nothing on errors, a reload or offline, pays, and is told to wait for her answer', async ({
  page,
  request,
  context,
}) => {
  const [id] = await buyableProfileIds(request, 1);
  const profile = (await (await request.get(`/api/profiles/${id}`)).json()) as ApiProfile;
  const pricing = (await (await request.get('/api/pricing')).json()) as { approvalDeadlineHours: number; approvalCountries: string[] };
  expect(pricing.approvalCountries).toContain('US');
  const days = Math.ceil(pricing.approvalDeadlineHours / 24);
  await seedLegacyCart(page, [legacyItem(profile)]);
  const email = uniqueBuyerEmail();
  let posted = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/api/create-checkout-session')) posted += 1;
  });

  await page.goto('/en/checkout');
  await page.getByLabel(checkout.email).fill(email);
  // an instant profile bought from the Dominican Republic asks nothing more
  await page.getByTestId('country-select').selectOption('DO');
  await expect(page.getByTestId('disclosure-form')).toHaveCount(0);
  await expect(page.getByTestId('approval-notice')).toHaveCount(0);

  await page.getByTestId('country-select').selectOption('US');
  const form = page.getByTestId('disclosure-form');
  await expect(form).toBeVisible();
  await expect(form).toContainText(disclosure.why);
  await expect(form).toContainText(disclosure.privacy);
  await expect(page.getByTestId('checkout-approval')).toContainText(notice(days));
  await expect(page.locator(`li[data-profile-id="${profile.id}"]`).getByTestId('approval-notice')).toHaveText(notice(days));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);

  // Submitted empty: every question says what is missing, the first one has the focus, nothing is sent.
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByTestId('toast-viewport')).toContainText(approvalEn.approval.checkout.disclosureInvalidTitle);
  await expect(form.getByTestId('field-error')).toHaveCount(7);
  await expect(form.getByLabel(disclosure.firstName)).toBeFocused();
  await expect(form.getByLabel(disclosure.truthful)).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousViolations(page)).toEqual([]);

  // A yes asks for its details; a marriage for how it ended.
  await form.getByLabel(disclosure.firstName).fill('John');
  await question(page, disclosure.criminalHistory).getByLabel(disclosure.yes).check();
  await question(page, disclosure.protectionOrder).getByLabel(disclosure.no).check();
  await form.getByLabel(disclosure.timesMarried).fill('1');
  await form.getByLabel(disclosure.childrenUnder18).fill('0');
  await form.getByLabel(disclosure.placesLived).fill('Texas\nFlorida');
  await form.getByLabel(disclosure.truthful).check();
  await page.getByTestId('checkout-submit').click();
  await expect(form.getByTestId('field-error')).toHaveText([
    approvalEn.approval.validation.detailsRequired,
    approvalEn.approval.validation.detailsRequired,
  ]);
  await expect(form.getByLabel(disclosure.criminalHistoryDetails)).toBeFocused();
  expect(posted).toBe(0);

  // A reload keeps the country and every answer (the email is typed again).
  await form.getByLabel(disclosure.criminalHistoryDetails).fill('A fine for a bar fight in 2004, no conviction since');
  await page.reload();
  await expect(page.getByTestId('country-select')).toHaveValue('US');
  await expect(form.getByLabel(disclosure.firstName)).toHaveValue('John');
  await expect(question(page, disclosure.criminalHistory).getByLabel(disclosure.yes)).toBeChecked();
  await expect(form.getByLabel(disclosure.criminalHistoryDetails)).toHaveValue('A fine for a bar fight in 2004, no conviction since');
  await expect(form.getByLabel(disclosure.placesLived)).toHaveValue('Texas\nFlorida');
  await expect(form.getByLabel(disclosure.truthful)).toBeChecked();

  // Offline, checkout waits and the answers stay.
  await context.setOffline(true);
  await expect(page.getByTestId('checkout-offline')).toBeVisible();
  await form.getByLabel(disclosure.maritalHistoryDetails).fill('Divorced in 2019');
  await expect(page.getByTestId('checkout-submit')).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByTestId('checkout-offline')).toHaveCount(0);
  await expect(form.getByLabel(disclosure.maritalHistoryDetails)).toHaveValue('Divorced in 2019');

  await page.getByLabel(checkout.email).fill(email);
  await page.getByTestId('checkout-submit').click();
  await expect(page.getByText('TEST MODE', { exact: true })).toBeVisible();
  expect(posted).toBe(1);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await page.waitForURL(/\/en\/payment-success\?/);
  await expect(page.getByTestId('payment-authorised')).toHaveText(purchase.authorisedTitle);
  const waiting = page.getByTestId('contact-awaiting');
  await expect(waiting).toContainText(purchase.waitingBadge);
  await expect(waiting).toContainText('You are charged only if she accepts.');
  // her deadline is the setting's hours from now (a date in the page language)
  const deadline = new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(Date.now() + pricing.approvalDeadlineHours * 3600_000);
  await expect(waiting).toContainText(`Waiting for her answer until ${deadline}`);
  expect(await seriousViolations(page)).toEqual([]);

  // The answers were sent once and the draft left the device with the paid order.
  await page.goto('/en/');
  expect(
    await page.evaluate(async () => {
      const open = indexedDB.open('contacto');
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const get = db.transaction('syncState').objectStore('syncState').get('checkout.disclosure');
      return new Promise((resolve) => {
        get.onsuccess = () => resolve(get.result ?? null);
      });
    }),
  ).toBeNull();
});
