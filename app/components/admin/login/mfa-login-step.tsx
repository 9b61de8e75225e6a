// The login's second step for an admin enrolled in MFA (decision 024): the 6-digit code of her
// authenticator (autocomplete one-time-code, numeric keypad), or instead one of her recovery
// codes. The password stays in the login page's state and is sent again with the code.
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, labelClass } from '#app/components/forms/form-fields.tsx';

export type SecondFactorOutcome = 'ok' | 'wrong' | 'tooMany' | 'other';

export function MfaLoginStep({
  onSubmit,
  onRestart,
}: {
  onSubmit: (factor: { code: string } | { recoveryCode: string }) => Promise<SecondFactorOutcome>;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [useRecovery, setUseRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Exclude<SecondFactorOutcome, 'ok'> | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = value.trim();
    if (!typed) return;
    setPending(true);
    setProblem(null);
    const outcome = await onSubmit(useRecovery ? { recoveryCode: typed } : { code: typed.replace(/\s/g, '') });
    setPending(false);
    if (outcome !== 'ok') {
      setProblem(outcome);
      setValue('');
    }
  };
  const switchMode = () => {
    setUseRecovery((recovery) => !recovery);
    setValue('');
    setProblem(null);
  };
  const problemText =
    problem === 'wrong'
      ? t('adminSecurity.wrongLoginCode')
      : problem === 'tooMany'
        ? t('admin.login.tooMany')
        : problem === 'other'
          ? t('admin.login.failedRetry')
          : '';

  return (
    <form onSubmit={submit} noValidate className="mt-6 space-y-4" data-testid="admin-login-mfa">
      <div>
        <h2 className="text-lg font-semibold text-stone-900">{t('adminSecurity.loginCodeTitle')}</h2>
        <p className="mt-1 text-sm text-stone-700">
          {useRecovery ? t('adminSecurity.loginRecoveryText') : t('adminSecurity.loginCodeText')}
        </p>
      </div>
      <div>
        <label htmlFor={id} className={labelClass}>
          {useRecovery ? t('adminSecurity.loginRecoveryLabel') : t('adminSecurity.loginCodeLabel')}
        </label>
        {useRecovery ? (
          <input
            key="recovery"
            id={id}
            name="recoveryCode"
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            // biome-ignore lint/a11y/noAutofocus: the field appears after the password step; typing the code is the only thing to do
            autoFocus
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={problem === 'wrong' ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={inputClass}
          />
        ) : (
          <input
            key="code"
            id={id}
            name="code"
            autoComplete="one-time-code"
            inputMode="numeric"
            pattern="[0-9]*"
            maxLength={7}
            // biome-ignore lint/a11y/noAutofocus: the field appears after the password step; typing the code is the only thing to do
            autoFocus
            value={value}
            onChange={(event) => setValue(event.target.value)}
            aria-invalid={problem === 'wrong' ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
            className={inputClass}
          />
        )}
      </div>
      <p id={`${id}-problem`} role="alert" className="text-sm font-medium text-red-700 empty:hidden" data-testid="admin-login-problem">
        {problemText}
      </p>
      <button type="submit" disabled={pending} className="btn-primary w-full px-5 py-2.5">
        {pending ? t('adminSecurity.verifying') : t('adminSecurity.verify')}
      </button>
      <div className="flex flex-wrap justify-between gap-2 text-sm">
        <button type="button" onClick={switchMode} className="font-medium text-rose-800 underline hover:text-rose-900">
          {useRecovery ? t('adminSecurity.useAuthenticator') : t('adminSecurity.useRecoveryCode')}
        </button>
        <button type="button" onClick={onRestart} className="font-medium text-stone-700 underline hover:text-stone-900">
          {t('adminSecurity.backToPassword')}
        </button>
      </div>
    </form>
  );
}
