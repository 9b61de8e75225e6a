// A profile submitted through the real form, queue and server (issue 11 item 7): two photos (one
// with a planted EXIF/GPS tag) and one video, in Spanish online and in English offline — the tab
// reloaded while offline, then reconnected. Each makes exactly one pending profile whose stored
// photos carry no planted tag and whose video went through the video job; the submitter follows
// it in "My submissions".
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import type submissionsEnglish from '../app/i18n/locales/submissions/en.json';
import { expect, type Lang, messages, test, waitForServiceWorker } from './fixtures.ts';
import { field, resetRateLimits, withE2eDatabase } from './support/forms.ts';
import { gpsJpeg, METADATA_MARKER, png, submissionMessages, webm } from './support/submission.ts';

const STORAGE = path.join('.data', 'e2e', 'uploads');

interface StoredProfile {
  id: number;
  status: string;
  isApproved: boolean;
  photos: string[];
  videos: string[];
}

/** Every profile submitted under this first name (the test's own, unique per run). */
async function profilesNamed(firstName: string): Promise<StoredProfile[]> {
  const rows = await withE2eDatabase(
    (sql) => sql<StoredProfile[]>`
      SELECT id, status, is_approved AS "isApproved", photos, videos FROM profiles WHERE first_name = ${firstName}`,
  );
  if (rows === null) throw new Error('the e2e database is not reachable');
  return rows;
}

const storedFile = (url: string) => readFileSync(path.join(STORAGE, url.replace(/^\/uploads\//, '')));

async function fillForm(page: Page, lang: Lang, firstName: string) {
  const s = submissionMessages(lang);
  await field(page, s.fields.firstName).fill(firstName);
  await field(page, s.fields.gender).selectOption('female');
  await field(page, s.fields.location).selectOption('Santiago');
  await page.getByTestId('toggle-whatsapp').check();
  await page.getByTestId('contact-whatsapp').fill('+1 809 555 0147');
  await page.getByTestId('media-input').setInputFiles([await gpsJpeg('playa.jpg'), await png('retrato.png'), webm(3, 'hola.webm')]);
  await expect(page.getByTestId('media-item')).toHaveCount(3);
  await page.getByTestId('combinedAgreement').check();
  await page.getByTestId('contactSharingConsent').check();
}

/** The profile made of it: exactly one, pending, photos without the planted tag, the video rewritten. */
async function expectOnePendingProfile(firstName: string) {
  const profiles = await profilesNamed(firstName);
  expect(profiles).toHaveLength(1);
  const [profile] = profiles as [StoredProfile];
  expect(profile).toMatchObject({ status: 'PENDING', isApproved: false });
  expect(profile.photos).toHaveLength(2);
  expect(profile.videos).toHaveLength(1);
  for (const photo of profile.photos) expect(storedFile(photo).includes(METADATA_MARKER)).toBe(false);
  expect(storedFile(profile.videos[0] as string).length).toBeGreaterThan(0);
  // nothing of hers is served before review
  return profile;
}

const mySubmissions = (lang: Lang) => (messages[lang] as unknown as typeof submissionsEnglish).mySubmissions;

test.beforeEach(async () => {
  await resetRateLimits(['upload-tus', 'profile-submissions']);
});

test('in Spanish, online: two photos and a video become one pending profile, followed in My submissions', async ({ page }) => {
  test.setTimeout(120_000);
  const s = submissionMessages('es');
  const firstName = `Flor${Date.now().toString(36)}`;
  await page.goto('/es/submit-profile');
  await fillForm(page, 'es', firstName);
  await page.getByRole('button', { name: s.submit }).click();
  await expect(page.getByTestId('submission-confirmation')).toContainText(s.successTitle);
  // the form starts again empty
  await expect(field(page, s.fields.firstName)).toHaveValue('');
  await expect(page.getByTestId('media-item')).toHaveCount(0);

  await page.goto('/es/my-submissions');
  const card = page.getByTestId('submission').filter({ hasText: firstName });
  await expect(card).toHaveAttribute('data-state', 'inReview', { timeout: 90_000 });
  await expect(card.getByTestId('submission-state')).toHaveText(mySubmissions('es').state.inReview);
  const profile = await expectOnePendingProfile(firstName);
  for (const url of [...profile.photos, ...profile.videos]) expect((await page.request.get(url)).status()).toBe(404);
});

test('in English, offline: submitted without a connection, reloaded offline, sent once back online', async ({ page, context }) => {
  test.setTimeout(150_000);
  const s = submissionMessages('en');
  const m = mySubmissions('en');
  const firstName = `Luz${Date.now().toString(36)}`;
  await page.goto('/en/submit-profile');
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await fillForm(page, 'en', firstName);
  await page.getByRole('button', { name: s.submit }).click();
  await expect(page.getByTestId('submission-confirmation')).toContainText(s.successTitle);

  await page.goto('/en/my-submissions');
  await page.reload();
  const card = page.getByTestId('submission').filter({ hasText: firstName });
  await expect(card).toHaveAttribute('data-state', 'queued');
  await expect(card.getByRole('progressbar')).toHaveCount(3);
  expect(await profilesNamed(firstName)).toEqual([]);

  await context.setOffline(false);
  await expect(card).toHaveAttribute('data-state', 'inReview', { timeout: 120_000 });
  await expect(card.getByTestId('submission-state')).toHaveText(m.state.inReview);
  await expectOnePendingProfile(firstName);
  // a reload sends nothing twice
  await page.reload();
  await expect(card).toHaveAttribute('data-state', 'inReview');
  expect(await profilesNamed(firstName)).toHaveLength(1);
});
