// /admin/login: an admin who is already signed in goes straight to /admin (or to
// the page that sent her here) unless she was sent for a superadmin's rights (?reason=superadmin);
// `redirect` only ever points inside the back office.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { AdminShell } from '#app/components/admin/admin-layout.tsx';
import { AdminLoginPage } from '#app/components/admin/login/admin-login-page.tsx';

/** Only a path of the back office itself, never another site or the login again. */
export function safeRedirect(target: string | undefined): string {
  if (!target) return '/admin';
  let url: URL;
  try {
    url = new URL(target, 'http://origin.invalid');
  } catch {
    return '/admin';
  }
  if (url.origin !== 'http://origin.invalid' || !/^\/admin(\/|$)/.test(url.pathname) || url.pathname.startsWith('/admin/login'))
    return '/admin';
  return url.pathname + url.search;
}

export const Route = createFileRoute('/admin/login')({
  // Checked by hand: route definitions are in every visitor's first download, zod is not.
  validateSearch: (raw: Record<string, unknown>): { redirect?: string; reason?: 'superadmin' } => ({
    ...(typeof raw.redirect === 'string' && raw.redirect ? { redirect: raw.redirect } : {}),
    ...(raw.reason === 'superadmin' ? { reason: 'superadmin' as const } : {}),
  }),
  beforeLoad: async ({ search }) => {
    // Loaded on the way in, never with the route tree (see _auth.tsx).
    const { ensureCurrentAdmin } = await import('#app/components/admin/admin-query.ts');
    const admin = await ensureCurrentAdmin().catch(() => null);
    // An admin sent here for a superadmin's rights (Admin Management's Access Denied) stays, to
    // sign in with such an account.
    const needsSuperadmin = search.reason === 'superadmin' && admin?.role !== 'superadmin';
    if (admin && !needsSuperadmin) throw redirect({ to: safeRedirect(search.redirect) });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { redirect: target } = Route.useSearch();
  return (
    <AdminShell>
      <AdminLoginPage redirectTo={safeRedirect(target)} />
    </AdminShell>
  );
}
