// /admin: the dashboard (backoffice §2).
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { useCurrentAdmin } from '#app/components/admin/use-current-admin.ts';

export const Route = createFileRoute('/admin/_auth/')({ component: Dashboard });

function Dashboard() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  return (
    <AdminPage title={t('admin.nav.dashboard')}>
      <p className="text-stone-700">{t('admin.welcome', { username: admin.username })}</p>
    </AdminPage>
  );
}
