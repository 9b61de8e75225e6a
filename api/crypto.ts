// Hashing and tokens: the one place the server makes random tokens, digests and keyed hashes,
// and compares secrets. A keyed hash (HMAC with the server secret) is what keeps anything derived
// from a client's address (rate-limit buckets, consent records) from being turned back into it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

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
