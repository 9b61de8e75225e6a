// User management (/admin/users): any signed-in admin. The page and the search are
// in the URL, so a reload or a shared link shows the same page.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { UsersManagement } from '#app/components/admin/users/users-management.tsx';
import { parseUsersSearch, type UsersView } from '#app/components/admin/users/users-search.ts';

export const Route = createFileRoute('/admin/_auth/users')({
  // Parsed by the page (its own chunk): the schemas stay out of the visitors' entry.
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: UsersPage,
});

function UsersPage() {
  const { t } = useTranslation();
  const raw = Route.useSearch();
  const search = useMemo(() => parseUsersSearch(raw), [raw]);
  const navigate = useNavigate({ from: Route.fullPath });
  const onChange = useCallback(
    (next: UsersView) =>
      void navigate({
        search: { ...(next.page > 1 ? { page: next.page } : {}), ...(next.search ? { q: next.search } : {}) },
        replace: true,
      }),
    [navigate],
  );
  return (
    <AdminPage title={t('adminUsers.title')}>
      <UsersManagement view={{ page: search.page ?? 1, search: search.q ?? '' }} onChange={onChange} />
    </AdminPage>
  );
}
