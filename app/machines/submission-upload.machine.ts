// One queued profile submission on its way to the server. What
// the submitter sees: queued (no connection) → uploading (each file, resumable, with its progress)
// → submitted → in review → live, or needs changes / declined; or failed, with the reason, when the
// server refused one of her files. Each file goes by tus (uploadFile), then its processed result
// is fetched (fetchResult: the pending url, "still processing", or refused with a code); once every
// file has its url the profile is posted (postProfile) with the submission id as Idempotency-Key,
// so a retry after a lost answer makes no second profile. A network failure, a 5xx or a 429 is
// retried with back-off (the shared retryDelay); offline, it waits queued for START. A 400 with
// field errors is "needs changes" with the messages, never an endless retry. The actors and the
// `persist` action are injected by submission-sync.ts (and swapped by the tests).
import { assign, fromPromise, setup } from 'xstate';
import type { SubmissionFailure, SubmissionState } from '#app/local/submission-queue.ts';
import type { UploadErrorCode } from '#contract/upload.schema.ts';
import { browserOnline, retryDelay } from '#sync/scheduler.ts';

/** What the machine knows of one file (the bytes stay in Dexie). */
export interface UploadFile {
  id: string;
  index: number;
  /** The finished tus upload (its result tells the pending url). */
  uploadUrl?: string;
  pendingUrl?: string;
  mimetype?: string;
}

export type ReviewState = 'inReview' | 'live' | 'needsChanges' | 'declined';

export type FileResult =
  | { status: 'done'; url: string; mimetype: string }
  | { status: 'processing' }
  | { status: 'refused'; code: UploadErrorCode | 'unknown'; message: string }
  /** The server no longer knows the upload (expired): send the file again. */
  | { status: 'unknown' };

export type PostResult =
  | { status: 'created'; profileId: number; ownerToken?: string }
  | { status: 'invalid'; fieldErrors: Record<string, string[]> }
  /** An edit's owner link no longer opens her profile (404): nothing to retry. */
  | { status: 'linkInvalid' };

export interface UploadFileInput {
  submissionId: string;
  fileId: string;
}
export interface PostProfileInput {
  submissionId: string;
  files: UploadFile[];
}
export interface ReadStatusInput {
  submissionId: string;
  profileId: number;
  ownerToken?: string;
}

/** What is written back to the device after each step (the submitter's view reads it). */
export interface PersistedProgress {
  state: SubmissionState;
  files: UploadFile[];
  profileId?: number;
  ownerToken?: string;
  fieldErrors?: Record<string, string[]>;
  failure?: SubmissionFailure;
}

export interface SubmissionUploadInput {
  submissionId: string;
  state: SubmissionState;
  files: UploadFile[];
  profileId?: number;
  ownerToken?: string;
  fieldErrors?: Record<string, string[]>;
  failure?: SubmissionFailure;
}

export interface SubmissionUploadContext extends SubmissionUploadInput {
  /** Failed attempts in a row (the back-off grows with them). */
  attempt: number;
  /** How long the server asked to wait after the last failure (its Retry-After, in ms), if it said. */
  retryAfterMs?: number;
  /** The last review state known (kept when a status read tells nothing). */
  review: ReviewState;
}

export type SubmissionUploadEvent =
  /** The connection is there: send what waits (or ask for the review state). */
  | { type: 'START' }
  | { type: 'OFFLINE' }
  /** Ask the server how the review goes. */
  | { type: 'REFRESH' };

export const RETRY_MIN_MS = 2_000;
export const RETRY_MAX_MS = 5 * 60_000;
/** How soon a file's result is asked for again while the server still processes it. */
export const RESULT_POLL_MS = 2_000;

const REVIEW_STATES: readonly SubmissionState[] = ['submitted', 'inReview', 'live', 'needsChanges', 'declined'];

const notProvided = (name: string) => () => Promise.reject(new Error(`submission-upload: the ${name} actor is not provided`));

/** The Retry-After (ms) an actor's error carries (submission-upload.ts puts it there), if any. */
const retryAfterOf = (error: unknown): number | undefined => {
  const value = (error as { retryAfterMs?: unknown } | undefined)?.retryAfterMs;
  return typeof value === 'number' && value > 0 ? value : undefined;
};

const nextFile = (context: SubmissionUploadContext) => context.files.find((file) => !file.pendingUrl);

const replaceFile = (files: UploadFile[], id: string, changes: Partial<UploadFile>) =>
  files.map((file) => (file.id === id ? { ...file, ...changes } : file));

export const submissionUploadMachine = setup({
  types: {
    context: {} as SubmissionUploadContext,
    events: {} as SubmissionUploadEvent,
    input: {} as SubmissionUploadInput,
  },
  actors: {
    uploadFile: fromPromise<{ uploadUrl: string }, UploadFileInput>(notProvided('uploadFile')),
    fetchResult: fromPromise<FileResult, { uploadUrl: string }>(notProvided('fetchResult')),
    postProfile: fromPromise<PostResult, PostProfileInput>(notProvided('postProfile')),
    readStatus: fromPromise<ReviewState | null, ReadStatusInput>(async () => null),
  },
  guards: {
    offline: () => !browserOnline(),
    submittedBefore: ({ context }) => context.profileId !== undefined,
    refusedBefore: ({ context }) => context.state === 'failed',
    invalidBefore: ({ context }) => context.state === 'needsChanges',
    allFilesSent: ({ context }) => nextFile(context) === undefined,
    hasUploadUrl: ({ context }) => nextFile(context)?.uploadUrl !== undefined,
  },
  delays: {
    // the growing pause, or longer when the server said when to come back (up to RETRY_MAX_MS)
    backoff: ({ context }) =>
      Math.max(retryDelay(context.attempt, RETRY_MIN_MS, RETRY_MAX_MS), Math.min(context.retryAfterMs ?? 0, RETRY_MAX_MS)),
    poll: RESULT_POLL_MS,
  },
  actions: {
    persist: (_, _progress: PersistedProgress) => undefined,
  },
}).createMachine({
  id: 'submission',
  initial: 'resuming',
  context: ({ input }) => ({
    ...input,
    attempt: 0,
    review: input.state === 'live' || input.state === 'declined' || input.state === 'needsChanges' ? input.state : 'inReview',
  }),
  states: {
    // Where a stored submission left off (after a reload, a killed tab, a browser restart).
    resuming: {
      always: [
        { guard: 'submittedBefore', target: 'reviewed' },
        { guard: 'refusedBefore', target: 'failed' },
        { guard: 'invalidBefore', target: 'needsChanges' },
        { target: 'queued' },
      ],
    },
    queued: {
      entry: { type: 'persist', params: ({ context }) => ({ state: 'queued', files: context.files }) },
      on: { START: 'uploading' },
    },
    uploading: {
      initial: 'next',
      entry: { type: 'persist', params: ({ context }) => ({ state: 'uploading', files: context.files }) },
      on: { OFFLINE: 'queued' },
      states: {
        next: {
          always: [
            { guard: 'allFilesSent', target: '#submission.submitting' },
            { guard: 'hasUploadUrl', target: 'processing' },
            { target: 'sending' },
          ],
        },
        sending: {
          invoke: {
            id: 'uploadFile',
            src: 'uploadFile',
            input: ({ context }) => ({ submissionId: context.submissionId, fileId: nextFile(context)?.id ?? '' }),
            onDone: {
              target: 'processing',
              actions: [
                assign({
                  attempt: 0,
                  files: ({ context, event }) =>
                    replaceFile(context.files, nextFile(context)?.id ?? '', { uploadUrl: event.output.uploadUrl }),
                }),
                { type: 'persist', params: ({ context }) => ({ state: 'uploading', files: context.files }) },
              ],
            },
            onError: [{ guard: 'offline', target: '#submission.queued' }, { target: '#submission.retrying' }],
          },
        },
        processing: {
          invoke: {
            id: 'fetchResult',
            src: 'fetchResult',
            input: ({ context }) => ({ uploadUrl: nextFile(context)?.uploadUrl ?? '' }),
            onDone: [
              {
                guard: ({ event }) => event.output.status === 'done',
                target: 'next',
                actions: [
                  assign({
                    attempt: 0,
                    files: ({ context, event }) => {
                      const { url, mimetype } = event.output as { url: string; mimetype: string };
                      return replaceFile(context.files, nextFile(context)?.id ?? '', { pendingUrl: url, mimetype });
                    },
                  }),
                  { type: 'persist', params: ({ context }) => ({ state: 'uploading', files: context.files }) },
                ],
              },
              { guard: ({ event }) => event.output.status === 'processing', target: 'waiting' },
              {
                guard: ({ event }) => event.output.status === 'refused',
                target: '#submission.failed',
                actions: assign({
                  failure: ({ context, event }) => {
                    const { code, message } = event.output as { code: UploadErrorCode | 'unknown'; message: string };
                    return { fileIndex: nextFile(context)?.index ?? 0, code, message };
                  },
                }),
              },
              {
                // The server forgot the upload: send the file again.
                target: 'sending',
                actions: assign({
                  files: ({ context }) => replaceFile(context.files, nextFile(context)?.id ?? '', { uploadUrl: undefined }),
                }),
              },
            ],
            onError: [{ guard: 'offline', target: '#submission.queued' }, { target: '#submission.retrying' }],
          },
        },
        waiting: { after: { poll: 'processing' } },
      },
    },
    // Every file has its pending url: the profile itself, keyed by the submission id.
    submitting: {
      on: { OFFLINE: 'queued' },
      invoke: {
        id: 'postProfile',
        src: 'postProfile',
        input: ({ context }) => ({ submissionId: context.submissionId, files: context.files }),
        onDone: [
          {
            guard: ({ event }) => event.output.status === 'invalid',
            target: 'needsChanges',
            actions: assign({ fieldErrors: ({ event }) => (event.output as { fieldErrors: Record<string, string[]> }).fieldErrors }),
          },
          {
            guard: ({ event }) => event.output.status === 'linkInvalid',
            target: 'failed',
            actions: assign({ failure: { fileIndex: -1, code: 'linkInvalid', message: '' } }),
          },
          {
            target: 'submitted',
            actions: assign(({ event }) => {
              const { profileId, ownerToken } = event.output as { profileId: number; ownerToken?: string };
              return { attempt: 0, profileId, ...(ownerToken === undefined ? {} : { ownerToken }), fieldErrors: undefined };
            }),
          },
        ],
        onError: [{ guard: 'offline', target: 'queued' }, { target: 'retrying' }],
      },
    },
    // A network failure, a 5xx or a 429: the same step again after a growing pause, at least the
    // Retry-After the server answered (a full server's 503, a client quota's 429).
    retrying: {
      entry: assign({
        attempt: ({ context }) => context.attempt + 1,
        retryAfterMs: ({ event }) => retryAfterOf((event as { error?: unknown }).error),
      }),
      on: { OFFLINE: 'queued', START: 'uploading' },
      after: { backoff: 'uploading' },
    },
    submitted: {
      entry: {
        type: 'persist',
        params: ({ context }) => ({
          state: 'submitted',
          files: context.files,
          profileId: context.profileId,
          ...(context.ownerToken === undefined ? {} : { ownerToken: context.ownerToken }),
        }),
      },
      always: 'checking',
    },
    // Asks how the review goes; nothing known (no status to read, offline) keeps the last state.
    checking: {
      invoke: {
        id: 'readStatus',
        src: 'readStatus',
        input: ({ context }) => ({
          submissionId: context.submissionId,
          profileId: context.profileId ?? 0,
          ...(context.ownerToken === undefined ? {} : { ownerToken: context.ownerToken }),
        }),
        onDone: { target: 'reviewed', actions: assign({ review: ({ context, event }) => event.output ?? context.review }) },
        onError: 'reviewed',
      },
    },
    reviewed: {
      always: [
        { guard: ({ context }) => context.review === 'live', target: 'live' },
        { guard: ({ context }) => context.review === 'declined', target: 'declined' },
        { guard: ({ context }) => context.review === 'needsChanges', target: 'changesRequested' },
        { target: 'inReview' },
      ],
    },
    inReview: {
      entry: { type: 'persist', params: ({ context }) => ({ state: 'inReview', files: context.files }) },
      on: { REFRESH: 'checking' },
    },
    live: {
      entry: { type: 'persist', params: ({ context }) => ({ state: 'live', files: context.files }) },
      on: { REFRESH: 'checking' },
    },
    declined: {
      entry: { type: 'persist', params: ({ context }) => ({ state: 'declined', files: context.files }) },
      on: { REFRESH: 'checking' },
    },
    // A moderator asked for changes (the owner link edits the profile).
    changesRequested: {
      entry: { type: 'persist', params: ({ context }) => ({ state: 'needsChanges', files: context.files }) },
      on: { REFRESH: 'checking' },
    },
    // The server refused the values (400 with field errors): the device shows the messages.
    needsChanges: {
      entry: {
        type: 'persist',
        params: ({ context }) => ({ state: 'needsChanges', files: context.files, fieldErrors: context.fieldErrors ?? {} }),
      },
    },
    // The server refused a file: the reason, translated from its code.
    failed: {
      entry: {
        type: 'persist',
        params: ({ context }) => ({
          state: 'failed',
          files: context.files,
          ...(context.failure ? { failure: context.failure } : {}),
        }),
      },
    },
  },
});

/** States a run of the queue waits for: nothing more happens until an event (or never). */
export const RESTING_STATES = ['queued', 'inReview', 'live', 'declined', 'changesRequested', 'needsChanges', 'failed'] as const;

/** Whether a stored state has a profile on the server (its review state can be asked for). */
export const isReviewState = (state: SubmissionState) => REVIEW_STATES.includes(state);
