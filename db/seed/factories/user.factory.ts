// Site users (buyers with an account) for tests and the demo seed.

import type { Queryable } from '#db/connection.ts';
import { cachedPasswordHash, DEFAULT_PASSWORD } from './password.ts';

export interface UserFields {
  email: string;
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  isEmailVerified: boolean;
  role: 'user';
  isActive: boolean;
  registrationDate: Date;
  lastLogin: Date | null;
}

export interface InsertedUser extends UserFields {
  id: number;
  /** The clear password, so a test can log in. */
  password: string;
}

let counter = 0;

/** A valid user row; passwordHash must be filled by the caller (insertUser does it). */
export function buildUser(overrides: Partial<UserFields> = {}): Omit<UserFields, 'passwordHash'> & Partial<UserFields> {
  counter += 1;
  const now = new Date();
  return {
    email: `buyer${counter}@example.com`,
    username: `buyer${counter}`,
    firstName: 'Alex',
    lastName: 'Buyer',
    isEmailVerified: true,
    role: 'user',
    isActive: true,
    registrationDate: now,
    lastLogin: null,
    ...overrides,
  };
}

export async function insertUser(sql: Queryable, overrides: Partial<UserFields> & { password?: string } = {}): Promise<InsertedUser> {
  const { password = DEFAULT_PASSWORD, ...fields } = overrides;
  const user = buildUser(fields);
  const passwordHash = user.passwordHash ?? (await cachedPasswordHash(password));
  const [row] = await sql<{ id: number }[]>`
    INSERT INTO users (email, username, password_hash, first_name, last_name, is_email_verified,
                       role, is_active, registration_date, last_login)
    VALUES (${user.email}, ${user.username}, ${passwordHash}, ${user.firstName}, ${user.lastName},
            ${user.isEmailVerified}, ${user.role}, ${user.isActive}, ${user.registrationDate},
            ${user.lastLogin})
    RETURNING id`;
  if (!row) throw new Error('user insert returned no id');
  return { ...user, passwordHash, id: row.id, password };
}
