// The admin accounts as the sign-in reads and stamps them.
import type { Queryable } from '#db/connection.ts';
import { type AdminRow, adminColumns } from '../admin-session.queries.ts';

export interface AdminCredentials extends AdminRow {
  passwordHash: string;
}

/** The account of a username, case-insensitively (the unique index is on lower(username)). */
export async function findAdminByUsername(q: Queryable, username: string): Promise<AdminCredentials | undefined> {
  const [row] = await q<AdminCredentials[]>`
    SELECT ${adminColumns(q)}, a.password_hash AS "passwordHash"
    FROM admin_users a WHERE lower(a.username) = lower(${username})`;
  return row;
}

export async function recordAdminLogin(q: Queryable, adminId: number): Promise<void> {
  await q`UPDATE admin_users SET last_login = now() WHERE id = ${adminId}`;
}
