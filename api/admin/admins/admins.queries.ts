// The SQL of admin accounts (admin_users) for Admin Management: the list,
// insert, update and delete, the names already taken, and the active superadmins (locked, so
// two requests cannot each remove one of the last two).
import type { AdminRole } from '#contract/admin-account.schema.ts';
import type { Queryable } from '#db/connection.ts';

export interface AdminAccountRow {
  id: number;
  username: string;
  email: string;
  role: AdminRole;
  isActive: boolean;
  lastLogin: Date | null;
  createdAt: Date;
}

const accountColumns = (q: Queryable) => q`
  a.id, a.username, a.email, a.role, a.is_active AS "isActive", a.last_login AS "lastLogin",
  a.created_at AS "createdAt"`;

export async function findAdminAccounts(q: Queryable): Promise<AdminAccountRow[]> {
  return q<AdminAccountRow[]>`SELECT ${accountColumns(q)} FROM admin_users a ORDER BY a.created_at, a.id`;
}

/** The account, locked for the rest of the transaction. */
export async function lockAdminAccount(q: Queryable, id: number): Promise<AdminAccountRow | undefined> {
  const [row] = await q<AdminAccountRow[]>`SELECT ${accountColumns(q)} FROM admin_users a WHERE a.id = ${id} FOR UPDATE`;
  return row;
}

/** Ids of the active superadmins, their rows locked: who may be the last one is decided one at a time. */
export async function lockActiveSuperadmins(q: Queryable): Promise<number[]> {
  const rows = await q<{ id: number }[]>`
    SELECT id FROM admin_users WHERE role = 'superadmin' AND is_active ORDER BY id FOR UPDATE`;
  return rows.map((row) => row.id);
}

/** Which of the names another account (not `exceptId`) already holds, case-insensitively. */
export async function takenAdminNames(
  q: Queryable,
  names: { username?: string; email?: string },
  exceptId: number | null = null,
): Promise<{ username: boolean; email: boolean }> {
  const [row] = await q<{ username: boolean; email: boolean }[]>`
    SELECT
      EXISTS (SELECT 1 FROM admin_users WHERE lower(username) = lower(${names.username ?? null}::text)
        AND id IS DISTINCT FROM ${exceptId}::int) AS username,
      EXISTS (SELECT 1 FROM admin_users WHERE lower(email) = lower(${names.email ?? null}::text)
        AND id IS DISTINCT FROM ${exceptId}::int) AS email`;
  return row ?? { username: false, email: false };
}

export async function insertAdminAccount(
  q: Queryable,
  account: { username: string; email: string; passwordHash: string; role: AdminRole },
): Promise<AdminAccountRow> {
  const [row] = await q<AdminAccountRow[]>`
    INSERT INTO admin_users AS a (username, email, password_hash, role)
    VALUES (${account.username}, ${account.email}, ${account.passwordHash}, ${account.role})
    RETURNING ${accountColumns(q)}`;
  if (!row) throw new Error('admin insert returned no row');
  return row;
}

export type AdminAccountChanges = Partial<Pick<AdminAccountRow, 'username' | 'email' | 'role' | 'isActive'>>;

export async function updateAdminAccount(q: Queryable, id: number, changes: AdminAccountChanges): Promise<AdminAccountRow> {
  const [row] = await q<AdminAccountRow[]>`
    UPDATE admin_users a SET
      username = coalesce(${changes.username ?? null}::text, a.username),
      email = coalesce(${changes.email ?? null}::text, a.email),
      role = coalesce(${changes.role ?? null}::text, a.role),
      is_active = coalesce(${changes.isActive ?? null}::boolean, a.is_active)
    WHERE a.id = ${id}
    RETURNING ${accountColumns(q)}`;
  if (!row) throw new Error(`admin ${id} vanished inside its transaction`);
  return row;
}

export async function deleteAdminAccount(q: Queryable, id: number): Promise<void> {
  await q`DELETE FROM admin_users WHERE id = ${id}`;
}
