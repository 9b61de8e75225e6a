// SQL of admin MFA (db/migrations/00016_admin_mfa.sql): the sealed TOTP keys, the last accepted
// step, the keyed hashes of the recovery codes (00034) and the mfa_required setting.
import type { Queryable } from '#db/connection.ts';
import { readSetting } from '../../settings/settings.ts';

export interface MfaRow {
  secretSealed: string | null;
  pendingSecretSealed: string | null;
  enrolledAt: Date | null;
  lastUsedStep: number | null;
}

export async function findMfa(q: Queryable, adminId: number): Promise<MfaRow | null> {
  const [row] = await q<MfaRow[]>`
    SELECT secret_sealed AS "secretSealed", pending_secret_sealed AS "pendingSecretSealed",
           enrolled_at AS "enrolledAt", last_used_step::float8 AS "lastUsedStep"
      FROM admin_mfa WHERE admin_id = ${adminId}`;
  return row ?? null;
}

/** The row, locked until the transaction ends (two logins with one code cannot both pass). */
export async function lockMfa(q: Queryable, adminId: number): Promise<MfaRow | null> {
  const [row] = await q<MfaRow[]>`
    SELECT secret_sealed AS "secretSealed", pending_secret_sealed AS "pendingSecretSealed",
           enrolled_at AS "enrolledAt", last_used_step::float8 AS "lastUsedStep"
      FROM admin_mfa WHERE admin_id = ${adminId} FOR UPDATE`;
  return row ?? null;
}

export async function savePendingSecret(q: Queryable, adminId: number, sealed: string): Promise<void> {
  await q`
    INSERT INTO admin_mfa (admin_id, pending_secret_sealed, pending_created_at)
    VALUES (${adminId}, ${sealed}, now())
    ON CONFLICT (admin_id) DO UPDATE
      SET pending_secret_sealed = excluded.pending_secret_sealed, pending_created_at = excluded.pending_created_at`;
}

/** The pending key becomes the admin's key; `step` is the step of the code that confirmed it. */
export async function activatePendingSecret(q: Queryable, adminId: number, step: number): Promise<void> {
  await q`
    UPDATE admin_mfa
       SET secret_sealed = pending_secret_sealed, enrolled_at = now(), last_used_step = ${step},
           pending_secret_sealed = NULL, pending_created_at = NULL
     WHERE admin_id = ${adminId} AND pending_secret_sealed IS NOT NULL`;
}

/** Records an accepted step; false when that step (or a later one) was accepted meanwhile. */
export async function acceptStep(q: Queryable, adminId: number, step: number): Promise<boolean> {
  const rows = await q`
    UPDATE admin_mfa SET last_used_step = ${step}
     WHERE admin_id = ${adminId} AND (last_used_step IS NULL OR last_used_step < ${step})
     RETURNING admin_id`;
  return rows.length === 1;
}

/** Removes the admin's MFA: key, pending key and recovery codes. True when there was any. */
export async function deleteMfa(q: Queryable, adminId: number): Promise<boolean> {
  await q`DELETE FROM admin_recovery_codes WHERE admin_id = ${adminId}`;
  const rows = await q`DELETE FROM admin_mfa WHERE admin_id = ${adminId} RETURNING admin_id`;
  return rows.length === 1;
}

export async function replaceRecoveryCodes(
  q: Queryable,
  adminId: number,
  codes: readonly { hash: string; keyId: string }[],
): Promise<void> {
  await q`DELETE FROM admin_recovery_codes WHERE admin_id = ${adminId}`;
  await q`
    INSERT INTO admin_recovery_codes (admin_id, code_hash, key_id)
    SELECT ${adminId}, hash, key_id
      FROM unnest(${codes.map((c) => c.hash)}::text[], ${codes.map((c) => c.keyId)}::text[]) AS c (hash, key_id)`;
}

/** Spends one recovery code, given its possible hashes (one per accepted key); false when unknown or already used. */
export async function spendRecoveryCode(q: Queryable, adminId: number, hashes: readonly string[]): Promise<boolean> {
  const rows = await q`
    UPDATE admin_recovery_codes SET used_at = now()
     WHERE id = (SELECT id FROM admin_recovery_codes
                  WHERE admin_id = ${adminId} AND code_hash = ANY(${hashes as string[]}::text[]) AND used_at IS NULL
                  LIMIT 1)
     RETURNING id`;
  return rows.length === 1;
}

export async function countRecoveryCodesLeft(q: Queryable, adminId: number): Promise<number> {
  const [row] = await q<{ left: number }[]>`
    SELECT count(*)::int AS left FROM admin_recovery_codes WHERE admin_id = ${adminId} AND used_at IS NULL`;
  return row?.left ?? 0;
}

export async function findPasswordHash(q: Queryable, adminId: number): Promise<string | null> {
  const [row] = await q<{ passwordHash: string }[]>`
    SELECT password_hash AS "passwordHash" FROM admin_users WHERE id = ${adminId} AND is_active`;
  return row?.passwordHash ?? null;
}

export async function setAdminPasswordHash(q: Queryable, adminId: number, passwordHash: string): Promise<void> {
  await q`UPDATE admin_users SET password_hash = ${passwordHash} WHERE id = ${adminId}`;
}

export interface AdminMfaListRow {
  id: number;
  username: string;
  email: string;
  role: 'admin' | 'superadmin';
  isActive: boolean;
  enrolled: boolean;
  enrolledAt: Date | null;
}

export function listAdminsMfa(q: Queryable): Promise<AdminMfaListRow[]> {
  return q<AdminMfaListRow[]>`
    SELECT a.id, a.username, a.email, a.role, a.is_active AS "isActive",
           m.enrolled_at IS NOT NULL AS enrolled, m.enrolled_at AS "enrolledAt"
      FROM admin_users a LEFT JOIN admin_mfa m ON m.admin_id = a.id
     ORDER BY lower(a.username), a.id`;
}

export async function adminExists(q: Queryable, adminId: number): Promise<{ username: string } | null> {
  const [row] = await q<{ username: string }[]>`SELECT username FROM admin_users WHERE id = ${adminId}`;
  return row ?? null;
}

export function findMfaRequired(q: Queryable): Promise<boolean> {
  return readSetting(q, 'mfa_required');
}
