// POST /api/upload (backoffice §7): a multipart form with up to 10 files in the repeated field
// "files", 10 MB each, held in memory; from our own origin (the same-origin check of server.ts),
// UPLOADS_PER_HOUR per client, counted before multer reads a byte of the body. Answers
// `{ files: [{ url, mimetype }] }` for the files, stored pending (upload.service.ts).
import express from 'express';
import type { Logger } from 'pino';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from '#api/contract/upload.schema.ts';
import type { Sql } from '#db/connection.ts';
import { multiFileUpload } from '../http/multipart.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { clientKey, hashClientKey } from '../rate-limit/client-key.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createUploadService, tooLarge, tooManyFiles } from './upload.service.ts';

/** A submission sends its files in one request or one per file, with retries on a poor connection. */
export const UPLOADS_PER_HOUR = 20;

export interface UploadRouterDeps {
  sql: Sql;
  storage: MediaStorage;
  jobs?: JobSender;
  logger?: Logger;
  limiter: LimiterBase;
}

const filesUpload = multiFileUpload({
  field: UPLOAD_FIELD,
  maxFiles: UPLOAD_MAX_FILES,
  maxBytes: UPLOAD_MAX_BYTES,
  maxFields: 10,
  maxFieldBytes: 4 * 1024,
  tooLarge,
  tooManyFiles,
});

export function uploadRouter({ sql, storage, jobs, logger, limiter: base }: UploadRouterDeps): express.Router {
  const limiter = createRateLimiter(sql, { name: 'upload', limit: UPLOADS_PER_HOUR, windowSeconds: 3600, ...base });
  const service = createUploadService({ sql, storage, jobs, log: logger });
  const router = express.Router();
  router.post('/upload', rateLimit(limiter), filesUpload, async (req, res) => {
    const files = Array.isArray(req.files) ? req.files : [];
    const answer = await service.accept(
      files.map((file) => ({ data: file.buffer, name: file.originalname })),
      hashClientKey(base.secret(), clientKey(req.ip)),
    );
    res.status(200).json(answer);
  });
  return router;
}
