// The queue runner over Dexie with the network swapped: every waiting submission is driven to rest
// oldest first and its steps are written back (state, urls, the server's answer), the files' bytes
// are released once the profile exists, and nothing runs offline.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import type { FileResult, PostProfileInput, PostResult } from '#app/machines/submission-upload.machine.ts';
import { queuedSubmission } from '#tests/factories/queued-submission.factory.ts';
import { ContactoDb } from './db.ts';
import { countWaitingSubmissions, enqueueSubmission, readSubmission, readSubmissionFiles } from './submission-queue.ts';
import { createSubmissionSync } from './submission-sync.ts';

let db: ContactoDb;
beforeEach(async () => {
  db = new ContactoDb(`submission-sync-${Math.random()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

function fakeNetwork(post: (input: PostProfileInput) => PostResult = () => ({ status: 'created', profileId: 5, ownerToken: 'tok' })) {
  const posts: PostProfileInput[] = [];
  const uploads: string[] = [];
  const statusReads: Array<string | undefined> = [];
  return {
    posts,
    uploads,
    statusReads,
    readStatus: async ({ ownerToken, edit }: { ownerToken?: string; edit?: boolean }) => {
      statusReads.push(edit ? `edit:${ownerToken}` : ownerToken);
      // just after the POST nothing is known yet; later the profile is live
      return statusReads.length > 2 ? ('live' as const) : null;
    },
    actors: {
      uploadFile: fromPromise<{ uploadUrl: string }, { submissionId: string; fileId: string }>(async ({ input }) => {
        uploads.push(input.fileId);
        return { uploadUrl: `/tus/${input.fileId}` };
      }),
      fetchResult: fromPromise<FileResult, { uploadUrl: string }>(async ({ input }) => ({
        status: 'done',
        url: `/uploads/pending/00000000-0000-4000-8000-00000000000${input.uploadUrl.slice(-1)}.jpg`,
        mimetype: 'image/jpeg',
      })),
      postProfile: fromPromise<PostResult, PostProfileInput>(async ({ input }) => {
        posts.push(input);
        return post(input);
      }),
    },
  };
}

const enqueue = (count = 2) => enqueueSubmission(queuedSubmission({ count }), { db, requestPersistence: async () => true });

describe('the submission queue runner', () => {
  it('when it runs online, then each waiting submission is sent once, oldest first, and the answer is kept on the device', async () => {
    const first = await enqueue(2);
    const second = await enqueue(1);
    const network = fakeNetwork();
    const sync = createSubmissionSync({ db, actors: network.actors, readStatus: network.readStatus, isOnline: () => true, locks: null });
    const outcome = await sync.run();
    expect(outcome).toEqual({ state: 'done', value: { waiting: 0 } });
    expect(network.posts.map((p) => p.submissionId)).toEqual([first, second]);
    const row = await readSubmission(first, db);
    expect(row).toMatchObject({ state: 'inReview', profileId: 5, ownerToken: 'tok' });
    const files = await readSubmissionFiles(first, db);
    expect(files.map((f) => f.pendingUrl)).toEqual([
      '/uploads/pending/00000000-0000-4000-8000-000000000000.jpg',
      '/uploads/pending/00000000-0000-4000-8000-000000000001.jpg',
    ]);
    // only the main photo keeps its bytes (her thumbnail)
    expect(files.map((f) => f.bytes.byteLength)).toEqual([1024, 0]);
    // a second run sends nothing again, and asks how the review goes with her token
    await sync.run();
    expect(network.posts).toHaveLength(2);
    expect(network.uploads).toHaveLength(3);
    expect(network.statusReads).toEqual(['tok', 'tok', 'tok', 'tok']);
    expect((await readSubmission(first, db))?.state).toBe('live');
  });

  it('when an edit (owner link) is sent, then its review is read with its own token, which never becomes a link to show', async () => {
    const id = await enqueueSubmission(queuedSubmission({ count: 1 }), {
      db,
      requestPersistence: async () => true,
      edit: { ownerToken: 'her-link' },
    });
    const network = fakeNetwork(() => ({ status: 'created', profileId: 5 }));
    const sync = createSubmissionSync({ db, actors: network.actors, readStatus: network.readStatus, isOnline: () => true, locks: null });
    await sync.run();
    const row = await readSubmission(id, db);
    expect(row).toMatchObject({ state: 'inReview', profileId: 5, edit: { ownerToken: 'her-link' } });
    expect(row?.ownerToken).toBeUndefined();
    await sync.run();
    expect(network.statusReads).toEqual(['edit:her-link', 'edit:her-link']);
  });

  it('when offline, then nothing is sent and the submission still waits', async () => {
    const id = await enqueue();
    const network = fakeNetwork();
    const sync = createSubmissionSync({ db, actors: network.actors, readStatus: network.readStatus, isOnline: () => false, locks: null });
    expect(await sync.run()).toEqual({ state: 'offline' });
    expect(network.uploads).toEqual([]);
    expect((await readSubmission(id, db))?.state).toBe('queued');
    expect(await countWaitingSubmissions(db)).toBe(1);
  });

  it('when the server refuses the values, then the submission needs changes with the messages and the next run leaves it alone', async () => {
    const id = await enqueue();
    const network = fakeNetwork(() => ({ status: 'invalid', fieldErrors: { firstName: ['forms.validation.required'] } }));
    const sync = createSubmissionSync({ db, actors: network.actors, readStatus: network.readStatus, isOnline: () => true, locks: null });
    await sync.run();
    expect(await readSubmission(id, db)).toMatchObject({
      state: 'needsChanges',
      fieldErrors: { firstName: ['forms.validation.required'] },
    });
    await sync.run();
    expect(network.posts).toHaveLength(1);
  });
});
