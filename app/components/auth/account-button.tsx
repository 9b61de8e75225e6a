// The face of the header's My Account button, shared by the menu (account-menu.tsx, loaded for a
// signed-in user) and the stand-in shown while the menu's code loads. Its name is "My Account"
// and the username; while logging out it reads "Logging out...".
import { useTranslation } from 'react-i18next';
import { UserIcon } from '#app/components/icons/icons.tsx';

export const accountButtonClass =
  'flex items-center gap-2 rounded-lg border border-stone-300 bg-white p-2 text-sm font-medium text-stone-800 hover:bg-rose-50 hover:text-rose-900 lg:px-3';

export function AccountButtonFace({ name, pending }: { name: string; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <UserIcon className="size-4" />
      <span className="sr-only">{t('account.menu')}</span>
      <span className="sr-only max-w-36 truncate lg:not-sr-only">{pending ? t('account.loggingOut') : name}</span>
    </>
  );
}
