// Password hashes for factory rows: argon2id like the API (DESIGN §10). Hashing is slow on
// purpose, so the default password's hash is computed once per process and reused.
import argon2 from 'argon2';

export const DEFAULT_PASSWORD = 'correct-horse-battery';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

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
