// The mobile side menu (below 768 px): a Headless UI Dialog whose panel is 80 units wide, with
// the header's items, a Language row, and Favorites reading "Login Required" for guests; signed
// in, the account's items (Submit Profile, Account settings, Logout with its pending label) under the user's name.
// If the logout has to ask about unsaved changes, the menu closes so the question has the screen.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { openLoginDialog } from '#app/components/auth/login-dialog-store.ts';
import { useLogout, useLogoutState } from '#app/components/auth/use-logout.ts';
import { useSession } from '#app/components/auth/use-session.ts';
import { useCartCount } from '#app/components/cart/use-cart-count.ts';
import { CartIcon, CloseIcon, GlobeIcon, HeartIcon, UserIcon } from '#app/components/icons/icons.tsx';
import { LanguagePicker } from '#app/components/language/language-picker.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { MainNavLinks } from './main-nav-links.tsx';

const itemClass =
  'flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left text-base font-medium text-stone-800 hover:bg-rose-50 data-[status=active]:text-rose-700';

export default function MobileMenu({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const { user } = useSession();
  const cartCount = useCartCount();
  const { pending: loggingOut, logout } = useLogout();
  const { question } = useLogoutState();
  useEffect(() => {
    if (question && open) onClose();
  }, [question, open, onClose]);

  const loginThen = (reason: 'general' | 'favorites') => {
    onClose();
    openLoginDialog(reason);
  };

  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-50 flex justify-end md:hidden">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/40" />
      <DialogPanel data-testid="mobile-menu" className="relative flex h-full w-80 max-w-full flex-col overflow-y-auto bg-white shadow-xl">
        <div className="flex items-center justify-between border-b border-stone-200 px-4 py-3">
          <DialogTitle className="text-lg font-semibold text-stone-900">{t('nav.menu')}</DialogTitle>
          <IconButton onClick={onClose} label={t('nav.closeMenu')} className="rounded-lg p-2 text-stone-700 hover:bg-stone-100">
            <CloseIcon />
          </IconButton>
        </div>

        <nav aria-label={t('nav.main')} className="px-2 py-2">
          <ul className="grid gap-0.5">
            <MainNavLinks lang={lang} className={itemClass} onNavigate={onClose} />
            <li>
              {user ? (
                <Link to="/$lang/favorites" params={{ lang }} onClick={onClose} className={itemClass}>
                  <HeartIcon />
                  {t('nav.favorites')}
                </Link>
              ) : (
                <button type="button" onClick={() => loginThen('favorites')} data-testid="mobile-favorites" className={itemClass}>
                  <HeartIcon />
                  <span className="flex flex-col">
                    <span>{t('nav.favorites')}</span>
                    <span className="text-sm font-normal text-stone-600">{t('nav.loginRequired')}</span>
                  </span>
                </button>
              )}
            </li>
            <li>
              <Link to="/$lang/cart" params={{ lang }} onClick={onClose} className={itemClass}>
                <CartIcon className="size-5" />
                <span className="flex-1">{t('nav.cart')}</span>
                <span className="rounded-full bg-stone-200 px-2 text-sm text-stone-800">{cartCount}</span>
              </Link>
            </li>
          </ul>
        </nav>

        <div data-testid="mobile-language-row" className="border-t border-stone-200 px-5 py-4">
          <p className="flex items-center gap-2 text-sm font-semibold text-stone-900">
            <GlobeIcon className="size-4" />
            {t('language.label')}
          </p>
          <LanguagePicker variant="compact" className="mt-2" />
        </div>

        {user ? (
          <div data-testid="mobile-account" className="mt-auto border-t border-stone-200 px-2 py-3">
            <p className="px-3 text-sm text-stone-600">
              {t('account.menu')} · {t('account.signedInAs')}{' '}
              <span className="font-semibold break-all text-stone-900">{user.username || user.email}</span>
            </p>
            <ul className="mt-1 grid gap-0.5">
              <li>
                <Link to="/$lang/submit-profile" params={{ lang }} onClick={onClose} className={itemClass}>
                  {t('footer.submitProfile')}
                </Link>
              </li>
              <li>
                <Link to="/$lang/my-submissions" params={{ lang }} onClick={onClose} className={itemClass}>
                  {t('mySubmissions.title')}
                </Link>
              </li>
              <li>
                <Link to="/$lang/account" params={{ lang }} onClick={onClose} className={itemClass}>
                  {t('account.settings')}
                </Link>
              </li>
              <li>
                <button type="button" onClick={() => void logout()} disabled={loggingOut} className={`${itemClass} disabled:opacity-60`}>
                  {loggingOut ? t('account.loggingOut') : t('account.logout')}
                </button>
              </li>
            </ul>
          </div>
        ) : (
          <div className="mt-auto border-t border-stone-200 p-4">
            <button
              type="button"
              onClick={() => loginThen('general')}
              className="btn-primary flex w-full items-center justify-center gap-2 px-4 py-2.5"
            >
              <UserIcon className="size-4" />
              {t('nav.login')}
            </button>
          </div>
        )}
      </DialogPanel>
    </Dialog>
  );
}
