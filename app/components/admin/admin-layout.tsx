// The back office's own chrome (/admin): a slim header with the brand, and for a
// signed-in admin the navigation (pages a superadmin alone may use are shown to superadmins
// only), who is signed in and Logout; "Back to Site" always. No storefront header, footer,
// language banner or login dialog here; its code and texts are admin-only chunks.
import { Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminLogout } from '#app/api/admin-auth.ts';
import { BrandMark } from '#app/components/icons/brand-mark.tsx';
import { SkipLink } from '#app/components/layout/skip-link.tsx';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { clearMediaCache } from '#app/pwa/media-cache.ts';
import type { CurrentAdmin } from '#contract/admin-auth.schema.ts';
import { clearAdminData, setSessionEndedHandler } from './admin-query.ts';

interface NavItem {
  to: `/admin${'' | `/${Exclude<NavItem['label'], 'dashboard'>}`}`;
  label:
    | 'dashboard'
    | 'profiles'
    | 'orders'
    | 'blocks'
    | 'reports'
    | 'messages'
    | 'users'
    | 'admins'
    | 'audit'
    | 'analytics'
    | 'settings'
    | 'security';
  superadminOnly?: boolean;
}

const NAV: NavItem[] = [
  { to: '/admin', label: 'dashboard' },
  { to: '/admin/profiles', label: 'profiles' },
  { to: '/admin/orders', label: 'orders' },
  { to: '/admin/blocks', label: 'blocks' },
  { to: '/admin/reports', label: 'reports' },
  { to: '/admin/messages', label: 'messages' },
  { to: '/admin/users', label: 'users' },
  { to: '/admin/admins', label: 'admins', superadminOnly: true },
  { to: '/admin/audit', label: 'audit', superadminOnly: true },
  { to: '/admin/analytics', label: 'analytics' },
  { to: '/admin/settings', label: 'settings' },
  { to: '/admin/security', label: 'security' },
];

export function AdminShell({ admin, children }: { admin?: CurrentAdmin; children: ReactNode }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50" data-testid="admin-layout">
      <SkipLink />
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 sm:px-6 lg:px-8">
          <p className="flex items-center gap-2 font-semibold text-stone-900">
            <BrandMark className="size-7" />
            {t('admin.title')}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            {admin ? (
              <span className="text-stone-700" data-testid="admin-signed-in">
                {t('admin.signedInAs', { username: admin.username })}{' '}
                <span className="rounded bg-stone-100 px-1.5 py-0.5 text-xs font-semibold text-stone-800">
                  {t(`admin.roles.${admin.role}`)}
                </span>
              </span>
            ) : null}
            <Link to="/$lang" params={{ lang }} className="font-medium text-rose-800 underline hover:text-rose-900">
              {t('admin.backToSite')}
            </Link>
            {admin ? <LogoutButton /> : null}
          </div>
        </div>
        {admin ? <AdminNav admin={admin} /> : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
    </div>
  );
}

function AdminNav({ admin }: { admin: CurrentAdmin }) {
  const { t } = useTranslation();
  const items = NAV.filter((item) => !item.superadminOnly || admin.role === 'superadmin');
  return (
    <nav aria-label={t('admin.nav.label')} className="mx-auto max-w-7xl overflow-x-auto px-2 sm:px-4 lg:px-6">
      <ul className="flex gap-1 whitespace-nowrap">
        {items.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              activeOptions={{ exact: item.to === '/admin' }}
              className="inline-block border-b-2 border-transparent px-3 py-2.5 text-sm font-medium text-stone-700 hover:text-stone-950 aria-[current=page]:border-rose-700 aria-[current=page]:text-rose-900"
            >
              {t(`admin.nav.${item.label}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Logout: every cached admin datum and every picture the service worker kept go, and the login
 * shows, even when the call fails. The worker keeps only public pictures, but a device an admin
 * used should not tell the next person which profiles were looked at.
 */
function LogoutButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const logout = async () => {
    setPending(true);
    // From here every 401 is expected: none may turn into a "session ended" redirect.
    setSessionEndedHandler(null);
    try {
      await adminLogout();
    } catch {
      // Offline or refused: the data still goes, and the session ends on the server by itself.
    } finally {
      clearAdminData();
      await clearMediaCache();
      await navigate({ to: '/admin/login' });
    }
  };
  return (
    <button type="button" onClick={logout} disabled={pending} className="btn-secondary px-3 py-1.5 text-sm">
      {pending ? t('admin.loggingOut') : t('admin.logout')}
    </button>
  );
}
