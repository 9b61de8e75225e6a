// Signing in to the back office: the password is
// checked with the same argon2 work whether or not the account exists, failures are rate limited
// per client and per account (api/auth/login-limits.ts: a right password and code still get
// through when strangers have used up the account's allowance), and an unknown username, a wrong
// password and a deactivated account all get the one answer. Each login, failed or not, is
// written to the audit trail; a failed one by why it failed, the client and the account the name
// matched, never by the name as typed (often a password typed into the wrong field).

import type { AdminLogin } from '#contract/admin-auth.schema.ts';
import type { Sql } from '#db/connection.ts';
import { randomToken } from '#lib/crypto.ts';
import { LoginLimitError, type LoginLimits } from '../../auth/login-limits.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { AppError, AuthError } from '../../errors.ts';
import type { AdminRow } from '../admin-session.ts';
import { type AuditActor, audit } from '../audit.ts';
import type { SecondFactorCheck } from '../mfa/mfa.service.ts';
import { findAdminByUsername, recordAdminLogin } from './admin-auth.queries.ts';

export const INVALID_CREDENTIALS = 'Invalid username or password';
export const MFA_CODE_NEEDED = 'Enter the code from your authenticator app';
export const INVALID_MFA_CODE = 'Invalid authentication code';

/** The password was right; an enrolled admin's code (or recovery code) is missing or wrong. */
export class MfaRequiredError extends AppError {
  constructor(message: string) {
    super(401, message, { mfaRequired: true });
  }
}

// An unknown username is checked against this hash, so it costs the same argon2 work as a wrong
// password: the answer and its timing say nothing about which accounts exist.
let dummyHash: Promise<string> | undefined;
const unknownAdminHash = () => {
  dummyHash ??= hashPassword(randomToken(16));
  return dummyHash;
};

export function createAdminAuthService({
  sql,
  loginLimits,
  secondFactor,
}: {
  sql: Sql;
  loginLimits: LoginLimits;
  secondFactor: SecondFactorCheck;
}) {
  void unknownAdminHash();
  return {
    /** The admin these credentials sign in, stamped and audited; AuthError (401) otherwise. */
    async login(input: AdminLogin, actor: AuditActor): Promise<AdminRow> {
      const attempt = await loginLimits.attempt(actor.ip ?? undefined, `admin ${input.username}`, (seconds) => tooMany(seconds));
      const admin = await findAdminByUsername(sql, input.username);
      const matches = await verifyPassword(admin?.passwordHash ?? (await unknownAdminHash()), input.password);
      if (!admin || !matches || !admin.isActive) {
        await audit(sql, actor, 'admin.login_failed', admin && { type: 'admin', id: admin.id }, {
          reason: !admin ? 'unknown' : !matches ? 'password' : 'inactive',
        });
        throw attempt.failed(new AuthError(INVALID_CREDENTIALS));
      }
      // The second step (decision 024): a wrong code is a failed login under the same limits.
      const factor = await sql.begin(async (tx) => {
        const result = await secondFactor(tx, admin.id, input, { ...actor, adminId: admin.id });
        if (result === 'ok' || result === 'not-enrolled') {
          await recordAdminLogin(tx, admin.id);
          await audit(
            tx,
            { ...actor, adminId: admin.id },
            'admin.login',
            { type: 'admin', id: admin.id },
            result === 'ok' ? { mfa: input.code ? 'totp' : 'recovery_code' } : {},
          );
        }
        return result;
      });
      if (factor === 'wrong') {
        await audit(sql, actor, 'admin.login_failed', { type: 'admin', id: admin.id }, { reason: 'mfa' });
        throw attempt.failed(new MfaRequiredError(INVALID_MFA_CODE));
      }
      // A right password without a code is no guess: its try is handed back.
      await attempt.succeeded();
      if (factor === 'missing') throw new MfaRequiredError(MFA_CODE_NEEDED);
      const { passwordHash: _, ...row } = admin;
      return row;
    },
  };
}

function tooMany(retryAfterSeconds: number): Error {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new LoginLimitError(retryAfterSeconds, `Too many failed logins. Try again in ${minutes} minutes.`);
}
