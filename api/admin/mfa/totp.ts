// TOTP (RFC 6238) for admin MFA: 30-second steps, 6 digits, SHA-1 (what every
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
