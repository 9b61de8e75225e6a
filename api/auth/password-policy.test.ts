import { describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD_MIN } from '#contract/admin-account.schema.ts';
import { PASSWORD_MIN } from '#contract/auth.schema.ts';
import { DEMO_CREDENTIALS } from '#db/seed/credentials.ts';
import { DEFAULT_PASSWORD } from '#db/seed/factories/password.ts';
import { isCommonPassword } from './password-policy.ts';

describe('the common breached password list', () => {
  it('finds common passwords in any case, and not a passphrase of its own', () => {
    for (const password of ['password', 'Password1', 'QWERTYUIOP', 'iloveyou', '12345678']) expect(isCommonPassword(password)).toBe(true);
    for (const password of ['lantern-orchid', 'correct-horse-battery-staple-9']) expect(isCommonPassword(password)).toBe(false);
  });

  it('lets the demo accounts’ and the test factories’ passwords through, with the length rules', () => {
    for (const { password } of Object.values(DEMO_CREDENTIALS)) {
      expect(isCommonPassword(password)).toBe(false);
      expect(password.length).toBeGreaterThanOrEqual(Math.max(PASSWORD_MIN, ADMIN_PASSWORD_MIN));
    }
    expect(isCommonPassword(DEFAULT_PASSWORD)).toBe(false);
    expect(DEFAULT_PASSWORD.length).toBeGreaterThanOrEqual(Math.max(PASSWORD_MIN, ADMIN_PASSWORD_MIN));
  });
});
