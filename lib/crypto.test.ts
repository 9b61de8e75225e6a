import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashToken, keyedHash, randomToken, sameSecret, seal, sha256, unseal } from '#lib/crypto.ts';

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

  it('seals a secret so only the same server secret and purpose open it, and an altered seal opens to null', () => {
    const secret = 'a-server-secret-of-at-least-32-characters';
    const sealed = seal(secret, 'owner-token', 'the token');
    expect(sealed).not.toContain('the token');
    expect(seal(secret, 'owner-token', 'the token')).not.toBe(sealed);
    expect(unseal(secret, 'owner-token', sealed)).toBe('the token');
    expect(unseal(secret, 'other-purpose', sealed)).toBeNull();
    expect(unseal(`${secret}!`, 'owner-token', sealed)).toBeNull();
    const altered = Buffer.from(sealed, 'base64url');
    altered[altered.length - 1] = (altered.at(-1) ?? 0) ^ 1;
    expect(unseal(secret, 'owner-token', altered.toString('base64url'))).toBeNull();
    expect(unseal(secret, 'owner-token', 'short')).toBeNull();
  });
});
