// The settings page's use cases (decision 031): every setting with its value in
// force, its description and who changed it last; and a save of any of them, each checked by its
// schema, written under a row lock and audited (`settings.update`, old and new value) in the
// same transaction. The MFA page's "required" switch saves through applySettingChanges too.
import { SETTING_KEYS, type SettingKey, type SettingRow, type SettingsPage, type UpdateSettings } from '#contract/admin-settings.schema.ts';
import type { Queryable, Sql } from '#db/connection.ts';
import { settingValue } from '../../settings/settings.ts';
import { type AuditActor, audit } from '../audit.ts';
import { listSettingRows, lockSettingRows, saveSetting } from './admin-settings.queries.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Saves the changed settings inside the caller's transaction, one audit row per setting whose value
 * changed ({key: {from, to}}); answers the keys that changed. Values must have passed their schema.
 */
export async function applySettingChanges(tx: Queryable, actor: AuditActor, changes: UpdateSettings): Promise<SettingKey[]> {
  const keys = SETTING_KEYS.filter((key) => changes[key] !== undefined);
  const locked = new Map((await lockSettingRows(tx, keys)).map((row) => [row.key, row]));
  const changed: SettingKey[] = [];
  for (const key of keys) {
    const to = changes[key];
    const stored = locked.get(key);
    if (stored && same(stored.value, to)) continue;
    const from = settingValue(key, stored);
    await saveSetting(tx, key, to, actor.adminId);
    await audit(tx, actor, 'settings.update', { type: 'setting', id: key }, { [key]: { from, to } });
    changed.push(key);
  }
  return changed;
}

export function createSettingsService(sql: Sql) {
  return {
    async list(canEdit: boolean): Promise<SettingsPage> {
      const rows = new Map((await listSettingRows(sql, SETTING_KEYS)).map((row) => [row.key, row]));
      const settings = SETTING_KEYS.map((key): SettingRow => {
        const row = rows.get(key);
        return {
          key,
          value: settingValue(key, row),
          description: row?.description ?? null,
          updatedBy: row?.updatedBy ?? null,
          updatedAt: row?.updatedAt.toISOString() ?? null,
        };
      });
      return { settings, canEdit };
    },

    async update(actor: AuditActor, changes: UpdateSettings, canEdit: boolean): Promise<SettingsPage> {
      await sql.begin((tx) => applySettingChanges(tx, actor, changes));
      return this.list(canEdit);
    },
  };
}
