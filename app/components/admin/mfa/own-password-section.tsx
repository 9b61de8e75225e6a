// The signed-in admin changes their own password: the current one, a current code of the
// authenticator while MFA is on, and the new one twice (at least 8 characters; the server also
// refuses a common breached password). Every other browser signed in as them is signed out.
// Problems are shown under their field (the first one gets the focus); a refusal that belongs to
// no field (too many tries, a failure) under the form.
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOwnPassword, getMfaStatus } from '#app/api/admin-mfa.ts';
import { inputClass, labelClass } from '#app/components/forms/form-fields.tsx';
import { translateMessage } from '#app/components/forms/zod-formik.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { AdminPasswordChangeSchema } from '#contract/admin-mfa.schema.ts';
import { fieldErrorsOf, mfaErrorText, mfaKeys } from './mfa-shared.ts';
import { SectionState } from './section-state.tsx';

type Field = 'currentPassword' | 'code' | 'newPassword' | 'confirm';
const FIELDS: readonly Field[] = ['currentPassword', 'code', 'newPassword', 'confirm'];
const EMPTY: Record<Field, string> = { currentPassword: '', code: '', newPassword: '', confirm: '' };

export function OwnPasswordSection() {
  const { t } = useTranslation();
  const status = useQuery({ queryKey: mfaKeys.own, queryFn: getMfaStatus });
  return (
    <section
      aria-labelledby="own-password-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="own-password"
    >
      <h2 id="own-password-title" className="text-lg font-semibold text-stone-900">
        {t('adminSecurity.passwordTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('adminSecurity.passwordIntro')}</p>
      <SectionState query={status} loading={t('adminSecurity.loading')}>
        {(data) => <PasswordChangeForm withCode={data.enrolled} />}
      </SectionState>
    </section>
  );
}

function PasswordChangeForm({ withCode }: { withCode: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | null>>>({});
  const translate = (key: string) => translateMessage(key, (k) => t(k as never));

  // The first field with a problem gets the focus once the form is enabled again.
  const [focusField, setFocusField] = useState<Field | null>(null);
  const show = (found: Partial<Record<Field, string>>) => {
    setErrors(found);
    setFocusField(FIELDS.find((field) => found[field]) ?? null);
  };

  const change = useMutation({
    mutationFn: changeOwnPassword,
    onSuccess: () => {
      setValues(EMPTY);
      setErrors({});
      setFormError(null);
      toast({ title: t('adminSecurity.passwordChanged'), variant: 'success' });
    },
    onError: (error) => {
      const fieldErrors = fieldErrorsOf(error);
      const found: Partial<Record<Field, string>> = {};
      for (const field of FIELDS) {
        const [key] = fieldErrors[field] ?? [];
        if (key) found[field] = translate(key);
      }
      if (Object.keys(found).length > 0) {
        setFormError(null);
        show(found);
      } else {
        setErrors({});
        setFormError(mfaErrorText(t, error, 'password'));
      }
    },
  });

  useEffect(() => {
    if (!focusField || change.isPending) return;
    inputs.current[focusField]?.focus();
    setFocusField(null);
  }, [focusField, change.isPending]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const body = {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      ...(withCode ? { code: values.code.replace(/\s/g, '') } : {}),
    };
    const found: Partial<Record<Field, string>> = {};
    const parsed = AdminPasswordChangeSchema.safeParse(body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        found[field] ??= translate(issue.message);
      }
    }
    if (withCode && !body.code) found.code = t('adminSecurity.errors.codeRequired');
    if (!found.newPassword && values.confirm !== values.newPassword) found.confirm = t('adminSecurity.passwordMismatch');
    if (Object.keys(found).length > 0) return show(found);
    setErrors({});
    change.mutate(body);
  };

  const field = (name: Field, label: string, props: InputHTMLAttributes<HTMLInputElement>, hint?: string) => {
    const inputId = `${id}-${name}`;
    const error = errors[name];
    return (
      <div>
        <label htmlFor={inputId} className={labelClass}>
          {label}
        </label>
        <input
          id={inputId}
          name={name}
          ref={(element) => {
            inputs.current[name] = element;
          }}
          value={values[name]}
          onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined}
          className={inputClass}
          {...props}
        />
        {error ? (
          <p id={`${inputId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
            {error}
          </p>
        ) : hint ? (
          <p id={`${inputId}-hint`} className="mt-1.5 text-sm text-stone-600">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 max-w-sm space-y-3" data-testid="admin-password-form" aria-busy={change.isPending}>
      <fieldset disabled={change.isPending} className="space-y-3">
        {field('currentPassword', t('adminSecurity.currentPasswordLabel'), {
          type: 'password',
          autoComplete: 'current-password',
          required: true,
        })}
        {withCode
          ? field('code', t('adminSecurity.codeLabel'), {
              autoComplete: 'one-time-code',
              inputMode: 'numeric',
              pattern: '[0-9 ]{6,7}',
              maxLength: 7,
              required: true,
            })
          : null}
        {field(
          'newPassword',
          t('adminSecurity.newPasswordLabel'),
          { type: 'password', autoComplete: 'new-password', required: true },
          t('adminSecurity.newPasswordHint'),
        )}
        {field('confirm', t('adminSecurity.confirmPasswordLabel'), { type: 'password', autoComplete: 'new-password', required: true })}
      </fieldset>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden" data-testid="admin-password-problem">
        {formError}
      </p>
      <button type="submit" disabled={change.isPending} className="btn-primary px-4 py-2">
        {change.isPending ? t('adminSecurity.working') : t('adminSecurity.changePassword')}
      </button>
    </form>
  );
}
