// POST /api/profiles: a profile submission as JSON (SubmissionSchema), from our own origin,
// SUBMISSIONS_PER_HOUR per client (counted before any work). An optional Idempotency-Key header
// (a UUID the device makes once per submission) makes retries safe. Answers 201
// { id, status: 'PENDING', ownerToken } — the owner token only here, once — or, for a retry of
// the same key, 200 with the same id (and the token while it is still kept, see the service).
import express from 'express';
import type { Logger } from 'pino';
import { z } from 'zod/mini';
import { SubmissionSchema } from '#contract/submission.schema.ts';
import type { Sql } from '#db/connection.ts';
import { ValidationError } from '../errors.ts';
import { setCacheControl } from '../http/cache-control.ts';
import { parseInput } from '../http/parse-input.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createSubmissionService } from './submission.service.ts';

/** Generous enough for a queue retrying after failures; a form spammer still stops quickly. */
export const SUBMISSIONS_PER_HOUR = 10;

/** An optional Idempotency-Key header: a UUID (the device's submission id). */
export const IdempotencyKeySchema = z.optional(z.uuid());

export interface SubmissionRouterDeps {
  sql: Sql;
  storage: MediaStorage;
  limiter: LimiterBase;
  /** Mails her owner link; absent in tests that send no jobs. */
  jobs?: JobSender;
  log?: Logger;
}

export function submissionRouter({ sql, storage, limiter: base, jobs, log }: SubmissionRouterDeps): express.Router {
  const limiter = createRateLimiter(sql, { name: 'profile-submissions', limit: SUBMISSIONS_PER_HOUR, windowSeconds: 3600, ...base });
  const service = createSubmissionService({ sql, storage, secret: base.secret, jobs, log });
  const router = express.Router();
  router.post('/profiles', rateLimit(limiter), async (req, res) => {
    const key = parseInput(IdempotencyKeySchema, req.get('idempotency-key'), () => new ValidationError('Idempotency-Key must be a UUID'));
    const values = parseInput(SubmissionSchema, req.body);
    const { created, replayed } = await service.submit({ values, ip: req.ip, idempotencyKey: key?.toLowerCase() });
    setCacheControl(res, 'noStore');
    res.status(replayed ? 200 : 201).json(created);
  });
  return router;
}
