// The network half of the submission-upload machine: a file of a queued submission
// sent by tus (resumable: a file cut at 60 % continues from there after a reconnect or a reload),
// its processed result fetched, and the final POST /api/profiles keyed by the submission id. The
// tus client's known traps are handled here: its default fingerprint (file name and date, which a
// re-encoded blob lacks) is replaced by the file row's id, and its upload URLs live on that row in
// Dexie instead of localStorage. The bytes are read from Dexie once per send and handed over as a
// Blob (a Buffer under Node, for the integration test). A 429 or 503 with Retry-After (a full
// server, a client past its upload quota) is not retried at once by the tus client: the error
// carries the wait, and the machine's back-off honours it.
import { type PreviousUpload, Upload, type UrlStorage } from 'tus-js-client';
import { ApiError, parseJson, request } from '#app/api/client.ts';
import type { FileResult, PostResult, ReviewState, UploadFile } from '#app/machines/submission-upload.machine.ts';
import { OWNER_TOKEN_HEADER, OwnerProfileSchema, type ReviewState as OwnerReviewState } from '#contract/owner.schema.ts';
import { SubmissionCreatedSchema } from '#contract/submission.schema.ts';
import { TUS_ENDPOINT, tusResultUrl, UPLOAD_ERROR_CODES, type UploadErrorCode } from '#contract/upload.schema.ts';
import { type ContactoDb, db as defaultDb } from './db.ts';
import { type QueuedFile, readSubmission, type StoredTusUpload } from './submission-queue.ts';

/** One PATCH carries at most this much, so a cut costs at most one chunk and progress moves. */
export const TUS_CHUNK_BYTES = 2 * 1024 * 1024;
/** The tus client's own quick retries within one attempt; the machine backs off after them. */
export const TUS_RETRY_DELAYS = [0, 1_000, 3_000, 10_000];
/** Progress is written to Dexie at most this often (the bars read it live). */
const PROGRESS_EVERY_MS = 500;
const POST_TIMEOUT_MS = 60_000;

/**
 * The wait a 429 or 503 asked for (its Retry-After: seconds, or an HTTP date), in ms; undefined
 * when it named none. The machine backs off at least this long (a full server, a client quota).
 */
export function retryAfterMs(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

type TusError = Error & { originalResponse?: { getStatus(): number; getHeader(name: string): string | undefined } | null };

/**
 * tus-js-client's own quick retries (TUS_RETRY_DELAYS) are for a connection that dropped or a
 * server error: a 429 or a 503 that says when to come back goes to the machine's back-off instead.
 * Otherwise as the client's default: retry unless a 4xx (but 409, 423), and only online.
 */
export function tusShouldRetry(error: TusError): boolean {
  const response = error.originalResponse;
  const status = response?.getStatus() ?? 0;
  if ((status === 429 || status === 503) && retryAfterMs(response?.getHeader('Retry-After')) !== undefined) return false;
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  return (status < 400 || status >= 500 || status === 409 || status === 423) && online;
}

/** tus-js-client's url storage on the submissionFiles rows: the fingerprint is the row id. */
export function dexieUrlStorage(db: ContactoDb = defaultDb): UrlStorage {
  const rows = db.submissionFiles as unknown as import('dexie').Table<QueuedFile, string>;
  return {
    async findAllUploads() {
      return (await rows.filter((row) => row.tus !== undefined).toArray()).map((row) => row.tus as PreviousUpload);
    },
    async findUploadsByFingerprint(fingerprint) {
      const row = await rows.get(fingerprint);
      return row?.tus ? [row.tus as PreviousUpload] : [];
    },
    async removeUpload(urlStorageKey) {
      await rows
        .where('id')
        .equals(urlStorageKey)
        .modify((row) => {
          delete row.tus;
        });
    },
    async addUpload(fingerprint, upload) {
      const tus: StoredTusUpload = { ...upload, urlStorageKey: fingerprint };
      await rows.update(fingerprint, { tus });
      return fingerprint;
    },
  };
}

export interface UploadOptions {
  db?: ContactoDb;
  /** Prefix of the API's address ('' in the browser). */
  baseUrl?: string;
  signal?: AbortSignal;
  /** Overrides of the tus options (tests: chunk size, retry delays, a request hook). */
  tus?: Partial<ConstructorParameters<typeof Upload>[1]>;
}

function bodyOf(file: QueuedFile): Blob | Uint8Array {
  // Under Node the tus client takes a Buffer; in a browser a Blob built from the stored bytes.
  const NodeBuffer = (globalThis as { Buffer?: { from(bytes: ArrayBuffer): Uint8Array } }).Buffer;
  if (typeof window === 'undefined' && NodeBuffer) return NodeBuffer.from(file.bytes);
  return new Blob([file.bytes], { type: file.type });
}

/** Sends one file by tus, resuming an earlier upload of the same row; resolves the finished upload's URL. */
export async function uploadSubmissionFile(fileId: string, options: UploadOptions = {}): Promise<{ uploadUrl: string }> {
  const { db = defaultDb, baseUrl = '', signal } = options;
  const file = (await db.submissionFiles.get(fileId)) as QueuedFile | undefined;
  if (!file) throw new Error(`submission file ${fileId} is gone`);
  let lastWrite = 0;
  let latest = file.sent as number;
  const saveProgress = () => db.submissionFiles.update(fileId, { sent: latest }).catch(() => 0);
  const writeProgress = (sent: number) => {
    latest = sent;
    const now = Date.now();
    if (now - lastWrite < PROGRESS_EVERY_MS && sent < file.size) return;
    lastWrite = now;
    void saveProgress();
  };
  return new Promise((resolve, reject) => {
    const upload = new Upload(bodyOf(file) as Blob, {
      endpoint: `${baseUrl}${TUS_ENDPOINT}`,
      metadata: { filename: file.name as string, filetype: file.type },
      fingerprint: async () => fileId,
      urlStorage: dexieUrlStorage(db),
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: TUS_RETRY_DELAYS,
      onProgress: (sent) => writeProgress(sent),
      onSuccess: () => {
        const url = upload.url as string;
        void db.submissionFiles.update(fileId, { sent: file.size, uploadUrl: url }).then(() => resolve({ uploadUrl: url }), reject);
      },
      onShouldRetry: (error) => tusShouldRetry(error as TusError),
      // The bar keeps what was sent before the failure (the resume continues from about there);
      // the error carries the server's Retry-After for the machine's back-off.
      onError: (error) => {
        const wait = retryAfterMs((error as TusError).originalResponse?.getHeader('Retry-After'));
        void saveProgress().finally(() => reject(wait === undefined ? error : Object.assign(error, { retryAfterMs: wait })));
      },
      ...options.tus,
    });
    signal?.addEventListener('abort', () => {
      void upload.abort();
      reject(signal.reason);
    });
    upload
      .findPreviousUploads()
      .then((previous) => {
        const [last] = previous;
        if (last) upload.resumeFromPreviousUpload(last);
        if (!signal?.aborted) upload.start();
      })
      .catch(reject);
  });
}

const isUploadErrorCode = (code: unknown): code is UploadErrorCode => UPLOAD_ERROR_CODES.includes(code as UploadErrorCode);

/** Asks how the server's processing of a finished upload went (GET <upload>/result). */
export async function fetchUploadResult(uploadUrl: string, options: Pick<UploadOptions, 'signal'> = {}): Promise<FileResult> {
  const response = await fetch(tusResultUrl(uploadUrl), {
    headers: { Accept: 'application/json' },
    credentials: 'include',
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const body = parseJson(await response.text().catch(() => '')) as Record<string, unknown> | null;
  if (response.status === 200 && typeof body?.url === 'string' && typeof body.mimetype === 'string') {
    return { status: 'done', url: body.url, mimetype: body.mimetype };
  }
  if (response.status === 202) return { status: 'processing' };
  if (response.status === 404) return { status: 'unknown' };
  if (response.status >= 400 && response.status < 500 && response.status !== 408 && response.status !== 429) {
    return {
      status: 'refused',
      code: isUploadErrorCode(body?.code) ? body.code : 'unknown',
      message: typeof body?.message === 'string' ? body.message : '',
    };
  }
  const wait = retryAfterMs(response.headers.get('Retry-After'));
  throw Object.assign(new Error(`upload result: ${response.status}`), {
    status: response.status,
    ...(wait === undefined ? {} : { retryAfterMs: wait }),
  });
}

/** The values POST /api/profiles takes: hers, with the pending urls of her files. */
export function submissionBody(
  submission: { values: object; mainPhotoIndex: number; language: string },
  files: readonly UploadFile[],
  kinds: ReadonlyMap<string, 'photo' | 'video'>,
) {
  const url = (file: UploadFile) => file.pendingUrl as string;
  const photos = files.filter((file) => kinds.get(file.id) === 'photo').map(url);
  const videos = files.filter((file) => kinds.get(file.id) === 'video').map(url);
  const main = files.find((file) => file.index === submission.mainPhotoIndex);
  const primaryPhoto = main && kinds.get(main.id) === 'photo' ? url(main) : photos[0];
  // Her language (the owner-link mail is written in it) is the one she filled the form in.
  return { ...submission.values, language: submission.language, photos, videos, ...(primaryPhoto ? { primaryPhoto } : {}) };
}

const isTransient = (status: number) => status >= 500 || status === 408 || status === 429;

/**
 * POST /api/profiles with the submission id as Idempotency-Key; a 400 is "needs changes", not a
 * retry. An edit (owner link) goes by PUT /api/owner/profile with her token instead (and the same
 * key): the same values, and a 404 there means the link no longer opens her profile.
 */
export async function postSubmission(
  submissionId: string,
  files: readonly UploadFile[],
  options: Pick<UploadOptions, 'db' | 'baseUrl' | 'signal'> = {},
): Promise<PostResult> {
  const { db = defaultDb, baseUrl = '' } = options;
  const submission = await readSubmission(submissionId, db);
  if (!submission) throw new Error(`submission ${submissionId} is gone`);
  const rows = (await db.submissionFiles.where('submissionId').equals(submissionId).toArray()) as QueuedFile[];
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  const body = submissionBody(submission, files, kinds);
  const signal = options.signal ?? AbortSignal.timeout(POST_TIMEOUT_MS);
  try {
    if (submission.edit) {
      const edited = await request(`${baseUrl}/api/owner/profile`, {
        method: 'PUT',
        body,
        schema: OwnerProfileSchema,
        // a retry of an edit the server made (its answer lost) is answered, not refused
        headers: { [OWNER_TOKEN_HEADER]: submission.edit.ownerToken, 'Idempotency-Key': submissionId },
        signal,
      });
      return { status: 'created', profileId: edited.profile.id };
    }
    const created = await request(`${baseUrl}/api/profiles`, {
      method: 'POST',
      body,
      schema: SubmissionCreatedSchema,
      headers: { 'Idempotency-Key': submissionId },
      signal,
    });
    return { status: 'created', profileId: created.id, ...(created.ownerToken ? { ownerToken: created.ownerToken } : {}) };
  } catch (error) {
    if (!(error instanceof ApiError) || isTransient(error.status)) throw error;
    if (submission.edit && error.status === 404) return { status: 'linkInvalid' };
    const fieldErrors = error.body.fieldErrors as Record<string, string[]> | undefined;
    return { status: 'invalid', fieldErrors: fieldErrors ?? { _: [error.serverText ?? error.message] } };
  }
}

/** The owner API's states as the submitter's view names them (paused or withdrawn: nothing new). */
const REVIEW_OF: Partial<Record<OwnerReviewState, ReviewState>> = {
  pending: 'inReview',
  live: 'live',
  needs_changes: 'needsChanges',
  declined: 'declined',
};

/**
 * How the review goes, read with her owner token (GET /api/owner/profile); null when there is no
 * token any more (she has saved her link) or the server does not know it. For an edit, the
 * profile's state says nothing while the edit itself still waits beside the live version.
 */
export async function readOwnerStatus(
  input: { ownerToken?: string; edit?: boolean },
  options: Pick<UploadOptions, 'baseUrl' | 'signal'> = {},
): Promise<ReviewState | null> {
  if (!input.ownerToken) return null;
  try {
    const answer = await request(`${options.baseUrl ?? ''}/api/owner/profile`, {
      schema: OwnerProfileSchema,
      headers: { [OWNER_TOKEN_HEADER]: input.ownerToken },
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (input.edit && answer.pendingEdit) return 'inReview';
    return REVIEW_OF[answer.state] ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
