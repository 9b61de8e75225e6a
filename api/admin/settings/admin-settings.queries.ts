// SQL of the settings page: the rows with who changed them last, and the locked write.
import type { SettingKey } from '#contract/admin-settings.schema.ts';
import type { Queryable } from '#db/connection.ts';

export interface SettingDbRow {
  key: string;
  value: unknown;
  description: string | null;
  updatedBy: string | null;
  updatedAt: Date;
}

export function listSettingRows(q: Queryable, keys: readonly SettingKey[]): Promise<SettingDbRow[]> {
  return q<SettingDbRow[]>`
    SELECT s.key, s.value, s.description, a.username AS "updatedBy", s.updated_at AS "updatedAt"
      FROM admin_settings s LEFT JOIN admin_users a ON a.id = s.updated_by
     WHERE s.key = ANY(${[...keys]}::text[])`;
}

/** The rows about to change, locked until the transaction ends (two saves never interleave). */
export function lockSettingRows(q: Queryable, keys: readonly SettingKey[]): Promise<{ key: string; value: unknown }[]> {
  return q<{ key: string; value: unknown }[]>`
    SELECT key, value FROM admin_settings WHERE key = ANY(${[...keys]}::text[]) ORDER BY key FOR UPDATE`;
}

/** Writes one value (the row comes back if someone deleted it). */
export async function saveSetting(q: Queryable, key: SettingKey, value: unknown, adminId: number | null): Promise<void> {
  await q`
    INSERT INTO admin_settings (key, value, updated_by)
    VALUES (${key}, ${q.json(value as Parameters<typeof q.json>[0])}, ${adminId})
    ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_by = excluded.updated_by`;
}
