// What anonymous uploads may take of the server (docs/decisions/062-uploads-are-admitted-before-their-bytes.md),
// decided from a request's headers before a byte of its body is read:
// - the bytes in flight across the process (bodies being received, staged on disk and checked) are
//   capped by UPLOAD_IN_FLIGHT_MB: a request that would pass it gets a 503 with Retry-After;
// - the bytes one client has uploaded and no submission has claimed yet, plus the bytes it is
//   sending now, are capped by UPLOAD_PENDING_MB_PER_CLIENT: past it, a 429 with Retry-After (when
//   its oldest pending upload is removed by the cleanup);
// - the videos of one client waiting for the video job are capped by UPLOAD_VIDEOS_QUEUED_PER_CLIENT
//   (checked when a file proves to be a video, and again when it is recorded).
// A client is its upload key (client-key.ts uploadClientKey: IPv6 by its /48). The in-flight
// reservations are this process's; the pending bytes and queued videos are read from
// pending_uploads, so every replica counts them, and checked again under a per-client lock when an
// upload is recorded.
import type { Request, RequestHandler } from 'express';
import { UPLOAD_REQUEST_MAX_BYTES } from '#contract/upload.schema.ts';
import type { Queryable, Sql } from '#db/connection.ts';
import { PayloadTooLargeError, RateLimitError, ServiceUnavailableError } from '../errors.ts';
import { uploadBytesInFlight } from '../observability/metrics.ts';
import { hashClientKey, uploadClientKey } from '../rate-limit/client-key.ts';
import { clientPending } from './uploads.queries.ts';

const MB = 1024 * 1024;
/** Seconds a client refused for a full server waits: about what an upload in flight takes to finish. */
export const IN_FLIGHT_RETRY_AFTER_SECONDS = 10;
/** Seconds a client with too many videos waiting waits: about one run of the video job. */
export const VIDEO_QUEUE_RETRY_AFTER_SECONDS = 120;

export interface UploadLimits {
  inFlightBytes: number;
  pendingBytesPerClient: number;
  queuedVideosPerClient: number;
}

export function uploadLimitsOf(env: {
  UPLOAD_IN_FLIGHT_MB: number;
  UPLOAD_PENDING_MB_PER_CLIENT: number;
  UPLOAD_VIDEOS_QUEUED_PER_CLIENT: number;
}): UploadLimits {
  return {
    inFlightBytes: env.UPLOAD_IN_FLIGHT_MB * MB,
    pendingBytesPerClient: env.UPLOAD_PENDING_MB_PER_CLIENT * MB,
    queuedVideosPerClient: env.UPLOAD_VIDEOS_QUEUED_PER_CLIENT,
  };
}

/** A 429 of the upload quotas: a message that says which, and when to come back. */
export class UploadQuotaError extends RateLimitError {
  constructor(message: string, retryAfterSeconds: number) {
    super(retryAfterSeconds);
    this.message = message;
  }
}

export const serverFull = () =>
  new ServiceUnavailableError(
    'The server is receiving as many uploads as it can just now; try again shortly',
    IN_FLIGHT_RETRY_AFTER_SECONDS,
  );

export const tooManyVideosWaiting = (limit: number) =>
  new UploadQuotaError(
    `At most ${limit} of your videos can wait to be processed at once; send this one when they are done`,
    VIDEO_QUEUE_RETRY_AFTER_SECONDS,
  );

const pendingQuotaFull = (limitBytes: number, retryAfterSeconds: number) =>
  new UploadQuotaError(
    `Your uploads waiting for a submission already take ${Math.round(limitBytes / MB)} MB; submit them, or wait until unsubmitted ones expire`,
    retryAfterSeconds,
  );

export interface UploadAdmission {
  /** The hash pending_uploads keeps for the client at this address (its upload key). */
  clientKeyHash(ip: string | undefined): string;
  /**
   * Middleware: reserves the request's declared bytes (`bytesOf`, from its headers) against the
   * process's and the client's allowance, or answers 413/429/503 before the body is read. The
   * reservation is released when the response is done (or the connection is gone). Without
   * `checkPending` (a tus PATCH, whose upload was weighed at its creation) only the bytes in
   * flight are checked, at once, with no query: the body is read from the first moment, so bytes
   * that arrived before a cut connection are not lost in its buffers.
   */
  admit(bytesOf: (req: Request) => number | null, options?: { checkPending?: boolean }): RequestHandler;
  /** Throws the 429 when the client's pending uploads and those it is sending, with `bytes` more, would pass its quota (a tus creation: nothing held). */
  assertRoomFor(req: Request, bytes: number): Promise<void>;
  /** Throws the 429 when the client's pending uploads, with `bytes` more, would pass its quota (under uploads.queries.ts lockClient). */
  assertPendingRoom(tx: Queryable, clientKeyHash: string, bytes: number, videos: number): Promise<void>;
  readonly limits: UploadLimits;
  /** Bytes reserved now in this process (tests, bench). */
  inFlight(): number;
}

export function createUploadAdmission(options: {
  sql: Sql;
  secret: () => string;
  limits: UploadLimits;
  /** How long an unclaimed upload waits before the cleanup removes it (the 429's Retry-After). */
  expirySeconds: number;
}): UploadAdmission {
  const { sql, limits, expirySeconds } = options;
  let inFlight = 0;
  const byClient = new Map<string, number>();
  const clientKeyHash = (ip: string | undefined) => hashClientKey(options.secret(), uploadClientKey(ip));

  async function assertPendingRoom(tx: Queryable, hash: string, bytes: number, videos: number): Promise<void> {
    const pending = await clientPending(tx, hash, expirySeconds);
    if (pending.bytes + bytes > limits.pendingBytesPerClient) {
      throw pendingQuotaFull(limits.pendingBytesPerClient, pending.oldestExpiresInSeconds);
    }
    if (videos > 0 && pending.queuedVideos + videos > limits.queuedVideosPerClient) {
      throw tooManyVideosWaiting(limits.queuedVideosPerClient);
    }
  }

  return {
    limits,
    clientKeyHash,
    assertPendingRoom,
    async assertRoomFor(req, bytes) {
      const hash = clientKeyHash(req.ip);
      const pending = await clientPending(sql, hash, expirySeconds);
      if (pending.bytes + (byClient.get(hash) ?? 0) + bytes > limits.pendingBytesPerClient) {
        throw pendingQuotaFull(limits.pendingBytesPerClient, pending.oldestExpiresInSeconds);
      }
    },
    inFlight: () => inFlight,
    admit(bytesOf, { checkPending = true } = {}) {
      return async (req, res, next) => {
        try {
          const bytes = bytesOf(req);
          if (bytes === null) return next(); // nothing to receive (a tus HEAD, an empty PATCH)
          if (bytes > UPLOAD_REQUEST_MAX_BYTES) throw new PayloadTooLargeError('The upload is larger than a request may be');
          const hash = clientKeyHash(req.ip);
          const pending = checkPending ? await clientPending(sql, hash, expirySeconds) : undefined;
          const sending = byClient.get(hash) ?? 0;
          // Checked and reserved with no await between: parallel requests see each other's bytes.
          if (pending && pending.bytes + sending + bytes > limits.pendingBytesPerClient) {
            throw pendingQuotaFull(limits.pendingBytesPerClient, pending.oldestExpiresInSeconds);
          }
          if (inFlight + bytes > limits.inFlightBytes) throw serverFull();
          inFlight += bytes;
          uploadBytesInFlight.inc(bytes);
          byClient.set(hash, sending + bytes);
          let released = false;
          const release = () => {
            if (released) return;
            released = true;
            inFlight -= bytes;
            uploadBytesInFlight.dec(bytes);
            const left = (byClient.get(hash) ?? 0) - bytes;
            if (left > 0) byClient.set(hash, left);
            else byClient.delete(hash);
          };
          res.once('close', release);
          res.once('finish', release);
          next();
        } catch (error) {
          // Answered before the body. What the client still sends is read and dropped (Node's own
          // handling of an unread body: nothing is kept); closing at once instead would reset the
          // connection under the unread bytes, and the client might lose the answer with it.
          next(error);
        }
      };
    },
  };
}

/** The bytes a request's body declares: its Content-Length, or the most a request may carry when it does not say. */
export function declaredBodyBytes(req: Request): number {
  const length = req.headers['content-length'];
  if (length === undefined || !/^\d+$/.test(length)) return UPLOAD_REQUEST_MAX_BYTES;
  return Number(length);
}

export { MB as MEGABYTE };
