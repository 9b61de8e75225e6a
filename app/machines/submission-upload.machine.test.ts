// The submission-upload machine driven as an actor with its actors swapped by .provide(): every
// path the submitter can see (sent, refused file, needs changes, offline and back, a 5xx retried
// with back-off, a lost answer to the final POST retried with the same key, resumed after a
// reload), plus a graph walk proving the profile is only posted once every file has its url.
import { getShortestPaths } from '@xstate/graph';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type FileResult,
  type PersistedProgress,
  type PostProfileInput,
  type PostResult,
  RESTING_STATES,
  RETRY_MIN_MS,
  type ReviewState,
  type SubmissionUploadEvent,
  type SubmissionUploadInput,
  submissionUploadMachine,
  type UploadFile,
} from './submission-upload.machine.ts';

const ID = '0b6e7f7e-3c1d-4b0a-9d7e-2f1a3c4b5d6e';
const files = (count: number): UploadFile[] => Array.from({ length: count }, (_, index) => ({ id: `${ID}:${index}`, index }));
const pending = (index: number) => `/uploads/pending/00000000-0000-4000-8000-00000000000${index}.jpg`;
const serverError = () => Object.assign(new Error('503: busy'), { status: 503 });

interface Script {
  upload?: (fileId: string, call: number) => Promise<{ uploadUrl: string }>;
  result?: (uploadUrl: string, call: number) => Promise<FileResult>;
  post?: (input: PostProfileInput, call: number) => Promise<PostResult>;
  status?: () => Promise<ReviewState | null>;
  online?: () => boolean;
}

function start(input: Partial<SubmissionUploadInput> = {}, script: Script = {}) {
  const uploads: string[] = [];
  const results: string[] = [];
  const posts: PostProfileInput[] = [];
  const persisted: PersistedProgress[] = [];
  const machine = submissionUploadMachine.provide({
    actors: {
      uploadFile: fromPromise(async ({ input: { submissionId, fileId } }) => {
        expect(submissionId).toBe(ID);
        uploads.push(fileId);
        return script.upload ? script.upload(fileId, uploads.length) : { uploadUrl: `/api/uploads/tus/${fileId}` };
      }),
      fetchResult: fromPromise(async ({ input: { uploadUrl } }) => {
        results.push(uploadUrl);
        if (script.result) return script.result(uploadUrl, results.length);
        const index = Number(uploadUrl.split(':').pop());
        return { status: 'done', url: pending(index), mimetype: 'image/jpeg' } satisfies FileResult;
      }),
      postProfile: fromPromise(async ({ input }) => {
        posts.push(input);
        return script.post ? script.post(input, posts.length) : ({ status: 'created', profileId: 41, ownerToken: 'tok' } as const);
      }),
      readStatus: fromPromise(async () => (script.status ? script.status() : null)),
    },
    guards: { offline: () => !(script.online?.() ?? true) },
    actions: { persist: (_, progress) => void persisted.push(structuredClone(progress)) },
  });
  const actor = createActor(machine, { input: { submissionId: ID, state: 'queued', files: files(2), ...input } }).start();
  const seen = () => persisted.map((p) => p.state).filter((state, i, all) => state !== all[i - 1]);
  return { actor, uploads, results, posts, persisted, seen };
}

const rest = (actor: ReturnType<typeof start>['actor']) =>
  waitFor(actor, (s) => RESTING_STATES.some((state) => s.matches(state)), { timeout: 60_000 });

describe('submission-upload machine', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('when it starts online, then each file is uploaded, its url fetched, the profile posted once, and she sees uploading → submitted → in review', async () => {
    const run = start();
    expect(run.actor.getSnapshot().value).toBe('queued');
    run.actor.send({ type: 'START' });
    await rest(run.actor);
    expect(run.actor.getSnapshot().value).toBe('inReview');
    expect(run.uploads).toEqual([`${ID}:0`, `${ID}:1`]);
    expect(run.posts).toHaveLength(1);
    expect(run.posts[0]?.files.map((f) => f.pendingUrl)).toEqual([pending(0), pending(1)]);
    expect(run.seen()).toEqual(['queued', 'uploading', 'submitted', 'inReview']);
    const submitted = run.persisted.find((p) => p.state === 'submitted');
    expect(submitted).toMatchObject({ profileId: 41, ownerToken: 'tok' });
    // each finished file was written back (a reload does not send it again)
    expect(
      run.persisted
        .filter((p) => p.state === 'uploading')
        .at(-1)
        ?.files.every((f) => f.pendingUrl),
    ).toBe(true);
  });

  it('when the server still processes a file, then its result is asked for again until it is ready', async () => {
    vi.useFakeTimers();
    const run = start(
      { files: files(1) },
      { result: async (_, call) => (call < 3 ? { status: 'processing' } : { status: 'done', url: pending(0), mimetype: 'video/mp4' }) },
    );
    run.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run.results).toHaveLength(3);
    expect(run.uploads).toHaveLength(1);
    expect(run.actor.getSnapshot().value).toBe('inReview');
  });

  it('when the server asks to wait (Retry-After), then the file is sent again no sooner than that', async () => {
    vi.useFakeTimers();
    const busy = () => Object.assign(new Error('503: full'), { status: 503, retryAfterMs: 30_000 });
    const run = start(
      { files: files(1) },
      { upload: async (fileId, call) => (call === 1 ? Promise.reject(busy()) : { uploadUrl: `/tus/${fileId}` }) },
    );
    run.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(29_000);
    expect(run.uploads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(run.uploads).toEqual([`${ID}:0`, `${ID}:0`]);
    expect(run.actor.getSnapshot().value).toBe('inReview');
  });

  it('when the server answers 5xx, then the same file is sent again after a back-off, not at once', async () => {
    vi.useFakeTimers();
    const run = start(
      { files: files(1) },
      { upload: async (fileId, call) => (call === 1 ? Promise.reject(serverError()) : { uploadUrl: `/tus/${fileId}` }) },
    );
    run.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(0);
    expect(run.actor.getSnapshot().value).toBe('retrying');
    await vi.advanceTimersByTimeAsync(RETRY_MIN_MS * 0.7);
    expect(run.uploads).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(RETRY_MIN_MS);
    expect(run.uploads).toEqual([`${ID}:0`, `${ID}:0`]);
    expect(run.actor.getSnapshot().value).toBe('inReview');
    expect(run.actor.getSnapshot().context.attempt).toBe(0);
  });

  it('when failures repeat, then the pauses grow', async () => {
    vi.useFakeTimers();
    const times: number[] = [];
    const run = start(
      { files: files(1) },
      {
        upload: async () => {
          times.push(Date.now());
          throw serverError();
        },
      },
    );
    run.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(60_000);
    const gaps = times.slice(1).map((t, i) => t - (times[i] as number));
    expect(gaps.length).toBeGreaterThanOrEqual(3);
    expect(gaps[2]).toBeGreaterThan(gaps[0] as number);
    expect(run.posts).toHaveLength(0);
  });

  it('when the answer to the final POST is lost, then it is posted again for the same submission and one profile results', async () => {
    vi.useFakeTimers();
    const run = start(
      {},
      {
        post: async (_, call) => {
          if (call === 1) throw new TypeError('Failed to fetch');
          return { status: 'created', profileId: 41 };
        },
      },
    );
    run.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(RETRY_MIN_MS * 2);
    expect(run.posts.map((p) => p.submissionId)).toEqual([ID, ID]);
    // the files were not sent again
    expect(run.uploads).toHaveLength(2);
    expect(run.actor.getSnapshot().value).toBe('inReview');
    expect(run.actor.getSnapshot().context.profileId).toBe(41);
  });

  it('when the server refuses a file, then she sees failed with the code and the file, and nothing is posted', async () => {
    const run = start(
      { files: files(3) },
      {
        result: async (url) =>
          url.endsWith(':1')
            ? { status: 'refused', code: 'tooLong', message: 'Video longer than 2 minutes' }
            : { status: 'done', url: pending(0), mimetype: 'image/jpeg' },
      },
    );
    run.actor.send({ type: 'START' });
    await rest(run.actor);
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.persisted.at(-1)).toMatchObject({ state: 'failed', failure: { fileIndex: 1, code: 'tooLong' } });
    expect(run.uploads).toHaveLength(2);
    expect(run.posts).toHaveLength(0);
    run.actor.send({ type: 'START' });
    expect(run.actor.getSnapshot().value).toBe('failed');
  });

  it('when the POST answers 400 with field errors, then she sees needs changes with the messages and it is not retried', async () => {
    vi.useFakeTimers();
    const run = start({}, { post: async () => ({ status: 'invalid', fieldErrors: { firstName: ['forms.validation.required'] } }) });
    run.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(RETRY_MIN_MS * 10);
    expect(run.actor.getSnapshot().value).toBe('needsChanges');
    expect(run.posts).toHaveLength(1);
    expect(run.persisted.at(-1)).toEqual(
      expect.objectContaining({ state: 'needsChanges', fieldErrors: { firstName: ['forms.validation.required'] } }),
    );
  });

  it("when an edit's owner link no longer opens her profile (404), then she sees failed with linkInvalid and it is not retried", async () => {
    vi.useFakeTimers();
    const run = start({}, { post: async () => ({ status: 'linkInvalid' }) });
    run.actor.send({ type: 'START' });
    await vi.advanceTimersByTimeAsync(RETRY_MIN_MS * 10);
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.posts).toHaveLength(1);
    expect(run.persisted.at(-1)).toEqual(
      expect.objectContaining({ state: 'failed', failure: { fileIndex: -1, code: 'linkInvalid', message: '' } }),
    );
  });

  it('when the connection drops during a file, then it waits queued and START resumes from that file', async () => {
    let online = true;
    const run = start(
      {},
      {
        online: () => online,
        upload: async (fileId, call) => {
          if (call === 2) {
            online = false;
            throw new TypeError('Failed to fetch');
          }
          return { uploadUrl: `/tus/${fileId}` };
        },
      },
    );
    run.actor.send({ type: 'START' });
    await rest(run.actor);
    expect(run.actor.getSnapshot().value).toBe('queued');
    expect(run.persisted.at(-1)?.files.map((f) => Boolean(f.pendingUrl))).toEqual([true, false]);
    online = true;
    run.actor.send({ type: 'START' });
    await rest(run.actor);
    expect(run.uploads).toEqual([`${ID}:0`, `${ID}:1`, `${ID}:1`]);
    expect(run.actor.getSnapshot().value).toBe('inReview');
  });

  it('when the page goes offline mid-upload, then it is queued again', () => {
    const run = start({}, { upload: () => new Promise(() => undefined) });
    run.actor.send({ type: 'START' });
    expect(run.actor.getSnapshot().matches({ uploading: 'sending' })).toBe(true);
    run.actor.send({ type: 'OFFLINE' });
    expect(run.actor.getSnapshot().value).toBe('queued');
  });

  it('when a stored submission is resumed, then finished files are skipped and an uploaded one only has its result fetched', async () => {
    const stored: UploadFile[] = [
      { id: `${ID}:0`, index: 0, uploadUrl: '/tus/a', pendingUrl: pending(0), mimetype: 'image/jpeg' },
      { id: `${ID}:1`, index: 1, uploadUrl: `/tus/${ID}:1` },
      { id: `${ID}:2`, index: 2 },
    ];
    const run = start({ state: 'uploading', files: stored });
    expect(run.actor.getSnapshot().value).toBe('queued');
    run.actor.send({ type: 'START' });
    await rest(run.actor);
    expect(run.results).toEqual([`/tus/${ID}:1`, `/api/uploads/tus/${ID}:2`]);
    expect(run.uploads).toEqual([`${ID}:2`]);
  });

  it('when the server no longer knows a finished upload, then the file is sent again', async () => {
    const run = start(
      { files: [{ id: `${ID}:0`, index: 0, uploadUrl: '/tus/expired' }] },
      {
        result: async (url) =>
          url === '/tus/expired' ? { status: 'unknown' } : { status: 'done', url: pending(0), mimetype: 'image/jpeg' },
      },
    );
    run.actor.send({ type: 'START' });
    await rest(run.actor);
    expect(run.uploads).toEqual([`${ID}:0`]);
    expect(run.actor.getSnapshot().value).toBe('inReview');
  });

  it('when a submitted one is resumed, then it is not posted again, and a status read moves it to live or declined', async () => {
    const answers: Array<ReviewState | null> = ['live', null, 'declined'];
    const run = start({ state: 'inReview', profileId: 41, ownerToken: 'tok' }, { status: async () => answers.shift() ?? null });
    await rest(run.actor);
    expect(run.actor.getSnapshot().value).toBe('inReview');
    const refresh = async () => {
      run.actor.send({ type: 'REFRESH' });
      expect(run.actor.getSnapshot().value).toBe('checking');
      return (await rest(run.actor)).value;
    };
    expect(await refresh()).toBe('live');
    // nothing known keeps the last state
    expect(await refresh()).toBe('live');
    expect(await refresh()).toBe('declined');
    expect(run.posts).toHaveLength(0);
    expect(run.uploads).toHaveLength(0);
  });

  it('when stored as failed or needing changes, then it stays there', () => {
    expect(start({ state: 'failed', failure: { fileIndex: 0, code: 'polyglot', message: 'x' } }).actor.getSnapshot().value).toBe('failed');
    expect(start({ state: 'needsChanges', fieldErrors: {} }).actor.getSnapshot().value).toBe('needsChanges');
    expect(start({ state: 'needsChanges', profileId: 3 }).actor.getSnapshot().value).toBe('changesRequested');
  });
});

describe('submission-upload machine graph', () => {
  const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as unknown as SubmissionUploadEvent;
  const events: SubmissionUploadEvent[] = [
    { type: 'START' },
    { type: 'OFFLINE' },
    { type: 'REFRESH' },
    done('uploadFile', { uploadUrl: '/tus/x' }),
    done('fetchResult', { status: 'done', url: pending(0), mimetype: 'image/jpeg' }),
    done('fetchResult', { status: 'refused', code: 'polyglot', message: 'no' }),
    done('postProfile', { status: 'created', profileId: 1 }),
    done('postProfile', { status: 'invalid', fieldErrors: {} }),
    done('readStatus', null),
    { type: 'xstate.error.actor.uploadFile', error: new Error('5xx') } as unknown as SubmissionUploadEvent,
    { type: 'xstate.error.actor.postProfile', error: new Error('lost') } as unknown as SubmissionUploadEvent,
  ];
  const serializeState = (snapshot: { value: unknown; context: { files: UploadFile[]; profileId?: number } }) =>
    JSON.stringify({
      value: snapshot.value,
      sent: snapshot.context.files.filter((f) => f.pendingUrl).length,
      profile: snapshot.context.profileId,
    });
  const options = {
    events,
    serializeState,
    input: { submissionId: ID, state: 'queued', files: files(2) },
  } as unknown as Parameters<typeof getShortestPaths>[1];

  it('posts the profile only once every file has its pending url, and shows submitted only after a created answer', () => {
    const paths = getShortestPaths(submissionUploadMachine, options);
    const reached = paths.map((p) => p.state as unknown as { value: unknown; context: { files: UploadFile[]; profileId?: number } });
    expect(reached.some((s) => s.value === 'inReview')).toBe(true);
    expect(reached.some((s) => s.value === 'failed')).toBe(true);
    for (const state of reached) {
      if (state.value === 'submitting') expect(state.context.files.every((f) => f.pendingUrl)).toBe(true);
      if (state.value === 'inReview') expect(state.context.profileId).toBe(1);
    }
  });
});

beforeEach(() => {
  vi.useRealTimers();
});
