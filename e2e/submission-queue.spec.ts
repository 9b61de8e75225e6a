// The device's queue of profile submissions in Chromium against the real server: a submission
// made offline in the form survives a reload while offline (shown queued in "My submissions",
// with how many wait), and once the connection is back it is sent — exactly one pending profile,
// its stored photos without the planted EXIF tag — and her owner link is shown once; and a file
// whose upload is cut mid-file (a PATCH aborted) resumes from the cut instead of starting again
// (that one is queued straight into IndexedDB in enqueueSubmission's shape: a 3.6 MB photo the
// form would re-encode smaller).
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type submissionsEnglish from '../app/i18n/locales/submissions/en.json';
import { expect, messages, test, waitForServiceWorker } from './fixtures.ts';
import { E2E_DATA_DIR, field, resetRateLimits, withE2eDatabase } from './support/forms.ts';
import { gpsJpeg, METADATA_MARKER, png, profilesNamed, submissionMessages, webm } from './support/submission.ts';

const m = (messages.en as unknown as typeof submissionsEnglish).mySubmissions;

interface Media {
  base64: string;
  type: string;
  name: string;
  kind: 'photo' | 'video';
}

/** A JPEG of noisy pixels (big enough to need several tus chunks when large). */
async function jpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const photo = (data: Buffer, name: string): Media => ({ base64: data.toString('base64'), type: 'image/jpeg', name, kind: 'photo' });

/**
 * Queues a submission in the page's IndexedDB as app/local/submission-queue.ts's
 * enqueueSubmission does (one transaction: the submission row, then one row per file with its
 * bytes and MIME type). The page must have opened the app's database already.
 */
async function queueInBrowser(page: Page, id: string, firstName: string, media: Media[]): Promise<void> {
  await page.evaluate(
    async ({ id, firstName, media }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open('contacto');
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      const tx = db.transaction(['submissions', 'submissionFiles'], 'readwrite');
      const now = Date.now();
      tx.objectStore('submissions').put({
        id,
        createdAt: now,
        updatedAt: now,
        state: 'queued',
        values: {
          firstName,
          lastName: 'Queue',
          age: 24,
          gender: 'female',
          location: 'San Pedro de Macorís',
          languages: ['Spanish'],
          interests: ['Salsa'],
          contactMethods: { whatsapp: '+1 809 555 0101' },
          combinedAgreement: true,
          contactSharingConsent: true,
          language: 'en',
        },
        mainPhotoIndex: 0,
        language: 'en',
        fileCount: media.length,
      });
      media.forEach((file, index) => {
        const binary = atob(file.base64);
        const bytes = new Uint8Array(binary.length);
        for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
        tx.objectStore('submissionFiles').put({
          id: `${id}:${index}`,
          submissionId: id,
          index,
          bytes: bytes.buffer,
          type: file.type,
          name: file.name,
          kind: file.kind,
          size: bytes.byteLength,
          sent: 0,
        });
      });
      await new Promise<void>((resolve, reject) => {
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { id, firstName, media },
  );
}

async function profilesOf(key: string) {
  return withE2eDatabase(
    (sql) => sql<{ id: number; status: string }[]>`
      SELECT p.id, p.status FROM profile_submissions s JOIN profiles p ON p.id = s.profile_id WHERE s.idempotency_key = ${key}`,
  );
}

const card = (page: Page) => page.getByTestId('submission');

test.beforeEach(async () => {
  await resetRateLimits(['upload-tus', 'profile-submissions']);
});

test('a submission made offline in the form survives a reload offline and is sent once the connection is back: one pending profile, no planted EXIF tag', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const s = submissionMessages('en');
  await page.goto('/en/submit-profile');
  await expect(page.getByTestId('submission-form')).toBeVisible();
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const name = `Ofl${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;
  await field(page, s.fields.firstName).fill(name);
  await field(page, s.fields.gender).selectOption('female');
  await field(page, s.fields.location).selectOption('Santiago');
  await page.getByTestId('toggle-email').check();
  await page.getByTestId('contact-email').fill('ana@example.org');
  await page.getByTestId('media-input').setInputFiles([await gpsJpeg('beach.jpg'), await png('portrait.png'), webm(3, 'hola.webm')]);
  await expect(page.getByTestId('media-item')).toHaveCount(3);
  await page.getByTestId('combinedAgreement').check();
  await page.getByTestId('contactSharingConsent').check();
  await page.getByRole('button', { name: s.submit }).click();
  await expect(page.getByTestId('submission-confirmation')).toBeVisible();

  await page.goto('/en/my-submissions');
  await page.reload();
  // still queued after the reload, and she is told it waits
  await expect(card(page)).toHaveAttribute('data-state', 'queued');
  await expect(card(page).getByRole('heading', { name })).toBeVisible();
  await expect(card(page).getByTestId('submission-state')).toHaveText(m.state.queued);
  await expect(page.getByTestId('submissions-waiting')).toHaveText(m.waiting_one.replace('{{count}}', '1'));
  await expect(card(page).getByRole('progressbar')).toHaveCount(3);
  await expect(card(page).getByRole('progressbar', { name: 'beach.jpg' })).toHaveAttribute('aria-valuenow', '0');
  await expect(card(page).getByRole('img', { name: m.photoOf.replace('{{name}}', name) })).toBeVisible();
  expect(await profilesNamed(name)).toEqual([]);

  await context.setOffline(false);
  await expect(card(page)).toHaveAttribute('data-state', 'inReview', { timeout: 60_000 });
  await expect(card(page).getByTestId('submission-state')).toHaveText(m.state.inReview);
  await expect(page.getByTestId('submissions-waiting')).toHaveText(m.nothingWaiting);
  const profiles = await profilesNamed(name);
  expect(profiles).toHaveLength(1);
  expect(profiles?.[0]?.status).toBe('PENDING');
  // her stored photos carry no planted EXIF/GPS tag
  const photos = profiles?.[0]?.photos ?? [];
  expect(photos).toHaveLength(2);
  // and the video went through the video job before the profile was made
  expect(profiles?.[0]?.videos).toHaveLength(1);
  for (const url of photos) {
    const stored = await readFile(path.join(E2E_DATA_DIR, url.replace(/^\/+/, '')));
    expect(stored.includes(METADATA_MARKER)).toBe(false);
  }

  // her owner link, once
  const owner = card(page).getByTestId('owner-link');
  await expect(owner.getByRole('heading', { name: m.ownerLinkTitle })).toBeVisible();
  await expect(owner.getByRole('link')).toHaveAttribute('href', /^\/en\/my-profile\/[\w-]{20,}$/);
  await owner.getByRole('button', { name: m.saved }).click();
  await expect(owner).toHaveCount(0);
  await page.reload();
  await expect(card(page)).toHaveAttribute('data-state', 'inReview');
  await expect(card(page).getByTestId('owner-link')).toHaveCount(0);
  // a reload sends nothing again
  expect(await profilesNamed(name)).toHaveLength(1);
});

test('a file the server refuses shows the submission as not sent, with the translated reason', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/en/my-submissions');
  await expect(page.getByTestId('submissions-empty')).toBeVisible();
  const id = randomUUID();
  const notAPhoto: Media = {
    base64: Buffer.from('just some notes').toString('base64'),
    type: 'image/jpeg',
    name: 'notes.jpg',
    kind: 'photo',
  };
  await queueInBrowser(page, id, 'Refusa', [photo(await jpeg(64, 48), 'main.jpg'), notAPhoto]);
  await page.reload();
  await expect(card(page)).toHaveAttribute('data-state', 'failed', { timeout: 60_000 });
  await expect(card(page).getByTestId('submission-state')).toHaveText(m.state.failed);
  await expect(card(page).getByTestId('submission-failure')).toHaveText(
    m.failedFile.replace('{{name}}', 'notes.jpg').replace('{{reason}}', m.uploadErrors.invalidType),
  );
  expect(await profilesOf(id)).toEqual([]);
  await card(page).getByRole('button', { name: m.remove }).click();
  await expect(page.getByTestId('submissions-empty')).toBeVisible();
});

test.describe('with the network intercepted', () => {
  // page.route does not see requests a service worker handles.
  test.use({ serviceWorkers: 'block' });

  test('an upload cut mid-file resumes from the cut, not from zero', async ({ page }) => {
    test.setTimeout(150_000);
    const big = await jpeg(2400, 1600);
    expect(big.length).toBeGreaterThan(2 * 2 * 1024 * 1024 * 0.6);
    const offsets: number[] = [];
    let aborted = false;
    await page.route('**/api/uploads/tus/**', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const offset = Number(request.headers()['upload-offset']);
      offsets.push(offset);
      // the second chunk is cut once: the connection drops mid-file
      if (!aborted && offset > 0) {
        aborted = true;
        return route.abort('connectionreset');
      }
      return route.continue();
    });

    await page.goto('/en/my-submissions');
    await expect(page.getByTestId('submissions-empty')).toBeVisible();
    const id = randomUUID();
    await queueInBrowser(page, id, 'Resuma', [photo(big, 'big.jpg')]);
    await page.reload();
    await expect(card(page)).toHaveAttribute('data-state', 'inReview', { timeout: 100_000 });

    expect(aborted).toBe(true);
    // after the cut it went on from the same offset (after a HEAD), never from zero again
    const cutAt = offsets.find((offset) => offset > 0) as number;
    expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(offsets.filter((offset) => offset === cutAt)).toHaveLength(2);
    expect(offsets.at(-1)).toBeGreaterThanOrEqual(cutAt);
    expect(await profilesOf(id)).toHaveLength(1);
  });
});
