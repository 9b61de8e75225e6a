// Mails her owner link. The job must carry the token itself (only its hash is stored, and making
// a new one would void the link the device was just shown), so it carries it sealed with the
// server secret: the queue's tables never hold a usable token. A link that was replaced since
// (she asked for a new one) or a profile deleted since is not sent.
import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '#api/contract/languages.ts';
import { hashToken, seal, unseal } from '../crypto.ts';
import { defineJob } from '../jobs/queues.ts';
import { serverSecret } from '../secret.ts';
import { findOwnerMailTarget } from './owner.queries.ts';
import { ownerLinkUrl, renderOwnerLinkMail } from './owner-link-mail.ts';
import { renderOwnerReviewMail } from './owner-review-mail.ts';

export const OWNER_LINK_MAIL_QUEUE = 'mail.owner-link';
const SEAL_PURPOSE = 'owner-link-mail';

export const OwnerLinkMailPayloadSchema = z.object({
  profileId: z.int().positive(),
  language: z.enum(SUPPORTED_LANGUAGES),
  sealedToken: z.string().min(1),
});
export type OwnerLinkMailPayload = z.infer<typeof OwnerLinkMailPayloadSchema>;

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

export const ownerLinkMailJob = defineJob({
  payload: z.union([OwnerLinkMailPayloadSchema, OwnerReviewMailPayloadSchema]),
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
