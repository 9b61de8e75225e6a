// The settings form's values as typed (text for numbers and money, a comma list for countries, a
// switch) and back: the PATCH body of the changed settings, each checked by its key's schema from
// contract/admin-settings.schema.ts first, and the errors keyed by setting.
import {
  type IntegerBounds,
  isSettingKey,
  SETTING_KEYS,
  SETTINGS,
  type SettingKey,
  type SettingRow,
} from '#contract/admin-settings.schema.ts';
import { formatCents } from '#contract/pricing.ts';

export type FormValues = Record<SettingKey, string | boolean>;
export type FieldErrors = Partial<Record<SettingKey, string>>;

/** How the page shows a value in its input. */
export function toFormValue(key: SettingKey, value: unknown): string | boolean {
  const bounds = SETTINGS[key].bounds as IntegerBounds | null;
  if (typeof value === 'boolean') return value;
  if (Array.isArray(value)) return value.join(', ');
  if (bounds?.kind === 'money' && typeof value === 'number') return formatCents(value);
  return String(value ?? '');
}

export function formValuesOf(rows: readonly SettingRow[]): FormValues {
  const values = {} as FormValues;
  for (const row of rows) values[row.key] = toFormValue(row.key, row.value);
  return values;
}

const DOLLARS = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/;
const WHOLE = /^\s*-?\d{1,12}\s*$/;

/** What the input holds, as the value the API takes (a value it cannot read stays as typed, for the schema to refuse). */
export function fromFormValue(key: SettingKey, input: string | boolean): unknown {
  if (typeof input === 'boolean') return input;
  const bounds = SETTINGS[key].bounds as IntegerBounds | null;
  if (bounds?.kind === 'money') {
    const match = DOLLARS.exec(input);
    return match ? Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) : input;
  }
  if (bounds) return WHOLE.test(input) ? Number(input) : input;
  if (key === 'approve_each_buyer_countries') {
    return input
      .split(/[\s,;]+/)
      .map((code) => code.trim())
      .filter(Boolean);
  }
  return input;
}

/** The keys whose input differs from the saved value. */
export function dirtyKeys(values: FormValues, saved: FormValues): SettingKey[] {
  return SETTING_KEYS.filter((key) => JSON.stringify(fromFormValue(key, values[key])) !== JSON.stringify(fromFormValue(key, saved[key])));
}

/** The PATCH body of the changed settings, or the error of each one its schema refuses. */
export function buildUpdate(
  values: FormValues,
  keys: readonly SettingKey[],
): { ok: true; body: Record<string, unknown> } | { ok: false; errors: FieldErrors } {
  const body: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const key of keys) {
    const value = fromFormValue(key, values[key]);
    const parsed = SETTINGS[key].schema.safeParse(value);
    if (parsed.success) body[key] = parsed.data;
    else errors[key] = parsed.error.issues[0]?.message ?? 'adminSettings.validation.invalid';
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, body };
}

/** The API's 400 field errors ({"bulk_threshold": [...], "approve_each_buyer_countries.2": [...]}) by setting. */
export function errorsBySetting(fieldErrors: Record<string, readonly string[]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const key = path.split('.')[0] ?? '';
    if (isSettingKey(key) && messages[0] && !errors[key]) errors[key] = messages[0];
  }
  return errors;
}
