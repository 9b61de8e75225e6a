// /admin/login (backoffice §2): an admin who is already signed in goes straight to /admin (or to
// the page that sent her here) unless she was sent for a superadmin's rights (?reason=superadmin);
// `redirect` only ever points inside the back office.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { AdminShell } from '#app/components/admin/admin-layout.tsx';
import { ensureCurrentAdmin } from '#app/components/admin/admin-query.ts';
import { AdminLoginPage } from '#app/components/admin/login/admin-login-page.tsx';

const LoginSearch = z.object({ redirect: z.optional(z.catch(z.string(), '')), reason: z.optional(z.catch(z.string(), '')) });

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
  validateSearch: (raw: Record<string, unknown>): { redirect?: string; reason?: 'superadmin' } => {
    const parsed = LoginSearch.safeParse(raw);
    if (!parsed.success) return {};
    return {
      ...(parsed.data.redirect ? { redirect: parsed.data.redirect } : {}),
      ...(parsed.data.reason === 'superadmin' ? { reason: 'superadmin' as const } : {}),
    };
  },
  beforeLoad: async ({ search }) => {
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
