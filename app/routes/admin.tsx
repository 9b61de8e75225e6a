// The back office (/admin, backoffice §2): its own layout instead of the storefront's, in the
// visitor's language (an /admin address has no language prefix), with its texts loaded first.
// Everything under app/routes/admin* builds into admin-only chunks (see vite.config.ts).
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { AdminLayout } from '#app/components/admin/admin-layout.tsx';
import { currentLanguage, loadAdminMessages } from '#app/i18n/i18n.ts';

export const Route = createFileRoute('/admin')({
  beforeLoad: async () => {
    await loadAdminMessages(currentLanguage());
  },
  component: AdminRoute,
});

function AdminRoute() {
  return (
    <AdminLayout>
      <Outlet />
    </AdminLayout>
  );
}
