// Hashing and tokens: the one place the server makes random tokens, digests and keyed hashes,
// and compares secrets. A keyed hash (HMAC with the server secret) is what keeps anything derived
// from a client's address (rate-limit buckets, consent records) from being turned back into it.
import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** `bytes` random bytes as base64url: session ids, owner tokens, generated secrets. */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** SHA-256 of a text or bytes, hex unless said otherwise. */
export function sha256(value: string | Buffer, encoding: 'hex' | 'base64url' = 'hex'): string {
  return createHash('sha256').update(value).digest(encoding);
}

/** How a bearer token is stored: its SHA-256 (hex), so a leaked table leaks no usable token. */
export function hashToken(token: string): string {
  return sha256(token);
}

/** HMAC-SHA256 of `value` under `key` (the server secret or a key derived from it), as bytes. */
export function hmac(key: string | Buffer, value: string): Buffer {
  return createHmac('sha256', key).update(value).digest();
}

/** HMAC-SHA256 of `value` under `key`, base64url: keyed hashes of client addresses, signatures. */
export function keyedHash(key: string | Buffer, value: string): string {
  return hmac(key, value).toString('base64url');
}

/** Whether two secrets (tokens, signatures) are equal, in time that does not depend on where they differ. */
export function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

const SEAL_IV_BYTES = 12;
const SEAL_TAG_BYTES = 16;

/** The AES-256 key of one purpose, derived from the server secret (a leaked seal of one purpose opens no other). */
function sealKey(secret: string, purpose: string): Buffer {
  return hmac(secret, `seal:${purpose}`);
}

/**
 * Encrypts a short secret for a while at rest (AES-256-GCM under a key derived from the server
 * secret and `purpose`): e.g. an owner token kept only for an idempotent replay. base64url.
 */
export function seal(secret: string, purpose: string, plaintext: string): string {
  const iv = randomBytes(SEAL_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealKey(secret, purpose), iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext of a seal(), or null when it was not sealed with this secret and purpose or was altered. */
export function unseal(secret: string, purpose: string, sealed: string): string | null {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < SEAL_IV_BYTES + SEAL_TAG_BYTES) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(secret, purpose), bytes.subarray(0, SEAL_IV_BYTES));
    decipher.setAuthTag(bytes.subarray(SEAL_IV_BYTES, SEAL_IV_BYTES + SEAL_TAG_BYTES));
    return Buffer.concat([decipher.update(bytes.subarray(SEAL_IV_BYTES + SEAL_TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
