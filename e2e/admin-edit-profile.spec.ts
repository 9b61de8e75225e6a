// The admin edit page, signed in as the demo admin: a pending submission (made
// through the API, uniquely named) approved from /admin/edit-profile/<id> appears in the public
// browse; a photo switched Inactive leaves her public profile page at once; a submission sent back
// with a reason shows that reason on her owner page; a profile deleted from its edit page, after a
// question that says what goes and what buyers keep, is gone everywhere. axe on the edit page.
import type adminEditEnglish from '../app/i18n/locales/admin-edit/en.json';
import { expect, messages, test } from './fixtures.ts';
import { signInAdmin } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { countText, searchedBrowseCount } from './support/browse-home.ts';
import { resetRateLimits } from './support/forms.ts';
import { approve, submitProfile, uniqueName } from './support/owner-link.ts';

const m = (messages.en as unknown as typeof adminEditEnglish).adminEdit;

test.beforeEach(async () => {
  await resetRateLimits(['upload', 'profile-submissions', 'owner-link']);
});

test('approving a pending submission from the edit page puts her in the public browse', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/en');
  const name = uniqueName();
  const { id } = await submitProfile(page, 'en', name);
  await signInAdmin(page);

  await page.goto(`/admin/edit-profile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Profile: ${name} Pérez` })).toBeVisible();
  await expect(page.getByTestId('admin-edit-header').locator('[data-status]')).toHaveAttribute('data-status', 'PENDING');
  await expect(page.getByTestId('admin-review')).toBeVisible();
  // her pending photo is shown to the admin (a private answer), not to the public
  await expect(page.getByTestId('admin-media-item')).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByTestId('admin-review-approve').click();
  await expect(page.getByTestId('admin-edit-header').locator('[data-status]')).toHaveAttribute('data-status', 'ACTIVE');
  await expect(page.getByTestId('admin-review')).toHaveCount(0);

  await expect
    .poll(() => searchedBrowseCount(page, 'en', name), { timeout: 90_000, intervals: [1000, 2000, 3000] })
    .toBe(countText('en', 1));
});

test('a photo switched Inactive leaves her public profile page at once', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  const { id } = await submitProfile(page, 'en', uniqueName());
  await approve(id);
  const before = (await (await page.request.get(`/api/profiles/${id}`)).json()) as { photos: string[] };
  const photo = before.photos[0] ?? '';
  expect(photo).toMatch(/^\/uploads\/images\//);

  await signInAdmin(page);
  await page.goto(`/admin/edit-profile/${id}`);
  const item = page.getByTestId('admin-media-item').filter({ has: page.locator(`[src="${photo}"]`) });
  await expect(item).toHaveAttribute('data-inactive', 'false');
  const saved = page.waitForResponse((r) => r.url().endsWith(`/api/admin/profiles/${id}`) && r.request().method() === 'PATCH');
  await item.getByTestId('admin-media-toggle').click();
  expect((await saved).status()).toBe(200);
  await expect(item).toHaveAttribute('data-inactive', 'true');
  await expect(page.getByText(m.updatedToast)).toBeVisible();

  const after = (await (await page.request.get(`/api/profiles/${id}`)).json()) as { photos: string[] };
  expect(after.photos).not.toContain(photo);
  await page.goto(`/en/profile/${id}`);
  await expect(page.locator('h1')).toBeVisible();
  await expect(page.locator(`img[src*="${photo.split('/').pop()}"]`)).toHaveCount(0);
});

test('a submission sent back with a reason shows the reason on her owner page', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  const { id, ownerToken } = await submitProfile(page, 'en', uniqueName());
  await signInAdmin(page);
  await page.goto(`/admin/edit-profile/${id}`);

  await page.getByTestId('admin-review-send-back').click();
  const dialog = page.getByTestId('admin-reason-dialog');
  await dialog.getByTestId('admin-reason-confirm').click();
  await expect(dialog.getByRole('alert')).toHaveText(m.review.reasonRequired);
  const reason = 'Please add a photo where your face is clearly visible.';
  await dialog.getByLabel(m.review.reasonLabel).fill(reason);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByTestId('admin-reason-confirm').click();
  await expect(page.getByTestId('admin-review-decision')).toContainText(reason);

  await page.goto(`/en/my-profile/${ownerToken}`);
  await expect(page.getByTestId('owner-page')).toHaveAttribute('data-state', 'needs_changes');
  await expect(page.getByTestId('owner-review-reason')).toContainText(reason);
});

test('an unknown profile says Profile not found', async ({ page }) => {
  await page.goto('/en');
  await signInAdmin(page);
  await page.goto('/admin/edit-profile/999999999');
  await expect(page.getByTestId('admin-edit-not-found')).toHaveText(m.notFound);
});

test('deleting a profile from its edit page erases her, after a question that says delivered contacts cannot be recalled', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/en');
  const name = uniqueName();
  const { id, ownerToken } = await submitProfile(page, 'en', name);
  await approve(id);
  await signInAdmin(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/edit-profile/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Edit Profile: ${name} Pérez` })).toBeVisible();

  await page.getByTestId('admin-delete-profile').click();
  const dialog = page.getByTestId('admin-delete-confirm');
  await expect(dialog.getByRole('heading', { name: m.delete.confirmTitle.replace('{{name}}', `${name} Pérez`) })).toBeVisible();
  await expect(dialog).toContainText(m.delete.confirmText);
  await expect(dialog.getByRole('button', { name: m.cancel })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  const deleted = page.waitForResponse((r) => r.url().endsWith(`/api/admin/profiles/${id}`) && r.request().method() === 'DELETE');
  await dialog.getByRole('button', { name: m.delete.confirm }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByText(m.delete.done)).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/profiles$/);

  expect((await page.request.get(`/api/profiles/${id}`)).status()).toBe(404);
  expect((await page.request.get(`/api/admin/profiles/${id}`)).status()).toBe(404);
  expect((await page.request.get('/api/owner/profile', { headers: { 'x-owner-token': ownerToken } })).status()).toBe(404);
});
