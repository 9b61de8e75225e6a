// The storefront header: brand, main links, language picker, cart with its count,
// login — or, signed in, the My Account menu; below 768 px a hamburger opens the mobile menu
// instead of the inline links. The account menu and the logout question load when needed.
import { Link } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AccountButtonFace, accountButtonClass } from '#app/components/auth/account-button.tsx';
import { openLoginDialog } from '#app/components/auth/login-dialog-store.ts';
import { useLogoutState } from '#app/components/auth/use-logout.ts';
import { useSession } from '#app/components/auth/use-session.ts';
import { useCartCount } from '#app/components/cart/use-cart-count.ts';
import { BrandMark } from '#app/components/icons/brand-mark.tsx';
import { CartIcon, MenuIcon, UserIcon } from '#app/components/icons/icons.tsx';
import { LanguagePicker } from '#app/components/language/language-picker.tsx';
import { IconButton } from '#app/components/tooltip/icon-button.tsx';
import { useTooltip } from '#app/components/tooltip/tooltip.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { Language } from '#app/i18n/language.ts';
import { MainNavLinks } from './main-nav-links.tsx';

const navLinkClass =
  'whitespace-nowrap rounded-lg px-1.5 py-2 text-sm font-medium text-stone-700 hover:bg-rose-50 hover:text-rose-800 data-[status=active]:text-rose-700 lg:px-3';

// The side menu's dialog code loads when it is first opened.
const loadMobileMenu = () => import('./mobile-menu.tsx');
const MobileMenu = lazy(loadMobileMenu);
const AccountMenu = lazy(() => import('#app/components/auth/account-menu.tsx'));
const LogoutConfirmDialog = lazy(() => import('#app/components/auth/logout-confirm-dialog.tsx'));

export function SiteHeader() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const { user } = useSession();
  const { pending: loggingOut, question } = useLogoutState();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const hamburger = useRef<HTMLButtonElement>(null);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };

  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Link
          to="/$lang"
          params={{ lang }}
          aria-label={t('nav.homeLink')}
          className="flex shrink-0 items-center gap-2 rounded-lg text-lg font-bold tracking-tight text-stone-900"
        >
          <BrandMark className="size-8" />
          <span className="md:hidden lg:inline">Contacto</span>
        </Link>

        <nav aria-label={t('nav.main')} className="ml-1 hidden md:block lg:ml-6">
          <ul className="flex items-center gap-0.5">
            <MainNavLinks lang={lang} className={navLinkClass} />
            <li>
              <Link to="/$lang/favorites" params={{ lang }} className={navLinkClass}>
                {t('nav.favorites')}
              </Link>
            </li>
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1">
          <LanguagePicker variant="dropdown" className="hidden md:flex" />
          <CartButton lang={lang} />
          {user ? (
            <div className="hidden md:flex">
              <Suspense
                fallback={
                  <button type="button" className={accountButtonClass}>
                    <AccountButtonFace name={user.username || user.email} pending={loggingOut} />
                  </button>
                }
              >
                <AccountMenu />
              </Suspense>
            </div>
          ) : (
            <button
              type="button"
              onClick={() => openLoginDialog('general')}
              className="btn-primary hidden items-center gap-2 p-2.5 text-sm md:flex lg:px-3 lg:py-2"
            >
              <UserIcon className="size-4" />
              <span className="sr-only lg:not-sr-only">{t('nav.login')}</span>
            </button>
          )}
          <IconButton
            ref={hamburger}
            onClick={openMenu}
            onPointerEnter={() => void loadMobileMenu()}
            label={t('nav.openMenu')}
            aria-expanded={menuOpen}
            aria-haspopup="dialog"
            data-testid="mobile-menu-button"
            className="rounded-lg p-2 text-stone-800 hover:bg-stone-100 md:hidden"
          >
            <MenuIcon />
          </IconButton>
        </div>
      </div>
      {menuUsed ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onClose={() => {
              setMenuOpen(false);
              // The dialog mounted after its code loaded and may not know where focus came from:
              // give it back to the hamburger once the dialog has let go.
              requestAnimationFrame(() => hamburger.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
      {question ? (
        <Suspense fallback={null}>
          <LogoutConfirmDialog />
        </Suspense>
      ) : null}
    </header>
  );
}

export function CartButton({ lang, className = '' }: { lang: Language; className?: string }) {
  const { t } = useTranslation();
  const count = useCartCount();
  const label = t('nav.cartLabel', { count });
  // an icon with a count: the label is its name and, as for every icon-only control, its tooltip
  const { triggerProps, tooltip } = useTooltip(label, { describes: false });
  return (
    <>
      <Link
        {...triggerProps}
        to="/$lang/cart"
        params={{ lang }}
        aria-label={label}
        data-testid="cart-button"
        className={`relative rounded-lg p-2 text-stone-800 hover:bg-rose-50 hover:text-rose-800 ${className}`}
      >
        <CartIcon />
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className={`absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full px-1 text-xs font-semibold ${
            count > 0 ? 'bg-rose-700 text-white' : 'bg-stone-200 text-stone-700'
          }`}
        >
          {count}
        </span>
      </Link>
      {tooltip}
    </>
  );
}
