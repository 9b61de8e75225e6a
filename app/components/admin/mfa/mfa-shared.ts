// The security page's query keys, and the texts of its refused calls (the calls themselves are in
// app/api/admin-mfa.ts).
import type { TFunction } from 'i18next';
import { ApiError } from '#app/api/client.ts';
import type { PromptError } from './password-prompt.tsx';

export const mfaKeys = {
  own: ['admin', 'mfa'] as const,
  admins: ['admin', 'mfa', 'admins'] as const,
  required: ['admin', 'settings', 'mfa-required'] as const,
};

/** The answer's field errors (400), if any. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  const fieldErrors = error instanceof ApiError && error.status === 400 ? error.body.fieldErrors : null;
  return fieldErrors && typeof fieldErrors === 'object' ? (fieldErrors as Record<string, string[]>) : {};
}

/** A failed change with the password and a code: its text, under the code field when the code was refused. */
export function factorsError(t: TFunction, error: unknown): PromptError {
  const onCode = 'code' in fieldErrorsOf(error);
  return { text: mfaErrorText(t, error, onCode ? 'code' : 'password'), field: onCode ? 'code' : 'password' };
}

/** The text for a failed call: a wrong password or code (400), too many tries (429), else generic. */
export function mfaErrorText(t: TFunction, error: unknown, badInput: 'password' | 'code'): string {
  if (error instanceof ApiError) {
    if (error.status === 400) return badInput === 'password' ? t('adminSecurity.wrongPassword') : t('adminSecurity.wrongCode');
    if (error.status === 429) return t('adminSecurity.tooMany');
    if (error.status === 403) return t('adminSecurity.requiredCannotDisable');
  }
  return t('adminSecurity.genericError');
}
