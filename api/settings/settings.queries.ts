// The SQL of reading admin_settings (settings.ts types and checks what it reads; the back office
// writes it through api/admin/settings/admin-settings.queries.ts).
import type { Queryable } from '#db/connection.ts';

/** The stored rows of these keys (a key without a row is absent). */
export async function findStoredSettings(q: Queryable, keys: readonly string[]): Promise<{ key: string; value: unknown }[]> {
  return q<{ key: string; value: unknown }[]>`
    SELECT key, value FROM admin_settings WHERE key = ANY(${keys as string[]}::text[])`;
}

/** The stored row of one key, if there is one. */
export async function findStoredSetting(q: Queryable, key: string): Promise<{ value: unknown } | undefined> {
  const [row] = await q<{ value: unknown }[]>`SELECT value FROM admin_settings WHERE key = ${key}`;
  return row;
}
