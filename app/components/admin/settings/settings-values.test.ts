import { describe, expect, it } from 'vitest';
import { defaultSetting, SETTING_KEYS, type SettingRow } from '#contract/admin-settings.schema.ts';
import { buildUpdate, dirtyKeys, errorsBySetting, formValuesOf } from './settings-values.ts';

const rows: SettingRow[] = SETTING_KEYS.map((key) => ({
  key,
  value: defaultSetting(key),
  description: null,
  updatedBy: null,
  updatedAt: null,
}));

describe('the settings form values', () => {
  it('shows money as dollars, lists as commas, and sends only what changed, in cents', () => {
    const saved = formValuesOf(rows);
    expect(saved).toMatchObject({
      default_contact_price_cents: '2.00',
      bulk_threshold: '10',
      approve_each_buyer_countries: 'US',
      mfa_required: false,
    });
    const values = { ...saved, default_contact_price_cents: '$3.5', approve_each_buyer_countries: 'us, de', bulk_threshold: '10 ' };
    expect(dirtyKeys(values, saved)).toEqual(['default_contact_price_cents', 'approve_each_buyer_countries']);
    expect(buildUpdate(values, dirtyKeys(values, saved))).toEqual({
      ok: true,
      body: { default_contact_price_cents: 350, approve_each_buyer_countries: ['US', 'DE'] },
    });
  });

  it('refuses what the schemas refuse, by setting', () => {
    const saved = formValuesOf(rows);
    const values = { ...saved, bulk_threshold: '1', bulk_unit_price_cents: '1.234', approve_each_buyer_countries: 'USA' };
    expect(buildUpdate(values, dirtyKeys(values, saved))).toEqual({
      ok: false,
      errors: {
        bulk_unit_price_cents: 'adminSettings.validation.money',
        bulk_threshold: 'adminSettings.validation.integer',
        approve_each_buyer_countries: 'adminSettings.validation.countries',
      },
    });
  });

  it("puts the API's field errors on their settings", () => {
    expect(
      errorsBySetting({
        'approve_each_buyer_countries.1': ['adminSettings.validation.countries'],
        other: ['x'],
        bulk_threshold: ['a', 'b'],
      }),
    ).toEqual({ approve_each_buyer_countries: 'adminSettings.validation.countries', bulk_threshold: 'a' });
  });
});
