// The device's submission queue: values and each file as bytes plus type in one transaction, an
// id made once, a full disk reported as QuotaExceededError with nothing half-written, and
// persistent storage asked for when a submission is queued.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queuedSubmission } from '#tests/factories/queued-submission.factory.ts';
import { ContactoDb } from './db.ts';
import {
  countWaitingSubmissions,
  enqueueSubmission,
  forgetOwnerToken,
  readSubmission,
  readSubmissionFiles,
  releaseSentFiles,
  removeSubmission,
  updateSubmission,
} from './submission-queue.ts';

let db: ContactoDb;
const requestPersistence = vi.fn(async () => true);

beforeEach(async () => {
  db = new ContactoDb(`submission-queue-${Math.random()}`);
  await db.open();
  requestPersistence.mockClear();
});
afterEach(async () => {
  await db.delete();
});

describe('enqueueSubmission', () => {
  it('when a submission is queued, then its values and each file are stored as bytes plus type under one UUID, and persistence is asked for', async () => {
    const input = queuedSubmission({ count: 3, size: 100, kinds: ['photo', 'video', 'photo'] });
    const id = await enqueueSubmission(input, { db, requestPersistence });

    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    const row = await readSubmission(id, db);
    expect(row).toMatchObject({ id, state: 'queued', values: input.values, mainPhotoIndex: 0, language: 'es', fileCount: 3 });
    const files = await readSubmissionFiles(id, db);
    expect(files.map((f) => [f.id, f.index, f.type, f.kind, f.name, f.size, f.sent])).toEqual([
      [`${id}:0`, 0, 'image/jpeg', 'photo', 'file-0.jpg', 100, 0],
      [`${id}:1`, 1, 'video/mp4', 'video', 'file-1.mp4', 100, 0],
      [`${id}:2`, 2, 'image/jpeg', 'photo', 'file-2.jpg', 100, 0],
    ]);
    for (const file of files) {
      expect(file.bytes).toBeInstanceOf(ArrayBuffer);
      expect(file.bytes).not.toBeInstanceOf(Blob);
      expect(new Uint8Array(file.bytes)[0]).toBe(file.index + 1);
    }
    expect(requestPersistence).toHaveBeenCalledTimes(1);
    expect(await countWaitingSubmissions(db)).toBe(1);
  });

  it('when the caller reuses its buffer afterwards, then the stored bytes do not change', async () => {
    const input = queuedSubmission({ count: 1, size: 8 });
    const id = await enqueueSubmission(input, { db, requestPersistence });
    new Uint8Array(input.media[0]?.bytes as ArrayBuffer).fill(0);
    const [file] = await readSubmissionFiles(id, db);
    expect([...new Uint8Array(file?.bytes as ArrayBuffer)]).toEqual(Array(8).fill(1));
  });

  it('when the disk is full while the files are written, then it rejects with a QuotaExceededError and nothing is stored', async () => {
    vi.spyOn(db.submissionFiles, 'bulkAdd').mockRejectedValueOnce(new DOMException('full', 'QuotaExceededError'));
    const error = await enqueueSubmission(queuedSubmission(), { db, requestPersistence }).catch((e: unknown) => e);
    expect((error as Error).name).toBe('QuotaExceededError');
    expect(await db.submissions.count()).toBe(0);
    expect(await db.submissionFiles.count()).toBe(0);
    expect(requestPersistence).not.toHaveBeenCalled();
  });

  it('when another error happens, then it is passed on as it is', async () => {
    vi.spyOn(db.submissions, 'add').mockRejectedValueOnce(new Error('boom'));
    await expect(enqueueSubmission(queuedSubmission(), { db, requestPersistence })).rejects.toThrow('boom');
    expect(await db.submissionFiles.count()).toBe(0);
  });
});

describe('after the submission is sent', () => {
  it('keeps only the main photo bytes, forgets the owner token once seen, and removes everything on request', async () => {
    const id = await enqueueSubmission(queuedSubmission({ count: 3, size: 10 }), { db, requestPersistence });
    await updateSubmission(id, { state: 'inReview', profileId: 7, ownerToken: 'secret' }, db);
    expect(await countWaitingSubmissions(db)).toBe(0);
    await releaseSentFiles(id, 1, db);
    expect((await readSubmissionFiles(id, db)).map((f) => f.bytes.byteLength)).toEqual([0, 10, 0]);
    await forgetOwnerToken(id, db);
    const row = await readSubmission(id, db);
    expect(row?.profileId).toBe(7);
    expect(row && 'ownerToken' in row).toBe(false);
    await removeSubmission(id, db);
    expect(await db.submissions.count()).toBe(0);
    expect(await db.submissionFiles.count()).toBe(0);
  });
});
