// /admin/settings: the page's frame; its content lands with issue 13's settings work.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '#app/components/admin/admin-page.tsx';

export const Route = createFileRoute('/admin/_auth/settings')({
  component: function SettingsRoute() {
    const { t } = useTranslation();
    return <AdminPage title={t('admin.nav.settings')}>{null}</AdminPage>;
  },
});
