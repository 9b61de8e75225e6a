// The device's queue of profile submissions: the form hands a
// submission here, and it waits in Dexie — values and every file as bytes plus MIME type — until
// the submission-upload machine (submission-sync.ts) has sent the files and the profile. Bytes,
// never Blob or File objects: WebKit fails to store some of those in IndexedDB; a Blob is built
// from the bytes only when a file is sent. The id is a UUID made once here: the record's key, and
// the Idempotency-Key of POST /api/profiles, so however often the final POST is retried the server
// makes one profile. Queuing asks the browser to keep the site's storage (Safari may otherwise
// evict it after seven days unused).

import type { QueuedSubmissionInput } from '#app/components/submission/submission-input.ts';
import type { Language } from '#contract/languages.ts';
import type { UploadErrorCode } from '#contract/upload.schema.ts';
import { type ContactoDb, db as defaultDb, type SubmissionFileRow, type SubmissionRow } from './db.ts';
import { requestPersistentStorage } from './persistent-storage.ts';

/** What the submitter sees of a queued submission (the submission-upload machine's states). */
export const SUBMISSION_STATES = ['queued', 'uploading', 'submitted', 'inReview', 'live', 'needsChanges', 'declined', 'failed'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

/** States in which something still waits to be sent from this device. */
export const WAITING_STATES: readonly SubmissionState[] = ['queued', 'uploading'];

/** Why a file was refused (the server's code and message), and which file. */
export interface SubmissionFailure {
  fileIndex: number;
  /** linkInvalid: an edit's owner link no longer opens her profile (replaced or deleted). */
  code: UploadErrorCode | 'unknown' | 'linkInvalid';
  message: string;
}

/** A queued submission as stored (the typed view of SubmissionRow). */
export interface QueuedSubmission extends SubmissionRow {
  state: SubmissionState;
  values: QueuedSubmissionInput['values'];
  mainPhotoIndex: number;
  language: Language;
  fileCount: number;
  /** The server's answer to the final POST. */
  profileId?: number;
  /** The secret of her owner link, kept only until she has seen it (then deleted). */
  ownerToken?: string;
  /** The field errors of a 400 answer to the final POST (i18n keys by field path). */
  fieldErrors?: Record<string, string[]>;
  failure?: SubmissionFailure;
  /** An edit of her profile through her owner link: sent by PUT /api/owner/profile with this token. */
  edit?: EditTarget;
  updatedAt: number;
}

/** Which profile an edit is for: the owner link's token. */
export interface EditTarget {
  ownerToken: string;
}

/** The tus client's resume record (tus-js-client's PreviousUpload), kept on the file row. */
export interface StoredTusUpload {
  size: number | null;
  metadata: Record<string, string>;
  creationTime: string;
  urlStorageKey: string;
  uploadUrl: string | null;
  parallelUploadUrls: string[] | null;
}

/** One file of a queued submission as stored (the typed view of SubmissionFileRow). */
export interface QueuedFile extends SubmissionFileRow {
  name: string;
  kind: 'photo' | 'video';
  size: number;
  /** Bytes the server has confirmed (progress bar), throttled. */
  sent: number;
  /** The tus resume record while the upload is unfinished (Dexie-backed urlStorage). */
  tus?: StoredTusUpload;
  /** The finished tus upload, whose result gives the pending url. */
  uploadUrl?: string;
  /** The pending url POST /api/profiles takes (once the server has processed the file). */
  pendingUrl?: string;
  mimetype?: string;
}

export class QuotaExceededError extends Error {
  override name = 'QuotaExceededError';
}

/** Whether an error (Dexie wraps IndexedDB's) means the disk is full. */
export function isQuotaExceeded(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { inner?: unknown }).inner) {
    if ((e as { name?: unknown }).name === 'QuotaExceededError') return true;
  }
  return false;
}

/** The id of a submission's file: also its tus fingerprint, so a resumed upload is found by its record. */
export const submissionFileId = (submissionId: string, index: number) => `${submissionId}:${index}`;

export interface EnqueueOptions {
  db?: ContactoDb;
  now?: () => number;
  newId?: () => string;
  requestPersistence?: () => Promise<boolean>;
  /** The submission edits her profile (the owner link) instead of making a new one. */
  edit?: EditTarget;
}

/**
 * Stores a submission and its files in one transaction and resolves its id; rejects with a
 * QuotaExceededError (nothing stored) when the disk is full.
 */
export async function enqueueSubmission(input: QueuedSubmissionInput, options: EnqueueOptions = {}): Promise<string> {
  const { db = defaultDb, now = Date.now, newId = () => crypto.randomUUID(), requestPersistence = requestPersistentStorage } = options;
  const id = newId();
  const time = now();
  const submission: QueuedSubmission = {
    id,
    createdAt: time,
    updatedAt: time,
    state: 'queued',
    values: input.values,
    mainPhotoIndex: input.mainPhotoIndex,
    language: input.language,
    fileCount: input.media.length,
    ...(options.edit ? { edit: { ownerToken: options.edit.ownerToken } } : {}),
  };
  const files: QueuedFile[] = input.media.map((media, index) => ({
    id: submissionFileId(id, index),
    submissionId: id,
    index,
    // A copy: the caller's buffer may be transferred or reused after this resolves.
    bytes: media.bytes.slice(0),
    type: media.type,
    name: media.name,
    kind: media.kind,
    size: media.bytes.byteLength,
    sent: 0,
  }));
  try {
    await db.transaction('rw', db.submissions, db.submissionFiles, async () => {
      await db.submissions.add(submission);
      await db.submissionFiles.bulkAdd(files);
    });
  } catch (error) {
    if (isQuotaExceeded(error)) throw new QuotaExceededError('The device has no room left to keep this submission');
    throw error;
  }
  void requestPersistence();
  return id;
}

export async function readSubmission(id: string, db: ContactoDb = defaultDb): Promise<QueuedSubmission | undefined> {
  return (await db.submissions.get(id)) as QueuedSubmission | undefined;
}

/** A submission's files in their order (bytes included). */
export async function readSubmissionFiles(id: string, db: ContactoDb = defaultDb): Promise<QueuedFile[]> {
  const files = (await db.submissionFiles.where('submissionId').equals(id).toArray()) as QueuedFile[];
  return files.sort((a, b) => a.index - b.index);
}

/** Submissions, newest first. */
export async function listSubmissions(db: ContactoDb = defaultDb): Promise<QueuedSubmission[]> {
  return (await db.submissions.orderBy('createdAt').reverse().toArray()) as QueuedSubmission[];
}

/** How many submissions still wait to be sent from this device. */
export async function countWaitingSubmissions(db: ContactoDb = defaultDb): Promise<number> {
  return db.submissions.filter((row) => WAITING_STATES.includes(row.state as SubmissionState)).count();
}

/** Changes a submission's stored fields (its state, the server's answer, …). */
export async function updateSubmission(id: string, changes: Partial<QueuedSubmission>, db: ContactoDb = defaultDb): Promise<void> {
  await db.submissions.update(id, { ...changes, updatedAt: Date.now() });
}

/** She has seen (copied or shared) her owner link: the token leaves the device. */
export async function forgetOwnerToken(id: string, db: ContactoDb = defaultDb): Promise<void> {
  await db.submissions
    .where('id')
    .equals(id)
    .modify((row) => {
      delete row.ownerToken;
    });
}

/**
 * The profile exists on the server: the files' bytes are no longer needed on the device, except
 * the main photo's (the thumbnail of "My submissions").
 */
export async function releaseSentFiles(id: string, keepIndex: number, db: ContactoDb = defaultDb): Promise<void> {
  await db.submissionFiles
    .where('submissionId')
    .equals(id)
    .modify((row) => {
      if (row.index !== keepIndex) row.bytes = new ArrayBuffer(0);
    });
}

/** Removes a submission and its files from the device. */
export async function removeSubmission(id: string, db: ContactoDb = defaultDb): Promise<void> {
  await db.transaction('rw', db.submissions, db.submissionFiles, async () => {
    await db.submissionFiles.where('submissionId').equals(id).delete();
    await db.submissions.delete(id);
  });
}
