// The question before a logout would discard changes not yet saved to the server:
// "N changes are not saved yet…", Log out anyway or Stay logged in. An alert dialog whose safe
// answer (stay) has the first focus; Escape or the backdrop also mean stay.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { useLogoutState } from './use-logout.ts';

export default function LogoutConfirmDialog() {
  const { t } = useTranslation();
  const { question } = useLogoutState();
  return (
    <Dialog
      open={question !== null}
      onClose={() => question?.answer(false)}
      role="alertdialog"
      className="fixed inset-0 z-[80] flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      <DialogPanel data-testid="logout-confirm" className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-stone-900">{t('account.unsavedTitle')}</DialogTitle>
        <Description className="mt-2 text-sm text-stone-700">{t('account.unsavedText', { count: question?.count ?? 0 })}</Description>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" onClick={() => question?.answer(true)} className="btn-secondary px-4 py-2">
            {t('account.logoutAnyway')}
          </button>
          <button type="button" data-autofocus onClick={() => question?.answer(false)} className="btn-primary px-4 py-2">
            {t('account.stayLoggedIn')}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
