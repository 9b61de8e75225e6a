// The signed-in admin's own two-factor authentication: off (set it up), or on since a date with
// the recovery codes left (a warning when none are), a new set of codes, and disable (refused
// while it is required); both ask for the password and a current code.

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disableMfa, getMfaStatus, newRecoveryCodes } from '#app/api/admin-mfa.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { EnrolFlow } from './enrol-flow.tsx';
import { factorsError, mfaKeys } from './mfa-shared.ts';
import { dangerButtonClass, PasswordPrompt } from './password-prompt.tsx';
import { RecoveryCodesPanel } from './recovery-codes-panel.tsx';
import { SectionState } from './section-state.tsx';

type Mode = 'idle' | 'enrol' | 'codes' | 'disable';

export function OwnMfaSection({ username }: { username: string }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const queryClient = useQueryClient();
  const status = useQuery({ queryKey: mfaKeys.own, queryFn: getMfaStatus });
  const [mode, setMode] = useState<Mode>('idle');
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: mfaKeys.own });
  const finish = () => {
    setMode('idle');
    setCodes(null);
    void refresh();
  };
  const regenerate = useMutation({ mutationFn: newRecoveryCodes, onSuccess: (answer) => setCodes(answer.recoveryCodes) });
  const disable = useMutation({
    mutationFn: disableMfa,
    onSuccess: () => {
      toast({ title: t('adminSecurity.disabledToast'), variant: 'success' });
      finish();
    },
  });

  return (
    <section
      aria-labelledby="own-mfa-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="own-mfa"
    >
      <h2 id="own-mfa-title" className="text-lg font-semibold text-stone-900">
        {t('adminSecurity.ownTitle')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('adminSecurity.ownIntro')}</p>
      <SectionState query={status} loading={t('adminSecurity.loading')}>
        {(data) =>
          data.enrolled ? (
            <div className="mt-4">
              <p className="font-medium text-green-800" data-testid="mfa-status">
                {t('adminSecurity.statusOn', {
                  date: data.enrolledAt ? formatDate(data.enrolledAt, lang) : '',
                })}
              </p>
              <p className="mt-1 text-sm text-stone-700" data-testid="mfa-codes-left">
                {t('adminSecurity.codesLeft', { count: data.recoveryCodesLeft })}
              </p>
              {data.recoveryCodesLeft === 0 && mode !== 'codes' ? (
                <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950" data-testid="mfa-no-codes">
                  {t('adminSecurity.noCodesLeft')}
                </p>
              ) : null}
              {mode === 'codes' && codes ? (
                <RecoveryCodesPanel codes={codes} username={username} onDone={finish} />
              ) : mode === 'codes' ? (
                <PasswordPrompt
                  withCode
                  submitLabel={t('adminSecurity.newCodes')}
                  onSubmit={(password, code) => regenerate.mutate({ password, code })}
                  onCancel={() => setMode('idle')}
                  pending={regenerate.isPending}
                  error={regenerate.isError ? factorsError(t, regenerate.error) : null}
                />
              ) : mode === 'disable' ? (
                <PasswordPrompt
                  destructive
                  withCode
                  submitLabel={t('adminSecurity.disable')}
                  onSubmit={(password, code) => disable.mutate({ password, code })}
                  onCancel={() => setMode('idle')}
                  pending={disable.isPending}
                  error={disable.isError ? factorsError(t, disable.error) : null}
                />
              ) : (
                <div className="mt-4 flex flex-wrap gap-2">
                  <button
                    type="button"
                    onClick={() => {
                      regenerate.reset();
                      setMode('codes');
                    }}
                    className="btn-secondary px-4 py-2"
                  >
                    {t('adminSecurity.newCodes')}
                  </button>
                  {data.required ? (
                    <p className="self-center text-sm text-stone-600">{t('adminSecurity.requiredCannotDisable')}</p>
                  ) : (
                    <button
                      type="button"
                      onClick={() => {
                        disable.reset();
                        setMode('disable');
                      }}
                      className={`${dangerButtonClass} px-4 py-2`}
                    >
                      {t('adminSecurity.disable')}
                    </button>
                  )}
                </div>
              )}
            </div>
          ) : (
            <div className="mt-4">
              <p className="font-medium text-stone-900" data-testid="mfa-status">
                {t('adminSecurity.statusOff')}
              </p>
              {data.required ? (
                <p role="alert" className="mt-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
                  {t('adminSecurity.requiredNotice')}
                </p>
              ) : null}
              {mode === 'enrol' ? (
                <EnrolFlow username={username} onCancel={() => setMode('idle')} onDone={finish} />
              ) : (
                <button type="button" onClick={() => setMode('enrol')} className="btn-primary mt-4 px-4 py-2">
                  {t('adminSecurity.setUp')}
                </button>
              )}
            </div>
          )
        }
      </SectionState>
    </section>
  );
}
