// The header's My Account menu for a signed-in user: Headless UI Menu showing the
// username (or the email), with Favorites, Submit Profile, Contact, Account settings and Logout, which reads
// "Logging out..." while the logout runs. Loaded only for a signed-in user (site-header.tsx).
import { Menu, MenuButton, MenuItem, MenuItems, MenuSeparator } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { AccountButtonFace, accountButtonClass } from './account-button.tsx';
import { useLogout } from './use-logout.ts';
import { useSession } from './use-session.ts';

const itemClass = 'block w-full rounded-lg px-3 py-2 text-left text-sm text-stone-800 data-focus:bg-rose-50 data-focus:text-rose-900';

export default function AccountMenu() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const { user } = useSession();
  const { pending, logout } = useLogout();
  if (!user) return null;
  const name = user.username || user.email;
  return (
    <Menu>
      <MenuButton className={accountButtonClass} data-testid="account-menu-button">
        <AccountButtonFace name={name} pending={pending} />
      </MenuButton>
      <MenuItems
        anchor={{ to: 'bottom end', gap: 6 }}
        className="z-[60] w-60 rounded-xl border border-stone-200 bg-white p-1 shadow-xl focus:outline-none"
      >
        <div className="px-3 py-2 text-sm">
          <p className="text-stone-600">{t('account.signedInAs')}</p>
          <p className="truncate font-semibold text-stone-900" data-testid="account-name">
            {name}
          </p>
        </div>
        <MenuSeparator className="my-1 h-px bg-stone-200" />
        <MenuItem>
          <Link to="/$lang/favorites" params={{ lang }} className={itemClass}>
            {t('nav.favorites')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/$lang/submit-profile" params={{ lang }} className={itemClass}>
            {t('footer.submitProfile')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/$lang/my-submissions" params={{ lang }} className={itemClass}>
            {t('mySubmissions.title')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/$lang/contact" params={{ lang }} className={itemClass}>
            {t('nav.contact')}
          </Link>
        </MenuItem>
        <MenuItem>
          <Link to="/$lang/account" params={{ lang }} className={itemClass}>
            {t('account.settings')}
          </Link>
        </MenuItem>
        <MenuSeparator className="my-1 h-px bg-stone-200" />
        <MenuItem disabled={pending}>
          <button type="button" onClick={() => void logout()} className={`${itemClass} data-disabled:opacity-60`}>
            {pending ? t('account.loggingOut') : t('account.logout')}
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
