// A profile submitted online through the real form, queue and server, in Spanish:
// two photos (one with a planted EXIF/GPS tag) and one video become exactly one pending
// profile whose stored photos carry no planted tag, whose video went through the video job, and
// none of whose media is served before review; she follows it in "My submissions". The same in
// English made offline and reloaded is in submission-queue.spec.ts.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type submissionsEnglish from '../app/i18n/locales/submissions/en.json';
import { expect, messages, test } from './fixtures.ts';
import { E2E_DATA_DIR, field, resetRateLimits } from './support/forms.ts';
import { gpsJpeg, METADATA_MARKER, png, profilesNamed, submissionMessages, webm } from './support/submission.ts';

const storedFile = (url: string) => readFileSync(path.join(E2E_DATA_DIR, url.replace(/^\/+/, '')));

test.beforeEach(async () => {
  await resetRateLimits(['upload-tus', 'profile-submissions']);
});

test('in Spanish, online: two photos and a video become one pending profile, followed in My submissions', async ({ page }) => {
  test.setTimeout(120_000);
  const s = submissionMessages('es');
  const m = (messages.es as unknown as typeof submissionsEnglish).mySubmissions;
  const firstName = `Flor${Date.now().toString(36)}`;
  await page.goto('/es/submit-profile');
  await field(page, s.fields.firstName).fill(firstName);
  await field(page, s.fields.gender).selectOption('female');
  await field(page, s.fields.location).selectOption('Santiago');
  await page.getByTestId('toggle-whatsapp').check();
  await page.getByTestId('contact-whatsapp').fill('+1 809 555 0147');
  await page.getByTestId('media-input').setInputFiles([await gpsJpeg('playa.jpg'), await png('retrato.png'), webm(3, 'hola.webm')]);
  await expect(page.getByTestId('media-item')).toHaveCount(3);
  await page.getByTestId('combinedAgreement').check();
  await page.getByTestId('contactSharingConsent').check();
  await page.getByRole('button', { name: s.submit }).click();
  await expect(page.getByTestId('submission-confirmation')).toContainText(s.successTitle);
  // the form starts again empty
  await expect(field(page, s.fields.firstName)).toHaveValue('');
  await expect(page.getByTestId('media-item')).toHaveCount(0);

  await page.goto('/es/my-submissions');
  const card = page.getByTestId('submission').filter({ hasText: firstName });
  await expect(card).toHaveAttribute('data-state', 'inReview', { timeout: 90_000 });
  await expect(card.getByTestId('submission-state')).toHaveText(m.state.inReview);

  const profiles = await profilesNamed(firstName);
  expect(profiles).toHaveLength(1);
  const [profile] = profiles as [(typeof profiles)[number]];
  // her age was left empty: the default
  expect(profile).toMatchObject({ status: 'PENDING', isApproved: false, age: 18 });
  expect(profile.photos).toHaveLength(2);
  expect(profile.videos).toHaveLength(1);
  for (const photo of profile.photos) expect(storedFile(photo).includes(METADATA_MARKER)).toBe(false);
  expect(storedFile(profile.videos[0] as string).length).toBeGreaterThan(0);
  // nothing of hers is served before review
  for (const url of [...profile.photos, ...profile.videos]) expect((await page.request.get(url)).status()).toBe(404);
});
