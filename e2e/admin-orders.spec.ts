// The back office's orders in Chromium (decision 029): a signed-in buyer pays for a
// contact in test mode; an admin finds the order by the buyer's email, refunds the contact with a
// reason from its page, the provider's refund goes through, and the buyer's My purchases shows it
// as refunded, without her details. The list at phone width: cards, the search and filters in
// the address, the empty state. axe on both admin pages. Every row this file makes has its own
// suffix; other spec files may run at the same time.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { expect, messages, test } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { uniqueBuyerEmail } from './support/cart-client.ts';
import { buyableProfileIds, startTestCheckout } from './support/checkout-server.ts';
import { resetRateLimits, withE2eDatabase } from './support/forms.ts';
import { signUpConfirmed } from './support/sign-up.ts';

type AdminOrdersTexts = typeof import('../app/i18n/locales/admin-orders/en.json');
const en = (messages.en as unknown as AdminOrdersTexts).adminOrders;

async function adminPage(browser: Browser, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  await signInAdmin(page, 'admin');
  return page;
}

test.describe('admin orders', () => {
  test.beforeAll(async () => {
    await resetRateLimits(['register']);
  });

  test('an admin refunds a contact bought in test mode, and the buyer sees it refunded in My purchases', async ({
    page,
    request,
    browser,
  }) => {
    test.slow();
    // the buyer: signed in, pays on the test-mode page
    const email = uniqueBuyerEmail();
    const username = `refund${randomBytes(4).toString('hex')}`;
    await signUpConfirmed(page.request, { email, password: 'correct-horse-battery-9', username });
    const [profileId] = (await buyableProfileIds(request, 1)) as [number];
    const { url } = await startTestCheckout(page.request, [profileId], { email });
    await page.goto(url);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(/\/en\/payment-success\?order=\d+$/);
    const orderId = Number(new URL(page.url()).searchParams.get('order'));

    // the admin finds it by the buyer's email
    const admin = await adminPage(browser);
    await admin.goto(`/admin/orders?q=${encodeURIComponent(email)}`);
    await expect(admin.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    const row = admin.getByTestId('orders-table').locator(`tr[data-order-id="${orderId}"]`);
    await expect(row.getByTestId('order-status')).toHaveText(en.filters.completed);
    await expect(admin.getByLabel(en.searchLabel)).toHaveValue(email);
    expect(await seriousViolations(admin)).toEqual([]);

    await row.getByRole('link', { name: en.openOrder.replace('{{id}}', String(orderId)) }).click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${orderId}$`));
    await expect(admin.getByTestId('order-payment-intent')).toHaveText(/^test_pi_/);
    await expect(admin.getByTestId('order-payment')).toContainText(en.detail.noDashboard);
    // the wide screen's table (the phone's cards are hidden)
    const items = admin.getByTestId('order-items').locator('table');
    await expect(items.getByTestId('item-release-status')).toHaveText(en.detail.releaseStatus.released);
    expect(await seriousViolations(admin)).toEqual([]);

    // refund the contact, with a reason (required)
    await items.getByTestId('refund-item').click();
    const dialog = admin.getByTestId('refund-dialog');
    await dialog.getByTestId('refund-confirm').click();
    await expect(dialog.getByRole('alert')).toHaveText(en.refund.reasonRequired);
    expect(await seriousViolations(admin)).toEqual([]);
    await dialog.getByLabel(en.refund.reasonLabel).fill('The number she gave does not answer');
    await dialog.getByTestId('refund-confirm').click();
    await expect(dialog).toBeHidden();
    await expect(admin.getByText(/^Refund of \$\d+\.\d\d queued$/)).toBeVisible();
    await expect(items.getByTestId('item-release-status')).toHaveText(en.detail.releaseStatus.refunded);
    await expect(admin.getByTestId('refund-all')).toBeHidden();
    const refundRow = admin.getByTestId('refund-row');
    await expect(refundRow).toContainText('The number she gave does not answer');
    // the refund job asks the test-mode provider; the history says when it went through
    await expect
      .poll(
        async () => {
          const res = await admin.request.get(`/api/admin/orders/${orderId}`);
          return ((await res.json()) as { refunds: { status: string }[] }).refunds.map((r) => r.status);
        },
        { timeout: 30_000 },
      )
      .toEqual(['succeeded']);
    await admin.reload();
    await expect(refundRow.getByTestId('refund-state')).toHaveText(en.detail.refundState.succeeded);
    await admin.context().close();

    // the buyer's purchases say Refunded, and her details are gone
    await page.goto('/en/purchases');
    const order = page.locator(`[data-testid="purchased-order"][data-order-id="${orderId}"]`);
    await expect(order.getByTestId('contact-refunded')).toContainText('Refunded');
    await expect(order.locator('[data-channel]')).toHaveCount(0);
  });

  test('at phone width the refunds due on the dashboard lead to the order, and the list shows cards, keeps its search and filters in the address, and says when nothing matches', async ({
    browser,
  }) => {
    const tag = randomBytes(4).toString('hex');
    const made = await withE2eDatabase(async (sql) => {
      const [profile] = await sql<{ id: number }[]>`SELECT id FROM profiles WHERE is_public ORDER BY id LIMIT 1`;
      if (!profile) throw new Error('the e2e database has no public profile');
      const paid = await insertOrder(sql, [profile.id], { customerEmail: `orders-${tag}@example.com` });
      const pending = await insertOrder(sql, [profile.id], { customerEmail: `orders-${tag}@example.com`, status: 'pending' });
      // paid for a contact not delivered (her consent withdrawn meanwhile), long ago: first in the dashboard's queue
      const owing = await insertOrder(sql, [profile.id], {
        customerEmail: `owing-${tag}@example.com`,
        createdAt: new Date('2020-01-01T00:00:00Z'),
      });
      await sql`UPDATE orders SET refund_due = 2.50 WHERE id = ${owing.id}`;
      return { paid: paid.id, pending: pending.id, owing: owing.id };
    });
    test.skip(made === null, 'needs the e2e server database');
    const admin = await adminPage(browser, { width: 390, height: 844 });
    // the dashboard's refunds due lead to the order
    await admin.goto('/admin');
    const owing = admin.getByTestId('refund-queue').locator(`li[data-order-id="${made?.owing}"]`);
    await expect(owing).toContainText('$2.50 owed');
    expect(await seriousViolations(admin)).toEqual([]);
    await owing.getByRole('link').click();
    await expect(admin).toHaveURL(new RegExp(`/admin/orders/${made?.owing}$`));

    await admin.goto(`/admin/orders?q=orders-${tag}`);
    const cards = admin.getByTestId('orders-cards');
    await expect(cards.locator('li')).toHaveCount(2);
    await expect(admin.getByTestId('orders-table')).toBeHidden();

    await admin.getByLabel(en.statusLabel).selectOption('pending');
    await expect(admin).toHaveURL(/status=pending/);
    await expect(cards.locator('li')).toHaveCount(1);
    await expect(cards.locator(`li[data-order-id="${made?.pending}"]`)).toBeVisible();
    expect(await seriousViolations(admin)).toEqual([]);

    await admin.getByLabel(en.modeLabel).selectOption('live');
    await expect(admin.getByTestId('orders-empty')).toHaveText(en.noMatches);
    await admin.getByRole('button', { name: en.clearFilters }).click();
    await expect(admin).toHaveURL(/\/admin\/orders$/);

    await admin.goto(`/admin/orders?q=%23${made?.paid}`);
    await expect(cards.locator(`li[data-order-id="${made?.paid}"]`)).toBeVisible();
    await admin.context().close();
  });
});
