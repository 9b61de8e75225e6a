// POST /api/upload: a multipart form with up to 10 files in the repeated field
// "files", 10 MB each, streamed to <data dir>/upload-tmp and removed when the answer is sent; from
// our own origin (the same-origin check of server.ts), UPLOADS_PER_HOUR per client, and admitted
// by its Content-Length against the bytes in flight and the client's pending bytes
// (upload-admission.ts) — all before multer reads a byte of the body. Answers
// `{ files: [{ url, mimetype }] }` for the files, stored pending (upload.service.ts).
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import express from 'express';
import type { Logger } from 'pino';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#contract/upload.schema.ts';
import type { Sql } from '#db/connection.ts';
import { resolveDataDir } from '../data-dir.ts';
import type { Env } from '../env.ts';
import { multiFileUpload } from '../http/multipart.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createUploadService, tooLarge, tooManyFiles } from './upload.service.ts';
import { declaredBodyBytes, type UploadAdmission } from './upload-admission.ts';

/** A submission sends its files in one request or one per file, with retries on a poor connection. */
export const UPLOADS_PER_HOUR = 20;

export interface UploadRouterDeps {
  sql: Sql;
  storage: MediaStorage;
  jobs?: JobSender;
  logger?: Logger;
  limiter: LimiterBase;
  env: Pick<Env, 'DATA_DIR'>;
  admission: UploadAdmission;
}

/** Where the files of POST /api/upload wait while their request lasts. */
export const uploadTempDir = (env: Pick<Env, 'DATA_DIR'>) => path.join(resolveDataDir(env), 'upload-tmp');

export function uploadRouter({ sql, storage, jobs, logger, limiter: base, env, admission }: UploadRouterDeps): express.Router {
  const limiter = createRateLimiter(sql, { name: 'upload', limit: UPLOADS_PER_HOUR, windowSeconds: 3600, ...base });
  const service = createUploadService({ sql, storage, jobs, log: logger, admission });
  const filesUpload = multiFileUpload({
    field: UPLOAD_FIELD,
    directory: uploadTempDir(env),
    maxFiles: UPLOAD_MAX_FILES,
    maxBytes: UPLOAD_MAX_BYTES,
    maxFields: 10,
    maxFieldBytes: 4 * 1024,
    tooLarge,
    tooManyFiles,
  });
  const router = express.Router();
  router.post('/upload', rateLimit(limiter), admission.admit(declaredBodyBytes), filesUpload, async (req, res) => {
    const files = Array.isArray(req.files) ? req.files : [];
    const answer = await service.accept(
      files.map((file) => ({ read: () => readFile(file.path), name: file.originalname })),
      admission.clientKeyHash(req.ip),
    );
    res.status(200).json(answer);
  });
  return router;
}
