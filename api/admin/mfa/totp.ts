// TOTP (RFC 6238) and recovery codes for admin MFA: 30-second steps, 6 digits, SHA-1 (what every
// authenticator app reads from an otpauth:// URI). The HOTP arithmetic is @oslojs/otp's; this
// module decides which steps a code may match (the current one ± one step of clock drift) and
// answers the step it matched, so the caller can refuse any step it already accepted.
import { randomBytes } from 'node:crypto';
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import { createTOTPKeyURI, generateHOTP, verifyHOTP } from '@oslojs/otp';

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of the current one a code may come from (one step: ±30 s of clock drift). */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;

/** A new TOTP key (20 random bytes, the RFC's SHA-1 key size) as base32 without padding. */
export function newTotpSecret(): string {
  return encodeBase32UpperCaseNoPadding(randomBytes(20));
}

function keyOf(secret: string): Uint8Array {
  return decodeBase32IgnorePadding(secret.toUpperCase());
}

/** The time step of a moment (unix milliseconds). */
export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code of a step (tests and the e2e compute codes this way, as an authenticator app does). */
export function totpCode(secret: string, step: number): string {
  return generateHOTP(keyOf(secret), BigInt(step), TOTP_DIGITS);
}

/**
 * The step `code` belongs to, among the current step ± TOTP_DRIFT_STEPS and after `lastUsedStep`
 * (a step already accepted, or an earlier one, never matches again); null when none.
 */
export function matchTotp(secret: string, code: string, nowMs: number, lastUsedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = keyOf(secret);
  const now = totpStep(nowMs);
  for (let step = now - TOTP_DRIFT_STEPS; step <= now + TOTP_DRIFT_STEPS; step += 1) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (verifyHOTP(key, BigInt(step), TOTP_DIGITS, code)) return step;
  }
  return null;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(issuer: string, accountName: string, secret: string): string {
  return createTOTPKeyURI(issuer, accountName, keyOf(secret), TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten random recovery codes, `xxxxx-xxxxx` (10 characters of a 31-letter alphabet: ~49 bits each). */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or no dash) in the form it was issued. */
export function normalizeRecoveryCode(input: string): string {
  const chars = input.toLowerCase().replace(/[^a-z0-9]/g, '');
  return chars.length === 10 ? `${chars.slice(0, 5)}-${chars.slice(5)}` : chars;
}
