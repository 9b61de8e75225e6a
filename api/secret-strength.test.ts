import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { weakSecretReason } from './secret-strength.ts';

describe('weakSecretReason', () => {
  it('accepts what the usual generators print', () => {
    for (let i = 0; i < 500; i++) {
      for (const secret of [randomBytes(16).toString('hex'), randomBytes(24).toString('base64url'), randomBytes(48).toString('base64')]) {
        expect(weakSecretReason(secret), secret).toBeNull();
      }
    }
  });

  it.each([
    ['too short', 'Jr8kQ2vX9mLp4TnZ7wBc', /at least 32/],
    ['the compose placeholder', 'change-me-to-32-or-more-random-characters', /placeholder/],
    ['a placeholder in another case', 'REPLACE_WITH_A_LONG_RANDOM_VALUE_Q9x7', /placeholder/],
    ['one character', 'q'.repeat(48), /predictable/],
    ['two characters', 'ab'.repeat(24), /predictable/],
    ['a run of consecutive characters', 'Jr8kQ2vXabcdefghijklmnop9mLp4TnZ7wBc', /predictable/],
  ])('refuses %s', (_name, secret, reason) => {
    expect(weakSecretReason(secret)).toMatch(reason);
  });
});
