// Resumable uploads (tus, decision 019): the bytes of an upload wait in a staging folder under the
// data directory (@tus/file-store) until the last one arrives; then the file goes through the one
// upload pipeline (upload.service.ts acceptOne), is stored pending and recorded under its tus id,
// and the staging copy is deleted. A refused file leaves only the reason (upload_refusals).
// The result of an upload is read from those two tables (a video is "processing" until the
// video job rewrote it, or refused with the job's reason); a complete staged upload without either
// (the server stopped between the last byte and the record) is finished again when asked for.
import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import type { Logger } from 'pino';
import { pendingUploadUrl, UPLOAD_MAX_BYTES, type UploadErrorCode, type UploadedFile } from '#contract/upload.schema.ts';
import type { Sql } from '#db/connection.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { deleteLeasesExpiredBefore } from './tus-locks.queries.ts';
import { createUploadService, type IncomingFile, UploadRejectedError, type UploadServiceDeps } from './upload.service.ts';
import { UploadQuotaError } from './upload-admission.ts';
import { deleteUploadRefusals, findPendingUploadByTusId, findUploadRefusal, insertUploadRefusal } from './uploads.queries.ts';

/** @tus/server's upload ids: 16 random bytes in hex. */
export const TUS_ID = /^[0-9a-f]{32}$/;
/** How long an incomplete upload may wait to be resumed before the cleanup removes its bytes. */
export const TUS_STAGING_HOURS = 24;
const UNIQUE_VIOLATION = '23505';

/** The staging store of resumable uploads, in `<data dir>/tus-staging`. */
export function createTusStaging(dataDir: string): FileStore {
  const directory = path.join(dataDir, 'tus-staging');
  // made here, synchronously: the store's own mkdir is not awaited, and a sweep could list first
  mkdirSync(directory, { recursive: true });
  return new FileStore({ directory, expirationPeriodInMilliseconds: TUS_STAGING_HOURS * 3600_000 });
}

export type TusResult =
  | { state: 'done'; file: UploadedFile }
  | { state: 'processing' }
  | { state: 'refused'; status: number; code: UploadErrorCode; message: string }
  | { state: 'unknown' };

export interface TusUploadDeps {
  sql: Sql;
  storage: MediaStorage;
  jobs?: JobSender;
  staging: FileStore;
  log?: Pick<Logger, 'error' | 'warn'>;
  admission?: UploadServiceDeps['admission'];
}

export function createTusUploadService({ sql, storage, jobs, staging, log, admission }: TusUploadDeps) {
  const uploads = createUploadService({ sql, storage, jobs, log, admission });
  const running = new Map<string, Promise<void>>();

  /** Staged bytes of a complete upload, or null while some are missing (or it is gone). */
  async function completeStaged(tusId: string): Promise<IncomingFile | null | undefined> {
    const upload = await staging.getUpload(tusId).catch(() => undefined);
    if (!upload) return undefined;
    if (upload.size === undefined || upload.offset !== upload.size || upload.size > UPLOAD_MAX_BYTES) return null;
    return { read: () => readFile(path.join(staging.directory, tusId)), name: upload.metadata?.filename ?? '' };
  }

  async function process(tusId: string, clientKeyHash: string): Promise<void> {
    const staged = await completeStaged(tusId);
    if (!staged) return;
    try {
      await uploads.acceptOne(staged, clientKeyHash, tusId);
    } catch (error) {
      // Past the client's quota just now (too many videos waiting): the staged bytes stay, and the
      // result call, which the client repeats with back-off, tries again.
      if (error instanceof UploadQuotaError) return;
      if (error instanceof UploadRejectedError) {
        const code = (error.details?.code ?? 'unreadable') as UploadErrorCode;
        await insertUploadRefusal(sql, { tusId, status: error.status, code, message: error.message });
      } else if ((error as { code?: string }).code !== UNIQUE_VIOLATION) {
        throw error; // the staged bytes stay: the result asks again
      } // else another replica recorded it first (and this one's copy was removed)
    }
    await staging.remove(tusId).catch((error: unknown) => log?.warn({ err: error, tusId }, 'could not remove a staged upload'));
  }

  /** Runs the pipeline on a complete upload once at a time per id; a failure is logged, the result retries it. */
  function finish(tusId: string, clientKeyHash: string): Promise<void> {
    const already = running.get(tusId);
    if (already) return already;
    const work = process(tusId, clientKeyHash)
      .catch((error: unknown) => log?.error({ err: error, tusId }, 'a completed resumable upload could not be processed'))
      .finally(() => running.delete(tusId));
    running.set(tusId, work);
    return work;
  }

  return {
    finish,

    async result(tusId: string, clientKeyHash: string): Promise<TusResult> {
      if (!TUS_ID.test(tusId)) return { state: 'unknown' };
      const known = await recorded(tusId);
      if (known) return known;
      if (running.has(tusId)) return { state: 'processing' };
      const staged = await completeStaged(tusId);
      // Gone from staging: a finish (here or on another replica) may have recorded it and removed
      // its bytes since the first read, and it records before it removes: so read once more.
      if (staged === undefined) return (await recorded(tusId)) ?? { state: 'unknown' };
      if (staged) void finish(tusId, clientKeyHash); // finished, but never recorded: do it now
      return { state: 'processing' };
    },
  };

  /** What the pipeline recorded of an upload: stored (done, or a video being rewritten) or refused; null if nothing yet. */
  async function recorded(tusId: string): Promise<TusResult | null> {
    const stored = await findPendingUploadByTusId(sql, tusId);
    if (stored?.refusedCode) return { state: 'refused', status: 400, code: stored.refusedCode, message: stored.refusedMessage ?? '' };
    if (stored?.kind === 'video' && !stored.processed) return { state: 'processing' }; // the video job runs
    if (stored)
      return { state: 'done', file: { url: pendingUploadUrl(stored.name), mimetype: stored.mimetype as UploadedFile['mimetype'] } };
    const refusal = await findUploadRefusal(sql, tusId);
    if (refusal) return { state: 'refused', status: refusal.status, code: refusal.code, message: refusal.message };
    return null;
  }
}

export type TusUploadService = ReturnType<typeof createTusUploadService>;

/**
 * The hourly cleanup: removes the bytes of resumable uploads not completed within
 * TUS_STAGING_HOURS and forgets refusals older than a day. Returns how many of each.
 */
export async function removeExpiredTusUploads(
  sql: Sql,
  dataDir: string,
  now: Date = new Date(),
): Promise<{ staged: number; refusals: number }> {
  const staged = await createTusStaging(dataDir).deleteExpired();
  const refusals = await deleteUploadRefusals(sql, new Date(now.getTime() - 24 * 3600_000));
  // leases of a process that stopped while it received an upload (tus-locker.ts)
  await deleteLeasesExpiredBefore(sql, new Date(now.getTime() - 3600_000));
  return { staged, refusals };
}
