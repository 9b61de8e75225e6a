// /admin/messages: the page's frame; its content lands with issue 13's messages work.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '#app/components/admin/admin-page.tsx';

export const Route = createFileRoute('/admin/_auth/messages')({
  component: function MessagesRoute() {
    const { t } = useTranslation();
    return <AdminPage title={t('admin.nav.messages')}>{null}</AdminPage>;
  },
});
