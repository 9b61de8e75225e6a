// /admin/security: the admin's own two-factor authentication, and for superadmins the team's
// (app/components/admin/mfa/).
import { createFileRoute } from '@tanstack/react-router';
import { SecurityPage } from '#app/components/admin/mfa/security-page.tsx';

export const Route = createFileRoute('/admin/_auth/security')({
  component: SecurityPage,
});
