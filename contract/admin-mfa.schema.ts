// Admin MFA: the bodies and answers of /api/admin/mfa/* and of the
// mfa-required setting. A TOTP code is six digits; a recovery code is 26 letters and digits in
// five groups, typed with or without its dashes (api/admin/mfa/recovery-codes.ts).
import { z } from 'zod/mini';
import { ADMIN_PASSWORD_MAX, ADMIN_PASSWORD_MIN } from '#contract/admin-account.schema.ts';
import { text } from '#contract/text.ts';

export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** Re-entering the password before changing one's own MFA. */
export const MfaPasswordSchema = z.strictObject({ password: z.string().check(z.minLength(1), z.maxLength(256)) });
export type MfaPassword = z.infer<typeof MfaPasswordSchema>;

const totpCode = z.string().check(z.trim(), z.regex(TOTP_CODE_PATTERN, 'Enter the 6-digit code'));

export const MfaCodeSchema = z.strictObject({ code: totpCode });
export type MfaCode = z.infer<typeof MfaCodeSchema>;

/** New recovery codes and disable: the password again and a current code of the authenticator. */
export const MfaChangeSchema = z.strictObject({ password: MfaPasswordSchema.shape.password, code: totpCode });
export type MfaChange = z.infer<typeof MfaChangeSchema>;

/**
 * POST /api/admin/password: the admin's own new password, with the current one and, while MFA is
 * on, a current code. Messages are i18n keys of the security page (adminSecurity.errors.*); a
 * new password on the common breached list is refused by the server as well.
 */
export const AdminPasswordChangeSchema = z.strictObject({
  currentPassword: text('adminSecurity.errors.passwordRequired').check(
    z.minLength(1, 'adminSecurity.errors.passwordRequired'),
    z.maxLength(ADMIN_PASSWORD_MAX, 'adminSecurity.errors.passwordRequired'),
  ),
  code: z.optional(
    z.string('adminSecurity.errors.codeFormat').check(z.trim(), z.regex(TOTP_CODE_PATTERN, 'adminSecurity.errors.codeFormat')),
  ),
  newPassword: text('adminSecurity.errors.passwordMin').check(
    z.minLength(ADMIN_PASSWORD_MIN, 'adminSecurity.errors.passwordMin'),
    z.maxLength(ADMIN_PASSWORD_MAX, 'adminSecurity.errors.passwordMax'),
  ),
});
export type AdminPasswordChange = z.infer<typeof AdminPasswordChangeSchema>;

/** GET /mfa: the signed-in admin's own status. */
export const MfaStatusSchema = z.object({
  enrolled: z.boolean(),
  enrolledAt: z.nullable(z.string()),
  recoveryCodesLeft: z.number(),
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof MfaStatusSchema>;

/** POST /mfa/setup: a pending key, active only once confirmed with a code. */
export const MfaSetupSchema = z.object({ secret: z.string(), otpauthUri: z.string(), qrSvg: z.string() });
export type MfaSetup = z.infer<typeof MfaSetupSchema>;

/** POST /mfa/confirm and /mfa/recovery-codes: ten codes, shown once. */
export const RecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;

/** GET /mfa/admins (superadmin): every admin and whether they enrolled. */
export const AdminMfaRowSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'superadmin']),
  isActive: z.boolean(),
  enrolled: z.boolean(),
  enrolledAt: z.nullable(z.string()),
});
export type AdminMfaRow = z.infer<typeof AdminMfaRowSchema>;

export const MfaRequiredSchema = z.strictObject({ required: z.boolean() });
export type MfaRequired = z.infer<typeof MfaRequiredSchema>;

export const AdminIdParamsSchema = z.object({ id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)) });
