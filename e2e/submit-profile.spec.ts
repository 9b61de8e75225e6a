// The profile submission form in a real browser:
// sections and fields in Spanish and English, contact inputs disabled until their toggle is
// ticked, the fixed messages, the draft kept across a reload, the picker's toasts and limits,
// the main-photo choice by keyboard, and photos re-encoded on the device so a planted EXIF/GPS
// tag never reaches the queue.
import type { Page } from '@playwright/test';
import type optionsEnglish from '../app/i18n/locales/options/en.json';
import { expect, expectShell, type Lang, messages, test } from './fixtures.ts';
import { seriousViolations } from './support/axe.ts';
import { field, formsMessages } from './support/forms.ts';
import {
  draftFiles,
  gpsJpeg,
  jpegSegments,
  METADATA_MARKER,
  png,
  queuedSubmissions,
  submissionMessages,
  webm,
} from './support/submission.ts';

async function open(page: Page, lang: Lang) {
  await page.goto(`/${lang}/submit-profile`);
  await expectShell(page, lang);
  await expect(page.getByTestId('submission-form')).toBeVisible();
}

const CHANNELS = ['whatsapp', 'instagram', 'tiktok', 'facebook', 'telegram', 'email'] as const;

for (const lang of ['es', 'en'] as const) {
  const s = submissionMessages(lang);
  const f = formsMessages(lang);
  const m = messages[lang];
  const o = (messages[lang] as unknown as typeof optionsEnglish).options;

  test.describe(`in ${lang}`, () => {
    test('the banner, the five sections and every field with translated options', async ({ page }) => {
      await open(page, lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.pages.submitProfile);
      await expect(page.getByTestId('submission-benefits')).toContainText(s.benefits.review);
      for (const title of Object.values(s.sections)) {
        await expect(page.getByRole('heading', { level: 2, name: title, exact: true })).toBeVisible();
      }
      // her age starts empty, the default as its placeholder: what she types is her age
      const age = field(page, s.fields.age);
      await expect(age).toHaveValue('');
      await expect(age).toHaveAttribute('placeholder', '18');
      await age.pressSequentially('27');
      await expect(age).toHaveValue('27');
      await field(page, s.fields.gender).selectOption({ label: o.gender.female });
      await field(page, s.fields.occupation).selectOption({ label: o.occupation['Own my business'] });
      await field(page, s.fields.height).selectOption('5\'6"');
      await expect(field(page, s.fields.height).locator('option')).toHaveCount(1 + 20);
      await expect(page.getByTestId('choices-interests').getByRole('checkbox')).toHaveCount(24);
      await page.getByTestId('choices-interests').getByLabel(o.interests.Dancing, { exact: true }).check();
      await expect(page.getByTestId('choices-personalityTags').getByRole('checkbox')).toHaveCount(6);
      await expect(page.getByRole('button', { name: s.submit })).toBeVisible();
    });

    test('each contact input is disabled until its toggle is ticked; unticking clears it', async ({ page }) => {
      await open(page, lang);
      for (const channel of CHANNELS) await expect(page.getByTestId(`contact-${channel}`)).toBeDisabled();
      await page.getByTestId('toggle-instagram').check();
      await expect(page.getByTestId('contact-instagram')).toBeEnabled();
      await expect(page.getByTestId('contact-instagram')).toBeFocused();
      await page.getByTestId('contact-instagram').fill('@maria.rd');
      await expect(page.getByTestId('consent-text')).toContainText('Instagram');
      await expect(page.getByTestId('consent-text')).toContainText('$2.00');
      await page.getByTestId('toggle-instagram').uncheck();
      await expect(page.getByTestId('contact-instagram')).toBeDisabled();
      await expect(page.getByTestId('contact-instagram')).toHaveValue('');
      await expect(page.getByTestId('consent-text')).toContainText(s.noChannelsYet);
    });

    test('an empty submit shows the fixed messages and focuses the first invalid field', async ({ page }) => {
      await open(page, lang);
      await page.getByRole('button', { name: s.submit }).click();
      await expect(page.getByTestId('form-summary')).toHaveText(f.fixErrors);
      for (const text of [f.validation.required, f.validation.contactRequired, f.validation.agreementRequired]) {
        await expect(page.getByTestId('field-error').filter({ hasText: text }).first()).toBeVisible();
      }
      await expect(field(page, s.fields.firstName)).toBeFocused();
      // The toggled channel counts once filled in: the contact message goes away.
      await page.getByTestId('toggle-whatsapp').check();
      await page.getByTestId('contact-whatsapp').fill('+1 809 555 0101');
      await expect(page.getByTestId('field-error').filter({ hasText: f.validation.contactRequired })).toHaveCount(0);
    });
  });
}

test('values and picked photos survive a reload (the draft), and the queue never gets a planted EXIF/GPS tag', async ({ page }) => {
  const s = submissionMessages('es');
  await open(page, 'es');
  await field(page, s.fields.firstName).fill('María');
  await page.getByTestId('toggle-whatsapp').check();
  await page.getByTestId('contact-whatsapp').fill('+1 809 555 0101');
  const original = await gpsJpeg('playa.jpg');
  // The planted file really carries EXIF with a GPS block (IFD0 tag 0x8825 points to it) and a marker value.
  const plantedExif = jpegSegments(original.buffer).find(
    (segment) => segment.marker === 0xe1 && segment.payload.subarray(0, 4).toString('latin1') === 'Exif',
  );
  expect(plantedExif?.payload.includes(Buffer.from([0x25, 0x88])) || plantedExif?.payload.includes(Buffer.from([0x88, 0x25]))).toBe(true);
  expect(original.buffer.includes(METADATA_MARKER)).toBe(true);
  await page.getByTestId('media-input').setInputFiles([original]);
  await expect(page.getByTestId('media-item')).toHaveCount(1);
  await expect(page.getByTestId('media-counter')).toContainText('1/10');
  await expect(page.getByTestId('media-counter')).toContainText(s.media.remaining.replace('{{remaining}}', '9'));

  await expect.poll(async () => (await draftFiles(page)).length).toBe(1);
  const [stored] = await draftFiles(page);
  const bytes = Uint8Array.from(stored?.bytes ?? []);
  expect(stored?.type).toBe('image/jpeg');
  expect(stored?.name).toBe('playa.jpg');
  const segments = jpegSegments(bytes);
  expect(segments.length).toBeGreaterThan(0);
  expect(segments.filter((segment) => segment.marker === 0xe1 && segment.payload.subarray(0, 4).toString('latin1') === 'Exif')).toEqual([]);
  expect(Buffer.from(bytes).includes(METADATA_MARKER)).toBe(false);
  expect(Buffer.from(bytes).includes('Exif\0\0')).toBe(false);

  await page.reload();
  await expectShell(page, 'es');
  await expect(field(page, s.fields.firstName)).toHaveValue('María');
  await expect(page.getByTestId('contact-whatsapp')).toBeEnabled();
  await expect(page.getByTestId('contact-whatsapp')).toHaveValue('+1 809 555 0101');
  await expect(page.getByTestId('media-item')).toHaveCount(1);
});

test('the picker: too many files, invalid type, skipped files, too-long video, main photo by keyboard, remove', async ({ page }) => {
  // Many steps, two generated videos and an axe run: slow on a busy machine.
  test.slow();
  const s = submissionMessages('en');
  await open(page, 'en');
  const input = page.getByTestId('media-input');
  const toast = page.getByTestId('toast');

  const eleven = await Promise.all(Array.from({ length: 11 }, (_, i) => png(`p${i}.png`)));
  await input.setInputFiles(eleven);
  await expect(toast).toContainText(s.media.tooManyTitle);
  await expect(toast).toContainText(s.media.tooManyText);
  await expect(page.getByTestId('media-item')).toHaveCount(0);

  await input.setInputFiles([{ name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') }]);
  await expect(toast).toContainText(s.media.invalidTypeTitle);
  await expect(toast).toContainText(s.media.invalidTypeText);

  await input.setInputFiles([
    await png('one.png'),
    { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
    await png('two.png'),
  ]);
  await expect(toast).toContainText(s.media.skippedTitle);
  await expect(toast).toContainText(s.media.skippedText.replace('{{count}}', '1'));
  await expect(page.getByTestId('media-item')).toHaveCount(2);

  await input.setInputFiles([webm(3), webm(125)]);
  await expect(page.getByTestId('media-problems')).toContainText(s.media.tooLong.replace('{{name}}', 'clip-125s.webm'));
  await expect(page.getByTestId('media-item')).toHaveCount(3);
  await expect(page.getByTestId('media-counter')).toContainText('3/10');

  // The first photo is the main one until she picks another; arrow keys move the choice.
  const radios = page.getByRole('radio', { name: s.media.mainPhoto });
  await expect(radios).toHaveCount(2);
  await expect(radios.nth(0)).toBeChecked();
  await radios.nth(0).focus();
  await page.keyboard.press('ArrowRight');
  await expect(radios.nth(1)).toBeChecked();

  // Axe with the tiles, the problems list and the field errors on screen.
  await page.getByRole('button', { name: s.submit }).click();
  await expect(page.getByTestId('form-summary')).not.toBeEmpty();
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: s.media.remove.replace('{{name}}', 'two.jpg') }).click();
  await expect(page.getByTestId('media-item')).toHaveCount(2);
  await expect(radios.nth(0)).toBeChecked();
});

test('a complete form sent while offline: queued on the device with re-encoded photos, confirmation shown, form reset and draft gone', async ({
  page,
  context,
}) => {
  const s = submissionMessages('es');
  await open(page, 'es');
  await field(page, s.fields.firstName).fill('Ana');
  await field(page, s.fields.gender).selectOption('female');
  await field(page, s.fields.location).selectOption('Santiago');
  await page.getByTestId('toggle-email').check();
  await page.getByTestId('contact-email').fill('ana@example.org');
  // The photos are re-encoded in a worker (OffscreenCanvas), not on the page's main thread.
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.getByTestId('media-input').setInputFiles([await png(), await gpsJpeg('playa.jpg'), webm(2)]);
  await expect(page.getByTestId('media-item')).toHaveCount(3);
  expect(workers.filter((url) => /reencode-photo/.test(url))).toHaveLength(1);
  const reencoder = page.workers().find((worker) => /reencode-photo/.test(worker.url()));
  expect(await reencoder?.evaluate(() => typeof OffscreenCanvas)).toBe('function');
  await page.getByRole('radio', { name: s.media.mainPhoto }).nth(1).check();
  await page.getByTestId('combinedAgreement').check();
  await page.getByTestId('contactSharingConsent').check();
  await expect(page.getByTestId('consent-text')).toContainText('Correo electrónico');

  await context.setOffline(true);
  await page.getByRole('button', { name: s.submit }).click();
  const confirmation = page.getByTestId('submission-confirmation');
  await expect(confirmation).toContainText(s.successText);
  await expect(confirmation).toContainText(s.queuedOffline);
  await expect(confirmation).toBeFocused();
  await expect(page.getByTestId('toast')).toContainText(s.successTitle);
  await expect(field(page, s.fields.firstName)).toHaveValue('');
  await expect(page.getByTestId('media-item')).toHaveCount(0);
  await expect(page.getByTestId('contact-email')).toBeDisabled();
  await expect.poll(async () => (await draftFiles(page)).length).toBe(0);

  const queued = await queuedSubmissions(page);
  expect(queued).toHaveLength(1);
  expect(queued[0]).toMatchObject({
    state: 'queued',
    language: 'es',
    mainPhotoIndex: 1,
    values: { firstName: 'Ana', contactMethods: { email: 'ana@example.org' } },
  });
  // her age left empty: sent without one, the server's default applies
  expect(queued[0]?.values.age).toBeUndefined();
  expect(queued[0]?.files.map((file) => [file.name, file.type, file.kind])).toEqual([
    ['portrait.jpg', 'image/jpeg', 'photo'],
    ['playa.jpg', 'image/jpeg', 'photo'],
    ['clip-2s.webm', 'video/webm', 'video'],
  ]);
  const photo = Buffer.from(queued[0]?.files[1]?.bytes ?? []);
  expect(jpegSegments(photo).some((segment) => segment.marker === 0xe1)).toBe(false);
  expect(photo.includes(METADATA_MARKER)).toBe(false);
});

test('a change of language keeps what she typed (the page is rebuilt from the draft)', async ({ page }) => {
  const en = submissionMessages('en');
  const es = submissionMessages('es');
  await open(page, 'en');
  await field(page, en.fields.lastName).fill('Pérez');
  await page.getByTestId('toggle-telegram').check();
  await page.getByTestId('contact-telegram').fill('@ana_rd');
  await page.getByTestId('language-picker').click();
  await page.getByRole('option', { name: /Español/ }).click();
  await expectShell(page, 'es');
  await expect(field(page, es.fields.lastName)).toHaveValue('Pérez');
  await expect(page.getByTestId('contact-telegram')).toHaveValue('@ana_rd');
  await page.getByRole('button', { name: es.submit }).click();
  await expect(
    page
      .getByTestId('field-error')
      .filter({ hasText: formsMessages('es').validation.required })
      .first(),
  ).toBeVisible();
});

test('the unprefixed address rewrites to the language-prefixed form', async ({ page }) => {
  await page.goto('/submit-profile');
  await expect(page).toHaveURL(/\/en\/submit-profile$/);
  await expect(page.getByTestId('submission-form')).toBeVisible();
});
