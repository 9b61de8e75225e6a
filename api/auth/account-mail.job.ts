// Sends an account email (verify the address, reset the password, confirm a new address, tell the
// owner of an address that someone asked for it). The job carries only the kind
// and the user id: the token is made here, its hash stored on the user (replacing any earlier
// one), so no usable token ever sits in the job queue. A retried job sends a new link, which
// makes the earlier one void.
import { z } from 'zod';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { defineJob } from '../jobs/queues.ts';
import { renderAccountMail } from './account-mail.ts';
import { findUserById, storeToken } from './auth.queries.ts';

export const ACCOUNT_MAIL_QUEUE = 'mail.account';

/** How long a link works: a day to confirm an address, an hour to reset a password. */
export const VERIFY_TOKEN_SECONDS = 24 * 3600;
export const RESET_TOKEN_SECONDS = 3600;

export const AccountMailPayloadSchema = z.object({
  kind: z.enum(['verify', 'reset', 'change-email', 'address-in-use', 'signup-attempt']),
  userId: z.int().positive(),
});
export type AccountMailPayload = z.infer<typeof AccountMailPayloadSchema>;

export const accountMailJob = defineJob({
  payload: AccountMailPayloadSchema,
  name: ACCOUNT_MAIL_QUEUE,
  options: { retryLimit: 5, retryDelay: 30 },
  async handle({ kind, userId }, { sql, log, env, mailer }) {
    const user = await findUserById(sql, userId);
    if (!user?.isActive) return log.info({ userId, kind }, 'no active user to mail');
    const base = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const mail = (to: string, link: string) =>
      mailer.send({ to, ...renderAccountMail({ kind, language: user.language, name: user.username, link }) });
    // Someone asked for her address for another account, or signed up with it: she is told, with
    // no token to act on.
    if (kind === 'address-in-use' || kind === 'signup-attempt') return void (await mail(user.email, `${base}/${user.language}`));
    if (kind === 'verify' && user.isEmailVerified) return;
    if (kind === 'change-email' && !user.pendingEmail) return;
    const token = randomToken(32);
    const stored = await storeToken(
      sql,
      kind === 'verify' ? 'verify-email' : kind === 'reset' ? 'reset-password' : 'change-email',
      user,
      hashToken(token),
      kind === 'reset' ? RESET_TOKEN_SECONDS : VERIFY_TOKEN_SECONDS,
    );
    // Her address or password changed since the read: that change voids this link; the change
    // of address queued its own confirmation mail.
    if (!stored) return log.info({ userId, kind }, 'the account changed meanwhile: account mail not sent');
    const query = new URLSearchParams({ token });
    // The confirmation links work by themselves (the API confirms and sends her to the site); the
    // reset link opens the site's form, which posts the token with the new password.
    if (kind === 'reset') return void (await mail(user.email, `${base}/${user.language}/reset-password?${query}`));
    const link = `${base}/api/auth/verify-email?${query}&lang=${user.language}`;
    await mail(kind === 'change-email' && user.pendingEmail ? user.pendingEmail : user.email, link);
  },
});
