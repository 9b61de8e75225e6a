// /admin/orders: the page's frame; its content lands with issue 13's orders work.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '#app/components/admin/admin-page.tsx';

export const Route = createFileRoute('/admin/_auth/orders')({
  component: function OrdersRoute() {
    const { t } = useTranslation();
    return <AdminPage title={t('admin.nav.orders')}>{null}</AdminPage>;
  },
});
