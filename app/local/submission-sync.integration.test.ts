// The device's queue against the real server (the tus endpoint, the upload pipeline, POST
// /api/profiles on PostgreSQL) with the real tus client over Dexie (fake-indexeddb): a queued
// submission becomes exactly one pending profile, also when the answer to its POST is lost and
// it is posted again; and a file cut mid-upload resumes after a "reload" (a new tus client, found
// by the file row's fingerprint in the Dexie url storage), sending about what remained. The owner
// token it got back reads the review state through the owner API.
import 'fake-indexeddb/auto';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { PostProfileInput, PostResult } from '#app/machines/submission-upload.machine.ts';
import type { ByteProxy } from '#tests/byte-proxy.ts';
import type { TestDatabase } from '#tests/db.ts';
import { jpegWithGps } from '#tests/factories/evidence.factory.ts';
import { QUEUED_VALUES } from '#tests/factories/queued-submission.factory.ts';
import { resetUploadServer, startUploadServer, stopUploadServer, type UploadServer } from '#tests/upload-server.ts';
import { ContactoDb } from './db.ts';
import { enqueueSubmission, type QueuedFile, readSubmission, readSubmissionFiles } from './submission-queue.ts';
import { createSubmissionSync } from './submission-sync.ts';
import { postSubmission, readOwnerStatus, uploadSubmissionFile } from './submission-upload.ts';

let db: TestDatabase;
let server: UploadServer['server'];
let proxy: ByteProxy;
let tmp: string;
let device: ContactoDb;

beforeAll(async () => {
  ({ db, server, proxy, tmp } = await startUploadServer('queue'));
});

afterAll(() => stopUploadServer({ db, server, proxy, tmp }));

beforeEach(async () => {
  await resetUploadServer({ db, server, proxy, tmp });
  device = new ContactoDb(`queue-integration-${Math.random()}`);
  await device.open();
});

afterEach(async () => {
  await device.delete();
});

/** A JPEG of noisy pixels (about 1.5 MB), so a cut lands mid-file. */
async function noisyJpeg(width = 1400, height = 1000): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const bytesOf = (buffer: Buffer) => buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

async function enqueue(photos: Buffer[]) {
  return enqueueSubmission(
    {
      values: { ...QUEUED_VALUES, firstName: `Queue${Math.random().toString(36).slice(2, 8)}` },
      media: photos.map((photo, index) => ({
        bytes: bytesOf(photo),
        type: 'image/jpeg',
        name: `photo-${index}.jpg`,
        kind: 'photo' as const,
      })),
      mainPhotoIndex: photos.length - 1,
      language: 'es',
    },
    { db: device, requestPersistence: async () => true },
  );
}

async function profilesOf(key: string) {
  return db.sql<{ id: number; status: string; approved: boolean }[]>`
    SELECT p.id, p.status, p.is_approved AS approved FROM profile_submissions s JOIN profiles p ON p.id = s.profile_id WHERE s.idempotency_key = ${key}`;
}

describe('the submission queue against the server', () => {
  it('when a queued submission is sent, then it becomes exactly one pending profile and the device keeps its answer', async () => {
    const id = await enqueue([await jpegWithGps(), await jpegWithGps()]);
    const sync = createSubmissionSync({ db: device, baseUrl: server.url, isOnline: () => true, locks: null, readStatus: async () => null });
    expect(await sync.run()).toEqual({ state: 'done', value: { waiting: 0 } });

    const row = await readSubmission(id, device);
    expect(row).toMatchObject({ state: 'inReview', profileId: expect.any(Number), ownerToken: expect.any(String) });
    const profiles = await profilesOf(id);
    expect(profiles).toEqual([{ id: row?.profileId, status: 'PENDING', approved: false }]);
    const files = await readSubmissionFiles(id, device);
    expect(files.every((file) => file.pendingUrl?.startsWith('/uploads/pending/'))).toBe(true);
    expect(files.every((file) => file.tus === undefined)).toBe(true);
    // her token reads the review state through the owner API
    expect(await readOwnerStatus({ ownerToken: row?.ownerToken as string }, { baseUrl: server.url })).toBe('inReview');
    expect(await readOwnerStatus({ ownerToken: 'x'.repeat(43) }, { baseUrl: server.url })).toBeNull();
  });

  it('when the answer to the final POST is lost, then the retry with the same Idempotency-Key makes no second profile', async () => {
    const id = await enqueue([await jpegWithGps()]);
    const posted: PostResult[] = [];
    const sync = createSubmissionSync({
      db: device,
      baseUrl: server.url,
      isOnline: () => true,
      locks: null,
      readStatus: async () => null,
      actors: {
        postProfile: fromPromise<PostResult, PostProfileInput>(async ({ input }) => {
          const answer = await postSubmission(input.submissionId, input.files, { db: device, baseUrl: server.url });
          posted.push(answer);
          // the server made the profile, but its answer never reaches the device
          if (posted.length === 1) throw new TypeError('Failed to fetch');
          return answer;
        }),
      },
    });
    await sync.run();
    expect(posted).toHaveLength(2);
    const [first, second] = posted as [PostResult & { profileId: number }, PostResult & { profileId: number }];
    expect(second.profileId).toBe(first.profileId);
    expect(await profilesOf(id)).toHaveLength(1);
    expect(await readSubmission(id, device)).toMatchObject({ state: 'inReview', profileId: first.profileId });
  }, 30_000);

  it('when a file is cut mid-upload and the page reloads, then the new client resumes from the cut and sends about what remained', async () => {
    const photo = await noisyJpeg();
    expect(photo.length).toBeGreaterThan(1_000_000);
    const id = await enqueue([photo]);
    const fileId = `${id}:0`;

    proxy.cutAfter(Math.round(photo.length * 0.6));
    const cut = await uploadSubmissionFile(fileId, { db: device, baseUrl: proxy.url, tus: { retryDelays: [] } }).catch((e: unknown) => e);
    expect(cut).toBeInstanceOf(Error);
    // the resume record is on the file row, keyed by the row (not by a name and date)
    const [row] = (await readSubmissionFiles(id, device)) as [QueuedFile];
    expect(row.tus?.uploadUrl).toMatch(/\/api\/uploads\/tus\/[0-9a-f]{32}$/);
    expect(row.tus?.urlStorageKey).toBe(fileId);
    const head = await fetch(`${server.url}${new URL(row.tus?.uploadUrl ?? '', server.url).pathname}`, {
      method: 'HEAD',
      headers: { 'Tus-Resumable': '1.0.0' },
    });
    const offset = Number(head.headers.get('upload-offset'));
    // the server kept most of what reached it before the cut: @tus/server drops what still sat in
    // its stream buffers when the request died (tens to hundreds of KB; 49 % of the file was kept
    // once on a loaded machine), as api/media/tus.integration.test.ts states too
    expect(offset).toBeGreaterThan(photo.length * 0.3);
    expect(offset).toBeLessThan(photo.length * 0.61);
    expect(row.sent).toBeGreaterThan(0);

    // a reload: a new tus client for the same row
    proxy.cutAfter(null);
    proxy.reset();
    const { uploadUrl } = await uploadSubmissionFile(fileId, { db: device, baseUrl: proxy.url });
    expect(uploadUrl).toBe(row.tus?.uploadUrl);
    const remaining = photo.length - offset;
    expect(proxy.sent).toBeGreaterThanOrEqual(remaining);
    expect(proxy.sent).toBeLessThan(remaining + 4096);
    const [after] = (await readSubmissionFiles(id, device)) as [QueuedFile];
    expect(after).toMatchObject({ uploadUrl, sent: photo.length });
    expect(after.tus).toBeUndefined();
  }, 30_000);
});
