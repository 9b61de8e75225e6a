// Back-office settings (decision 031): the keys of admin_settings, one schema
// each with its bounds and default, and the bodies and answers of /api/admin/settings. The server
// validates every write and every read with these (api/settings/settings.ts); the settings page
// builds its inputs and checks from the same table. Messages are i18n keys
// (adminSettings.validation.*), translated where shown with the key's bounds.
import { z } from 'zod/mini';
import { isKnownRegion } from '#contract/approval-request.schema.ts';
import { DEFAULT_CONTACT_CENTS, DEFAULT_PRICING } from '#contract/pricing.ts';

/** An integer setting: its bounds, and whether it is money (cents, typed as dollars). */
export interface IntegerBounds {
  kind: 'integer' | 'money';
  min: number;
  max: number;
}

const integer = (kind: IntegerBounds['kind'], min: number, max: number) => {
  const message = kind === 'money' ? 'adminSettings.validation.money' : 'adminSettings.validation.integer';
  return { schema: z.int(message).check(z.minimum(min, message), z.maximum(max, message)), bounds: { kind, min, max } as IntegerBounds };
};

const COUNTRY_MESSAGE = 'adminSettings.validation.countries';
export const MAX_COUNTRIES = 250;

/** Upper-cased, trimmed, each once, in the order given. */
const countryList = z.pipe(
  z
    .array(
      z
        .string(COUNTRY_MESSAGE)
        .check(
          z.trim(),
          z.toUpperCase(),
          z.regex(/^[A-Z]{2}$/, { message: COUNTRY_MESSAGE, abort: true }),
          z.refine(isKnownRegion, COUNTRY_MESSAGE),
        ),
      COUNTRY_MESSAGE,
    )
    .check(z.maxLength(MAX_COUNTRIES, COUNTRY_MESSAGE)),
  z.transform((codes: string[]) => [...new Set(codes)]),
);

const defaultContactPrice = integer('money', 50, 100_000);
const bulkUnitPrice = integer('money', 50, 100_000);
// At most 100: a checkout holds at most 100 contacts (checkout.schema.ts).
const bulkThreshold = integer('integer', 2, 100);
const dailyCap = integer('integer', 1, 1000);
// At most 144 h (6 days): a card authorisation that is not captured lapses after seven days,
// and the day between leaves time to capture.
const approvalDeadline = integer('integer', 1, 144);
const reviewPromise = integer('integer', 1, 720);

/** Every setting: its value's schema and the value it has while its row is missing or invalid. */
export const SETTINGS = {
  default_contact_price_cents: { schema: defaultContactPrice.schema, bounds: defaultContactPrice.bounds, default: DEFAULT_CONTACT_CENTS },
  bulk_unit_price_cents: { schema: bulkUnitPrice.schema, bounds: bulkUnitPrice.bounds, default: DEFAULT_PRICING.bulkUnitCents },
  bulk_threshold: { schema: bulkThreshold.schema, bounds: bulkThreshold.bounds, default: DEFAULT_PRICING.bulkThreshold },
  max_purchases_per_buyer_per_day: { schema: dailyCap.schema, bounds: dailyCap.bounds, default: 20 },
  approve_each_buyer_countries: { schema: countryList, bounds: null, default: ['US'] as string[] },
  approval_deadline_hours: { schema: approvalDeadline.schema, bounds: approvalDeadline.bounds, default: 72 },
  mfa_required: { schema: z.boolean('adminSettings.validation.boolean'), bounds: null, default: false },
  review_promise_hours: { schema: reviewPromise.schema, bounds: reviewPromise.bounds, default: 48 },
} as const;

export type SettingKey = keyof typeof SETTINGS;
export const SETTING_KEYS = Object.keys(SETTINGS) as SettingKey[];
export type Settings = { -readonly [K in SettingKey]: z.output<(typeof SETTINGS)[K]['schema']> };

export function isSettingKey(key: string): key is SettingKey {
  return Object.hasOwn(SETTINGS, key);
}

/** A setting's default, as a fresh value (a list may be changed by its reader). */
export function defaultSetting<K extends SettingKey>(key: K): Settings[K] {
  return structuredClone(SETTINGS[key].default) as Settings[K];
}

/** PATCH /api/admin/settings: any of the settings, each by its own schema; no other key. */
export const UpdateSettingsSchema = z
  .strictObject({
    default_contact_price_cents: z.optional(SETTINGS.default_contact_price_cents.schema),
    bulk_unit_price_cents: z.optional(SETTINGS.bulk_unit_price_cents.schema),
    bulk_threshold: z.optional(SETTINGS.bulk_threshold.schema),
    max_purchases_per_buyer_per_day: z.optional(SETTINGS.max_purchases_per_buyer_per_day.schema),
    approve_each_buyer_countries: z.optional(SETTINGS.approve_each_buyer_countries.schema),
    approval_deadline_hours: z.optional(SETTINGS.approval_deadline_hours.schema),
    mfa_required: z.optional(SETTINGS.mfa_required.schema),
    review_promise_hours: z.optional(SETTINGS.review_promise_hours.schema),
  })
  .check(z.refine((body) => Object.keys(body).length > 0, 'adminSettings.validation.nothingToSave'));
export type UpdateSettings = z.output<typeof UpdateSettingsSchema>;
export type UpdateSettingsInput = z.input<typeof UpdateSettingsSchema>;

/** One row of GET /api/admin/settings: the value in force (the default when the row is missing or invalid). */
export const SettingRowSchema = z.object({
  key: z.enum(SETTING_KEYS as [SettingKey, ...SettingKey[]]),
  value: z.unknown(),
  description: z.nullable(z.string()),
  updatedBy: z.nullable(z.string()),
  updatedAt: z.nullable(z.string()),
});
export type SettingRow = z.infer<typeof SettingRowSchema>;

export const SettingsPageSchema = z.object({ settings: z.array(SettingRowSchema), canEdit: z.boolean() });
export type SettingsPage = z.infer<typeof SettingsPageSchema>;
