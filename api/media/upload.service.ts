// Accepting the files of POST /api/upload: every file must prove its type by its
// bytes (an image or a video of the accepted kinds, named as what it is), be something other than
// empty and nothing else besides (foreign-content.ts); images are re-encoded upright without any
// metadata and must not declare more than MAX_IMAGE_PIXELS; a video whose header declares more
// than VIDEO_MAX_SECONDS is refused at once (video-duration.ts), and so is a video past the client's
// allowance of videos waiting for the job (upload-admission.ts). Each file is read from disk when
// its turn comes, at most CHECKS_AT_ONCE in the process, and stored, in the private kind
// "pending", as soon as it passed; only when every file passed are they recorded in
// pending_uploads for a submission to claim. POST /api/upload (accept) and the resumable endpoint
// (acceptOne, tus.router.ts) share this one pipeline. Nothing half-written: if a check, a store,
// the quotas or the insert fail, every file of the request written so far is removed and no row stays. Videos are stored as sent, unprocessed, and the video job
// (video.job.ts) is sent for each: it rewrites them without metadata and checks their duration
// before anyone sees them.
import { randomUUID } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import {
  pendingUploadUrl,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type UploadErrorCode,
  type UploadedFile,
  type UploadResponse,
  VIDEO_MAX_SECONDS,
} from '#contract/upload.schema.ts';
import type { Sql } from '#db/connection.ts';
import { sha256 } from '#lib/crypto.ts';
import { AppError } from '../errors.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { cleanImage, ImageTooLargeError, MAX_IMAGE_PIXELS } from './clean-image.ts';
import { foreignContent } from './foreign-content.ts';
import { tooManyVideosWaiting, type UploadAdmission } from './upload-admission.ts';
import { isImage, sniffUpload, type UploadExtension } from './upload-type.ts';
import { clientPending, insertPendingUploads, lockClient, type NewPendingUpload, takeExpiredPendingUploads } from './uploads.queries.ts';
import { VIDEO_QUEUE } from './video.service.ts';
import { declaredVideoSeconds } from './video-duration.ts';
import { videoLength } from './video-rewrite.ts';

const ACCEPTED: readonly UploadExtension[] = ['jpg', 'png', 'gif', 'webp', 'mp4', 'mov', 'avi', 'webm'];
const MEGABYTES = UPLOAD_MAX_BYTES / (1024 * 1024);

/** A refused upload: `{ message, code, file? }` with the position (from 0) and name of the file at fault. */
export class UploadRejectedError extends AppError {
  constructor(status: 400 | 413, code: UploadErrorCode, message: string, file?: { index: number; name: string }) {
    super(status, message, file ? { code, file } : { code });
  }
}

export const noFiles = () => new UploadRejectedError(400, 'noFiles', 'Send at least one file in the "files" field');
export const tooManyFiles = () =>
  new UploadRejectedError(400, 'tooManyFiles', `Too many files: at most ${UPLOAD_MAX_FILES} files, all in the "files" field`);
export const tooLarge = () => new UploadRejectedError(413, 'tooLarge', `A file is larger than ${MEGABYTES} MB`);

export interface IncomingFile {
  /** Its bytes, read when the file's turn comes (from the request's temporary file, or tus staging). */
  read(): Promise<Buffer>;
  /** The name it was sent with (only compared with what the bytes prove). */
  name: string;
}

interface AcceptedFile {
  record: NewPendingUpload;
  data: Buffer;
}

export interface UploadServiceDeps {
  sql: Sql;
  storage: MediaStorage;
  log?: Pick<Logger, 'error'>;
  /** The queue for the video job; without it (tests) videos wait for the job's sweep. */
  jobs?: JobSender;
  /** The upload quotas (pending bytes and queued videos per client), checked again when recorded. */
  admission?: Pick<UploadAdmission, 'assertPendingRoom' | 'limits'>;
}

/**
 * Files checked at once in this process: re-encoding a 24-megapixel photo takes the process about
 * 300 MB more (measured with sharp), so however many requests are admitted, one file is checked at
 * a time and the others wait their turn on disk (sharp uses every core for that one anyway).
 */
export const CHECKS_AT_ONCE = 1;
const checks = createGate(CHECKS_AT_ONCE);

export function createUploadService({ sql, storage, log, jobs, admission }: UploadServiceDeps) {
  async function check(incoming: IncomingFile, index: number, clientKeyHash: string, videosBefore: number): Promise<AcceptedFile> {
    const file = { name: incoming.name, data: await incoming.read() };
    const at = { index, name: file.name };
    if (file.data.length === 0) throw new UploadRejectedError(400, 'empty', `The file "${file.name}" is empty`, at);
    if (file.data.length > UPLOAD_MAX_BYTES) throw tooLarge();
    const sniffed = await sniffUpload(file.data, file.name, ACCEPTED);
    if (!sniffed) {
      throw new UploadRejectedError(
        400,
        'invalidType',
        `The file "${file.name}" is not an image (JPEG, PNG, GIF, WebP) or a video (MP4, MOV, AVI, WebM), or its name says otherwise`,
        at,
      );
    }
    if (foreignContent(file.data)) {
      throw new UploadRejectedError(400, 'polyglot', `The file "${file.name}" carries another file or a web page inside it`, at);
    }
    const seconds = isImage(sniffed.ext) ? null : declaredVideoSeconds(file.data);
    if (seconds !== null && seconds > VIDEO_MAX_SECONDS) {
      throw new UploadRejectedError(
        400,
        'tooLong',
        `The video "${file.name}" lasts ${videoLength(seconds)}; videos must be under 2 minutes`,
        at,
      );
    }
    if (!isImage(sniffed.ext) && admission) {
      // before anything is stored: one client's videos waiting for the job are few
      const pending = await clientPending(sql, clientKeyHash, UNCLAIMED_UPLOAD_HOURS * 3600);
      if (pending.queuedVideos + videosBefore + 1 > admission.limits.queuedVideosPerClient) {
        throw tooManyVideosWaiting(admission.limits.queuedVideosPerClient);
      }
    }
    let data = file.data;
    if (isImage(sniffed.ext)) {
      try {
        data = await cleanImage(file.data, sniffed.ext);
      } catch (error) {
        if (error instanceof ImageTooLargeError) {
          const megapixels = MAX_IMAGE_PIXELS / 1_000_000;
          throw new UploadRejectedError(400, 'tooManyPixels', `The image "${file.name}" has more than ${megapixels} megapixels`, at);
        }
        throw new UploadRejectedError(400, 'unreadable', `The image "${file.name}" could not be read`, at);
      }
    }
    return {
      data,
      record: {
        name: `${randomUUID()}.${sniffed.ext}`,
        kind: isImage(sniffed.ext) ? 'image' : 'video',
        mimetype: sniffed.mimetype,
        bytes: data.length,
        sha256: sha256(data),
        processed: isImage(sniffed.ext),
        clientKeyHash,
      },
    };
  }

  /**
   * Checks each file in turn and stores it at once (so a request holds one file's bytes at a
   * time), then records them all (with the tus id of a resumable upload) under the client's lock,
   * its quotas checked again; all or none: a refusal or a failure removes every file it stored.
   */
  async function checkAndStore(files: readonly IncomingFile[], clientKeyHash: string, tusId?: string): Promise<UploadedFile[]> {
    const written: string[] = [];
    const records: NewPendingUpload[] = [];
    try {
      for (const [index, file] of files.entries()) {
        const videosBefore = records.filter((record) => record.kind === 'video').length;
        const { record, data } = await checks.run(() => check(file, index, clientKeyHash, videosBefore));
        written.push(record.name); // before the put: a put that fails half-way is removed too
        await storage.put('pending', record.name, data, record.mimetype);
        records.push(record);
      }
      await sql.begin(async (tx) => {
        if (admission) {
          await lockClient(tx, clientKeyHash);
          const bytes = records.reduce((sum, record) => sum + record.bytes, 0);
          const videos = records.filter((record) => record.kind === 'video').length;
          await admission.assertPendingRoom(tx, clientKeyHash, bytes, videos);
        }
        await insertPendingUploads(
          tx,
          records.map((record) => ({ ...record, tusId })),
        );
      });
    } catch (error) {
      for (const name of written) {
        await storage.remove('pending', name).catch((removeError: unknown) => {
          log?.error({ err: removeError, file: name }, 'could not remove a pending upload of a request that failed');
        });
      }
      throw error;
    }
    for (const record of records) {
      if (record.kind !== 'video' || !jobs) continue;
      // a lost send is picked up by the job's sweep
      await jobs.send(VIDEO_QUEUE, { name: record.name }).catch((error: unknown) => {
        log?.error({ err: error, file: record.name }, 'could not queue the video job');
      });
    }
    return records.map(
      (record): UploadedFile => ({ url: pendingUploadUrl(record.name), mimetype: record.mimetype as UploadedFile['mimetype'] }),
    );
  }

  return {
    /** Checks, cleans and stores the files of one request (POST /api/upload), all or none; answers their urls in order. */
    async accept(files: readonly IncomingFile[], clientKeyHash: string): Promise<UploadResponse> {
      if (files.length === 0) throw noFiles();
      if (files.length > UPLOAD_MAX_FILES) throw tooManyFiles();
      return { files: await checkAndStore(files, clientKeyHash) };
    },

    /** The same pipeline for one completed resumable upload, recorded under its tus id. */
    async acceptOne(file: IncomingFile, clientKeyHash: string, tusId: string): Promise<UploadedFile> {
      const [uploaded] = await checkAndStore([file], clientKeyHash, tusId);
      if (!uploaded) throw new Error('a stored upload was not answered');
      return uploaded;
    },
  };
}

/** At most `size` runs at once; the others wait their turn in order. */
function createGate(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(work: () => Promise<T>): Promise<T> {
      if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
      else running += 1;
      try {
        return await work();
      } finally {
        // the turn passes on to the next in line (running stays counted), or the gate has one more free
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

/**
 * How long an upload waits for a submission to claim it before the cleanup (hourly) removes it.
 * The app posts a submission as soon as its last file is processed; six hours leave a phone that
 * lost its connection just then the evening to come back, and keep what an abandoned upload costs
 * (and how long a client's full quota blocks it) to a few hours.
 */
export const UNCLAIMED_UPLOAD_HOURS = 6;
const EXPIRY_BATCH = 200;

/**
 * Removes the uploads no submission claimed within UNCLAIMED_UPLOAD_HOURS, file and row (the
 * hourly cleanup job). Rows are taken in batches with SKIP LOCKED and forgotten in the same
 * transaction as their files are removed: a failing store leaves them for the next run.
 */
export async function removeUnclaimedUploads(sql: Sql, storage: MediaStorage, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - UNCLAIMED_UPLOAD_HOURS * 3600_000);
  let removed = 0;
  for (;;) {
    const taken = await sql.begin(async (tx) => {
      const expired = await takeExpiredPendingUploads(tx, before, EXPIRY_BATCH);
      for (const upload of expired) {
        await storage.remove('pending', upload.name);
        if (upload.posterName) await storage.remove('pending', upload.posterName); // the video job's
      }
      return expired.length;
    });
    removed += taken;
    if (taken < EXPIRY_BATCH) return removed;
  }
}

/**
 * Removes files older than an hour from the temporary folder of POST /api/upload: each request
 * removes its own, so only a process that stopped mid-request leaves any (the hourly cleanup).
 */
export async function removeStaleUploadTemp(directory: string, now: Date = new Date()): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    const file = path.join(directory, name);
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile() || now.getTime() - info.mtimeMs < 3600_000) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
