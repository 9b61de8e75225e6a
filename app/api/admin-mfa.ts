// The security page's calls: her own MFA (status, enrolment, new recovery codes, turning it
// off), her password, and for a superadmin every admin's MFA and whether it is required.

import { z } from 'zod/mini';
import { type AdminSuccess, AdminSuccessSchema } from '#contract/admin-auth.schema.ts';
import {
  type AdminMfaRow,
  AdminMfaRowSchema,
  type AdminPasswordChange,
  type MfaChange,
  type MfaRequired,
  MfaRequiredSchema,
  type MfaSetup,
  MfaSetupSchema,
  type MfaStatus,
  MfaStatusSchema,
  type RecoveryCodes,
  RecoveryCodesSchema,
} from '#contract/admin-mfa.schema.ts';
import { adminGet, adminSend } from './admin.ts';

/** GET /api/admin/mfa: her own status (whether she is enrolled, whether MFA is required). */
export const getMfaStatus = (): Promise<MfaStatus> => adminGet('/mfa', MfaStatusSchema);
/** POST /api/admin/mfa/setup: a new secret to scan, after her password. */
export const startSetup = (password: string): Promise<MfaSetup> => adminSend('POST', '/mfa/setup', MfaSetupSchema, { password });
/** POST /api/admin/mfa/confirm: a first code confirms the secret; her recovery codes come back once. */
export const confirmSetup = (code: string): Promise<RecoveryCodes> => adminSend('POST', '/mfa/confirm', RecoveryCodesSchema, { code });
/** POST /api/admin/mfa/recovery-codes: new codes for the password and a current code. */
export const newRecoveryCodes = (factors: MfaChange): Promise<RecoveryCodes> =>
  adminSend('POST', '/mfa/recovery-codes', RecoveryCodesSchema, factors);
/** POST /api/admin/mfa/disable: turns her MFA off (403 while MFA is required). */
export const disableMfa = (factors: MfaChange): Promise<AdminSuccess> => adminSend('POST', '/mfa/disable', AdminSuccessSchema, factors);
/** POST /api/admin/password: her own new password. */
export const changeOwnPassword = (body: AdminPasswordChange): Promise<AdminSuccess> =>
  adminSend('POST', '/password', AdminSuccessSchema, body);
/** GET /api/admin/mfa/admins (superadmin). */
export const getAdminsMfa = (): Promise<AdminMfaRow[]> => adminGet('/mfa/admins', z.array(AdminMfaRowSchema));
/** POST /api/admin/mfa/admins/{id}/reset (superadmin): that admin enrols again. */
export const resetAdminMfa = (id: number): Promise<AdminSuccess> => adminSend('POST', `/mfa/admins/${id}/reset`, AdminSuccessSchema);
/** GET /api/admin/settings/mfa-required (superadmin). */
export const getMfaRequired = (): Promise<MfaRequired> => adminGet('/settings/mfa-required', MfaRequiredSchema);
/** PUT /api/admin/settings/mfa-required (superadmin). */
export const setMfaRequired = (required: boolean): Promise<MfaRequired> =>
  adminSend('PUT', '/settings/mfa-required', MfaRequiredSchema, { required });
