// The field for a 6-digit code of the admin's authenticator: labelled, the phone's number pad and
// the one-time-code autofill, a space allowed in the middle ("123 456"). The refusal of the code
// is shown under it, and in its place the hint when there is one.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '#app/components/forms/form-fields.tsx';

export function TotpCodeField({
  id,
  value,
  onChange,
  error,
  hint,
  hintId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** Shown under the field while there is no refusal; `hintId` is its id. */
  hint?: ReactNode;
  hintId?: string;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {t('adminSecurity.codeLabel')}
      </label>
      <input
        id={id}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9 ]{6,7}"
        maxLength={7}
        required
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : hintId}
        className={inputClass}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : (
        hint
      )}
    </div>
  );
}
