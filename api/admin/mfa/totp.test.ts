import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { describe, expect, it } from 'vitest';
import { matchTotp, newTotpSecret, totpCode, totpStep, totpUri } from './totp.ts';

// RFC 6238 appendix B: the SHA-1 key "12345678901234567890".
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('totp', () => {
  it('computes the RFC 6238 test vectors (last six digits)', () => {
    expect(totpCode(RFC_SECRET, totpStep(59_000))).toBe('287082');
    expect(totpCode(RFC_SECRET, totpStep(1_111_111_109_000))).toBe('081804');
    expect(totpCode(RFC_SECRET, totpStep(2_000_000_000_000))).toBe('279037');
  });

  it('when a code is one step early or late, then it matches its step; two steps away, never', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 2), now, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 2), now, null)).toBeNull();
  });

  it('when a step was already accepted, then its code and earlier ones are refused', () => {
    const now = 1_700_000_000_000;
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step), now, step)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step - 1), now, step - 1)).toBeNull();
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, step + 1), now, step)).toBe(step + 1);
  });

  it('refuses anything but six digits', () => {
    expect(matchTotp(RFC_SECRET, '', 0, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, '12345a', 0, null)).toBeNull();
    expect(matchTotp(RFC_SECRET, '1234567', 0, null)).toBeNull();
  });

  it('makes 160-bit secrets and an otpauth URI an authenticator reads', () => {
    const secret = newTotpSecret();
    expect(decodeBase32IgnorePadding(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
    const uri = new URL(totpUri('Contacto', 'alice', secret));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(secret);
    expect(uri.searchParams.get('period')).toBe('30');
    expect(uri.searchParams.get('digits')).toBe('6');
  });
});
