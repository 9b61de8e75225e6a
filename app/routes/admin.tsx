// The back office (/admin): its own layout instead of the storefront's, in the
// visitor's language (an /admin address has no language prefix), with its texts loaded first and
// its server data in its own query client. Everything under app/routes/admin* builds into
// admin-only chunks (see vite.config.ts) that the service worker never precaches.
import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet } from '@tanstack/react-router';
import { adminQueryClient } from '#app/components/admin/admin-query.ts';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { currentLanguage, loadAdminMessages } from '#app/i18n/i18n.ts';
import { useMarkHydrated } from '#app/ssr/use-hydrated.ts';

export const Route = createFileRoute('/admin')({
  beforeLoad: async () => {
    await loadAdminMessages(currentLanguage());
  },
  component: AdminRoute,
  staticData: { noindex: true },
});

function AdminRoute() {
  useNoIndex();
  useMarkHydrated();
  return (
    <QueryClientProvider client={adminQueryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
