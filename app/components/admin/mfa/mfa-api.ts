// The security page's calls (/api/admin/mfa/*, /api/admin/settings/mfa-required) and their
// query keys; a refusal becomes the text the page shows.
import type { TFunction } from 'i18next';
import type { AdminMfaRow, MfaSetup, MfaStatus, RecoveryCodes } from '#api/contract/admin-mfa.schema.ts';
import { AdminApiError, adminGet, adminSend } from '#app/components/admin/admin-api.ts';

export const mfaKeys = {
  own: ['admin', 'mfa'] as const,
  admins: ['admin', 'mfa', 'admins'] as const,
  required: ['admin', 'settings', 'mfa-required'] as const,
};

export const getMfaStatus = () => adminGet<MfaStatus>('/mfa');
export const startSetup = (password: string) => adminSend<MfaSetup>('POST', '/mfa/setup', { password });
export const confirmSetup = (code: string) => adminSend<RecoveryCodes>('POST', '/mfa/confirm', { code });
export const newRecoveryCodes = (password: string) => adminSend<RecoveryCodes>('POST', '/mfa/recovery-codes', { password });
export const disableMfa = (password: string) => adminSend<{ success: boolean }>('POST', '/mfa/disable', { password });
export const getAdminsMfa = () => adminGet<AdminMfaRow[]>('/mfa/admins');
export const resetAdminMfa = (id: number) => adminSend<{ success: boolean }>('POST', `/mfa/admins/${id}/reset`);
export const getMfaRequired = () => adminGet<{ required: boolean }>('/settings/mfa-required');
export const setMfaRequired = (required: boolean) => adminSend<{ required: boolean }>('PUT', '/settings/mfa-required', { required });

/** The text for a failed call: a wrong password or code (400), too many tries (429), else generic. */
export function mfaErrorText(t: TFunction, error: unknown, badInput: 'password' | 'code'): string {
  if (error instanceof AdminApiError) {
    if (error.status === 400) return badInput === 'password' ? t('adminSecurity.wrongPassword') : t('adminSecurity.wrongCode');
    if (error.status === 429) return t('adminSecurity.tooMany');
    if (error.status === 403) return t('adminSecurity.requiredCannotDisable');
  }
  return t('adminSecurity.genericError');
}
