// The signed-in user as the browser's session store holds it (GET /api/auth/user's answer).
import type { User } from '#contract/auth.schema.ts';

export function buildSessionUser(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    email: 'ana@example.com',
    username: 'ana',
    firstName: null,
    lastName: null,
    isEmailVerified: false,
    role: 'user',
    language: 'en',
    registrationDate: '2026-01-01T00:00:00.000Z',
    lastLogin: null,
    ...overrides,
  };
}
