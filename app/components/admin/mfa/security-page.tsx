// /admin/security: the admin's own two-factor authentication and password, and for superadmins
// the team's two-factor authentication.
import { useTranslation } from 'react-i18next';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { useCurrentAdmin } from '#app/components/admin/use-current-admin.ts';
import { AdminsMfaSection } from './admins-mfa-section.tsx';
import { OwnMfaSection } from './own-mfa-section.tsx';
import { OwnPasswordSection } from './own-password-section.tsx';

export function SecurityPage() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  return (
    <AdminPage title={t('adminSecurity.title')}>
      <div className="space-y-6">
        <OwnMfaSection username={admin.username} />
        <OwnPasswordSection />
        {admin.role === 'superadmin' ? <AdminsMfaSection currentAdminId={admin.id} /> : null}
      </div>
    </AdminPage>
  );
}
