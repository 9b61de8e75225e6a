// "Delete your account" on the account settings page: says what is erased and what is kept, then
// asks in an alert dialog for her current password. While the call runs the dialog cannot be
// closed and its button says so; a wrong password is an error on its field, any other refusal
// (a purchase still in progress, too many tries) an alert inside the dialog. Once the server has
// erased the account, the account's data leaves this device, she is signed out and sent home.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useNavigate } from '@tanstack/react-router';
import { Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteAccount } from '#app/api/account.ts';
import { isAuthError } from '#app/api/auth-error.ts';
import { ApiError } from '#app/api/client.ts';
import { type SessionUser, setSessionUser } from '#app/components/auth/use-session.ts';
import { TextField } from '#app/components/forms/form-fields.tsx';
import { FormFrame } from '#app/components/forms/form-frame.tsx';
import { fieldErrorsToFormik, type Translate, zodFormikValidate } from '#app/components/forms/zod-formik.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { DeleteAccountSchema } from '#contract/account.schema.ts';

interface DeleteValues {
  currentPassword: string;
}

/** The answer's field errors when the refusal is about her password. */
function passwordErrors(error: unknown): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const fieldErrors = error.body.fieldErrors as Record<string, string[]> | undefined;
  return fieldErrors?.currentPassword ? { currentPassword: fieldErrors.currentPassword } : null;
}

export function DeleteAccount({ user, online }: { user: SessionUser; online: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="account-delete-title" data-testid="account-delete" className="rounded-2xl border border-red-200 p-5 sm:p-6">
      <h2 id="account-delete-title" className="text-xl font-semibold text-stone-900">
        {t('accountSettings.delete.title')}
      </h2>
      <p className="mt-2 text-stone-700">{t('accountSettings.delete.text')}</p>
      <p className="mt-2 text-stone-700">{t('accountSettings.delete.kept')}</p>
      <button
        type="button"
        onClick={() => setOpen(true)}
        disabled={!online}
        className="btn-primary mt-4 w-full bg-red-700 px-5 py-2.5 hover:bg-red-800 sm:w-auto"
      >
        {t('accountSettings.delete.button')}
      </button>
      {open ? <DeleteDialog user={user} online={online} onClose={() => setOpen(false)} /> : null}
    </section>
  );
}

function DeleteDialog({ user, online, onClose }: { user: SessionUser; online: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const translate: Translate = (key) => t(key as never);
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = async (values: DeleteValues, helpers: FormikHelpers<DeleteValues>) => {
    setProblem(null);
    setPending(true);
    try {
      await deleteAccount({ currentPassword: values.currentPassword, language });
    } catch (error) {
      setPending(false);
      const fieldErrors = passwordErrors(error);
      if (fieldErrors) return helpers.setErrors(fieldErrorsToFormik<DeleteValues>(fieldErrors, translate));
      if (isAuthError(error)) {
        // Her session had already ended: nothing was erased, and she is a guest here now.
        setSessionUser(null);
        return onClose();
      }
      const serverText = error instanceof ApiError ? error.serverText : null;
      return setProblem(serverText ?? t('accountSettings.delete.failedText'));
    }
    // The account is gone on the server; what this device kept of it goes too.
    const { clearAccountData } = await import('#app/local/account-data.ts');
    await clearAccountData(user.id).catch(() => undefined);
    setSessionUser(null);
    toast({ title: t('accountSettings.delete.successTitle'), description: t('accountSettings.delete.successText'), variant: 'success' });
    void navigate({ to: '/$lang', params: { lang: language } });
  };

  return (
    <Dialog
      open
      onClose={() => (pending ? undefined : onClose())}
      role="alertdialog"
      className="fixed inset-0 z-[80] flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      <DialogPanel
        data-testid="delete-account-dialog"
        className="relative max-h-[calc(100dvh-2rem)] w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
      >
        <DialogTitle className="text-lg font-semibold text-stone-900">{t('accountSettings.delete.dialogTitle')}</DialogTitle>
        <Description className="mt-2 text-sm text-stone-700">{t('accountSettings.delete.text')}</Description>
        <p className="mt-2 text-sm text-stone-700">{t('accountSettings.delete.kept')}</p>
        <Formik
          initialValues={{ currentPassword: '' }}
          validateOnBlur={false}
          validate={zodFormikValidate<DeleteValues>(DeleteAccountSchema, translate)}
          onSubmit={onSubmit}
        >
          <div className="mt-4">
            <FormFrame testId="delete-account-form">
              <TextField
                name="currentPassword"
                type="password"
                label={t('accountSettings.delete.password')}
                hint={t('accountSettings.delete.passwordHint')}
                required
                autoComplete="current-password"
                autoFocus
              />
              {problem ? (
                <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-900" data-testid="delete-account-problem">
                  {problem}
                </p>
              ) : null}
              {online ? null : <p className="text-sm text-stone-700">{t('accountSettings.offline')}</p>}
              <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                <button type="button" onClick={onClose} className="btn-secondary px-4 py-2">
                  {t('accountSettings.delete.cancel')}
                </button>
                <ConfirmButton disabled={!online} />
              </div>
            </FormFrame>
          </div>
        </Formik>
      </DialogPanel>
    </Dialog>
  );
}

function ConfirmButton({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" disabled={disabled} className="btn-primary bg-red-700 px-4 py-2 hover:bg-red-800">
      {isSubmitting ? t('accountSettings.delete.deleting') : t('accountSettings.delete.confirm')}
    </button>
  );
}
