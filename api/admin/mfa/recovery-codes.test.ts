import { describe, expect, it } from 'vitest';
import { hashToken } from '#lib/crypto.ts';
import { keyRing } from '../../secret.ts';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash, recoveryCodeHashes } from './recovery-codes.ts';

const CURRENT = 'current-secret-0123456789-abcdefghijklmnop';
const PREVIOUS = 'previous-secret-0123456789-abcdefghijklmno';

describe('recovery codes', () => {
  it('are ten distinct codes of at least 128 random bits each, grouped for reading', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    // The bits of a code: its characters times log2 of the alphabet they are drawn from, the
    // alphabet read off a few thousand characters (every symbol shows up; none is favoured).
    const many = Array.from({ length: 30 }, () => newRecoveryCodes()).flat();
    const chars = many.map((code) => code.replace(/-/g, ''));
    const alphabet = new Set(chars.join(''));
    const length = new Set(chars.map((c) => c.length));
    expect(length.size).toBe(1);
    const bits = [...length][0]! * Math.log2(alphabet.size);
    expect(bits).toBeGreaterThanOrEqual(128);
    const counts = [...alphabet].map((symbol) => chars.join('').split(symbol).length - 1);
    const expected = chars.join('').length / alphabet.size;
    for (const count of counts) expect(Math.abs(count - expected)).toBeLessThan(expected * 0.5);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}(-[0-9a-z]{5}){3}-[0-9a-z]{6}$/);
  });

  it('are read back however they are typed: any case, spaces or no dashes, o for 0 and i or l for 1', () => {
    for (const code of newRecoveryCodes()) {
      expect(normalizeRecoveryCode(` ${code.toUpperCase().replace(/-/g, ' ')} `)).toBe(code);
      expect(normalizeRecoveryCode(code.replace(/-/g, ''))).toBe(code);
      expect(normalizeRecoveryCode(code.replace(/0/g, 'O').replace(/1/g, 'l'))).toBe(code);
    }
  });

  it('are stored as a keyed hash under the server key: not the code, not its plain SHA-256, and another secret gives another hash', () => {
    const [code = ''] = newRecoveryCodes();
    const ring = keyRing('admin-recovery-code', [CURRENT]);
    const stored = recoveryCodeHash(ring, code);
    expect(stored.keyId).toBe(ring.current.id);
    expect(stored.hash).toMatch(/^[\w-]{43}$/);
    expect(stored.hash).not.toContain(code.replace(/-/g, ''));
    for (const form of [code, code.replace(/-/g, '')]) expect(stored.hash).not.toBe(hashToken(form));
    expect(recoveryCodeHash(keyRing('admin-recovery-code', [PREVIOUS]), code).hash).not.toBe(stored.hash);
  });

  it('made before a rotation of the server secret are still found while the old secret is kept as a previous one', () => {
    const [code = ''] = newRecoveryCodes();
    const before = recoveryCodeHash(keyRing('admin-recovery-code', [PREVIOUS]), code);
    const rotated = keyRing('admin-recovery-code', [CURRENT, PREVIOUS]);
    expect(recoveryCodeHashes(rotated, code.toUpperCase())).toContain(before.hash);
    expect(recoveryCodeHashes(keyRing('admin-recovery-code', [CURRENT]), code)).not.toContain(before.hash);
  });
});
