// Admin accounts (admin_users) for tests and the demo seed.

import type { Queryable } from '#db/connection.ts';
import { cachedPasswordHash, DEFAULT_PASSWORD } from './password.ts';

export type AdminRole = 'admin' | 'superadmin';

export interface AdminFields {
  username: string;
  email: string;
  passwordHash: string;
  role: AdminRole;
  isActive: boolean;
  lastLogin: Date | null;
}

export interface InsertedAdmin extends AdminFields {
  id: number;
  password: string;
}

let counter = 0;

export function buildAdmin(overrides: Partial<AdminFields> = {}): Omit<AdminFields, 'passwordHash'> & Partial<AdminFields> {
  counter += 1;
  return {
    username: `moderator${counter}`,
    email: `moderator${counter}@example.org`,
    role: 'admin',
    isActive: true,
    lastLogin: null,
    ...overrides,
  };
}

export async function insertAdmin(sql: Queryable, overrides: Partial<AdminFields> & { password?: string } = {}): Promise<InsertedAdmin> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const admin = buildAdmin(fields);
  const passwordHash = admin.passwordHash ?? (await cachedPasswordHash(password));
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO admin_users (username, email, password_hash, role, is_active, last_login)
    VALUES (${admin.username}, ${admin.email}, ${passwordHash}, ${admin.role}, ${admin.isActive},
            ${admin.lastLogin})
    RETURNING id`;
  if (!row) throw new Error('admin insert returned no id');
  return { ...admin, passwordHash, id: row.id, password };
}
