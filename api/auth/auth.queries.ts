// The SQL of site accounts: users by id or email, sign-up, last login, password and email
// changes, and the hashed single-use tokens of email verification and password reset. Returns
// plain camelCase rows; the password hash leaves this file only as `passwordHash` for the service.
import type { Language } from '#contract/languages.ts';
import type { Queryable } from '#db/connection.ts';

export interface UserRow {
  id: number;
  email: string;
  username: string;
  firstName: string | null;
  lastName: string | null;
  isEmailVerified: boolean;
  isActive: boolean;
  role: 'user';
  language: Language;
  registrationDate: Date;
  lastLogin: Date | null;
}

export interface UserWithHash extends UserRow {
  passwordHash: string;
  /** The address she asked to change to, until the link mailed to it is followed. */
  pendingEmail: string | null;
  /** Signed up, and the link mailed to her address not followed yet: she cannot sign in. */
  awaitingConfirmation: boolean;
}

/** The columns of UserRow, for `SELECT ${userColumns(sql)} FROM users u`. */
export const userColumns = (q: Queryable) => q`
  u.id, u.email, u.username, u.first_name AS "firstName", u.last_name AS "lastName",
  u.is_email_verified AS "isEmailVerified", u.is_active AS "isActive", u.role, u.language,
  u.registration_date AS "registrationDate", u.last_login AS "lastLogin"`;

export async function findUserByEmail(q: Queryable, email: string): Promise<UserWithHash | undefined> {
  const [row] = await q<UserWithHash[]>`
    SELECT ${userColumns(q)}, u.password_hash AS "passwordHash", u.pending_email AS "pendingEmail",
      u.awaiting_confirmation AS "awaitingConfirmation"
    FROM users u WHERE lower(u.email) = lower(${email})`;
  return row;
}

export async function findUserById(q: Queryable, id: number): Promise<UserWithHash | undefined> {
  const [row] = await q<UserWithHash[]>`
    SELECT ${userColumns(q)}, u.password_hash AS "passwordHash", u.pending_email AS "pendingEmail",
      u.awaiting_confirmation AS "awaitingConfirmation" FROM users u WHERE u.id = ${id}`;
  return row;
}

/** Which of the two unique names another account already holds (case-insensitive). */
export async function takenNames(q: Queryable, names: { email?: string; username?: string }, exceptUserId = 0) {
  const [row] = await q<{ email: boolean; username: boolean }[]>`
    SELECT
      EXISTS (SELECT 1 FROM users WHERE lower(email) = lower(${names.email ?? null}) AND id <> ${exceptUserId}) AS email,
      EXISTS (SELECT 1 FROM users WHERE lower(username) = lower(${names.username ?? null}) AND id <> ${exceptUserId}) AS username`;
  return row ?? { email: false, username: false };
}

export interface NewUser {
  email: string;
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  language: Language;
}

export async function insertUser(q: Queryable, user: NewUser): Promise<UserRow> {
  const [row] = await q<UserRow[]>`
    WITH u AS (
      INSERT INTO users (email, username, password_hash, first_name, last_name, language, awaiting_confirmation)
      VALUES (${user.email}, ${user.username}, ${user.passwordHash}, ${user.firstName}, ${user.lastName}, ${user.language}, true)
      RETURNING *
    )
    SELECT ${userColumns(q)} FROM u`;
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** A successful login: last_login now, and the page's language when it sent one. */
export async function recordLogin(q: Queryable, id: number, language: Language | undefined): Promise<UserRow> {
  const [row] = await q<UserRow[]>`
    WITH u AS (
      UPDATE users SET last_login = now(), language = coalesce(${language ?? null}, language) WHERE id = ${id} RETURNING *
    )
    SELECT ${userColumns(q)} FROM u`;
  if (!row) throw new Error(`user ${id} vanished during login`);
  return row;
}

// A new password or address voids every link mailed before it: a reset link, which may sit in an
// inbox she no longer controls, a confirmation link, which was made for the address of then, and
// a change of address still waiting for its link.
const NO_TOKENS = {
  password_reset_token_hash: null,
  password_reset_expires: null,
  email_verification_token_hash: null,
  email_verification_expires: null,
  pending_email: null,
  pending_email_token_hash: null,
  pending_email_expires: null,
};

/** A new password; the reset and confirmation links mailed before it stop working. */
export async function setPasswordHash(q: Queryable, id: number, passwordHash: string): Promise<void> {
  await q`UPDATE users SET ${q({ password_hash: passwordHash, ...NO_TOKENS })} WHERE id = ${id}`;
}

/** The address she asked to change to: hers once the link mailed to it is followed (replaces an earlier one). */
export async function setPendingEmail(q: Queryable, id: number, email: string): Promise<void> {
  await q`UPDATE users SET ${q({ pending_email: email, pending_email_token_hash: null, pending_email_expires: null })} WHERE id = ${id}`;
}

export type TokenKind = 'verify-email' | 'reset-password' | 'change-email';

/** The account as the mail about to be sent saw it. */
export interface TokenOwner {
  id: number;
  email: string;
  passwordHash: string;
  pendingEmail: string | null;
}

/**
 * Stores a token's hash (replacing any earlier one of that kind) valid for `seconds`, only while
 * the account still has the address and password it was read with; false when either changed
 * meanwhile (the link would outlive the change that must void it, so no mail goes out).
 */
export async function storeToken(q: Queryable, kind: TokenKind, owner: TokenOwner, tokenHash: string, seconds: number): Promise<boolean> {
  const same = q`id = ${owner.id} AND email = ${owner.email} AND password_hash = ${owner.passwordHash}`;
  const until = q`now() + make_interval(secs => ${seconds})`;
  const stored =
    kind === 'verify-email'
      ? await q`UPDATE users SET email_verification_token_hash = ${tokenHash}, email_verification_expires = ${until} WHERE ${same}`
      : kind === 'reset-password'
        ? await q`UPDATE users SET password_reset_token_hash = ${tokenHash}, password_reset_expires = ${until} WHERE ${same}`
        : await q`
            UPDATE users SET pending_email_token_hash = ${tokenHash}, pending_email_expires = ${until}
            WHERE ${same} AND pending_email = ${owner.pendingEmail}`;
  return stored.count === 1;
}

/**
 * Uses a token once: the user it belongs to when it exists and has not expired, with the token
 * cleared in the same statement, so two requests with one token cannot both succeed.
 */
export async function consumeToken(
  q: Queryable,
  kind: Exclude<TokenKind, 'change-email'>,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const [row] =
    kind === 'verify-email'
      ? await q<UserRow[]>`
          WITH u AS (
            UPDATE users SET is_email_verified = true, awaiting_confirmation = false,
              email_verification_token_hash = NULL, email_verification_expires = NULL
            WHERE email_verification_token_hash = ${tokenHash} AND email_verification_expires > now() AND is_active
            RETURNING *
          )
          SELECT ${userColumns(q)} FROM u`
      : await q<UserRow[]>`
          WITH u AS (
            UPDATE users SET password_reset_token_hash = NULL, password_reset_expires = NULL
            WHERE password_reset_token_hash = ${tokenHash} AND password_reset_expires > now() AND is_active
            RETURNING *
          )
          SELECT ${userColumns(q)} FROM u`;
  return row;
}

/**
 * Follows the link of a change of address, once: the address asked for becomes hers, confirmed,
 * and every other link dies with the old address. Throws the unique violation when another
 * account took the address meanwhile.
 */
export async function consumeEmailChange(q: Queryable, tokenHash: string): Promise<UserRow | undefined> {
  const [row] = await q<UserRow[]>`
    WITH u AS (
      UPDATE users SET ${q({ ...NO_TOKENS, is_email_verified: true, awaiting_confirmation: false })}, email = pending_email
      WHERE pending_email_token_hash = ${tokenHash} AND pending_email_expires > now() AND is_active
      RETURNING *
    )
    SELECT ${userColumns(q)} FROM u`;
  return row;
}

/** Following a reset link proves the address is hers. */
export async function markEmailVerified(q: Queryable, id: number): Promise<void> {
  await q`
    UPDATE users SET is_email_verified = true, awaiting_confirmation = false,
      email_verification_token_hash = NULL, email_verification_expires = NULL
    WHERE id = ${id}`;
}
