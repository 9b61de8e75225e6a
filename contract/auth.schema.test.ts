import { describe, expect, it } from 'vitest';
import { ChangePasswordSchema, LoginDialogSchema, LoginSchema, RegisterSchema, ResetPasswordSchema } from '#contract/auth.schema.ts';

const errors = (schema: { safeParse(x: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, input: unknown) =>
  Object.fromEntries((schema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('RegisterSchema', () => {
  it("accepts a plain client's sign-up (email, an 8-character password, username) as it is", () => {
    expect(RegisterSchema.parse({ email: ' ana@example.org ', password: 'secret12', username: ' ana ' })).toEqual({
      email: 'ana@example.org',
      password: 'secret12',
      username: 'ana',
    });
  });

  it('keeps the password exactly as typed (spaces are part of it)', () => {
    expect(RegisterSchema.parse({ email: 'a@example.org', password: ' pass word ', username: 'ana' }).password).toBe(' pass word ');
  });

  it('refuses a password of fewer than 8 characters', () => {
    expect(errors(RegisterSchema, { email: 'a@example.org', password: 'k3#vq9z', username: 'ana' })).toEqual({
      password: 'forms.validation.passwordMin',
    });
  });

  it('names every problem with its i18n key', () => {
    expect(
      errors(RegisterSchema, {
        email: 'nope',
        password: '12345',
        username: 'ab',
        firstName: '',
        lastName: 'x'.repeat(101),
        language: 'fr',
      }),
    ).toEqual({
      email: 'forms.validation.emailInvalid',
      password: 'forms.validation.passwordMin',
      username: 'forms.validation.usernameLength',
      firstName: 'forms.validation.nameLength',
      lastName: 'forms.validation.nameLength',
      language: expect.any(String),
    });
    expect(errors(RegisterSchema, { email: 'a@example.org', password: 'p'.repeat(257), username: 'u'.repeat(51) })).toEqual({
      password: 'forms.validation.passwordMax',
      username: 'forms.validation.usernameLength',
    });
  });
});

describe('LoginSchema', () => {
  it('asks only for an email and some password (old accounts keep whatever they had)', () => {
    expect(LoginSchema.safeParse({ email: 'a@example.org', password: 'x' }).success).toBe(true);
    expect(errors(LoginSchema, { email: 'a@example.org', password: '' })).toEqual({ password: 'forms.validation.passwordRequired' });
  });
});

describe('LoginDialogSchema', () => {
  it('refuses a password shorter than 6 characters before any call, and takes 6', () => {
    const short = LoginDialogSchema.safeParse({ email: 'ana@example.com', password: '12345' });
    expect(short.success ? [] : short.error.issues.map((i) => i.message)).toEqual(['forms.validation.loginPasswordMin']);
    expect(LoginDialogSchema.safeParse({ email: 'ana@example.com', password: '123456' }).success).toBe(true);
  });
});

describe('token and change bodies', () => {
  it('a reset needs a plausible token and a valid new password; a change ends no session unless asked', () => {
    expect(errors(ResetPasswordSchema, { token: 'short', password: '123' })).toEqual({
      token: 'forms.validation.tokenInvalid',
      password: 'forms.validation.passwordMin',
    });
    expect(ChangePasswordSchema.parse({ currentPassword: 'old', newPassword: 'new-password' }).endOtherSessions).toBe(false);
  });
});
