// Asks for the admin's password again before a change of their own MFA: for setup the password
// alone; for new recovery codes and disable (`withCode`) the password and a current code of the
// authenticator as well. Each field is labelled, the server's refusal is shown under the field it
// concerns, Cancel sits beside submit.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '#app/components/forms/form-fields.tsx';
import { TotpCodeField } from './totp-code-field.tsx';

/** A button whose action removes something (disable, reset). */
export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-red-700 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/** A refusal to show: its text, and the field it concerns (the password unless said otherwise). */
export interface PromptError {
  text: string;
  field?: 'password' | 'code';
}

export function PasswordPrompt({
  submitLabel,
  onSubmit,
  onCancel,
  error,
  pending,
  destructive,
  withCode,
}: {
  submitLabel: string;
  onSubmit: (password: string, code: string) => void;
  onCancel: () => void;
  error: PromptError | null;
  pending: boolean;
  destructive?: boolean;
  withCode?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const codeId = `${id}-code`;
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const ready = Boolean(password) && (!withCode || Boolean(code.trim()));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (ready) onSubmit(password, code.replace(/\s/g, ''));
  };
  const errorOn = (field: 'password' | 'code') => (error && (error.field ?? 'password') === field ? error.text : null);
  const hintId = `${id}-hint`;
  const hint = (
    <p id={hintId} className="mt-1.5 text-sm text-stone-600">
      {withCode ? t('adminSecurity.passwordCodeHint') : t('adminSecurity.passwordHint')}
    </p>
  );
  return (
    <form onSubmit={submit} className="mt-4 max-w-sm space-y-3" data-testid="mfa-password-form">
      <div>
        <label htmlFor={id} className={labelClass}>
          {t('adminSecurity.passwordLabel')}
        </label>
        <input
          id={id}
          type="password"
          autoComplete="current-password"
          required
          // biome-ignore lint/a11y/noAutofocus: the prompt opens on the admin's click; the field is the one thing to do next
          autoFocus
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errorOn('password') ? true : undefined}
          aria-describedby={errorOn('password') ? `${id}-error` : hintId}
          className={inputClass}
        />
        {errorOn('password') ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {errorOn('password')}
          </p>
        ) : withCode ? null : (
          hint
        )}
      </div>
      {withCode ? <TotpCodeField id={codeId} value={code} onChange={setCode} error={errorOn('code')} hint={hint} hintId={hintId} /> : null}
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending || !ready} className={`${destructive ? dangerButtonClass : 'btn-primary'} px-4 py-2`}>
          {pending ? t('adminSecurity.working') : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className="btn-secondary px-4 py-2">
          {t('adminSecurity.cancel')}
        </button>
      </div>
    </form>
  );
}
