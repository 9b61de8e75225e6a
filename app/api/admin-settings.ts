// The settings page's calls: every setting in force, and a change of some (superadmins only;
// 400 {fieldErrors} keyed by setting).
import { type SettingsPage, SettingsPageSchema, type UpdateSettingsInput } from '#contract/admin-settings.schema.ts';
import { adminGet, adminSend } from './admin.ts';

/** GET /api/admin/settings: every setting, and whether this admin may change them. */
export function getSettings(): Promise<SettingsPage> {
  return adminGet('/settings', SettingsPageSchema);
}

/** PATCH /api/admin/settings: only what changed; answers every setting as it is now. */
export function updateSettings(body: UpdateSettingsInput): Promise<SettingsPage> {
  return adminSend('PATCH', '/settings', SettingsPageSchema, body);
}
