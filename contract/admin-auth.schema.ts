// The back office's sign-in: POST /api/admin/login takes {username, password}; an admin enrolled
// in MFA adds the code of her authenticator (or one of her recovery codes) in the same call. Then
// the answers of login, logout and GET /api/admin/user. Messages are i18n keys of the admin texts.
import { z } from 'zod/mini';
import { text } from '#contract/text.ts';

/** Far above any real password; keeps a megabyte "password" away from argon2. */
const PASSWORD_MAX = 256;
const REQUIRED = 'admin.login.required';

export const AdminLoginSchema = z.object({
  username: text(REQUIRED).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(254, REQUIRED)),
  password: text(REQUIRED).check(z.minLength(1, REQUIRED), z.maxLength(PASSWORD_MAX, REQUIRED)),
  code: z.optional(text().check(z.trim(), z.regex(/^\d{6}$/, 'admin.login.codeFormat'))),
  recoveryCode: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(64))),
});
export type AdminLogin = z.infer<typeof AdminLoginSchema>;

/** The signed-in admin as GET /api/admin/user answers it. */
export const CurrentAdminSchema = z.object({
  id: z.int(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'superadmin']),
});
export type CurrentAdmin = z.infer<typeof CurrentAdminSchema>;

/** A back-office change with nothing more to say (logout, a deleted admin, MFA disabled…). */
export const AdminSuccessSchema = z.object({ success: z.literal(true) });
export type AdminSuccess = z.infer<typeof AdminSuccessSchema>;

/** POST /api/admin/login: the admin now signed in. */
export const AdminLoginAnswerSchema = z.object({ success: z.literal(true), admin: CurrentAdminSchema });
export type AdminLoginAnswer = z.infer<typeof AdminLoginAnswerSchema>;
