// Every back-office page but the login sits under this pathless layout: without
// a signed-in admin it redirects to /admin/login, carrying the way back; with one it hands the
// admin to the pages (useCurrentAdmin) and shows the navigation. When any admin call later
// answers 401 (the session ended: idle, capped, deactivated), the data goes and the login shows.
import { createFileRoute, Outlet, redirect, useNavigate, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminShell } from '#app/components/admin/admin-layout.tsx';
import { clearAdminData, setSessionEndedHandler } from '#app/components/admin/admin-query.ts';
import { useMfaEnrolmentRedirect } from '#app/components/admin/mfa/use-mfa-enrolment-redirect.ts';
import { useCurrentAdmin } from '#app/components/admin/use-current-admin.ts';
import { ErrorPanel } from '#app/components/layout/loading-panel.tsx';

export const Route = createFileRoute('/admin/_auth')({
  // The admin query code loads here, on the way into the back office: the route tree (in every
  // visitor's first download) holds this function but never the back office's code.
  beforeLoad: async ({ location }) => {
    const { ensureCurrentAdmin } = await import('#app/components/admin/admin-query.ts');
    const admin = await ensureCurrentAdmin();
    if (!admin) throw redirect({ to: '/admin/login', search: { redirect: location.href } });
    return { admin };
  },
  component: SignedInLayout,
  errorComponent: SessionCheckFailed,
});

function SignedInLayout() {
  const admin = useCurrentAdmin();
  const navigate = useNavigate();
  useMfaEnrolmentRedirect();
  useEffect(() => {
    setSessionEndedHandler(() => {
      clearAdminData();
      const { pathname, search } = window.location;
      if (pathname.startsWith('/admin/login')) return;
      void navigate({ to: '/admin/login', search: { redirect: pathname + search } });
    });
    return () => setSessionEndedHandler(null);
  }, [navigate]);
  return (
    <AdminShell admin={admin}>
      <Outlet />
    </AdminShell>
  );
}

/** The session could not be checked (offline, server down): say so and offer to try again. */
function SessionCheckFailed() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <AdminShell>
      <ErrorPanel
        title={t('admin.checkFailedTitle')}
        text={t('admin.checkFailedText')}
        retryLabel={t('admin.retry')}
        onRetry={() => void router.invalidate()}
        testId="admin-check-failed"
      />
    </AdminShell>
  );
}
