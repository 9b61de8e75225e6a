// Password hashes for factory rows (api/auth/password.ts: argon2id like the API). Hashing is slow
// on purpose, so the default password's hash is computed once per process and reused.
import { hashPassword } from '#api/auth/password.ts';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

const cache = new Map<string, Promise<string>>();

/** The same hash for the same password within one process (fine for fixtures, not for users). */
export function cachedPasswordHash(password: string): Promise<string> {
  let hash = cache.get(password);
  if (!hash) {
    hash = hashPassword(password);
    cache.set(password, hash);
  }
  return hash;
}
