// Admin MFA (decisions 024 and 066): enrolling a TOTP authenticator (a pending key, active once
// one code confirms it), ten single-use recovery codes, disabling, a superadmin's reset of another
// admin, the mfa_required setting, the second step of the admin login, and an admin's change of
// their own password. Setting MFA up asks for the password again; new recovery codes, disable and
// a new password ask for the password and, while MFA is on, a current code of the authenticator
// (a stolen session with a shoulder-surfed password is not enough). Wrong passwords and codes
// count as failed logins; every change is audited in its transaction.
import QRCode from 'qrcode';
import type { Env } from '#api/env.ts';
import type { AdminMfaRow, MfaSetup, MfaStatus } from '#contract/admin-mfa.schema.ts';
import type { Queryable, Sql } from '#db/connection.ts';
import { seal, unseal } from '#lib/crypto.ts';
import { createLoginLimits, LoginLimitError } from '../../auth/login-limits.ts';
import { hashPassword, verifyPassword } from '../../auth/password.ts';
import { isCommonPassword } from '../../auth/password-policy.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { LimiterBase } from '../../rate-limit/rate-limit.ts';
import { serverKeyRing, serverSecret } from '../../secret.ts';
import { endAdminSessions, endOtherAdminSessions } from '../admin-session.ts';
import { type AuditActor, audit } from '../audit.ts';
import { applySettingChanges } from '../settings/admin-settings.service.ts';
import {
  acceptStep,
  activatePendingSecret,
  adminExists,
  countRecoveryCodesLeft,
  deleteMfa,
  findMfa,
  findMfaRequired,
  findPasswordHash,
  listAdminsMfa,
  lockMfa,
  replaceRecoveryCodes,
  savePendingSecret,
  setAdminPasswordHash,
  spendRecoveryCode,
} from './mfa.queries.ts';
import { newRecoveryCodes, RECOVERY_CODE_PURPOSE, recoveryCodeHash, recoveryCodeHashes } from './recovery-codes.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

const SEAL_PURPOSE = 'admin-mfa';
const ISSUER = 'Contacto';

/** The admin whose own MFA changes. */
export interface MfaAdmin {
  id: number;
  username: string;
}

/** What the login learns from the second factor. */
export type SecondFactorResult = 'not-enrolled' | 'missing' | 'wrong' | 'ok';

/** The second factor a login carries (POST /api/admin/login's code or recoveryCode). */
export interface SecondFactor {
  code?: string;
  recoveryCode?: string;
}

export interface MfaServiceDeps {
  sql: Sql;
  env: Pick<Env, 'SESSION_SECRET' | 'SESSION_SECRET_PREVIOUS' | 'DATA_DIR'>;
  limiter: LimiterBase;
  /** Unix milliseconds (tests move it); Date.now by default. */
  now?: () => number;
}

type SecretEnv = MfaServiceDeps['env'];

/** The password again and, while MFA is on, a current code (six digits, never a recovery code). */
export interface FreshFactors {
  password: string;
  code?: string;
}

/** Which factor a change was refused for: the error each caller answers with. */
type Refusal = 'password' | 'code' | 'codeRequired';

const MFA_CHANGE_REFUSALS: Record<Refusal, () => Error> = {
  password: () => new ValidationError('Incorrect password', { password: ['Incorrect password'] }),
  code: () => new ValidationError('Invalid code', { code: ['Invalid code'] }),
  codeRequired: () => new ValidationError('Enter the 6-digit code', { code: ['Enter the 6-digit code'] }),
};

/** The password change's field errors are keys of the security page's texts. */
const PASSWORD_CHANGE_REFUSALS: Record<Refusal, () => Error> = {
  password: () => new ValidationError('The current password is not correct', { currentPassword: ['adminSecurity.errors.wrongPassword'] }),
  code: () => new ValidationError('Invalid code', { code: ['adminSecurity.errors.wrongCode'] }),
  codeRequired: () => new ValidationError('Enter the 6-digit code', { code: ['adminSecurity.errors.codeRequired'] }),
};

/** Seals TOTP keys under the server secret; opens them under it or a previous one (rotation). */
function mfaKeySeal(env: SecretEnv) {
  return {
    sealSecret: (secret: string) => seal(serverSecret(env), SEAL_PURPOSE, secret),
    unsealSecret(sealed: string): string {
      for (const key of [serverSecret(env), ...(env.SESSION_SECRET_PREVIOUS ?? [])]) {
        const secret = unseal(key, SEAL_PURPOSE, sealed);
        if (secret !== null) return secret;
      }
      throw new Error('admin MFA key sealed with an unknown server secret');
    },
  };
}

/**
 * The login's second step, inside its transaction: 'not-enrolled' (no second step), 'missing'
 * (enrolled, nothing given), 'wrong', or 'ok' (the code's step is remembered, a recovery code
 * spent and audited).
 */
export function createSecondFactor({ env, now = () => Date.now() }: { env: SecretEnv; now?: () => number }) {
  const { unsealSecret } = mfaKeySeal(env);
  return async (tx: Queryable, adminId: number, given: SecondFactor, actor: AuditActor): Promise<SecondFactorResult> => {
    const mfa = await lockMfa(tx, adminId);
    if (!mfa?.secretSealed) return 'not-enrolled';
    if (given.code) {
      const step = matchTotp(unsealSecret(mfa.secretSealed), given.code, now(), mfa.lastUsedStep);
      return step !== null && (await acceptStep(tx, adminId, step)) ? 'ok' : 'wrong';
    }
    if (given.recoveryCode) {
      const hashes = recoveryCodeHashes(serverKeyRing(env, RECOVERY_CODE_PURPOSE), given.recoveryCode);
      if (!(await spendRecoveryCode(tx, adminId, hashes))) return 'wrong';
      const left = await countRecoveryCodesLeft(tx, adminId);
      await audit(tx, actor, 'mfa.recovery_code_used', { type: 'admin', id: adminId }, { recoveryCodesLeft: left });
      return 'ok';
    }
    return 'missing';
  };
}

export type SecondFactorCheck = ReturnType<typeof createSecondFactor>;

export function createMfaService({ sql, env, limiter, now = () => Date.now() }: MfaServiceDeps) {
  const limits = createLoginLimits(sql, limiter);
  const { sealSecret, unsealSecret } = mfaKeySeal(env);

  /** The login limits of a change of one's own account (the same for every such change). */
  const ownAttempt = (admin: MfaAdmin, ip: string | null) =>
    limits.attempt(
      ip ?? undefined,
      `admin-mfa ${admin.id}`,
      (seconds) => new LoginLimitError(seconds, 'Too many attempts, please try again later'),
    );

  /** Whether `password` is the admin's; a wrong one answers `attempt.failed(refusal)`. */
  async function checkPassword(admin: MfaAdmin, password: string, attempt: Awaited<ReturnType<typeof ownAttempt>>, refusal: () => Error) {
    const hash = await findPasswordHash(sql, admin.id);
    if (!hash || !(await verifyPassword(hash, password))) throw attempt.failed(refusal());
  }

  /** The password again before setting MFA up; wrong tries count as failed logins. */
  async function reauthenticate(admin: MfaAdmin, password: string, ip: string | null): Promise<void> {
    const attempt = await ownAttempt(admin, ip);
    await checkPassword(admin, password, attempt, MFA_CHANGE_REFUSALS.password);
    await attempt.succeeded();
  }

  /**
   * Runs `change` in a transaction once the password and, while MFA is on, a current code (its
   * step is spent: it works once) are right. `mfaOn` says whether MFA must be on (new recovery
   * codes, disable) or may be off (a new password: then the password alone). A wrong password or
   * code is a failed login under the same limits; a right password without a code is not.
   */
  async function withFreshFactors<T>(
    admin: MfaAdmin,
    factors: FreshFactors,
    ip: string | null,
    { refusals, mfaOn }: { refusals: Record<Refusal, () => Error>; mfaOn: 'required' | 'optional' },
    change: (tx: Queryable) => Promise<T>,
  ): Promise<T> {
    const attempt = await ownAttempt(admin, ip);
    await checkPassword(admin, factors.password, attempt, refusals.password);
    const outcome = await sql.begin(async (tx): Promise<{ refused: Refusal } | { done: T }> => {
      const mfa = await lockMfa(tx, admin.id);
      if (mfa?.enrolledAt && mfa.secretSealed) {
        if (!factors.code) return { refused: 'codeRequired' };
        const step = matchTotp(unsealSecret(mfa.secretSealed), factors.code, now(), mfa.lastUsedStep);
        if (step === null || !(await acceptStep(tx, admin.id, step))) return { refused: 'code' };
      } else if (mfaOn === 'required') {
        throw new ConflictError('Two-factor authentication is not on');
      }
      return { done: await change(tx) };
    });
    if ('refused' in outcome && outcome.refused === 'code') throw attempt.failed(refusals.code());
    await attempt.succeeded();
    if ('refused' in outcome) throw refusals[outcome.refused]();
    return outcome.done;
  }

  async function issueRecoveryCodes(tx: Queryable, adminId: number): Promise<string[]> {
    const codes = newRecoveryCodes();
    const ring = serverKeyRing(env, RECOVERY_CODE_PURPOSE);
    await replaceRecoveryCodes(
      tx,
      adminId,
      codes.map((code) => recoveryCodeHash(ring, code)),
    );
    return codes;
  }

  return {
    async status(admin: MfaAdmin): Promise<MfaStatus> {
      const [mfa, left, required] = await Promise.all([
        findMfa(sql, admin.id),
        countRecoveryCodesLeft(sql, admin.id),
        findMfaRequired(sql),
      ]);
      return { enrolled: Boolean(mfa?.enrolledAt), enrolledAt: mfa?.enrolledAt?.toISOString() ?? null, recoveryCodesLeft: left, required };
    },

    /** A new pending key (replacing any earlier pending one); nothing changes until it is confirmed. */
    async setup(admin: MfaAdmin, password: string, actor: AuditActor): Promise<MfaSetup> {
      await reauthenticate(admin, password, actor.ip);
      const mfa = await findMfa(sql, admin.id);
      if (mfa?.enrolledAt) throw new ConflictError('Two-factor authentication is already on; disable it first');
      const secret = newTotpSecret();
      await savePendingSecret(sql, admin.id, sealSecret(secret));
      const otpauthUri = totpUri(ISSUER, admin.username, secret);
      const qrSvg = await QRCode.toString(otpauthUri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
      return { secret, otpauthUri, qrSvg };
    },

    /** One code of the pending key turns MFA on; answers the ten recovery codes (shown once). */
    async confirm(admin: MfaAdmin, code: string, actor: AuditActor): Promise<string[]> {
      return sql.begin(async (tx) => {
        const mfa = await lockMfa(tx, admin.id);
        if (mfa?.enrolledAt) throw new ConflictError('Two-factor authentication is already on');
        if (!mfa?.pendingSecretSealed) throw new ConflictError('Start the setup first');
        const step = matchTotp(unsealSecret(mfa.pendingSecretSealed), code, now(), null);
        if (step === null) throw new ValidationError('Invalid code', { code: ['Invalid code'] });
        await activatePendingSecret(tx, admin.id, step);
        const codes = await issueRecoveryCodes(tx, admin.id);
        await audit(tx, actor, 'mfa.enrol', { type: 'admin', id: admin.id }, { username: admin.username });
        return codes;
      });
    },

    async regenerateRecoveryCodes(admin: MfaAdmin, factors: FreshFactors, actor: AuditActor): Promise<string[]> {
      return withFreshFactors(admin, factors, actor.ip, { refusals: MFA_CHANGE_REFUSALS, mfaOn: 'required' }, async (tx) => {
        const codes = await issueRecoveryCodes(tx, admin.id);
        await audit(tx, actor, 'mfa.recovery_codes', { type: 'admin', id: admin.id }, { username: admin.username });
        return codes;
      });
    },

    async disable(admin: MfaAdmin, factors: FreshFactors, actor: AuditActor): Promise<void> {
      if (await findMfaRequired(sql)) throw new ForbiddenError('Two-factor authentication is required for every admin');
      await withFreshFactors(admin, factors, actor.ip, { refusals: MFA_CHANGE_REFUSALS, mfaOn: 'required' }, async (tx) => {
        if (await findMfaRequired(tx)) throw new ForbiddenError('Two-factor authentication is required for every admin');
        await deleteMfa(tx, admin.id);
        await audit(tx, actor, 'mfa.disable', { type: 'admin', id: admin.id }, { username: admin.username });
      });
    },

    /**
     * The admin's own new password: the current one and, while MFA is on, a current code. Every
     * other session of theirs ends (`keepSession` is this browser's); audited without the password.
     */
    async changePassword(
      admin: MfaAdmin,
      input: { currentPassword: string; code?: string; newPassword: string },
      keepSession: string | null,
      actor: AuditActor,
    ): Promise<void> {
      if (isCommonPassword(input.newPassword))
        throw new ValidationError('This password is too common. Choose another one.', {
          newPassword: ['adminSecurity.errors.passwordCommon'],
        });
      const passwordHash = await hashPassword(input.newPassword);
      const factors = { password: input.currentPassword, code: input.code };
      await withFreshFactors(admin, factors, actor.ip, { refusals: PASSWORD_CHANGE_REFUSALS, mfaOn: 'optional' }, async (tx) => {
        await setAdminPasswordHash(tx, admin.id, passwordHash);
        const otherSessionsEnded = await endOtherAdminSessions(tx, admin.id, keepSession);
        await audit(tx, actor, 'admin.password_change', { type: 'admin', id: admin.id }, { username: admin.username, otherSessionsEnded });
      });
    },

    async listAdmins(): Promise<AdminMfaRow[]> {
      const rows = await listAdminsMfa(sql);
      return rows.map((row) => ({ ...row, enrolledAt: row.enrolledAt?.toISOString() ?? null }));
    },

    /** A superadmin removes another admin's MFA (they enrol again) and ends their sessions. */
    async reset(adminId: number, actor: AuditActor): Promise<void> {
      if (adminId === actor.adminId) throw new ValidationError('Use Disable for your own two-factor authentication');
      await sql.begin(async (tx) => {
        const target = await adminExists(tx, adminId);
        if (!target) throw new NotFoundError('Admin not found');
        const hadMfa = await deleteMfa(tx, adminId);
        const sessionsEnded = await endAdminSessions(tx, adminId);
        await audit(tx, actor, 'mfa.reset', { type: 'admin', id: adminId }, { username: target.username, hadMfa, sessionsEnded });
      });
    },

    required: (): Promise<boolean> => findMfaRequired(sql),

    async setRequired(required: boolean, actor: AuditActor): Promise<boolean> {
      await sql.begin((tx) => applySettingChanges(tx, actor, { mfa_required: required }));
      return required;
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
