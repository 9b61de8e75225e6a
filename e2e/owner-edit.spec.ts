// Her edit through the owner link, in Spanish: a live profile (submitted through
// the API, approved in the e2e database) is opened at /es/my-profile/<token>/edit with her values
// and her current photo; she changes "about me", confirms the terms again and sends. The edit goes
// through the device's queue (tus, then PUT /api/owner/profile): the public profile keeps the old
// text while her page shows the edit waiting for review, and My submissions lists it as an edit.
import type { Page } from '@playwright/test';
import type submissionsEnglish from '../app/i18n/locales/submissions/en.json';
import { expect, messages, test } from './fixtures.ts';
import { field, resetRateLimits } from './support/forms.ts';
import { approve, owner, submitProfile, uniqueName } from './support/owner-link.ts';
import { submissionMessages } from './support/submission.ts';

const OLD_TEXT = 'Me encanta bailar bachata.';
const NEW_TEXT = 'Ahora también bailo salsa los domingos.';

test.beforeEach(async () => {
  await resetRateLimits(['upload', 'upload-tus', 'profile-submissions', 'owner-link']);
});

/** A profile she submitted from this device, approved: its id and her owner page. */
async function herLiveProfile(page: Page): Promise<{ id: number; ownerUrl: string }> {
  await page.goto('/es');
  const { id, ownerToken } = await submitProfile(page, 'es', uniqueName());
  await approve(id);
  return { id, ownerUrl: `/es/my-profile/${ownerToken}` };
}

/** On her edit page: the new "about me", the terms confirmed again, sent; back on her page. */
async function sendNewText(page: Page, ownerUrl: string): Promise<void> {
  await field(page, submissionMessages('es').fields.aboutMe).fill(NEW_TEXT);
  await page.getByTestId('combinedAgreement').check();
  await page.getByTestId('contactSharingConsent').check();
  await page.getByRole('button', { name: owner('es').editing.submit }).click();
  await expect(page).toHaveURL(new RegExp(`${ownerUrl}\\?edited=review$`));
}

/** My submissions' entry of the edit. */
const editEntry = (page: Page) => page.getByTestId('submission').filter({ has: page.getByTestId('submission-edit') });

test('she edits her live profile: the live version stays until the edit is approved', async ({ page }) => {
  test.setTimeout(120_000);
  const m = owner('es');
  const s = submissionMessages('es');
  const { id, ownerUrl } = await herLiveProfile(page);

  await page.goto(`${ownerUrl}/edit`);
  await expect(page.getByTestId('owner-edit')).toBeVisible();
  // her values and her current photo (fetched with the owner view's grant); the terms to confirm again
  await expect(field(page, s.fields.aboutMe)).toHaveValue(OLD_TEXT);
  await expect(page.getByTestId('contact-whatsapp')).toHaveValue('+1 809 555 0199');
  await expect(page.getByTestId('media-item')).toHaveCount(1);
  await expect(page.getByTestId('owner-edit-media-failed')).toHaveCount(0);
  await expect(page.getByTestId('combinedAgreement')).not.toBeChecked();

  // back on her page, told what happens next
  await sendNewText(page, ownerUrl);
  await expect(page.getByTestId('owner-edit-sent')).toHaveText(m.editing.sentReview);

  // once the queue has sent it, her page shows the edit waiting for review; she is still live
  await expect
    .poll(
      async () => {
        await page.goto(ownerUrl);
        await expect(page.getByTestId('owner-page')).toBeVisible();
        return page.getByTestId('owner-pending-edit').count();
      },
      { timeout: 60_000, intervals: [1000, 2000, 3000] },
    )
    .toBe(1);
  await expect(page.getByTestId('owner-page')).toHaveAttribute('data-state', 'live');

  // buyers still see the live version
  const publicProfile = (await (await page.request.get(`/api/profiles/${id}`)).json()) as { aboutMe: string };
  expect(publicProfile.aboutMe).toBe(OLD_TEXT);
  await page.goto(`/es/profile/${id}`);
  await expect(page.getByTestId('profile-detail')).toContainText(OLD_TEXT);
  await expect(page.getByTestId('profile-detail')).not.toContainText(NEW_TEXT);

  // My submissions lists it as an edit, in review
  await page.goto('/es/my-submissions');
  const entry = editEntry(page);
  await expect(entry.getByTestId('submission-edit')).toHaveText(m.editing.entry);
  await expect(entry).toHaveAttribute('data-state', 'inReview');
  await expect(entry.getByTestId('submission-state')).toHaveText(
    (messages.es as unknown as typeof submissionsEnglish).mySubmissions.state.inReview,
  );
});

test('an edit the server made but whose answer was lost is sent again and shows in review, not as refused', async ({ page }) => {
  test.setTimeout(120_000);
  const { ownerUrl } = await herLiveProfile(page);
  // the first send reaches the server, which makes the edit; its answer never reaches the phone
  let lost = 0;
  await page.route('**/api/owner/profile', async (route) => {
    if (route.request().method() !== 'PUT' || lost > 0) return route.fallback();
    lost++;
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.goto(`${ownerUrl}/edit`);
  await expect(field(page, submissionMessages('es').fields.aboutMe)).toHaveValue(OLD_TEXT);
  await sendNewText(page, ownerUrl);

  await page.goto('/es/my-submissions');
  await expect(editEntry(page)).toHaveAttribute('data-state', 'inReview', { timeout: 60_000 });
  expect(lost).toBe(1);
  await page.goto(ownerUrl);
  await expect(page.getByTestId('owner-pending-edit')).toHaveCount(1);
});
