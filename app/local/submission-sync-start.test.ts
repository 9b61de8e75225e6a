// The submission sync loads only once the device holds a submission.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queuedSubmission } from '#tests/factories/queued-submission.factory.ts';
import { ContactoDb } from './db.ts';
import { enqueueSubmission } from './submission-queue.ts';
import { startSubmissionSyncWhenNeeded } from './submission-sync-start.ts';

let db: ContactoDb;
const startSubmissionSync = vi.fn();
const load = vi.fn(async () => ({ startSubmissionSync }));

beforeEach(async () => {
  db = new ContactoDb(`submission-sync-start-${Math.random()}`);
  await db.open();
  startSubmissionSync.mockClear();
  load.mockClear();
});
afterEach(async () => {
  await db.delete();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('startSubmissionSyncWhenNeeded', () => {
  it('loads nothing while the device holds no submission', async () => {
    startSubmissionSyncWhenNeeded(db, load);
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('starts the sync once a submission is queued on the page, and only once', async () => {
    startSubmissionSyncWhenNeeded(db, load);
    await settle();
    await enqueueSubmission(queuedSubmission({ count: 1, size: 10, kinds: ['photo'] }), { db, requestPersistence: async () => true });
    await vi.waitFor(() => expect(startSubmissionSync).toHaveBeenCalledTimes(1));
    await enqueueSubmission(queuedSubmission({ count: 1, size: 10, kinds: ['photo'] }), { db, requestPersistence: async () => true });
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts the sync at once when the device already holds one', async () => {
    await enqueueSubmission(queuedSubmission({ count: 1, size: 10, kinds: ['photo'] }), { db, requestPersistence: async () => true });
    startSubmissionSyncWhenNeeded(db, load);
    await vi.waitFor(() => expect(startSubmissionSync).toHaveBeenCalledTimes(1));
  });
});
