// The settings page's calls (decision 031), under /api/admin:
//   GET   /settings            every setting, its description, who changed it last   admin
//   PATCH /settings {key: v…}  any of them, each by its schema; audited               superadmin
// A bad value is a 400 with the field error under the setting's key; a key that is not a setting
// is a 400 naming it. Both answer the page as GET does.
import type { Router } from 'express';
import { isSettingKey, UpdateSettingsSchema } from '#contract/admin-settings.schema.ts';
import { ValidationError } from '../../errors.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor, signedInAdmin } from '../admin-route.ts';
import { createSettingsService } from './admin-settings.service.ts';

const UNKNOWN_SETTING = 'adminSettings.validation.unknown';

/** Names each key that is not a setting, as its own field error. */
function refuseUnknownKeys(body: unknown): void {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const unknown = Object.keys(body).filter((key) => !isSettingKey(key));
  if (unknown.length > 0) {
    throw new ValidationError('Unknown setting', Object.fromEntries(unknown.map((key) => [key, [UNKNOWN_SETTING]])));
  }
}

export function settingsAdminRouter({ sql }: Pick<AdminDeps, 'sql'>): Router {
  const service = createSettingsService(sql);
  const r = adminRoutes();

  r.get('/settings', 'admin', async (req, res) => {
    res.json(await service.list(signedInAdmin(req).role === 'superadmin'));
  });

  r.patch('/settings', 'superadmin', async (req, res) => {
    refuseUnknownKeys(req.body);
    const changes = parseInput(UpdateSettingsSchema, req.body ?? {}, 'Invalid settings');
    res.json(await service.update(auditActor(req), changes, true));
  });

  return r.router;
}
