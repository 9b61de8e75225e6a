// Asks for the admin's password again before a change of their own MFA (setup, new recovery
// codes, disable): one labelled field, the server's refusal shown under it, Cancel beside submit.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '#app/components/forms/form-fields.tsx';

/** A button whose action removes something (disable, reset). */
export const dangerButtonClass =
  'inline-flex items-center justify-center rounded-lg bg-red-700 font-semibold text-white shadow-sm hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

export function PasswordPrompt({
  submitLabel,
  onSubmit,
  onCancel,
  error,
  pending,
  destructive,
}: {
  submitLabel: string;
  onSubmit: (password: string) => void;
  onCancel: () => void;
  error: string | null;
  pending: boolean;
  destructive?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
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
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={inputClass}
        />
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="mt-1.5 text-sm text-stone-600">
            {t('adminSecurity.passwordHint')}
          </p>
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={pending || !password} className={`${destructive ? dangerButtonClass : 'btn-primary'} px-4 py-2`}>
          {pending ? t('adminSecurity.working') : submitLabel}
        </button>
        <button type="button" onClick={onCancel} className="btn-secondary px-4 py-2">
          {t('adminSecurity.cancel')}
        </button>
      </div>
    </form>
  );
}
