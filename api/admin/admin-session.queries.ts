// The rows behind admin cookies (00015): one per signed-in browser, keyed by the SHA-256 of the
// cookie's random id, with the database's clock for every time (all replicas share it).
import type { Queryable } from '#db/connection.ts';
import { slideSession } from '../http/sliding-session.queries.ts';

export type AdminRole = 'admin' | 'superadmin';

/** An admin account as the back office sees it: never the password hash. */
export interface AdminRow {
  id: number;
  username: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * The admin of a live session: an AdminRow and whether they must enrol MFA before anything else
 * (every admin must use MFA and they have not enrolled yet; api/admin/mfa/mfa-enrolment-gate.ts).
 */
export interface SessionAdmin extends AdminRow {
  mfaEnrolmentDue: boolean;
}

/** The columns of an AdminRow, from admin_users aliased `a`. */
export const adminColumns = (q: Queryable) => q`
  a.id, a.username, a.email, a.role, a.is_active AS "isActive",
  to_json(a.last_login) #>> '{}' AS "lastLogin", to_json(a.created_at) #>> '{}' AS "createdAt",
  to_json(a.updated_at) #>> '{}' AS "updatedAt"`;

export interface NewAdminSession {
  idHash: string;
  adminId: number;
  idleSeconds: number;
  absoluteSeconds: number;
  userAgent: string | null;
  ip: string | null;
}

/** A session for an active admin (none for a deactivated one); its type is the admin's role. */
export async function insertAdminSession(q: Queryable, s: NewAdminSession): Promise<void> {
  await q`
    INSERT INTO admin_sessions (id, admin_id, type, expires_at, absolute_expires_at, last_activity, ip_address, user_agent)
    SELECT ${s.idHash}, a.id, a.role, now() + make_interval(secs => ${s.idleSeconds}),
      now() + make_interval(secs => ${s.absoluteSeconds}), now(), ${s.ip}, ${s.userAgent}
    FROM admin_users a WHERE a.id = ${s.adminId} AND a.is_active`;
}

/**
 * The active admin of a live session, or undefined; with whether they must enrol MFA first. When the session was last used more than
 * `touchSeconds` ago, the same statement moves last_activity to now and the idle expiry to
 * `idleSeconds` from now, never past the absolute cap.
 */
export async function findLiveAdminSession(
  q: Queryable,
  idHash: string,
  options: { touchSeconds: number; idleSeconds: number },
): Promise<{ admin: SessionAdmin; touched: boolean } | undefined> {
  const [row] = await q<(SessionAdmin & { touched: boolean })[]>`
    WITH s AS (
      SELECT s.id, s.admin_id, s.last_activity < now() - make_interval(secs => ${options.touchSeconds}) AS stale
      FROM admin_sessions s JOIN admin_users a ON a.id = s.admin_id
      WHERE s.id = ${idHash} AND s.expires_at > now() AND s.absolute_expires_at > now() AND a.is_active AND s.type = a.role
    ),
    touched AS (${slideSession(q, 'admin_sessions', 's', options.idleSeconds)})
    SELECT ${adminColumns(q)}, EXISTS (SELECT 1 FROM touched) AS touched,
      coalesce((SELECT value = 'true'::jsonb FROM admin_settings WHERE key = 'mfa_required'), false)
        AND NOT EXISTS (SELECT 1 FROM admin_mfa m WHERE m.admin_id = a.id AND m.enrolled_at IS NOT NULL) AS "mfaEnrolmentDue"
    FROM s JOIN admin_users a ON a.id = s.admin_id`;
  if (!row) return undefined;
  const { touched, ...admin } = row;
  return { admin, touched };
}

export async function deleteAdminSession(q: Queryable, idHash: string): Promise<void> {
  await q`DELETE FROM admin_sessions WHERE id = ${idHash}`;
}

/**
 * Ends every session of an admin: call it in the transaction that deactivates, deletes or
 * demotes them, or resets their MFA. Answers how many ended.
 */
export async function endAdminSessions(q: Queryable, adminId: number): Promise<number> {
  const result = await q`DELETE FROM admin_sessions WHERE admin_id = ${adminId}`;
  return result.count;
}

/** Ends every session of an admin but `keep` (the browser that made the change). Answers how many ended. */
export async function endOtherAdminSessions(q: Queryable, adminId: number, keep: string | null): Promise<number> {
  const result = await q`DELETE FROM admin_sessions WHERE admin_id = ${adminId} AND id IS DISTINCT FROM ${keep}`;
  return result.count;
}
