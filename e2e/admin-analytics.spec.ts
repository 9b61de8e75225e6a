// The analytics page in Chromium: each chart draws its canvas beside
// its table, a profile of this run that sold today leads the top profiles with a link to it, the
// range switches in the URL, the exports offer the orders (and, for a superadmin, the audit log)
// for a checked range, axe finds nothing serious, and nothing overflows at 390 px. The order is
// this file's own (a unique buyer email, one contact of a demo profile sold at a price no other
// file uses) and is removed afterwards; no profile is made, so no other file's lists change.
import { randomBytes } from 'node:crypto';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { expect, messages, test } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { withE2eDatabase } from './support/forms.ts';

const a = (messages.en as unknown as typeof import('../app/i18n/locales/admin-analytics/en.json')).adminAnalytics;
const nav = (messages.en as unknown as typeof import('../app/i18n/locales/admin/en.json')).admin.nav;

const suffix = randomBytes(4)
  .toString('hex')
  .replace(/\d/g, (n) => 'abcdefghij'[Number(n)] as string);
const made = { profileId: 0, name: '', orderId: 0 };

test.describe.configure({ timeout: 240_000 });

test.beforeAll(async () => {
  const done = await withE2eDatabase(async (sql) => {
    const [profile] = await sql<{ id: number; name: string }[]>`
      SELECT id, btrim(first_name || ' ' || coalesce(last_name, '')) AS name FROM profiles WHERE is_public ORDER BY id LIMIT 1`;
    if (!profile) throw new Error('the e2e database has no public profile');
    Object.assign(made, { profileId: profile.id, name: profile.name });
    made.orderId = (await insertOrder(sql, [profile.id], { customerEmail: `analytics-${suffix}@example.com`, totalAmount: '9000.00' })).id;
    // a price no other file sells at: she leads today's top profiles
    await sql`UPDATE order_items SET price = 9000.00 WHERE order_id = ${made.orderId}`;
    return true;
  });
  if (!done) test.skip(true, 'the e2e database is not reachable');
});

test.afterAll(async () => {
  await withE2eDatabase(async (sql) => {
    await sql`DELETE FROM orders WHERE id = ${made.orderId}`;
  });
});

const SECTIONS = ['revenue', 'reviews', 'turnaround', 'catalogue', 'top'] as const;

test('each chart draws beside its table, the range switches in the URL, and the exports check their range', async ({ page }) => {
  await signInAdmin(page, 'superadmin');
  await page.goto('/admin/analytics?range=7');
  await expect(page.getByRole('heading', { level: 1, name: nav.analytics })).toBeVisible();

  for (const id of SECTIONS) {
    const section = page.getByTestId(`analytics-${id}`);
    await expect(section.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(section.locator('[data-chart] canvas')).toBeVisible();
    await expect(section.getByRole('table')).toBeVisible();
  }
  const days = page.getByTestId('analytics-revenue').getByRole('table').locator('tbody tr');
  await expect(days).toHaveCount(7);
  await expect(page.getByTestId('analytics-turnaround').getByTestId('turnaround-summary')).toContainText(/48/);
  const top = page.getByTestId('analytics-top').getByRole('table');
  const link = top.locator('tbody tr').first().getByRole('link', { name: made.name });
  await expect(link).toHaveAttribute('href', `/admin/edit-profile/${made.profileId}`);
  await expect(top.locator('tbody tr').first()).toContainText(/\$9,\d{3}\.\d{2}/);

  const ranges = page.getByRole('navigation', { name: a.rangeLabel });
  await ranges.getByRole('link', { name: a.range.replace('{{days}}', '90') }).click();
  await expect(page).toHaveURL(/range=90/);
  await expect(ranges.getByRole('link', { name: a.range.replace('{{days}}', '90') })).toHaveAttribute('aria-current', 'page');
  await expect(days).toHaveCount(90);
  await expect(page.getByTestId('analytics-catalogue').locator('[data-chart] canvas')).toBeVisible();

  const exportsSection = page.getByTestId('analytics-exports');
  const orders = exportsSection.getByRole('link', { name: a.exports.orders });
  await expect(orders).toHaveAttribute('href', /^\/api\/admin\/exports\/orders\.csv\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/);
  await expect(exportsSection.getByRole('link', { name: a.exports.audit })).toHaveAttribute('href', /^\/api\/admin\/exports\/audit\.csv\?/);
  const csv = await page.request.get((await orders.getAttribute('href')) as string);
  expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="contacto-orders-\d{4}-\d\d-\d\d-to-\d{4}-\d\d-\d\d\.csv"$/);
  expect(await csv.text()).toContain(`analytics-${suffix}@example.com`);

  await exportsSection.getByLabel(a.exports.from).fill('2030-01-02');
  await exportsSection.getByLabel(a.exports.to).fill('2030-01-01');
  await expect(exportsSection.getByRole('alert')).toHaveText(a.exports.reversed);
  await expect(exportsSection.getByRole('button', { name: a.exports.orders })).toBeDisabled();

  expect(await seriousViolations(page)).toEqual([]);
});

test('at 390 px an admin sees the charts without sideways scrolling, and no audit log export', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page, 'admin');
  await page.goto('/admin/analytics');
  await expect(page.getByTestId('analytics-revenue').locator('[data-chart] canvas')).toBeVisible();
  const exportsSection = page.getByTestId('analytics-exports');
  await expect(exportsSection.getByRole('link', { name: a.exports.orders })).toBeVisible();
  await expect(exportsSection.getByText(a.exports.audit)).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
