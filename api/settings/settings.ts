// The settings of admin_settings as the rest of the server reads them (decision 031): typed by
// each key's schema (contract/admin-settings.schema.ts). A row that is missing, or whose value
// fails its schema (written by hand, by an older version), reads as the key's default and is
// logged, so a bad row never breaks a checkout or a login.
import type { Logger } from 'pino';
import { defaultSetting, SETTING_KEYS, SETTINGS, type SettingKey, type Settings } from '#contract/admin-settings.schema.ts';
import type { Pricing } from '#contract/pricing.ts';
import type { Queryable } from '#db/connection.ts';
import { findStoredSetting, findStoredSettings } from './settings.queries.ts';

type Warn = Pick<Logger, 'warn'>;

/** A stored value as its key's schema reads it, or the default (logged when a row was there). */
export function settingValue<K extends SettingKey>(key: K, stored: { value: unknown } | undefined, log?: Warn): Settings[K] {
  if (stored === undefined) return defaultSetting(key);
  const parsed = SETTINGS[key].schema.safeParse(stored.value);
  if (parsed.success) return parsed.data as Settings[K];
  log?.warn({ key, value: stored.value }, 'admin setting fails its schema: its default applies');
  return defaultSetting(key);
}

/** Every setting, in one query. */
export async function readSettings(q: Queryable, log?: Warn): Promise<Settings> {
  const rows = await findStoredSettings(q, SETTING_KEYS);
  const stored = new Map(rows.map((row) => [row.key, row]));
  return Object.fromEntries(SETTING_KEYS.map((key) => [key, settingValue(key, stored.get(key), log)])) as Settings;
}

/** One setting. */
export async function readSetting<K extends SettingKey>(q: Queryable, key: K, log?: Warn): Promise<Settings[K]> {
  return settingValue(key, await findStoredSetting(q, key), log);
}

/** The tier rule in force: the bulk price and from how many contacts it applies. */
export function pricingOf(settings: Pick<Settings, 'bulk_threshold' | 'bulk_unit_price_cents'>): Pricing {
  return { bulkThreshold: settings.bulk_threshold, bulkUnitCents: settings.bulk_unit_price_cents };
}
