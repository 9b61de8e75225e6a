// /admin/reports: the page's frame; its content lands with issue 13's reports work.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '#app/components/admin/admin-page.tsx';

export const Route = createFileRoute('/admin/_auth/reports')({
  component: function ReportsRoute() {
    const { t } = useTranslation();
    return <AdminPage title={t('admin.nav.reports')}>{null}</AdminPage>;
  },
});
