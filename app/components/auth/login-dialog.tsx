// Placeholder login dialog (Headless UI Dialog: focus trap, Escape, labelled). The real
// log-in / sign-up tabs come with the accounts issue.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslation } from 'react-i18next';
import { CloseIcon, HeartIcon, UserIcon } from '#app/components/icons/icons.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { closeLoginDialog, useLoginDialog } from './login-dialog-store.ts';

export default function LoginDialog() {
  const { t } = useTranslation();
  const { open, reason } = useLoginDialog();
  return (
    <Dialog open={open} onClose={closeLoginDialog} className="fixed inset-0 z-[70] flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <IconButton
          onClick={closeLoginDialog}
          label={t('common.close')}
          className="absolute top-3 right-3 rounded-md p-1.5 text-stone-600 hover:bg-stone-100"
        >
          <CloseIcon className="size-5" />
        </IconButton>
        <div className="flex size-12 items-center justify-center rounded-full bg-rose-100 text-rose-700">
          {reason === 'favorites' ? <HeartIcon className="size-6" /> : <UserIcon className="size-6" />}
        </div>
        <DialogTitle className="mt-4 text-xl font-semibold text-stone-900">{t('auth.welcomeBack')}</DialogTitle>
        <p className="mt-2 text-sm text-stone-700">{t('auth.comingSoon')}</p>
        <button type="button" onClick={closeLoginDialog} className="btn-primary mt-6 w-full px-4 py-2">
          {t('common.close')}
        </button>
      </DialogPanel>
    </Dialog>
  );
}
