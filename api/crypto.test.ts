import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, keyedHash, randomToken, sameSecret, sha256 } from './crypto.ts';

describe('crypto', () => {
  it('makes random base64url tokens of the asked size', () => {
    const token = randomToken(18);
    expect(token).toMatch(/^[\w-]{24}$/);
    expect(randomToken(18)).not.toBe(token);
  });

  it('stores a token as its sha256, never as itself', () => {
    expect(hashToken('owner-token')).toBe(createHash('sha256').update('owner-token').digest('hex'));
    expect(sha256('x', 'base64url')).toBe(createHash('sha256').update('x').digest('base64url'));
  });

  it('keys a hash with the secret: another secret gives another hash', () => {
    const secret = 'a'.repeat(32);
    expect(keyedHash(secret, '192.0.2.1')).toBe(keyedHash(secret, '192.0.2.1'));
    expect(keyedHash(secret, '192.0.2.1')).not.toBe(keyedHash('b'.repeat(32), '192.0.2.1'));
    expect(keyedHash(secret, '192.0.2.1')).not.toBe(sha256('192.0.2.1', 'base64url'));
  });

  it('compares secrets of any length without throwing', () => {
    expect(sameSecret('abc', 'abc')).toBe(true);
    expect(sameSecret('abc', 'abd')).toBe(false);
    expect(sameSecret('abc', 'abcd')).toBe(false);
  });
});
