// The buyer's disclosure form after checkout, in Chromium (docs/decisions/067): a US buyer sends
// it with his order; an admin's order page says a form is kept but shows none of it; a super admin
// on a 390 px phone opens the answers from the keyboard (audited) and hides them again. Once the
// form is erased, the order says when, and her emailed request page says the answers were erased
// instead of "no form was asked". axe on each page. Every row this file makes is its own.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { hashToken } from '#lib/crypto.ts';
import type ownerEnglish from '../app/i18n/locales/owner/en.json';
import { buyerDisclosure } from '../tests/factories/disclosure.factory.ts';
import { expect, messages, test } from './fixtures.ts';
import { type AdminKind, signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { buyableProfileIds } from './support/checkout-server.ts';
import { resetRateLimits, withE2eDatabase } from './support/forms.ts';

type AdminOrdersTexts = typeof import('../app/i18n/locales/admin-orders/en.json');
const en = (messages.en as unknown as AdminOrdersTexts).adminOrders.detail.disclosure;
const ownerEn = (messages.en as unknown as typeof ownerEnglish).owner.approvalRequests;
const PHONE = { width: 390, height: 844 };

async function adminPage(browser: Browser, kind: AdminKind, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInAdmin(page, kind);
  return page;
}

test.beforeEach(async () => {
  await resetRateLimits(['checkout', 'owner-link']);
});

test("only a super admin reads the buyer's answers; once erased, the order and her request page say so", async ({ page, browser }) => {
  test.slow();
  const secret = `Cited for trespass ${randomBytes(3).toString('hex')}`;
  const answers = buyerDisclosure({ criminalHistory: true, criminalHistoryDetails: secret, placesLived: ['Texas', 'Utah'] });
  const [profileId] = (await buyableProfileIds(page.request, 1)) as [number];
  const res = await page.request.post('/api/create-checkout-session', {
    data: {
      profileIds: [profileId],
      customerEmail: `disclosure-${randomBytes(4).toString('hex')}@example.com`,
      customerName: 'John Miller',
      language: 'en',
      buyerCountry: 'US',
      buyerDisclosure: answers,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const sessionId = ((await res.json()) as { url: string }).url.split('/test-checkout/')[1] ?? '';
  const orderId = await withE2eDatabase(async (sql) => {
    const [row] = await sql<{ id: number }[]>`SELECT id FROM orders WHERE provider_session_id = ${sessionId}`;
    return row?.id ?? 0;
  });
  expect(orderId).toBeGreaterThan(0);

  // a plain admin: the order says a form is kept, and who may read it
  const admin = await adminPage(browser, 'admin');
  await admin.goto(`/admin/orders/${orderId}`);
  const section = admin.getByTestId('order-disclosure');
  await expect(section.getByRole('heading', { name: en.heading })).toBeVisible();
  await expect(section.getByTestId('order-disclosure-superadmin-only')).toHaveText(en.superadminOnly);
  await expect(section.getByTestId('order-disclosure-toggle')).toHaveCount(0);
  await expect(admin.locator('body')).not.toContainText(secret);

  // a super admin on a phone opens the answers from the keyboard, then hides them
  const superadmin = await adminPage(browser, 'superadmin', PHONE);
  await superadmin.goto(`/admin/orders/${orderId}`);
  const toggle = superadmin.getByTestId('order-disclosure-toggle');
  await expect(toggle).toHaveText(en.show);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await superadmin.keyboard.press('Enter');
  const shown = superadmin.getByTestId('order-disclosure-answers');
  await expect(shown.getByTestId('order-disclosure-criminalHistory')).toContainText(secret);
  await expect(shown.getByTestId('order-disclosure-placesLived')).toContainText('Texas, Utah');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(toggle).toHaveText(en.hide);
  const width = await superadmin.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE.width);
  expect(await seriousViolations(superadmin)).toEqual([]);
  // the keyboard focus stayed on the button while the answers came
  await expect(toggle).toBeFocused();
  await superadmin.keyboard.press('Enter');
  await expect(shown).toHaveCount(0);
  await expect(toggle).toHaveText(en.show);
  const audited = await withE2eDatabase(
    (sql) => sql`SELECT 1 FROM admin_activity_log WHERE action = 'order.disclosure_view' AND target_id = ${String(orderId)}`,
  );
  expect(audited).toHaveLength(1);

  // the form's time is up (decided, then erased by the job): both pages say so
  const token = randomBytes(32).toString('base64url');
  await withE2eDatabase(async (sql) => {
    await sql`
      UPDATE order_items SET release_policy = 'approve_each_buyer', release_status = 'declined', decline_reason = 'she_declined',
        approval_decided_by = 'owner', approval_requested_at = now() - interval '31 days', decided_at = now() - interval '30 days',
        approval_token_hash = ${hashToken(token)}
      WHERE order_id = ${orderId}`;
    await sql`UPDATE orders SET status = 'cancelled', buyer_disclosure_sealed = NULL, buyer_disclosure_erased_at = now() WHERE id = ${orderId}`;
  });
  await superadmin.reload();
  await expect(superadmin.getByTestId('order-disclosure-erased')).toContainText(en.erased.split('{{date}}')[0]!);
  await expect(superadmin.getByTestId('order-disclosure-toggle')).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await page.goto(`/en/approval-requests/${token}`);
  await expect(page.getByTestId('approval-disclosure-erased')).toHaveText(ownerEn.disclosureErased.replace('{{days}}', '30'));
  await expect(page.getByTestId('approval-buyer-name')).toHaveText('John');
  expect(await seriousViolations(page)).toEqual([]);
});
