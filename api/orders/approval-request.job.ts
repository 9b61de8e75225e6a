// Her approval request by email (decision 033), enqueued by fulfil() for each item
// that waits for her answer, sent to her contact email (when she gave one) in the language she
// submitted in. The link's secret is made here, just before sending, and only its hash is stored:
// no queue table ever holds a usable link. A retried job makes a new secret, so the newest mail's
// link is the one that works. An item decided meanwhile (her owner page, a withdrawal, the
// deadline) is not asked about.
import { z } from 'zod';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { defineJob } from '../jobs/queues.ts';
import { approvalRequestUrl, renderApprovalRequestMail } from '../mail/approval-request-mail.ts';
import { findApprovalMailTarget, setApprovalTokenHash } from './approval-decisions.queries.ts';

export const APPROVAL_REQUEST_QUEUE = 'orders.approval-request';
/** Bytes of the secret in her approval link (like the owner link). */
export const APPROVAL_TOKEN_BYTES = 32;

export const approvalRequestJob = defineJob({
  payload: z.object({ itemId: z.int().positive() }),
  name: APPROVAL_REQUEST_QUEUE,
  options: { retryLimit: 10, retryDelay: 30, retryBackoff: true },
  async handle({ itemId }, { sql, log, env, mailer }) {
    const target = await findApprovalMailTarget(sql, itemId);
    if (target?.releaseStatus !== 'awaiting_consent' || !target.deadline) {
      return log.info({ itemId }, 'approval request: decided before it was mailed');
    }
    if (!target.email) return log.info({ itemId }, 'approval request: she gave no contact email (her owner page lists it)');
    const token = randomToken(APPROVAL_TOKEN_BYTES);
    if (!(await setApprovalTokenHash(sql, itemId, hashToken(token)))) return;
    const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const mail = renderApprovalRequestMail({
      language: target.language,
      name: target.firstName,
      buyerFirstName: target.buyerFirstName,
      buyerCountry: target.buyerCountry,
      hasDisclosure: target.hasDisclosure,
      price: target.price,
      currency: target.currency,
      deadline: target.deadline,
      link: approvalRequestUrl(base, target.language, token),
    });
    await mailer.send({ to: target.email, ...mail });
  },
});
