// The resumable upload endpoint (tus 1.0, decision 019) at /api/uploads/tus, for the PWA's queue:
// POST creates an upload (UPLOADS_PER_HOUR per client, like POST /api/upload; from our own
// origin, the same-origin check of server.ts; its Upload-Length within the client's pending
// quota, and a video — by its declared filetype — within its allowance of videos waiting for the
// job: else a 429), HEAD and PATCH resume it (a PATCH admitted by its Content-Length against the
// bytes in flight: else a 503; upload-admission.ts), DELETE drops it. At most
// UPLOAD_MAX_BYTES per upload, so the bytes a client can send an hour are bounded by its
// creations. GET on an upload is not tus's (which would serve the staged bytes): only
// `<id>/result` answers, with what the pipeline made of the file (tus-upload.service.ts).
import type { IncomingMessage } from 'node:http';
import { ERRORS, Server } from '@tus/server';
import express from 'express';
import type { Logger } from 'pino';
import { TUS_ENDPOINT, UPLOAD_MAX_BYTES } from '#contract/upload.schema.ts';
import type { Sql } from '#db/connection.ts';
import { resolveDataDir } from '../data-dir.ts';
import type { Env } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { setCacheControl } from '../http/cache-control.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createPostgresLocker } from './tus-locker.ts';
import { createTusStaging, createTusUploadService, TUS_ID, type TusUploadService } from './tus-upload.service.ts';
import { UPLOADS_PER_HOUR } from './upload.router.ts';
import { UNCLAIMED_UPLOAD_HOURS } from './upload.service.ts';
import { declaredBodyBytes, tooManyVideosWaiting, type UploadAdmission } from './upload-admission.ts';
import { clientPending } from './uploads.queries.ts';

export interface TusRouterDeps {
  sql: Sql;
  storage: MediaStorage;
  jobs?: JobSender;
  env: Pick<Env, 'DATA_DIR'>;
  logger?: Logger;
  limiter: LimiterBase;
  admission: UploadAdmission;
}

/** The filetype a tus creation declares in its Upload-Metadata (a client's claim; the pipeline checks the bytes). */
function declaredFiletype(req: express.Request): string {
  const metadata = req.headers['upload-metadata'];
  if (typeof metadata !== 'string') return '';
  for (const pair of metadata.split(',')) {
    const [key, value = ''] = pair.trim().split(' ');
    if (key === 'filetype') return Buffer.from(value, 'base64').toString('utf8');
  }
  return '';
}

/** An upload held by another request past the lock's wait. */
export const UPLOAD_BUSY = { status_code: 423, body: 'This upload is being written by another request; try again shortly.\n' };

/** The path under /api (this router is mounted in the api router). */
const BASE = TUS_ENDPOINT.replace(/^\/api/, '');

export function tusRouter({ sql, storage, jobs, env, logger, limiter: base, admission }: TusRouterDeps): express.Router {
  const limiter = createRateLimiter(sql, { name: 'upload-tus', limit: UPLOADS_PER_HOUR, windowSeconds: 3600, ...base });
  const clientKeyHash = (req: express.Request) => admission.clientKeyHash(req.ip);
  /** A creation within the client's quotas, answered 429 before anything is staged. */
  const creationAdmitted: express.RequestHandler = async (req, _res, next) => {
    try {
      const length = req.headers['upload-length'];
      const bytes = typeof length === 'string' && /^\d+$/.test(length) ? Math.min(Number(length), UPLOAD_MAX_BYTES) : 0;
      await admission.assertRoomFor(req, bytes);
      if (declaredFiletype(req).startsWith('video/')) {
        const pending = await clientPending(sql, clientKeyHash(req), UNCLAIMED_UPLOAD_HOURS * 3600);
        if (pending.queuedVideos >= admission.limits.queuedVideosPerClient)
          throw tooManyVideosWaiting(admission.limits.queuedVideosPerClient);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
  // A PATCH's body, and a creation's when it carries bytes, count in flight while they are received.
  const bytesInFlight = admission.admit(
    (req) => {
      // a creation without a Content-Length carries no bytes; a PATCH without one, up to an upload's
      if (req.headers['content-length'] === undefined) return req.method === 'PATCH' ? UPLOAD_MAX_BYTES : null;
      const bytes = declaredBodyBytes(req);
      return bytes === 0 ? null : Math.min(bytes, UPLOAD_MAX_BYTES);
    },
    { checkPending: false }, // weighed at the creation (creationAdmitted)
  );
  // Made on the first request, so an app that never sees one creates no staging folder.
  let made: { tus: Server; service: TusUploadService } | undefined;
  const finishers = new WeakMap<IncomingMessage, string>();
  const make = () => {
    if (made) return made;
    const staging = createTusStaging(resolveDataDir(env));
    const service = createTusUploadService({ sql, storage, jobs, staging, log: logger, admission });
    const tus = new Server({
      path: TUS_ENDPOINT,
      datastore: staging,
      // the staging folder is shared by the replicas; the lock of an upload is too
      locker: createPostgresLocker(sql),
      maxSize: UPLOAD_MAX_BYTES,
      relativeLocation: true, // never built from a Host header
      // An upload's id is the last segment of the path, never its query string, and only ever an
      // id this server gives out: anything else is no upload (404) before a lock or a file is looked up.
      getFileIdFromRequest: (req) => {
        const id = new URL(req.url, 'http://localhost').pathname.split('/').pop() ?? '';
        return TUS_ID.test(id) ? id : undefined;
      },
      allowedOrigins: [], // same-origin only: no Access-Control-Allow-Origin
      // An upload another request still holds after the lock's wait is busy, not broken: 423,
      // which tus clients retry, instead of the library's 500.
      onResponseError: (_req, error) => (error === ERRORS.ERR_LOCK_TIMEOUT ? UPLOAD_BUSY : undefined),
      async onUploadFinish(req, upload) {
        // The pipeline runs before the last PATCH is answered, so the result is ready when the
        // client asks; its failures are recorded (a refusal) or logged (the result retries).
        // An upload complete at its creation (empty, or its bytes in the POST) waits for its
        // result call instead: @tus/server reads the staged upload again after this hook on a
        // POST, and the pipeline has removed it by then (a 404 for a file it took).
        if (req.method === 'POST') return {};
        const node = (req as { runtime?: { node?: { req: IncomingMessage } } }).runtime?.node?.req;
        await service.finish(upload.id, (node && finishers.get(node)) ?? '');
        return {};
      },
    });
    made = { tus, service };
    return made;
  };
  const handle: express.RequestHandler = (req, res, next) => {
    finishers.set(req, clientKeyHash(req));
    make().tus.handle(req, res).catch(next);
  };

  const router = express.Router();
  router.get(`${BASE}/:id/result`, async (req, res) => {
    const result = await make().service.result(req.params.id, clientKeyHash(req));
    setCacheControl(res, 'noStore');
    switch (result.state) {
      case 'done':
        res.status(200).json(result.file);
        return;
      case 'processing':
        res.status(202).json({ status: 'processing' });
        return;
      case 'refused':
        res.status(result.status).json({ message: result.message, code: result.code });
        return;
      default:
        throw new NotFoundError('No such upload');
    }
  });
  router.post(BASE, rateLimit(limiter), creationAdmitted, bytesInFlight, handle);
  router.options([BASE, `${BASE}/:id`], handle);
  router.head(`${BASE}/:id`, handle);
  router.patch(`${BASE}/:id`, bytesInFlight, handle);
  router.delete(`${BASE}/:id`, handle);
  return router;
}
