// The owner link's API (DESIGN §8a). The token travels in the X-Owner-Token header, never in an
// address (addresses are logged; the header is redacted from the logs), and every call counts
// against OWNER_CALLS_PER_HOUR per client before anything is looked up, so guessing tokens is as
// slow as any public form. An unknown or malformed token is the same 404 as a missing one.
//   GET    /api/owner/profile           her profile as buyers see it, its state, a pending edit
//   PUT    /api/owner/profile           edit (ProfileEditSchema; 400 with field errors)
//   POST   /api/owner/profile/pause     / resume
//   POST   /api/owner/profile/withdraw  consent withdrawn: off the site at once, for good
//   DELETE /api/owner/profile           deleted: off the site at once, the link dies
//   PUT    /api/owner/release-policy    { releasePolicy }: for purchases to come
//   POST   /api/owner/resend            { email, language }: a new link to a contact email on file
import express from 'express';
import type { Logger } from 'pino';
import { ReleasePolicyChangeSchema } from '#api/contract/consent.schema.ts';
import { OWNER_TOKEN_HEADER, OwnerLinkResendSchema, ProfileEditSchema } from '#api/contract/owner.schema.ts';
import type { Sql } from '#db/connection.ts';
import { ValidationError } from '../errors.ts';
import { translator } from '../i18n/messages.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createOwnerService } from './owner.service.ts';
import { OWNER_MESSAGES_DIR } from './owner-link-mail.ts';

/** Her page makes a handful of calls a visit; a token guesser stops quickly. */
export const OWNER_CALLS_PER_HOUR = 60;
/** Each re-sent link is an email to someone: as tight as the password-reset form. */
export const OWNER_RESENDS_PER_HOUR = 5;

export interface OwnerRouterDeps {
  sql: Sql;
  storage: MediaStorage;
  limiter: LimiterBase;
  jobs?: JobSender;
  log: Logger;
}

export function ownerRouter({ sql, storage, limiter: base, jobs, log }: OwnerRouterDeps): express.Router {
  const calls = createRateLimiter(sql, { name: 'owner-link', limit: OWNER_CALLS_PER_HOUR, windowSeconds: 3600, ...base });
  const resends = createRateLimiter(sql, { name: 'owner-link-resend', limit: OWNER_RESENDS_PER_HOUR, windowSeconds: 3600, ...base });
  const service = createOwnerService({ sql, storage, secret: base.secret, jobs, log });
  const router = express.Router();
  const token = (req: express.Request) => req.get(OWNER_TOKEN_HEADER);
  const answer = (res: express.Response, body: unknown) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(body);
  };

  router.use('/owner/profile', rateLimit(calls));
  router.get('/owner/profile', async (req, res) => answer(res, await service.view(token(req))));
  router.put('/owner/profile', async (req, res) => {
    const parsed = ProfileEditSchema.safeParse(req.body);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    answer(res, await service.edit(token(req), parsed.data, req.ip));
  });
  router.post('/owner/profile/pause', async (req, res) => answer(res, await service.setPaused(token(req), true)));
  router.post('/owner/profile/resume', async (req, res) => answer(res, await service.setPaused(token(req), false)));
  router.post('/owner/profile/withdraw', async (req, res) => answer(res, await service.withdraw(token(req))));
  router.delete('/owner/profile', async (req, res) => {
    await service.remove(token(req));
    res.setHeader('Cache-Control', 'no-store');
    res.status(204).end();
  });

  router.put('/owner/release-policy', rateLimit(calls), async (req, res) => {
    const parsed = ReleasePolicyChangeSchema.safeParse(req.body);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    answer(res, await service.setReleasePolicy(token(req), parsed.data.releasePolicy));
  });

  router.post('/owner/resend', rateLimit(resends), async (req, res) => {
    const parsed = OwnerLinkResendSchema.safeParse(req.body);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    await service.resend(parsed.data.email, parsed.data.language);
    res.setHeader('Cache-Control', 'no-store');
    res.status(202).json({ message: translator(OWNER_MESSAGES_DIR, parsed.data.language)('resendSent') });
  });
  return router;
}
