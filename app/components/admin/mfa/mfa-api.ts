// The security page's calls (/api/admin/mfa/*, /api/admin/settings/mfa-required) and their
// query keys; a refusal becomes the text the page shows.
import type { TFunction } from 'i18next';
import { AdminApiError, adminGet, adminSend } from '#app/components/admin/admin-api.ts';
import type { AdminMfaRow, AdminPasswordChange, MfaSetup, MfaStatus, RecoveryCodes } from '#contract/admin-mfa.schema.ts';
import type { PromptError } from './password-prompt.tsx';

export const mfaKeys = {
  own: ['admin', 'mfa'] as const,
  admins: ['admin', 'mfa', 'admins'] as const,
  required: ['admin', 'settings', 'mfa-required'] as const,
};

export const getMfaStatus = () => adminGet<MfaStatus>('/mfa');
export const startSetup = (password: string) => adminSend<MfaSetup>('POST', '/mfa/setup', { password });
export const confirmSetup = (code: string) => adminSend<RecoveryCodes>('POST', '/mfa/confirm', { code });
/** The password again and a current code of the authenticator. */
export interface FreshFactors {
  password: string;
  code: string;
}
export const newRecoveryCodes = (factors: FreshFactors) => adminSend<RecoveryCodes>('POST', '/mfa/recovery-codes', factors);
export const disableMfa = (factors: FreshFactors) => adminSend<{ success: boolean }>('POST', '/mfa/disable', factors);
export const changeOwnPassword = (body: AdminPasswordChange) => adminSend<{ success: boolean }>('POST', '/password', body);
export const getAdminsMfa = () => adminGet<AdminMfaRow[]>('/mfa/admins');
export const resetAdminMfa = (id: number) => adminSend<{ success: boolean }>('POST', `/mfa/admins/${id}/reset`);
export const getMfaRequired = () => adminGet<{ required: boolean }>('/settings/mfa-required');
export const setMfaRequired = (required: boolean) => adminSend<{ required: boolean }>('PUT', '/settings/mfa-required', { required });

/** The answer's field errors (400), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const fieldErrors = error instanceof AdminApiError && error.status === 400 ? error.body.fieldErrors : null;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string[]>) : {};
}

/** A failed change with the password and a code: its text, under the code field when the code was refused. */
export function factorsError(t: TFunction, error: unknown): PromptError {
  const onCode = 'code' in fieldErrorsOf(error);
  return { text: mfaErrorText(t, error, onCode ? 'code' : 'password'), field: onCode ? 'code' : 'password' };
}

/** The text for a failed call: a wrong password or code (400), too many tries (429), else generic. */
export function mfaErrorText(t: TFunction, error: unknown, badInput: 'password' | 'code'): string {
  if (error instanceof AdminApiError) {
    if (error.status === 400) return badInput === 'password' ? t('adminSecurity.wrongPassword') : t('adminSecurity.wrongCode');
    if (error.status === 429) return t('adminSecurity.tooMany');
    if (error.status === 403) return t('adminSecurity.requiredCannotDisable');
  }
  return t('adminSecurity.genericError');
}
