// Accepting the files of POST /api/upload (DESIGN §10): every file must prove its type by its
// bytes (an image or a video of the spec's kinds, named as what it is), be something other than
// empty and nothing else besides (foreign-content.ts); images are re-encoded upright without any
// metadata and must not declare more than MAX_IMAGE_PIXELS; a video whose header declares more
// than VIDEO_MAX_SECONDS is refused at once (video-duration.ts). Only when every file passed are they
// stored, in the private kind "pending", and recorded in pending_uploads for a submission to
// claim. POST /api/upload (accept) and the resumable endpoint (acceptOne, tus.router.ts) share
// this one pipeline. Nothing half-written: if a store or the insert fails, every file of the request written
// so far is removed and no row stays. Videos are stored as sent, unprocessed, and the video job
// (video.job.ts) is sent for each: it rewrites them without metadata and checks their duration
// before anyone sees them.
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import {
  pendingUploadUrl,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES,
  type UploadErrorCode,
  type UploadedFile,
  type UploadResponse,
  VIDEO_MAX_SECONDS,
} from '#api/contract/upload.schema.ts';
import type { Sql } from '#db/connection.ts';
import { sha256 } from '../crypto.ts';
import { AppError } from '../errors.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { cleanImage, ImageTooLargeError, MAX_IMAGE_PIXELS } from './clean-image.ts';
import { foreignContent } from './foreign-content.ts';
import { isImage, sniffUpload, type UploadExtension } from './upload-type.ts';
import { insertPendingUploads, type NewPendingUpload, takeExpiredPendingUploads } from './uploads.queries.ts';
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
  data: Buffer;
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
}

export function createUploadService({ sql, storage, log, jobs }: UploadServiceDeps) {
  async function check(file: IncomingFile, index: number, clientKeyHash: string): Promise<AcceptedFile> {
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

  /** Stores checked files and records them (with the tus id of a resumable upload), all or none. */
  async function store(accepted: readonly AcceptedFile[], tusId?: string): Promise<UploadedFile[]> {
    const written: string[] = [];
    try {
      for (const { record, data } of accepted) {
        written.push(record.name); // before the put: a put that fails half-way is removed too
        await storage.put('pending', record.name, data, record.mimetype);
      }
      await insertPendingUploads(
        sql,
        accepted.map((file) => ({ ...file.record, tusId })),
      );
    } catch (error) {
      for (const name of written) {
        await storage.remove('pending', name).catch((removeError: unknown) => {
          log?.error({ err: removeError, file: name }, 'could not remove a pending upload of a request that failed');
        });
      }
      throw error;
    }
    for (const { record } of accepted) {
      if (record.kind !== 'video' || !jobs) continue;
      // a lost send is picked up by the job's sweep
      await jobs.send(VIDEO_QUEUE, { name: record.name }).catch((error: unknown) => {
        log?.error({ err: error, file: record.name }, 'could not queue the video job');
      });
    }
    return accepted.map(
      ({ record }): UploadedFile => ({ url: pendingUploadUrl(record.name), mimetype: record.mimetype as UploadedFile['mimetype'] }),
    );
  }

  return {
    /** Checks, cleans and stores the files of one request (POST /api/upload), all or none; answers their urls in order. */
    async accept(files: readonly IncomingFile[], clientKeyHash: string): Promise<UploadResponse> {
      if (files.length === 0) throw noFiles();
      if (files.length > UPLOAD_MAX_FILES) throw tooManyFiles();
      const accepted: AcceptedFile[] = [];
      // one at a time: a decoded photo can take a few hundred MB
      for (const [index, file] of files.entries()) accepted.push(await check(file, index, clientKeyHash));
      return { files: await store(accepted) };
    },

    /** The same pipeline for one completed resumable upload, recorded under its tus id. */
    async acceptOne(file: IncomingFile, clientKeyHash: string, tusId: string): Promise<UploadedFile> {
      const [uploaded] = await store([await check(file, 0, clientKeyHash)], tusId);
      if (!uploaded) throw new Error('a stored upload was not answered');
      return uploaded;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;

/** How long an upload waits for a submission to claim it before the cleanup removes it. */
export const UNCLAIMED_UPLOAD_HOURS = 24;
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
