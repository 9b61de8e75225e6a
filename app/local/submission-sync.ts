// Sends the device's queued submissions on the shared sync schedule (#sync/scheduler.ts:
// on start, `online`, the page becoming visible, every minute, one tab at a time by a Web Lock).
// Each run drives every waiting submission's submission-upload machine, oldest first, until it
// rests (sent and in review, refused, needing changes, or queued again because the connection
// went), writing each step back to Dexie so a reload, a killed tab or a browser restart carries on
// where it stopped. Runs the page or a user asked for (start, online, a tap) also ask the server
// how the review of a sent one goes. This is not the outbox push loop (#sync/push-loop.ts): a
// submission is not an outbox entry of /api/sync/push but files by tus and one POST, so it has
// its own work on the same schedule.
import { liveQuery } from 'dexie';
import { type Actor, createActor, fromPromise, waitFor } from 'xstate';
import {
  isReviewState,
  type PersistedProgress,
  RESTING_STATES,
  type ReviewState,
  submissionUploadMachine,
  type UploadFile,
} from '#app/machines/submission-upload.machine.ts';
import { createSyncScheduler, type RunOutcome } from '#sync/scheduler.ts';
import { type ContactoDb, db as defaultDb } from './db.ts';
import {
  listSubmissions,
  type QueuedSubmission,
  readSubmission,
  readSubmissionFiles,
  releaseSentFiles,
  type SubmissionState,
  updateSubmission,
  WAITING_STATES,
} from './submission-queue.ts';
import { fetchUploadResult, postSubmission, readOwnerStatus, uploadSubmissionFile } from './submission-upload.ts';

export const SUBMISSION_UPLOAD_LOCK = 'contacto-submission-upload';
/** A queued submission goes this soon after it is written. */
const SEND_SOON_MS = 200;
/** How often, at most, a sent submission's review state is asked for without a reason. */
const STATUS_EVERY_MS = 10 * 60_000;

export interface SubmissionSyncOptions {
  db?: ContactoDb;
  baseUrl?: string;
  /** The machine's actors (tests swap them). */
  actors?: Parameters<typeof submissionUploadMachine.provide>[0]['actors'];
  /** How the review of a sent submission is read (null: nothing known); the owner API by default. */
  readStatus?: (input: { profileId: number; ownerToken?: string; edit?: boolean }) => Promise<ReviewState | null>;
  isOnline?: () => boolean;
  locks?: Pick<LockManager, 'request'> | null;
  intervalMs?: number;
}

export interface SubmissionRunReport {
  /** Submissions still waiting to be sent after the run. */
  waiting: number;
}

async function persist(db: ContactoDb, submission: QueuedSubmission, progress: PersistedProgress): Promise<void> {
  const { state, files, ...answer } = progress;
  await db.transaction('rw', db.submissions, db.submissionFiles, async () => {
    await updateSubmission(submission.id, { state, ...answer }, db);
    for (const file of files) {
      const changes = { uploadUrl: file.uploadUrl, pendingUrl: file.pendingUrl, mimetype: file.mimetype };
      if (file.uploadUrl || file.pendingUrl) await db.submissionFiles.update(file.id, changes);
    }
  });
  // The profile exists: the bytes are no longer needed (the main photo stays, as her thumbnail).
  if (state === 'submitted') await releaseSentFiles(submission.id, submission.mainPhotoIndex, db);
}

export function createSubmissionSync(options: SubmissionSyncOptions = {}) {
  const { db = defaultDb, baseUrl = '', readStatus = (input) => readOwnerStatus(input, { baseUrl }) } = options;
  const actors = {
    uploadFile: fromPromise<{ uploadUrl: string }, { submissionId: string; fileId: string }>(({ input, signal }) =>
      uploadSubmissionFile(input.fileId, { db, baseUrl, signal }),
    ),
    fetchResult: fromPromise<Awaited<ReturnType<typeof fetchUploadResult>>, { uploadUrl: string }>(({ input, signal }) =>
      fetchUploadResult(input.uploadUrl, { signal }),
    ),
    postProfile: fromPromise<Awaited<ReturnType<typeof postSubmission>>, { submissionId: string; files: UploadFile[] }>(
      ({ input, signal }) => postSubmission(input.submissionId, input.files, { db, baseUrl, signal }),
    ),
    // An edit's review is read with the token it was sent with (kept on its row, never shown as a new link).
    readStatus: fromPromise<ReviewState | null, { submissionId: string; profileId: number; ownerToken?: string }>(async ({ input }) => {
      const edit = (await readSubmission(input.submissionId, db))?.edit;
      return readStatus(edit ? { ...input, ownerToken: edit.ownerToken, edit: true } : input);
    }),
    ...options.actors,
  };
  const running = new Set<Actor<typeof submissionUploadMachine>>();

  async function drive(submission: QueuedSubmission, event: 'START' | 'REFRESH'): Promise<void> {
    const files = await readSubmissionFiles(submission.id, db);
    let writes = Promise.resolve();
    const machine = submissionUploadMachine.provide({
      actors,
      actions: {
        persist: (_, progress) => {
          writes = writes
            .then(() => persist(db, submission, progress))
            .catch((error) => console.warn('submissions: cannot save progress', error));
        },
      },
    });
    const actor = createActor(machine, {
      input: {
        submissionId: submission.id,
        state: submission.state,
        files: files.map(({ id, index, uploadUrl, pendingUrl, mimetype }) => ({ id, index, uploadUrl, pendingUrl, mimetype })),
        ...(submission.profileId === undefined ? {} : { profileId: submission.profileId }),
        ...(submission.ownerToken === undefined ? {} : { ownerToken: submission.ownerToken }),
        ...(submission.fieldErrors === undefined ? {} : { fieldErrors: submission.fieldErrors }),
        ...(submission.failure === undefined ? {} : { failure: submission.failure }),
      },
    });
    running.add(actor);
    try {
      actor.start();
      actor.send({ type: event });
      await waitFor(actor, (snapshot) => RESTING_STATES.some((state) => snapshot.matches(state)), { timeout: Number.POSITIVE_INFINITY });
    } finally {
      running.delete(actor);
      actor.stop();
      await writes;
    }
  }

  // The review state is asked for lightly: when the page opens, on `online` or a tap, else at most
  // every STATUS_EVERY_MS.
  const statusReadAt = new Map<string, number>();
  function statusDue(id: string, force: boolean): boolean {
    const last = statusReadAt.get(id);
    if (!force && last !== undefined && Date.now() - last < STATUS_EVERY_MS) return false;
    statusReadAt.set(id, Date.now());
    return true;
  }

  async function work({ force }: { force: boolean }): Promise<SubmissionRunReport> {
    const driven = new Set<string>();
    // A submission queued while the run is under way is sent by this run too.
    for (;;) {
      const oldestFirst = (await listSubmissions(db)).reverse().filter((row) => !driven.has(row.id));
      const next = oldestFirst.find(
        (row) =>
          WAITING_STATES.includes(row.state) ||
          (isReviewState(row.state) && (row.ownerToken !== undefined || row.edit !== undefined) && statusDue(row.id, force)),
      );
      if (!next) break;
      driven.add(next.id);
      await drive(next, WAITING_STATES.includes(next.state) ? 'START' : 'REFRESH');
    }
    const waiting = (await listSubmissions(db)).filter((row) => WAITING_STATES.includes(row.state)).length;
    return { waiting };
  }

  const scheduler = createSyncScheduler<SubmissionRunReport>({
    lockName: SUBMISSION_UPLOAD_LOCK,
    work,
    intervalMs: options.intervalMs ?? 60_000,
    ...(options.isOnline ? { isOnline: options.isOnline } : {}),
    ...(options.locks === undefined ? {} : { locks: options.locks }),
  });

  const onOffline = () => {
    for (const actor of running) actor.send({ type: 'OFFLINE' });
  };

  return {
    /** Sends what waits now (or joins the run under way). */
    run: (): Promise<RunOutcome<SubmissionRunReport>> => scheduler.run({ force: true }),
    start() {
      scheduler.start();
      if (typeof window !== 'undefined') window.addEventListener('offline', onOffline);
    },
    stop() {
      scheduler.stop();
      if (typeof window !== 'undefined') window.removeEventListener('offline', onOffline);
      onOffline();
    },
  };
}

// ---- the page's one queue runner ----

let sync: ReturnType<typeof createSubmissionSync> | null = null;

/** Starts sending the queue (once per page), and sends a newly queued submission soon after it is written. */
export function startSubmissionSync(): void {
  if (sync) return;
  sync = createSubmissionSync();
  const current = sync;
  current.start();
  let soon: ReturnType<typeof setTimeout> | undefined;
  let previous = -1;
  liveQuery(() => defaultDb.submissions.filter((row) => row.state === ('queued' satisfies SubmissionState)).count()).subscribe({
    next: (count) => {
      const grew = previous >= 0 && count > previous;
      previous = count;
      if (!grew) return;
      clearTimeout(soon);
      soon = setTimeout(() => void current.run(), SEND_SOON_MS);
    },
    error: (error) => console.warn('submissions: cannot watch the queue', error),
  });
}

/** Sends the queue now (a tap on "send now", the confirmation page). */
export function sendSubmissionsNow(): Promise<RunOutcome<SubmissionRunReport>> | undefined {
  return sync?.run();
}
