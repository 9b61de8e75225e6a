// Site accounts as use cases: sign up, log in, forgot and reset the
// password, confirm the email address, change the password or the email. The router turns each
// result into a session; nothing here sees a request. Error texts are in the page's language.
import type { Logger } from 'pino';
import type {
  ChangeEmail,
  ChangePassword,
  ForgotPassword,
  Login,
  Register,
  ResetPassword,
  User,
  VerifyEmail,
} from '#contract/auth.schema.ts';
import { DEFAULT_LANGUAGE, type Language } from '#contract/languages.ts';
import type { Sql, Transaction } from '#db/connection.ts';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { AuthError, ConflictError, ValidationError } from '../errors.ts';
import { translator } from '../i18n/messages.ts';
import { type JobSender, sendInTransaction } from '../jobs/send-in-transaction.ts';
import { ACCOUNT_MAIL_QUEUE, type AccountMailPayload } from './account-mail.job.ts';
import { AUTH_MESSAGES_DIR } from './account-mail.ts';
import {
  consumeEmailChange,
  consumeToken,
  findUserByEmail,
  findUserById,
  insertUser,
  markEmailVerified,
  recordLogin,
  setPasswordHash,
  setPendingEmail,
  takenNames,
  type UserRow,
} from './auth.queries.ts';
import { LoginLimitError, type LoginLimits } from './login-limits.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { isCommonPassword } from './password-policy.ts';
import { deleteUserSessions } from './session.queries.ts';

export interface AuthDeps {
  sql: Sql;
  /** The job queue for account mails; absent in tests that send none (the mail is then skipped). */
  jobs?: JobSender;
  log: Logger;
  loginLimits: LoginLimits;
}

export const authTexts = (language: string | undefined) => translator(AUTH_MESSAGES_DIR, language ?? DEFAULT_LANGUAGE);

/** The user as the API answers it: never the hash, the tokens or the active flag. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    isEmailVerified: row.isEmailVerified,
    role: row.role,
    language: row.language,
    registrationDate: row.registrationDate.toISOString(),
    lastLogin: row.lastLogin?.toISOString() ?? null,
  };
}

// An unknown email is checked against this hash, so it costs the same argon2 work as a wrong
// password: the answer and its timing say nothing about which accounts exist.
let dummyHash: Promise<string> | undefined;
const unknownUserHash = () => {
  dummyHash ??= hashPassword(randomToken(16));
  return dummyHash;
};

const UNIQUE_VIOLATION = '23505';

export function createAuthService(deps: AuthDeps) {
  const { sql } = deps;
  void unknownUserHash(); // made now, not during the first login with an unknown email

  const sendMail = async (tx: Transaction, payload: AccountMailPayload) => {
    if (!deps.jobs) {
      deps.log.warn(payload, 'no job queue: account mail not sent');
      return;
    }
    await sendInTransaction(deps.jobs, tx, ACCOUNT_MAIL_QUEUE, payload);
  };

  /** 409 when another account holds the email or the username (case-insensitive). */
  const assertFree = async (t: ReturnType<typeof authTexts>, names: { email?: string; username?: string }, exceptUserId?: number) => {
    const taken = await takenNames(sql, names, exceptUserId);
    if (taken.email) throw new ConflictError(t('errors.emailTaken'));
    if (taken.username) throw new ConflictError(t('errors.usernameTaken'));
  };
  /** The same 409 when a concurrent sign-up won the race to the unique index. */
  const conflictOf = (error: unknown, t: ReturnType<typeof authTexts>): unknown => {
    const pg = error as { code?: string; constraint_name?: string };
    if (pg.code !== UNIQUE_VIOLATION) return error;
    if (pg.constraint_name === 'users_email_lower_key') return new ConflictError(t('errors.emailTaken'));
    if (pg.constraint_name === 'users_username_lower_key') return new ConflictError(t('errors.usernameTaken'));
    return error;
  };

  /** A change of address whose link was followed; none when another account took the address meanwhile. */
  const emailChange = async (tokenHash: string): Promise<UserRow | undefined> => {
    try {
      return await consumeEmailChange(sql, tokenHash);
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return undefined;
      throw error;
    }
  };

  /** A new password on the common breached list is a 400 on its field, before anything else is done. */
  const assertNotCommon = (password: string, field: 'password' | 'newPassword', t: ReturnType<typeof authTexts>) => {
    if (isCommonPassword(password)) throw new ValidationError(t('errors.passwordCommon'), { [field]: ['forms.validation.passwordCommon'] });
  };

  return {
    /** Same 401 for an unknown email, a wrong password and a deactivated account (429 past the limits). */
    async login(input: Login, ip: string | undefined): Promise<UserRow> {
      const t = authTexts(input.language);
      const attempt = await deps.loginLimits.attempt(ip, input.email, (s) => tooMany(t, s));
      const user = await findUserByEmail(sql, input.email);
      const matches = await verifyPassword(user?.passwordHash ?? (await unknownUserHash()), input.password);
      // An account whose sign-up link was not followed yet answers as a wrong password does: else
      // a sign-up with someone else's address, then a login with its password, would tell them apart.
      if (!user || !matches || !user.isActive || user.awaitingConfirmation)
        throw attempt.failed(new AuthError(t('errors.invalidCredentials')));
      await attempt.succeeded();
      return recordLogin(sql, user.id, input.language);
    },

    /**
     * A new account, which signs in once the link mailed to its address is followed. When the
     * address already has an account, its owner is told instead and nothing is made; the answer
     * is the same either way (and so is the work: the password is hashed in both), so it reveals
     * no account. A taken username is a 409: usernames are not addresses.
     */
    async register(input: Register): Promise<void> {
      const t = authTexts(input.language);
      assertNotCommon(input.password, 'password', t);
      await assertFree(t, { username: input.username });
      const passwordHash = await hashPassword(input.password);
      const tellHolder = async (tx: Transaction, holder: UserRow) => {
        if (await deps.loginLimits.noticeMail(holder.email)) await sendMail(tx, { kind: 'signup-attempt', userId: holder.id });
        else deps.log.warn({ userId: holder.id }, 'address notices to this account are over their hourly limit');
      };
      try {
        await sql.begin(async (tx) => {
          const holder = await findUserByEmail(tx, input.email);
          if (holder) return tellHolder(tx, holder);
          const user = await insertUser(tx, {
            email: input.email,
            username: input.username,
            passwordHash,
            firstName: input.firstName ?? null,
            lastName: input.lastName ?? null,
            language: input.language ?? DEFAULT_LANGUAGE,
          });
          await sendMail(tx, { kind: 'verify', userId: user.id });
        });
      } catch (error) {
        const pg = error as { code?: string; constraint_name?: string };
        // A sign-up that raced another for the address: that one's owner has its own mail.
        if (pg.code === UNIQUE_VIOLATION && pg.constraint_name === 'users_email_lower_key') return;
        throw conflictOf(error, t);
      }
    },

    /** Mails a reset link when an active account has this email (a few an hour at most); says nothing either way. */
    async forgotPassword(input: ForgotPassword): Promise<void> {
      const user = await findUserByEmail(sql, input.email);
      if (!user?.isActive) return;
      if (!(await deps.loginLimits.resetMail(user.email)))
        return deps.log.warn({ userId: user.id }, 'reset mails to this account are over their hourly limit');
      await sql.begin((tx) => sendMail(tx, { kind: 'reset', userId: user.id }));
    },

    /** A valid reset token (used up here) sets the password and ends every session of the account. */
    async resetPassword(input: ResetPassword & { language?: Language }): Promise<UserRow> {
      assertNotCommon(input.password, 'password', authTexts(input.language));
      const passwordHash = await hashPassword(input.password);
      const user = await sql.begin(async (tx) => {
        const owner = await consumeToken(tx, 'reset-password', hashToken(input.token));
        if (!owner) return undefined;
        await setPasswordHash(tx, owner.id, passwordHash);
        await markEmailVerified(tx, owner.id); // the link reached her inbox
        await deleteUserSessions(tx, owner.id);
        return owner;
      });
      if (!user) throw new ValidationError(authTexts(input.language)('errors.tokenInvalid'), { token: ['forms.validation.tokenInvalid'] });
      return user;
    },

    /** The link of a confirmation mail, or of a change of address (which then takes effect). */
    async verifyEmail(input: VerifyEmail & { language?: Language }): Promise<UserRow> {
      const tokenHash = hashToken(input.token);
      const user = (await consumeToken(sql, 'verify-email', tokenHash)) ?? (await emailChange(tokenHash));
      if (!user) throw new ValidationError(authTexts(input.language)('errors.tokenInvalid'), { token: ['forms.validation.tokenInvalid'] });
      return user;
    },

    /** A new confirmation link for a signed-in, unconfirmed account. */
    async resendVerification(user: UserRow): Promise<void> {
      if (user.isEmailVerified) return;
      await sql.begin((tx) => sendMail(tx, { kind: 'verify', userId: user.id }));
    },

    /** With the current password; `endOtherSessions` signs every other device out. */
    async changePassword(user: UserRow, input: ChangePassword, keepSession: string | null, ip: string | undefined): Promise<void> {
      const t = authTexts(user.language);
      assertNotCommon(input.newPassword, 'newPassword', t);
      await checkCurrentPassword(deps, user, input.currentPassword, ip, t);
      const passwordHash = await hashPassword(input.newPassword);
      await sql.begin(async (tx) => {
        await setPasswordHash(tx, user.id, passwordHash);
        if (input.endOtherSessions) await deleteUserSessions(tx, user.id, keepSession);
      });
    },

    /**
     * With the current password. The address changes when the link mailed to it is followed. When
     * another account holds it, its owner is told instead and nothing changes; the answer is the
     * same either way, so it reveals no account.
     */
    async changeEmail(user: UserRow, input: ChangeEmail, keepSession: string | null, ip: string | undefined): Promise<void> {
      const t = authTexts(user.language);
      await checkCurrentPassword(deps, user, input.currentPassword, ip, t);
      await sql.begin(async (tx) => {
        const holder = await findUserByEmail(tx, input.newEmail);
        if (holder && holder.id !== user.id) {
          if (await deps.loginLimits.noticeMail(holder.email)) await sendMail(tx, { kind: 'address-in-use', userId: holder.id });
          else deps.log.warn({ userId: holder.id }, 'address notices to this account are over their hourly limit');
        } else {
          await setPendingEmail(tx, user.id, input.newEmail);
          await sendMail(tx, { kind: 'change-email', userId: user.id });
        }
        if (input.endOtherSessions) await deleteUserSessions(tx, user.id, keepSession);
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The current password of a signed-in user, before a change to her account, checked under the
 * login limits (a stolen session cannot guess it either): a 400 with a field error when wrong.
 */
export async function checkCurrentPassword(
  deps: Pick<AuthDeps, 'sql' | 'loginLimits'>,
  user: UserRow,
  password: string,
  ip: string | undefined,
  t: ReturnType<typeof authTexts> = authTexts(user.language),
): Promise<void> {
  const attempt = await deps.loginLimits.attempt(ip, user.email, (s) => tooMany(t, s));
  const full = await findUserById(deps.sql, user.id);
  if (!full || !(await verifyPassword(full.passwordHash, password))) {
    throw attempt.failed(new ValidationError(t('errors.wrongPassword'), { currentPassword: ['forms.validation.currentPasswordWrong'] }));
  }
  await attempt.succeeded();
}

function tooMany(t: ReturnType<typeof authTexts>, retryAfterSeconds: number): Error {
  return new LoginLimitError(retryAfterSeconds, t('errors.tooManyLogins', { minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) }));
}
