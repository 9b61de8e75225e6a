// /admin/settings: the admin_settings rows, editable by superadmins, read-only for admins.
import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '#app/components/admin/settings/settings-page.tsx';

export const Route = createFileRoute('/admin/_auth/settings')({
  component: SettingsPage,
});
