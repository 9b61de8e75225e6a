import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.ts';

describe('password strength', () => {
  it.each([
    ['secret', 'weak'],
    ['aaaaaaaaaaaaaaaa', 'weak'],
    ['lowercase', 'weak'],
    ['letters99', 'fair'],
    ['longlowercaseonly', 'fair'],
    ['a long passphrase only', 'strong'],
    ['Tr1cky-pass', 'strong'],
    ['correct horse battery 7', 'strong'],
  ] as const)('%s is %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
