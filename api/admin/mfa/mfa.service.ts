// Admin MFA (issue 12 item 2, decision 024): enrolling a TOTP authenticator (a pending key,
// active once one code confirms it), ten single-use recovery codes, disabling, a superadmin's
// reset of another admin, the mfa_required setting, and the second step of the admin login.
// Changing one's own MFA asks for the password again; every change is audited in its transaction.
import QRCode from 'qrcode';
import type { AdminMfaRow, MfaSetup, MfaStatus } from '#api/contract/admin-mfa.schema.ts';
import type { Env } from '#api/env.ts';
import type { Queryable, Sql } from '#db/connection.ts';
import { createLoginLimits, LoginLimitError } from '../../auth/login-limits.ts';
import { verifyPassword } from '../../auth/password.ts';
import { seal, unseal } from '../../crypto.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { LimiterBase } from '../../rate-limit/rate-limit.ts';
import { serverKeyRing, serverSecret } from '../../secret.ts';
import { endAdminSessions } from '../admin-session.ts';
import { type AuditActor, audit } from '../audit.ts';
import { applySettingChanges } from '../settings/settings.service.ts';
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

  /** The password again before a change of one's own MFA; wrong tries count as failed logins. */
  async function reauthenticate(admin: MfaAdmin, password: string, ip: string | null): Promise<void> {
    const attempt = await limits.attempt(
      ip ?? undefined,
      `admin-mfa ${admin.id}`,
      (seconds) => new LoginLimitError(seconds, 'Too many attempts, please try again later'),
    );
    const hash = await findPasswordHash(sql, admin.id);
    if (!hash || !(await verifyPassword(hash, password))) {
      throw attempt.failed(new ValidationError('Incorrect password', { password: ['Incorrect password'] }));
    }
    await attempt.succeeded();
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

    async regenerateRecoveryCodes(admin: MfaAdmin, password: string, actor: AuditActor): Promise<string[]> {
      await reauthenticate(admin, password, actor.ip);
      return sql.begin(async (tx) => {
        const mfa = await lockMfa(tx, admin.id);
        if (!mfa?.enrolledAt) throw new ConflictError('Two-factor authentication is not on');
        const codes = await issueRecoveryCodes(tx, admin.id);
        await audit(tx, actor, 'mfa.recovery_codes', { type: 'admin', id: admin.id }, { username: admin.username });
        return codes;
      });
    },

    async disable(admin: MfaAdmin, password: string, actor: AuditActor): Promise<void> {
      await reauthenticate(admin, password, actor.ip);
      await sql.begin(async (tx) => {
        if (await findMfaRequired(tx)) throw new ForbiddenError('Two-factor authentication is required for every admin');
        const mfa = await lockMfa(tx, admin.id);
        if (!mfa?.enrolledAt) throw new ConflictError('Two-factor authentication is not on');
        await deleteMfa(tx, admin.id);
        await audit(tx, actor, 'mfa.disable', { type: 'admin', id: admin.id }, { username: admin.username });
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
