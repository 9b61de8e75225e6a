// Any other /admin address: Page Not Found inside the back office's layout (without this the
// storefront's /$lang/$slug would take /admin/users and fail on "admin" as a language).
import { createFileRoute } from '@tanstack/react-router';
import { AdminShell } from '#app/components/admin/admin-layout.tsx';
import { NotFoundPage } from '#app/components/layout/not-found-page.tsx';

export const Route = createFileRoute('/admin/$')({ component: AdminNotFound });

function AdminNotFound() {
  return (
    <AdminShell>
      <NotFoundPage />
    </AdminShell>
  );
}
