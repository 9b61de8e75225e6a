// Site accounts: the bodies of
// the auth calls and the user they answer with, one schema each for the login/sign-up dialog and
// for /api/auth. A plain client keeps working: login is {email, password}, sign-up {email,
// password, username}. A new password has at least 8 characters (6 are too few) and
// the server also refuses a common breached one (api/auth/password-policy.ts); a login takes any
// password, so older accounts keep theirs. Messages are i18n keys (forms.validation.*),
// translated where they are shown.
import { z } from 'zod/mini';
import { emailAddress } from '#contract/contact.schema.ts';
import { SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import { text } from '#contract/text.ts';

export const PASSWORD_MIN = 8;
/** Far above any real password; keeps a megabyte "password" away from argon2. */
export const PASSWORD_MAX = 256;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const NAME_MAX = 100;

const email = emailAddress('forms.validation.emailInvalid');
const password = text('forms.validation.passwordMin').check(
  z.minLength(PASSWORD_MIN, 'forms.validation.passwordMin'),
  z.maxLength(PASSWORD_MAX, 'forms.validation.passwordMax'),
);
/** Login checks only presence: an old account's password is whatever it was. */
export const anyPassword = text('forms.validation.passwordRequired').check(
  z.minLength(1, 'forms.validation.passwordRequired'),
  z.maxLength(PASSWORD_MAX, 'forms.validation.passwordMax'),
);
const username = text('forms.validation.usernameLength').check(
  z.trim(),
  z.minLength(USERNAME_MIN, 'forms.validation.usernameLength'),
  z.maxLength(USERNAME_MAX, 'forms.validation.usernameLength'),
);
const personName = z.optional(
  z.nullable(
    text('forms.validation.nameLength').check(
      z.trim(),
      z.minLength(1, 'forms.validation.nameLength'),
      z.maxLength(NAME_MAX, 'forms.validation.nameLength'),
    ),
  ),
);
/** The page's language: the account's mails are written in it. Optional, so plain clients need not send it. */
const language = z.optional(z.enum(SUPPORTED_LANGUAGES));
const token = text('forms.validation.tokenInvalid').check(
  z.trim(),
  z.minLength(16, 'forms.validation.tokenInvalid'),
  z.maxLength(200, 'forms.validation.tokenInvalid'),
);

export const LoginSchema = z.object({ email, password: anyPassword, language });
export type Login = z.infer<typeof LoginSchema>;
/** Every account's password had at least this many characters (the old sign-up minimum). */
export const LOGIN_PASSWORD_MIN = 6;
/** The login dialog's check before it calls: a shorter password cannot be anyone's. */
export const LoginDialogSchema = z.object({
  email,
  password: anyPassword.check(z.minLength(LOGIN_PASSWORD_MIN, 'forms.validation.loginPasswordMin')),
  language,
});

export const RegisterSchema = z.object({ email, password, username, firstName: personName, lastName: personName, language });
export type Register = z.infer<typeof RegisterSchema>;
export type RegisterInput = z.input<typeof RegisterSchema>;

export const ForgotPasswordSchema = z.object({ email, language });
export type ForgotPassword = z.infer<typeof ForgotPasswordSchema>;

export const ResetPasswordSchema = z.object({ token, password, language });
export type ResetPassword = z.infer<typeof ResetPasswordSchema>;

export const VerifyEmailSchema = z.object({ token, language });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;

/** Changing the password asks for the current one; `endOtherSessions` logs out every other device. */
export const ChangePasswordSchema = z.object({
  currentPassword: anyPassword,
  newPassword: password,
  endOtherSessions: z._default(z.boolean(), false),
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

export const ChangeEmailSchema = z.object({
  currentPassword: anyPassword,
  newEmail: email,
  endOtherSessions: z._default(z.boolean(), false),
});
export type ChangeEmail = z.infer<typeof ChangeEmailSchema>;

/** The signed-in user as the API answers it (GET /api/auth/user, login, sign-up); never the hash. */
export const UserSchema = z.object({
  id: z.number(),
  email: z.string(),
  username: z.string(),
  firstName: z.nullable(z.string()),
  lastName: z.nullable(z.string()),
  isEmailVerified: z.boolean(),
  role: z.literal('user'),
  language: z.enum(SUPPORTED_LANGUAGES),
  registrationDate: z.string(),
  lastLogin: z.nullable(z.string()),
});
export type User = z.infer<typeof UserSchema>;

/** Answers without data (register, logout, forgot-password, verify…): a message the UI may show. */
export const AuthMessageSchema = z.object({ message: z.string() });
export type AuthMessage = z.infer<typeof AuthMessageSchema>;

/** The 401 of every user-only route (the client treats it as "login needed"). */
export interface LoginRequired {
  message: 'Authentication required';
  requiresLogin: true;
}
