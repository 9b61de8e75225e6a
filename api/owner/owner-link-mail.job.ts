// Mails her owner link. The job must carry the token itself (only its hash is stored, and making
// a new one would void the link the device was just shown), so it carries it sealed with the
// server secret: the queue's tables never hold a usable token. A link that was replaced since
// (she asked for a new one) or a profile deleted since is not sent.
//
// The same queue mails the short link of "send me a new link" (sealed the same way, under its own
// purpose): not sent once it was used or has expired, or her profile was deleted.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { hashToken, seal, unseal } from '#lib/crypto.ts';
import { defineJob } from '../jobs/queues.ts';
import { serverSecret } from '../secret.ts';
import { findOpenOwnerLinkRequest, findOwnerMailTarget } from './owner.queries.ts';
import { ownerLinkRequestUrl, ownerLinkUrl, renderOwnerLinkMail, renderOwnerLinkRequestMail } from './owner-link-mail.ts';
import { renderOwnerReviewMail } from './owner-review-mail.ts';

export const OWNER_LINK_MAIL_QUEUE = 'mail.owner-link';
const SEAL_PURPOSE = 'owner-link-mail';
const REQUEST_SEAL_PURPOSE = 'owner-link-request-mail';

/** How long the short link of "send me a new link" works, once. */
export const OWNER_LINK_REQUEST_MINUTES = 30;

export const OwnerLinkMailPayloadSchema = z.object({
  profileId: z.int().positive(),
  language: z.enum(SUPPORTED_LANGUAGES),
  sealedToken: z.string().min(1),
});
export type OwnerLinkMailPayload = z.infer<typeof OwnerLinkMailPayloadSchema>;

export const OwnerLinkRequestMailPayloadSchema = z.object({
  profileId: z.int().positive(),
  language: z.enum(SUPPORTED_LANGUAGES),
  sealedRequestToken: z.string().min(1),
});
export type OwnerLinkRequestMailPayload = z.infer<typeof OwnerLinkRequestMailPayloadSchema>;

export const OwnerReviewMailPayloadSchema = z.object({
  profileId: z.int().positive(),
  language: z.enum(SUPPORTED_LANGUAGES),
  review: z.object({ kind: z.enum(['needs_changes', 'declined', 'edit_sent_back']), reason: z.string().min(1).max(1000) }),
});
export type OwnerReviewMailPayload = z.infer<typeof OwnerReviewMailPayloadSchema>;

/** The job's payload for this token (sealed with the server secret). */
export function ownerLinkMailPayload(secret: string, profileId: number, language: OwnerLinkMailPayload['language'], token: string) {
  return { profileId, language, sealedToken: seal(secret, SEAL_PURPOSE, token) } satisfies OwnerLinkMailPayload;
}

/** The job's payload for the short link that lets her mint a new owner link. */
export function ownerLinkRequestMailPayload(secret: string, profileId: number, language: OwnerLinkMailPayload['language'], token: string) {
  return { profileId, language, sealedRequestToken: seal(secret, REQUEST_SEAL_PURPOSE, token) } satisfies OwnerLinkRequestMailPayload;
}

export const ownerLinkMailJob = defineJob({
  payload: z.union([OwnerLinkMailPayloadSchema, OwnerLinkRequestMailPayloadSchema, OwnerReviewMailPayloadSchema]),
  name: OWNER_LINK_MAIL_QUEUE,
  options: { retryLimit: 5, retryDelay: 30 },
  async handle(data, { sql, log, env, mailer }) {
    const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    if ('review' in data) {
      const target = await findOwnerMailTarget(sql, data.profileId);
      if (!target?.email) return log.info({ profileId: data.profileId }, 'review mail: no contact email, or the profile deleted');
      const { kind, reason } = data.review;
      await mailer.send({
        to: target.email,
        ...renderOwnerReviewMail({ language: data.language, name: target.firstName, kind, reason, base }),
      });
      return;
    }
    if ('sealedRequestToken' in data) {
      const { profileId, language } = data;
      const token = unseal(serverSecret(env), REQUEST_SEAL_PURPOSE, data.sealedRequestToken);
      if (!token) return log.warn({ profileId }, 'owner link request mail: the token cannot be unsealed (secret rotated?)');
      const target = await findOpenOwnerLinkRequest(sql, hashToken(token));
      if (target?.profileId !== profileId || !target.email) {
        return log.info({ profileId }, 'owner link request mail: used, expired, or the profile deleted');
      }
      const link = ownerLinkRequestUrl(base, language, token);
      await mailer.send({
        to: target.email,
        ...renderOwnerLinkRequestMail({ language, name: target.firstName, link, minutes: OWNER_LINK_REQUEST_MINUTES }),
      });
      return;
    }
    const { profileId, language, sealedToken } = data;
    const token = unseal(serverSecret(env), SEAL_PURPOSE, sealedToken);
    if (!token) return log.warn({ profileId }, 'owner link mail: the token cannot be unsealed (secret rotated?)');
    const target = await findOwnerMailTarget(sql, profileId);
    if (!target?.email || target.ownerTokenHash !== hashToken(token)) {
      return log.info({ profileId }, 'owner link mail: no contact email, or the link was replaced or the profile deleted');
    }
    const link = ownerLinkUrl(base, language, token);
    await mailer.send({ to: target.email, ...renderOwnerLinkMail({ language, name: target.firstName, link }) });
  },
});
