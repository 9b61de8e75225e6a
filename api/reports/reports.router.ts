// POST /api/reports: a multipart form (the fields of ReportSchema plus an optional "evidence"
// file of at most 10 MB, held in memory), from our own origin, 5 per client per hour. The limit is
// counted before multer reads a byte of the body: a client past it cannot make us buffer 10 MB.
// POST /api/takedowns: a takedown request, the same way (TakedownSchema plus an optional "proof"
// file, an image or a PDF), with its own hourly allowance.
import express from 'express';
import type { Logger } from 'pino';
import { EVIDENCE_MAX_BYTES, type ReportCreated, ReportSchema } from '#contract/report.schema.ts';
import { PROOF_MAX_BYTES, type TakedownCreated, TakedownSchema } from '#contract/takedown.schema.ts';
import type { Sql } from '#db/connection.ts';
import { ValidationError } from '../errors.ts';
import { singleFileUpload } from '../http/multipart.ts';
import { parseInput } from '../http/parse-input.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createReportsService } from './reports.service.ts';

export const REPORTS_PER_HOUR = 5;
export const TAKEDOWNS_PER_HOUR = 5;

export interface ReportsRouterDeps {
  sql: Sql;
  storage: MediaStorage;
  logger?: Logger;
  /** The server's secret and clock for the limit's bucket. */
  limiter: LimiterBase;
}

const evidenceUpload = singleFileUpload({
  field: 'evidence',
  maxBytes: EVIDENCE_MAX_BYTES,
  maxFields: 10,
  maxFieldBytes: 64 * 1024,
  tooLargeMessage: 'The evidence file is larger than 10 MB',
  notSingleFile: () =>
    new ValidationError('Send at most one file, in the "evidence" field', { evidence: ['forms.validation.evidenceSingle'] }),
});

const proofUpload = singleFileUpload({
  field: 'proof',
  maxBytes: PROOF_MAX_BYTES,
  maxFields: 10,
  maxFieldBytes: 64 * 1024,
  tooLargeMessage: 'The proof file is larger than 10 MB',
  notSingleFile: () => new ValidationError('Send at most one file, in the "proof" field', { proof: ['takedown.validation.proofSingle'] }),
});

/** The uploaded file, if any: a plain HTML form sends an empty, nameless file part when none was chosen. */
function uploadedFile(file: Express.Multer.File | undefined): { data: Buffer; name: string } | null {
  if (!file || (file.size === 0 && !file.originalname)) return null;
  return { data: file.buffer, name: file.originalname };
}

/** Multipart fields are text: "true"/"on"/"1" mean true; an absent or empty flag means false. */
function formFlag(value: unknown): unknown {
  if (value === undefined || value === '' || value === 'false' || value === '0') return false;
  if (value === 'true' || value === 'on' || value === '1') return true;
  return value;
}

export function reportsRouter({ sql, storage, logger, limiter: base }: ReportsRouterDeps): express.Router {
  const limiter = createRateLimiter(sql, {
    name: 'reports',
    limit: REPORTS_PER_HOUR,
    windowSeconds: 3600,
    ...base,
  });
  const takedownLimiter = createRateLimiter(sql, {
    name: 'takedowns',
    limit: TAKEDOWNS_PER_HOUR,
    windowSeconds: 3600,
    ...base,
  });
  const service = createReportsService({ sql, storage, log: logger });
  const router = express.Router();
  router.post('/reports', rateLimit(limiter), evidenceUpload, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const report = parseInput(ReportSchema, { ...body, anonymous: formFlag(body.anonymous) });
    const created: ReportCreated = await service.file({ report, evidence: uploadedFile(req.file) });
    res.status(201).json(created);
  });

  router.post('/takedowns', rateLimit(takedownLimiter), proofUpload, async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const takedown = parseInput(TakedownSchema, { ...body, confirmed: formFlag(body.confirmed) });
    const created: TakedownCreated = await service.fileTakedown({ takedown, proof: uploadedFile(req.file) });
    res.status(201).json(created);
  });
  return router;
}
