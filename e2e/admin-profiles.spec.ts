// The dashboard and Profile Management in Chromium, signed in as the demo
// admin: the statistics and the review queue, a pending profile of this run in the recent
// profiles and the list; searching finds a profile that sits on a later page; the filter starts
// again from page 1; axe on both pages; the list as cards at 390 px. The profiles are this file's
// own (unique names) and are removed afterwards.
import { randomBytes } from 'node:crypto';
import { AWAITING_REVIEW, insertProfile, type ProfileFields } from '#db/seed/factories/profile.factory.ts';
import { mulberry32 } from '../db/seed/prng.ts';
import { expect, messages, test } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { withE2eDatabase } from './support/forms.ts';

const m = messages.en as unknown as typeof import('../app/i18n/locales/admin-profiles/en.json');
const d = m.adminDashboard;
const p = m.adminProfiles;
const browse = messages.en as unknown as typeof import('../app/i18n/locales/browse/en.json');

const suffix = randomBytes(4)
  .toString('hex')
  .replace(/\d/g, (n) => 'abcdefghij'[Number(n)] as string);
const fresh = { firstName: `Zelmira${suffix}`, lastName: 'Fresca' };
const old = { firstName: `Ottilia${suffix}`, lastName: 'Antigua' };
const ids: Record<'fresh' | 'old', number> = { fresh: 0, old: 0 };

// an axe pass can take over a minute on a shared, busy machine
test.describe.configure({ timeout: 240_000 });

const pendingRow: Partial<ProfileFields> = { ...AWAITING_REVIEW, photos: [], primaryPhoto: null, ownerTokenHash: null };

test.beforeAll(async () => {
  const done = await withE2eDatabase(async (sql) => {
    const random = mulberry32(Number.parseInt(randomBytes(4).toString('hex'), 16));
    ids.fresh = (await insertProfile(sql, { ...pendingRow, ...fresh, email: `${fresh.firstName.toLowerCase()}@example.org` }, random)).id;
    // the oldest profile of all: on the last page of the full list, newest first
    ids.old = (
      await insertProfile(
        sql,
        { ...pendingRow, ...old, email: `${old.firstName.toLowerCase()}@example.org`, createdAt: new Date('2000-01-02T00:00:00Z') },
        random,
      )
    ).id;
    await sql`UPDATE profiles SET pending_edit = '{"values": {}}', pending_edit_at = now() WHERE id = ${ids.old}`;
    return true;
  });
  if (!done) test.skip(true, 'the e2e database is not reachable');
});

test.afterAll(async () => {
  await withE2eDatabase((sql) => sql`DELETE FROM profiles WHERE id IN (${ids.fresh}, ${ids.old})`);
});

test('the dashboard shows the statistics, the review queue against the promise and a new pending profile', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: d.title })).toBeVisible();

  const stats = page.getByTestId('dashboard-stats');
  for (const key of ['totalUsers', 'activeProfiles', 'pendingProfiles', 'totalOrders', 'completedOrders', 'totalRevenue'] as const) {
    await expect(stats.getByText(d.stats[key], { exact: true })).toBeVisible();
  }
  await expect(stats.locator('[data-stat="totalRevenue"] dd').first()).toHaveText(/^\$\d{1,3}(,\d{3})*\.\d{2}$/);

  const reviews = page.getByTestId('queue-reviews');
  await expect(reviews.getByRole('heading', { name: d.queue.reviews })).toBeVisible();
  // this run's profile from 2000 waits longest: the promise is broken
  await expect(reviews.locator('[data-promise="overdue"]')).toHaveText(d.queue.promise.overdue);
  await expect(page.getByTestId('queue-edits').locator('[data-count]')).not.toHaveAttribute('data-count', '0');
  await expect(page.getByTestId('queue-reports')).toBeVisible();
  await expect(page.getByTestId('queue-messages')).toBeVisible();

  const recent = page.getByTestId('recent-profiles').locator(`[data-profile-id="${ids.fresh}"]`);
  await expect(recent).toContainText(`${fresh.firstName} ${fresh.lastName}`);
  await expect(recent.locator('[data-status="PENDING"]')).toBeVisible();
  await expect(recent.getByRole('link', { name: `Edit ${fresh.firstName} ${fresh.lastName}` })).toHaveAttribute(
    'href',
    `/admin/edit-profile/${ids.fresh}`,
  );
  expect(await seriousViolations(page)).toEqual([]);

  await reviews.getByRole('link', { name: d.queue.reviewsLink }).click();
  await expect(page).toHaveURL(/\/admin\/profiles\?status=pending$/);
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  await expect(page.getByLabel(p.statusLabel)).toHaveValue('pending');
});

test('searching finds a profile from a later page, and the filter starts again from page 1', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/admin/profiles');
  await expect(page.getByRole('heading', { level: 1, name: p.title })).toBeVisible();
  await expect(page.getByTestId('profiles-page-of')).toHaveText(/^Page 1 of ([2-9]|\d\d+)$/);
  const table = page.getByTestId('profiles-table');
  await expect(table.locator('tbody tr')).toHaveCount(50);
  await expect(table.locator(`[data-profile-id="${ids.old}"]`)).toHaveCount(0);

  // the numbered buttons reach the last page, where the oldest profile is
  const pagination = page.getByRole('navigation', { name: browse.browse.pagination });
  const last = Number((await page.getByTestId('profiles-page-of').textContent())?.match(/of (\d+)/)?.[1]);
  await pagination.getByRole('button', { name: `Page ${last}`, exact: true }).click();
  await expect(page.getByTestId('profiles-page-of')).toHaveText(`Page ${last} of ${last}`);
  await expect(page).toHaveURL(new RegExp(`page=${last}`));

  // a filter starts again from page 1
  await page.getByLabel(p.statusLabel).selectOption('approved');
  await expect(page).not.toHaveURL(/page=/);
  await expect(page.getByTestId('profiles-page-of')).toHaveText(/^Page 1 of \d+$/);

  // the search goes to the server: from page 1 it finds what the full list keeps on its last page
  await page.getByLabel(p.statusLabel).selectOption('');
  await page.getByLabel(p.searchLabel).fill(old.firstName.toUpperCase());
  await expect(page).toHaveURL(new RegExp(`search=${old.firstName.toUpperCase()}`));
  const row = table.locator(`[data-profile-id="${ids.old}"]`);
  await expect(row).toContainText(`${old.firstName} ${old.lastName}`);
  await expect(row.getByTestId('edit-waiting-badge')).toHaveText(p.editWaiting);
  await expect(row).toContainText(`${old.firstName.toLowerCase()}@example.org`);
  await expect(page.getByTestId('profiles-showing')).toHaveText('Showing 1–1 of 1 profiles');
  await expect(page.getByTestId('profiles-page-of')).toHaveText('Page 1 of 1');

  // the edit-waiting filter keeps the search and still finds her; pending-approval does too
  await page.getByLabel(p.statusLabel).selectOption('edit_waiting');
  await expect(row).toBeVisible();
  await page.getByLabel(p.statusLabel).selectOption('approved');
  await expect(page.getByText(p.noMatches)).toBeVisible();

  await page.getByLabel(p.statusLabel).selectOption('pending');
  await page.getByLabel(p.searchLabel).fill(`${fresh.firstName} fresca`);
  await expect(table.locator(`[data-profile-id="${ids.fresh}"]`)).toBeVisible();
});

test('the profile table passes axe', async ({ page }) => {
  await signInAdmin(page);
  await page.goto(`/admin/profiles?search=${suffix}`);
  await expect(page.getByTestId('profiles-table').locator('tbody tr')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
});

test('at 390 px the list is one card a profile with both actions', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAdmin(page);
  await page.goto(`/admin/profiles?search=${fresh.firstName}`);
  const card = page.getByTestId('profiles-cards').locator(`[data-profile-id="${ids.fresh}"]`);
  await expect(card).toBeVisible();
  await expect(page.getByTestId('profiles-table')).toBeHidden();
  await expect(card).toContainText(`${fresh.firstName.toLowerCase()}@example.org`);
  // View opens her preview as buyers see her (e2e/admin-profile-preview.spec.ts), in this tab
  const view = card.getByRole('link', { name: `View ${fresh.firstName} ${fresh.lastName} as buyers see her` });
  await expect(view).toHaveAttribute('href', `/admin/profiles/${ids.fresh}/preview`);
  await expect(view).not.toHaveAttribute('target');
  await expect(card.getByRole('link', { name: `Edit ${fresh.firstName} ${fresh.lastName}` })).toHaveAttribute(
    'href',
    `/admin/edit-profile/${ids.fresh}`,
  );
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);
});
