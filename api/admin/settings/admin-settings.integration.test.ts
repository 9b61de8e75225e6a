// The settings page's API over HTTP (decision 031): every setting listed with its
// description and last editor for any admin, editable by superadmins only; each key checked by its
// schema (a bad value is a 400 naming the setting, never a 500), each change audited with its old
// and new value in the write's transaction; the public pricing follows; a broken row reads as its
// default.
import http from 'node:http';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { SETTING_KEYS, type SettingKey, SettingsPageSchema } from '#contract/admin-settings.schema.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import { cookieClient, usingAuthApp } from '#tests/auth-client.ts';
import { readSetting, readSettings } from '../../settings/settings.ts';

const ctx = usingAuthApp();

const auditRows = (key: string) => ctx.db.sql<{ adminId: number | null; targetType: string; details: Record<string, unknown> }[]>`
  SELECT admin_id AS "adminId", target_type AS "targetType", details FROM admin_activity_log
  WHERE action = 'settings.update' AND target_id = ${key} ORDER BY id`;

const stored = async (key: string) =>
  (await ctx.db.sql<{ value: unknown }[]>`SELECT value FROM admin_settings WHERE key = ${key}`)[0]?.value;

/** A good value different from the default, and bad ones, for every key. */
const CASES: Record<SettingKey, { from: unknown; to: unknown; saved?: unknown; bad: unknown[] }> = {
  default_contact_price_cents: { from: 200, to: 350, bad: [49, 100_001, 2.5, '300', null] },
  bulk_unit_price_cents: { from: 100, to: 75, bad: [0, -100, 1.5, 'cheap', true] },
  bulk_threshold: { from: 10, to: 3, bad: [1, 101, 2.5, '10', []] },
  max_purchases_per_buyer_per_day: { from: 20, to: 5, bad: [0, 1001, 7.5, {}] },
  approve_each_buyer_countries: {
    from: ['US'],
    to: [' de', 'us', 'DE'],
    saved: ['DE', 'US'],
    bad: ['US', ['USA'], ['XX'], ['1A'], [1], Array.from({ length: 251 }, () => 'US')],
  },
  approval_deadline_hours: { from: 72, to: 48, bad: [0, 169, 1.5, '72'] },
  mfa_required: { from: false, to: true, bad: ['yes', 1, null] },
  review_promise_hours: { from: 48, to: 24, bad: [0, 721, 'soon'] },
};

describe('GET /api/admin/settings', () => {
  it('when an admin asks, then every setting comes with its value, description and last editor, read-only; a superadmin may edit', async () => {
    const { client } = await signedInAdmin(ctx, 'admin');
    const res = await client.get('/api/admin/settings');
    expect(res.status).toBe(200);
    const body = res.body as { settings: { key: string; value: unknown; description: string | null }[]; canEdit: boolean };
    SettingsPageSchema.parse(body);
    expect(body.canEdit).toBe(false);
    expect(body.settings.map((s) => s.key)).toEqual(SETTING_KEYS);
    expect(Object.fromEntries(body.settings.map((s) => [s.key, s.value]))).toEqual(
      Object.fromEntries(SETTING_KEYS.map((key) => [key, CASES[key].from])),
    );
    for (const setting of body.settings) {
      expect(setting.description, setting.key).toMatch(/^.{20,}$/);
      expect(setting).toMatchObject({ updatedBy: null, updatedAt: expect.any(String) });
    }
    const superadmin = await signedInAdmin(ctx, 'superadmin');
    expect((await superadmin.client.get('/api/admin/settings')).body).toMatchObject({ canEdit: true });
  });
});

describe('PATCH /api/admin/settings', () => {
  it('when a superadmin saves a good value of each setting, then it is stored and audited with its old and new value; the same value again changes nothing', async () => {
    const { admin, client } = await signedInAdmin(ctx, 'superadmin');
    for (const key of SETTING_KEYS) {
      const { from, to, saved = to } = CASES[key];
      const res = await client.patch('/api/admin/settings', { [key]: to });
      expect(res.status, `${key}: ${JSON.stringify(res.body)}`).toBe(200);
      SettingsPageSchema.parse(res.body);
      const row = (res.body as { settings: { key: string; value: unknown; updatedBy: string | null }[] }).settings.find(
        (s) => s.key === key,
      );
      expect(row).toMatchObject({ value: saved, updatedBy: admin.username });
      expect(await stored(key)).toEqual(saved);
      expect(await auditRows(key)).toEqual([{ adminId: admin.id, targetType: 'setting', details: { [key]: { from, to: saved } } }]);

      if (key === 'mfa_required') {
        // While MFA is required this superadmin (not enrolled) may only enrol: switch it off again here.
        await ctx.db.sql`UPDATE admin_settings SET value = 'false' WHERE key = 'mfa_required'`;
        continue;
      }
      expect((await client.patch('/api/admin/settings', { [key]: saved })).status).toBe(200);
      expect(await auditRows(key)).toHaveLength(1);
    }
    // Several at once: one audit row each, and back to the defaults for the tests below.
    const changed = SETTING_KEYS.filter((key) => key !== 'mfa_required');
    expect((await client.patch('/api/admin/settings', Object.fromEntries(changed.map((key) => [key, CASES[key].from])))).status).toBe(200);
    for (const key of changed) {
      expect(await stored(key)).toEqual(CASES[key].from);
      expect(await auditRows(key)).toHaveLength(2);
      expect((await auditRows(key)).at(-1)?.details).toEqual({ [key]: { from: CASES[key].saved ?? CASES[key].to, to: CASES[key].from } });
    }
  });

  it('when a value is of the wrong type or out of bounds, then 400 with the error under its key, and nothing changes', async () => {
    const { client } = await signedInAdmin(ctx, 'superadmin');
    const before = await ctx.db.sql`SELECT key, value, updated_at FROM admin_settings ORDER BY key`;
    const audited = (await ctx.db.sql`SELECT count(*)::int AS n FROM admin_activity_log WHERE action = 'settings.update'`)[0]?.n;
    for (const key of SETTING_KEYS) {
      for (const bad of CASES[key].bad) {
        const res = await client.patch('/api/admin/settings', { [key]: bad });
        expect(res.status, `${key} = ${JSON.stringify(bad)}`).toBe(400);
        const fieldErrors = (res.body as { fieldErrors: Record<string, string[]> }).fieldErrors;
        expect(
          Object.keys(fieldErrors).every((path) => path === key || path.startsWith(`${key}.`)),
          JSON.stringify(fieldErrors),
        ).toBe(true);
        expect(Object.values(fieldErrors).flat()[0]).toMatch(/^adminSettings\.validation\./);
      }
    }
    // one bad value spoils the whole save
    expect((await client.patch('/api/admin/settings', { bulk_threshold: 4, review_promise_hours: 0 })).status).toBe(400);
    expect(await ctx.db.sql`SELECT key, value, updated_at FROM admin_settings ORDER BY key`).toEqual(before);
    expect((await ctx.db.sql`SELECT count(*)::int AS n FROM admin_activity_log WHERE action = 'settings.update'`)[0]?.n).toBe(audited);
  });

  it('when a key is not a setting, or nothing is sent, then 400 naming it', async () => {
    const { client } = await signedInAdmin(ctx, 'superadmin');
    const unknown = await client.patch('/api/admin/settings', { bulk_threshold: 5, free_money: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ fieldErrors: { free_money: ['adminSettings.validation.unknown'] } });
    expect(await stored('bulk_threshold')).toBe(10);
    expect((await client.patch('/api/admin/settings', {})).status).toBe(400);
    expect((await client.patch('/api/admin/settings', ['bulk_threshold'])).status).toBe(400);
  });

  it('when an admin (not super) or a guest tries, then 403 / 401 and nothing changes', async () => {
    const { client } = await signedInAdmin(ctx, 'admin');
    expect((await client.patch('/api/admin/settings', { bulk_threshold: 2 })).status).toBe(403);
    expect((await cookieClient(ctx.app.url, { origin: true }).patch('/api/admin/settings', { bulk_threshold: 2 })).status).toBe(401);
    expect(await stored('bulk_threshold')).toBe(10);
  });

  it('the MFA page switch writes the same setting, audited alike', async () => {
    const { admin, client } = await signedInAdmin(ctx, 'superadmin');
    const before = await auditRows('mfa_required');
    expect((await client.put('/api/admin/settings/mfa-required', { required: true })).status).toBe(200);
    try {
      expect(await readSetting(ctx.db.sql, 'mfa_required')).toBe(true);
      expect((await client.get('/api/admin/mfa')).body).toMatchObject({ required: true });
      expect((await auditRows('mfa_required')).slice(before.length)).toEqual([
        { adminId: admin.id, targetType: 'setting', details: { mfa_required: { from: false, to: true } } },
      ]);
    } finally {
      await ctx.db.sql`UPDATE admin_settings SET value = 'false' WHERE key = 'mfa_required'`;
    }
  });
});

describe('GET /api/pricing and the reader', () => {
  it('answers the tier rule in force, revalidated by its ETag, and follows the settings', async () => {
    const res = await fetch(`${ctx.app.url}/api/pricing`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, no-cache');
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    // node:http, because fetch adds Cache-Control: no-cache to conditional requests
    const revalidated = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${ctx.app.url}/api/pricing`, { headers: { 'If-None-Match': etag ?? '' } }, (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        })
        .on('error', reject);
    });
    expect(revalidated).toBe(304);
    expect(await res.json()).toEqual({
      bulkThreshold: 10,
      bulkUnitCents: 100,
      defaultContactCents: 200,
      currency: 'USD',
      approvalCountries: ['US'],
      approvalDeadlineHours: 72,
    });

    const { client } = await signedInAdmin(ctx, 'superadmin');
    await client.patch('/api/admin/settings', {
      bulk_threshold: 2,
      bulk_unit_price_cents: 80,
      default_contact_price_cents: 250,
      approve_each_buyer_countries: ['US', 'CA'],
      approval_deadline_hours: 30,
    });
    try {
      expect(await (await fetch(`${ctx.app.url}/api/pricing`)).json()).toEqual({
        bulkThreshold: 2,
        bulkUnitCents: 80,
        defaultContactCents: 250,
        currency: 'USD',
        approvalCountries: ['US', 'CA'],
        approvalDeadlineHours: 30,
      });
    } finally {
      await client.patch('/api/admin/settings', {
        bulk_threshold: 10,
        bulk_unit_price_cents: 100,
        default_contact_price_cents: 200,
        approve_each_buyer_countries: ['US'],
        approval_deadline_hours: 72,
      });
    }
  });

  it('when a row is missing or fails its schema, then its default applies and the row is logged', async () => {
    const warnings: unknown[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(JSON.parse(line)) });
    const rollback = new Error('rollback');
    const inTransaction = ctx.db.sql.begin(async (tx) => {
      await tx`UPDATE admin_settings SET value = '"lots"' WHERE key = 'bulk_threshold'`;
      await tx`DELETE FROM admin_settings WHERE key = 'review_promise_hours'`;
      const settings = await readSettings(tx, log);
      expect(settings.bulk_threshold).toBe(10);
      expect(settings.review_promise_hours).toBe(48);
      expect(await readSetting(tx, 'approve_each_buyer_countries')).toEqual(['US']);
      expect(warnings).toEqual([expect.objectContaining({ key: 'bulk_threshold', value: 'lots' })]);
      throw rollback;
    });
    await expect(inTransaction).rejects.toBe(rollback);
    expect(await stored('bulk_threshold')).toBe(10);
  });
});
