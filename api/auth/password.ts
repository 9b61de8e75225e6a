// Password hashing for accounts: argon2id with the library's defaults. The one place
// that hashes and verifies a password; the demo seed and the test factories use it too.
import argon2 from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
}

/** True when `password` matches `hash`; a malformed hash is a mismatch, not an error. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}
