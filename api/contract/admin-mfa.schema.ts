// Admin MFA (issue 12 item 2): the bodies and answers of /api/admin/mfa/* and of the
// mfa-required setting. A TOTP code is six digits; a recovery code is 26 letters and digits in
// five groups, typed with or without its dashes (api/admin/mfa/recovery-codes.ts).
import { z } from 'zod/mini';

export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** Re-entering the password before changing one's own MFA. */
export const MfaPasswordSchema = z.strictObject({ password: z.string().check(z.minLength(1), z.maxLength(256)) });
export type MfaPassword = z.infer<typeof MfaPasswordSchema>;

export const MfaCodeSchema = z.strictObject({ code: z.string().check(z.trim(), z.regex(TOTP_CODE_PATTERN, 'Enter the 6-digit code')) });
export type MfaCode = z.infer<typeof MfaCodeSchema>;

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
