// Admin recovery codes: 26 random characters of Crockford's base32 alphabet each (130 bits),
// shown in five groups for reading, and stored only as a keyed hash: HMAC-SHA-256 under a key
// derived from the server secret for this purpose (api/secret.ts key rings), with that key's id.
// A leaked table then holds nothing a code can be guessed or checked against without the server
// secret. After a rotation, codes made under the previous secret keep working while
// SESSION_SECRET_PREVIOUS holds it; a new set is made under the current one.
import { randomBytes } from 'node:crypto';
import { keyedHash } from '#lib/crypto.ts';
import type { KeyRing } from '../../secret.ts';

export const RECOVERY_CODE_COUNT = 10;
/** The key ring purpose of recovery-code hashes. */
export const RECOVERY_CODE_PURPOSE = 'admin-recovery-code';

/** Crockford's base32: digits and letters without i, l, o and u (read as 1, 1 and 0 when typed). */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 26;
const GROUPS = [5, 5, 5, 5, 6];

function grouped(chars: string): string {
  const parts: string[] = [];
  let at = 0;
  for (const size of GROUPS) {
    parts.push(chars.slice(at, at + size));
    at += size;
  }
  return parts.join('-');
}

/** Ten random recovery codes, `xxxxx-xxxxx-xxxxx-xxxxx-xxxxxx` (each character 5 uniform random bits). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => grouped(Array.from(randomBytes(LENGTH), (b) => ALPHABET[b & 31]).join('')));
}

/** The code's characters as typed (any case, spaces or dashes, o for 0, i or l for 1), without separators. */
function characters(input: string): string {
  return input
    .toLowerCase()
    .replace(/[^0-9a-z]/g, '')
    .replace(/o/g, '0')
    .replace(/[il]/g, '1');
}

/** A recovery code as typed, in the form it was issued (or its bare characters when it cannot be one). */
export function normalizeRecoveryCode(input: string): string {
  const chars = characters(input);
  return chars.length === LENGTH ? grouped(chars) : chars;
}

/** How a code is stored: its keyed hash under the ring's current key, and that key's id. */
export function recoveryCodeHash(ring: KeyRing, code: string): { hash: string; keyId: string } {
  return { hash: keyedHash(ring.current.key, characters(code)), keyId: ring.current.id };
}

/** The hashes a typed code may be stored under: one per accepted key (current, then previous). */
export function recoveryCodeHashes(ring: KeyRing, input: string): string[] {
  const chars = characters(input);
  return ring.accepted.map((key) => keyedHash(key.key, chars));
}
