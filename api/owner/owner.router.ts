// The owner link's API. The token travels in the X-Owner-Token header, never in an
// address (addresses are logged; the header is redacted from the logs), and every call counts
// against OWNER_CALLS_PER_HOUR per client before anything is looked up, so guessing tokens is as
// slow as any public form. An unknown or malformed token is the same 404 as a missing one.
//   GET    /api/owner/profile           her profile as buyers see it, its state, a pending edit
//   PUT    /api/owner/profile           edit (ProfileEditSchema; 400 with field errors)
//   POST   /api/owner/profile/pause     / resume
//   POST   /api/owner/profile/withdraw  consent withdrawn: off the site at once, for good
//   DELETE /api/owner/profile           deleted: off the site at once, the link dies
//   PUT    /api/owner/release-policy    { releasePolicy }: for purchases to come (and unpaid checkouts, when stricter)
//   GET    /api/owner/approval-requests  her policy, approval requests waiting and decided lately, her blocks
//   POST   /api/owner/approval-requests/:id/decision  { decision, block }: she approves or declines (twice is harmless)
//   POST   /api/owner/approval-requests/:id/block     blocks the buyer of a decided approval request
//   DELETE /api/owner/blocks/:id        takes a block she made off her list
//   GET    /api/approval-request        X-Approval-Token: the one approval request her emailed link opens
//   POST   /api/approval-request/decision { decision, block }, X-Approval-Token
// The addresses these had before (/api/owner/requests…, …/answer) answer the same, for an app
// version still open in a tab from before the update.
//   POST   /api/owner/resend            { email, language }: mails a contact email on file a link that
//                                        mints a new owner link once, within 30 minutes; hers keeps working
//   POST   /api/owner/new-link          X-Owner-Link-Request: that link's token → { ownerToken }, the new
//                                        owner link (the old one dies); the one 404 when used or expired
import express from 'express';
import type { Logger } from 'pino';
import { ApprovalDecisionSchema, ReleasePolicyChangeSchema } from '#contract/approval-request.schema.ts';
import {
  APPROVAL_TOKEN_HEADER,
  OWNER_LINK_REQUEST_HEADER,
  OWNER_TOKEN_HEADER,
  OwnerLinkResendSchema,
  type OwnerLinkResent,
  type OwnerNewLink,
  ProfileEditSchema,
} from '#contract/owner.schema.ts';
import type { Sql } from '#db/connection.ts';
import type { DisclosureSeal } from '../buyers/buyer-disclosure.ts';
import { NotFoundError, ValidationError } from '../errors.ts';
import { setCacheControl } from '../http/cache-control.ts';
import { parseInput } from '../http/parse-input.ts';
import { translator } from '../i18n/messages.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { IdempotencyKeySchema } from '../profiles/submission.router.ts';
import { createRateLimiter, type LimiterBase, rateLimit } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createOwnerApprovalRequestsService } from './approval-requests.service.ts';
import { createOwnerService } from './owner.service.ts';
import { OWNER_MESSAGES_DIR } from './owner-link-mail.ts';

/** Her page makes a handful of calls a visit; a token guesser stops quickly. */
export const OWNER_CALLS_PER_HOUR = 60;
/** Each re-sent link is an email to someone: as tight as the password-reset form. */
export const OWNER_RESENDS_PER_HOUR = 5;
/**
 * Mails to one address, whoever asks: her email is sold to buyers, so one of them must not be
 * able to flood her inbox from many clients. A fixed window of a day (UTC); over it nothing is
 * sent and the answer is the same.
 */
export const OWNER_RESENDS_PER_EMAIL_PER_DAY = 3;

export interface OwnerRouterDeps {
  sql: Sql;
  storage: MediaStorage;
  limiter: LimiterBase;
  jobs?: JobSender;
  log: Logger;
  disclosures: DisclosureSeal;
}

/** An item's or a block's id from the address; anything else opens nothing (the one 404). */
function idParam(value: string | undefined): number {
  const id = /^\d{1,9}$/.test(value ?? '') ? Number(value) : 0;
  if (id < 1) throw new NotFoundError('Not found');
  return id;
}

export function ownerRouter({ sql, storage, limiter: base, jobs, log, disclosures }: OwnerRouterDeps): express.Router {
  const calls = createRateLimiter(sql, { name: 'owner-link', limit: OWNER_CALLS_PER_HOUR, windowSeconds: 3600, ...base });
  const resends = createRateLimiter(sql, { name: 'owner-link-resend', limit: OWNER_RESENDS_PER_HOUR, windowSeconds: 3600, ...base });
  const resendsToAddress = createRateLimiter(sql, {
    name: 'owner-link-resend-email',
    limit: OWNER_RESENDS_PER_EMAIL_PER_DAY,
    windowSeconds: 86_400,
    ...base,
  });
  const service = createOwnerService({ sql, storage, secret: base.secret, jobs, log });
  const approvalRequests = createOwnerApprovalRequestsService({ sql, jobs, log, disclosures });
  const router = express.Router();
  const token = (req: express.Request) => req.get(OWNER_TOKEN_HEADER);
  const answer = (res: express.Response, body: unknown) => {
    setCacheControl(res, 'noStore');
    res.json(body);
  };

  router.use('/owner/profile', rateLimit(calls));
  router.get('/owner/profile', async (req, res) => answer(res, await service.view(token(req))));
  router.put('/owner/profile', async (req, res) => {
    const key = parseInput(IdempotencyKeySchema, req.get('idempotency-key'), () => new ValidationError('Idempotency-Key must be a UUID'));
    answer(res, await service.edit(token(req), parseInput(ProfileEditSchema, req.body), req.ip, key?.toLowerCase()));
  });
  router.post('/owner/profile/pause', async (req, res) => answer(res, await service.setPaused(token(req), true)));
  router.post('/owner/profile/resume', async (req, res) => answer(res, await service.setPaused(token(req), false)));
  router.post('/owner/profile/withdraw', async (req, res) => answer(res, await service.withdraw(token(req))));
  router.delete('/owner/profile', async (req, res) => {
    await service.remove(token(req));
    setCacheControl(res, 'noStore');
    res.status(204).end();
  });

  router.put('/owner/release-policy', rateLimit(calls), async (req, res) => {
    const { releasePolicy } = parseInput(ReleasePolicyChangeSchema, req.body);
    answer(res, await service.setReleasePolicy(token(req), releasePolicy));
  });

  // Her approval requests: the same per-client budget as her profile's calls (guessing tokens or
  // ids is as slow). Each call also answers at its earlier address (see above).
  router.use(['/owner/approval-requests', '/owner/requests', '/owner/blocks', '/approval-request'], rateLimit(calls));
  const decisionOf = (req: express.Request) => parseInput(ApprovalDecisionSchema, req.body ?? {});
  router.get(['/owner/approval-requests', '/owner/requests'], async (req, res) => answer(res, await approvalRequests.list(token(req))));
  const decide: express.RequestHandler<{ id: string }> = async (req, res) =>
    answer(res, await approvalRequests.decide(token(req), idParam(req.params.id), decisionOf(req)));
  router.post('/owner/approval-requests/:id/decision', decide);
  router.post('/owner/requests/:id/answer', decide);
  const block: express.RequestHandler<{ id: string }> = async (req, res) =>
    answer(res, await approvalRequests.block(token(req), idParam(req.params.id)));
  router.post('/owner/approval-requests/:id/block', block);
  router.post('/owner/requests/:id/block', block);
  router.delete('/owner/blocks/:id', async (req, res) => answer(res, await approvalRequests.unblock(token(req), idParam(req.params.id))));
  const approvalToken = (req: express.Request) => req.get(APPROVAL_TOKEN_HEADER);
  router.get('/approval-request', async (req, res) => answer(res, await approvalRequests.linkView(approvalToken(req))));
  router.post(['/approval-request/decision', '/approval-request/answer'], async (req, res) =>
    answer(res, await approvalRequests.linkDecide(approvalToken(req), decisionOf(req))),
  );

  router.post('/owner/resend', rateLimit(resends), async (req, res) => {
    const { email, language } = parseInput(OwnerLinkResendSchema, req.body);
    // counted for every address, on file or not, so the limit tells nothing either
    const { allowed } = await resendsToAddress.hitKey(email.toLowerCase());
    if (allowed) await service.resend(email, language);
    setCacheControl(res, 'noStore');
    res.status(202).json({ message: translator(OWNER_MESSAGES_DIR, language)('resendSent') } satisfies OwnerLinkResent);
  });
  router.post('/owner/new-link', rateLimit(calls), async (req, res) => {
    const { ownerToken } = await service.newLink(req.get(OWNER_LINK_REQUEST_HEADER));
    answer(res, { ownerToken } satisfies OwnerNewLink);
  });
  return router;
}
