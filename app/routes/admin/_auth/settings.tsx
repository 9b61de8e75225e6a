// /admin/settings: the admin_settings rows, editable by superadmins, read-only for admins (issue 13 item 4).
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '#app/components/admin/settings/settings-page.tsx';

export const Route = createFileRoute('/admin/_auth/settings')({
  component: SettingsPage,
});
