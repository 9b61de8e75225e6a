// The device's queue of profile submissions in Chromium against the real server: a submission
// queued offline survives a reload while offline (shown queued in "My submissions", with how many
// wait), and once the connection is back it is sent — exactly one pending profile — and her owner
// link is shown once; and a file whose upload is cut mid-file (a PATCH aborted) resumes from the
// cut instead of starting again. The form (another helper's) is not used: the submission is put in
// IndexedDB in the exact shape enqueueSubmission writes (see queueInBrowser).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type submissionsEnglish from '../app/i18n/locales/submissions/en.json';
import { expect, messages, test, waitForServiceWorker } from './fixtures.ts';
import { resetRateLimits, withE2eDatabase } from './support/forms.ts';

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

test('a submission queued offline survives a reload offline and is sent once the connection is back: one pending profile', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.goto('/en/my-submissions');
  await expect(page.getByTestId('submissions-empty')).toContainText(m.emptyTitle);
  await waitForServiceWorker(page);

  await context.setOffline(true);
  const id = randomUUID();
  await queueInBrowser(page, id, 'Offlina', [photo(await jpeg(64, 48), 'first.jpg'), photo(await jpeg(48, 64), 'second.jpg')]);
  await page.reload();

  // still queued after the reload, and she is told it waits
  await expect(card(page)).toHaveAttribute('data-state', 'queued');
  await expect(card(page).getByRole('heading', { name: 'Offlina' })).toBeVisible();
  await expect(card(page).getByTestId('submission-state')).toHaveText(m.state.queued);
  await expect(page.getByTestId('submissions-waiting')).toHaveText(m.waiting_one.replace('{{count}}', '1'));
  await expect(card(page).getByRole('progressbar')).toHaveCount(2);
  await expect(card(page).getByRole('progressbar', { name: 'first.jpg' })).toHaveAttribute('aria-valuenow', '0');
  await expect(card(page).getByRole('img', { name: m.photoOf.replace('{{name}}', 'Offlina') })).toBeVisible();
  expect(await profilesOf(id)).toEqual([]);

  await context.setOffline(false);
  await expect(card(page)).toHaveAttribute('data-state', 'inReview', { timeout: 45_000 });
  await expect(card(page).getByTestId('submission-state')).toHaveText(m.state.inReview);
  await expect(page.getByTestId('submissions-waiting')).toHaveText(m.nothingWaiting);
  const profiles = await profilesOf(id);
  expect(profiles).toHaveLength(1);
  expect(profiles?.[0]?.status).toBe('PENDING');

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
  expect(await profilesOf(id)).toHaveLength(1);
});

test.describe('with the network intercepted', () => {
  // page.route does not see requests a service worker handles.
  test.use({ serviceWorkers: 'block' });

  test('an upload cut mid-file resumes from the cut, not from zero', async ({ page }) => {
    test.setTimeout(90_000);
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
    await expect(card(page)).toHaveAttribute('data-state', 'inReview', { timeout: 45_000 });

    expect(aborted).toBe(true);
    // after the cut it went on from the same offset (after a HEAD), never from zero again
    const cutAt = offsets.find((offset) => offset > 0) as number;
    expect(offsets.filter((offset) => offset === 0)).toHaveLength(1);
    expect(offsets.filter((offset) => offset === cutAt)).toHaveLength(2);
    expect(offsets.at(-1)).toBeGreaterThanOrEqual(cutAt);
    expect(await profilesOf(id)).toHaveLength(1);
  });
});
