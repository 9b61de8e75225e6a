// Superadmins only: the "Require MFA for every admin" setting and every admin with whether they
// enrolled, each (but oneself) with Reset MFA behind a confirmation (their sessions end too).
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getAdminsMfa, getMfaRequired, resetAdminMfa, setMfaRequired } from '#app/api/admin-mfa.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import type { AdminMfaRow } from '#contract/admin-mfa.schema.ts';
import { mfaKeys } from './mfa-shared.ts';
import { dangerButtonClass } from './password-prompt.tsx';
import { SectionState } from './section-state.tsx';

export function AdminsMfaSection({ currentAdminId }: { currentAdminId: number }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="admins-mfa-title"
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6"
      data-testid="admins-mfa"
    >
      <h2 id="admins-mfa-title" className="text-lg font-semibold text-stone-900">
        {t('adminSecurity.teamTitle')}
      </h2>
      <RequiredSetting />
      <AdminsList currentAdminId={currentAdminId} />
    </section>
  );
}

function RequiredSetting() {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const setting = useQuery({ queryKey: mfaKeys.required, queryFn: getMfaRequired });
  const save = useMutation({
    mutationFn: setMfaRequired,
    onSuccess: (answer) => {
      queryClient.setQueryData(mfaKeys.required, answer);
      void queryClient.invalidateQueries({ queryKey: mfaKeys.own });
      toast({ title: answer.required ? t('adminSecurity.requiredOnToast') : t('adminSecurity.requiredOffToast'), variant: 'success' });
    },
    onError: () => toast({ title: t('adminSecurity.genericError'), variant: 'destructive' }),
  });
  return (
    <SectionState query={setting} loading={t('adminSecurity.loading')}>
      {(data) => (
        <div className="mt-4 flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            checked={data.required}
            disabled={save.isPending}
            onChange={(event) => save.mutate(event.target.checked)}
            aria-describedby={`${id}-hint`}
            className="mt-1 size-4 accent-rose-700"
          />
          <div>
            <label htmlFor={id} className="font-medium text-stone-900">
              {t('adminSecurity.requireLabel')}
            </label>
            <p id={`${id}-hint`} className="text-sm text-stone-600">
              {t('adminSecurity.requireHint')}
            </p>
          </div>
        </div>
      )}
    </SectionState>
  );
}

function AdminsList({ currentAdminId }: { currentAdminId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const admins = useQuery({ queryKey: mfaKeys.admins, queryFn: getAdminsMfa });
  const [target, setTarget] = useState<AdminMfaRow | null>(null);
  const reset = useMutation({
    mutationFn: resetAdminMfa,
    onSuccess: () => {
      toast({ title: t('adminSecurity.resetToast', { username: target?.username ?? '' }), variant: 'success' });
      setTarget(null);
      void queryClient.invalidateQueries({ queryKey: mfaKeys.admins });
    },
    onError: () => toast({ title: t('adminSecurity.genericError'), variant: 'destructive' }),
  });
  return (
    <>
      <h3 className="mt-6 font-semibold text-stone-900">{t('adminSecurity.adminsTitle')}</h3>
      <SectionState query={admins} loading={t('adminSecurity.loading')}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="mt-2 text-sm text-stone-600">{t('adminSecurity.noAdmins')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-stone-200 rounded-lg border border-stone-200">
              {rows.map((row) => (
                <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2" data-testid="admin-mfa-row">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-stone-900">{row.username}</p>
                    <p className="truncate text-sm text-stone-600">{row.email}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <span
                      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${row.enrolled ? 'bg-green-100 text-green-900' : 'bg-stone-100 text-stone-800'}`}
                    >
                      {row.enrolled ? t('adminSecurity.enrolledYes') : t('adminSecurity.enrolledNo')}
                    </span>
                    {row.enrolled && row.id !== currentAdminId ? (
                      <button type="button" onClick={() => setTarget(row)} className="btn-secondary px-3 py-1.5 text-sm">
                        {t('adminSecurity.resetAction')}
                        <span className="sr-only"> {row.username}</span>
                      </button>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </SectionState>
      <Dialog
        open={target !== null}
        onClose={() => setTarget(null)}
        role="alertdialog"
        className="fixed inset-0 z-[80] flex items-center justify-center p-4"
      >
        <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
        <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl" data-testid="reset-mfa-dialog">
          <DialogTitle className="text-lg font-semibold text-stone-900">{t('adminSecurity.resetTitle')}</DialogTitle>
          <Description className="mt-2 text-sm text-stone-700">
            {t('adminSecurity.resetText', { username: target?.username ?? '' })}
          </Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" data-autofocus onClick={() => setTarget(null)} className="btn-secondary px-4 py-2">
              {t('adminSecurity.cancel')}
            </button>
            <button
              type="button"
              disabled={reset.isPending}
              onClick={() => target && reset.mutate(target.id)}
              className={`${dangerButtonClass} px-4 py-2`}
            >
              {reset.isPending ? t('adminSecurity.working') : t('adminSecurity.resetConfirm')}
            </button>
          </div>
        </DialogPanel>
      </Dialog>
    </>
  );
}
