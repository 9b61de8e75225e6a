// Admin Management (/admin/admins): superadmins only; anyone else sees Access
// Denied and is taken to the login page (the API refuses them too, 403).
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { AccessDenied } from '#app/components/admin/admins/access-denied.tsx';
import { AdminsManagement } from '#app/components/admin/admins/admins-management.tsx';
import { useCurrentAdmin } from '#app/components/admin/use-current-admin.ts';

export const Route = createFileRoute('/admin/_auth/admins')({ component: AdminsPage });

function AdminsPage() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  return <AdminPage title={t('adminAdmins.title')}>{admin.role === 'superadmin' ? <AdminsManagement /> : <AccessDenied />}</AdminPage>;
}
