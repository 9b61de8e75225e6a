// GET /api/admin/analytics over HTTP: a small data set whose every number is
// worked out by hand below, over the last 7 UTC days (D0 … D6 = today).
import { beforeAll, describe, expect, it } from 'vitest';
import { type Analytics, AnalyticsSchema } from '#contract/admin-analytics.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { AWAITING_REVIEW, insertProfile } from '#db/seed/factories/profile.factory.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import type { CookieClient } from '#tests/auth-client.ts';
import { usingAuthApp } from '#tests/auth-client.ts';

const ctx = usingAuthApp();
let admin: CookieClient;

const DAY = 86_400_000;
const now = new Date();
const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
/** Day n of the range (0 … 6) at `hour` UTC; negative n: before the range. */
const at = (n: number, hour = 0) => new Date(today - (6 - n) * DAY + hour * 3_600_000);
const iso = (n: number) => at(n).toISOString().slice(0, 10);

let ana: number;
let bea: number;
let pending: number;

beforeAll(async () => {
  ({ client: admin } = await signedInAdmin(ctx, 'admin'));
  const sql = ctx.db.sql;

  // Two public profiles that sell; their arrival in (and Bea's departure from) the public view
  // is dated through their change-feed rows.
  ana = (await insertProfile(sql, { firstName: 'Ana', lastName: 'Sales', price: '5.00', createdAt: at(-30) })).id;
  bea = (await insertProfile(sql, { firstName: 'Bea', lastName: 'Sales', price: '3.00', createdAt: at(-30) })).id;
  await sql`UPDATE catalog_changes SET changed_at = ${at(0, 12)} WHERE profile_id = ${ana}`;
  await sql`UPDATE catalog_changes SET changed_at = ${at(2, 12)} WHERE profile_id = ${bea}`;
  await sql`UPDATE profiles SET about_me = 'Edited while public' WHERE id = ${bea}`;
  await sql`UPDATE catalog_changes SET changed_at = ${at(3, 12)} WHERE profile_id = ${bea} AND changed_at > ${at(3)}`;
  await sql`UPDATE profiles SET paused_at = now() WHERE id = ${bea}`;
  await sql`UPDATE catalog_changes SET changed_at = ${at(5, 12)} WHERE profile_id = ${bea} AND changed_at > ${at(4)}`;

  // Submissions answered in the range (hours to the first answer: 6, 36, 24, 72) and one before it.
  const answered = [
    { created: at(1), decided: at(1, 6), approved: true },
    { created: at(1), decided: at(2, 12), approved: false },
    { created: at(2), decided: at(3), approved: true },
    { created: at(2), decided: at(5), approved: false },
    { created: at(-20), decided: at(-10), approved: true },
  ];
  for (const s of answered) {
    const { id } = await insertProfile(sql, { ...AWAITING_REVIEW, createdAt: s.created });
    await sql`UPDATE profiles SET first_decided_at = ${s.decided}, approved_at = ${s.approved ? s.decided : null} WHERE id = ${id}`;
  }
  // Submitted today at midnight, approved through the API in the test (the trigger dates it).
  pending = (await insertProfile(sql, { ...AWAITING_REVIEW, createdAt: at(6) })).id;

  // Orders: paid ones count on the day they were paid; unpaid or failed ones never.
  const o1 = await insertOrder(sql, [ana], { completedAt: at(1, 10), createdAt: at(1, 9) });
  const o2 = await insertOrder(sql, [ana, bea], { completedAt: at(1, 15), createdAt: at(1, 15) });
  const o3 = await insertOrder(sql, [bea], { status: 'awaiting_approval', completedAt: at(3, 9), createdAt: at(3, 9) });
  await sql`UPDATE order_items SET release_status = 'declined' WHERE order_id = ${o3.id}`;
  await insertOrder(sql, [ana], { status: 'pending', createdAt: at(3, 10) });
  const failed = await insertOrder(sql, [bea], { status: 'failed', createdAt: at(4, 10) });
  const old = await insertOrder(sql, [ana], { completedAt: at(-10), createdAt: at(-10) });
  const refund = (orderId: number, cents: number, completedAt: Date | null) => sql`
    INSERT INTO order_refunds (order_id, kind, amount_cents, currency, status, provider_refund_id, completed_at)
    VALUES (${orderId}, 'admin', ${cents}, 'usd', ${completedAt ? 'succeeded' : 'pending'},
            ${completedAt ? `re_${orderId}_${cents}` : null}, ${completedAt})`;
  await refund(o2.id, 300, at(2, 10));
  // that refund gave back Bea's contact of o2 (an item refunded on its own, 00019): no longer a sale
  const [o2refund] = await sql<{ id: number }[]>`SELECT id FROM order_refunds WHERE order_id = ${o2.id}`;
  await sql`
    UPDATE order_items SET release_status = 'refunded', contact_info = NULL, refund_id = ${o2refund?.id ?? null}, refunded_at = ${at(2, 10)}
     WHERE order_id = ${o2.id} AND profile_id = ${bea}`;
  await refund(old.id, 100, at(4, 10));
  await refund(o1.id, 500, null);
  await refund(failed.id, 300, at(4, 11));
});

const report = async (query = '?range=7') => {
  const res = await admin.get(`/api/admin/analytics${query}`);
  if (res.status === 200) AnalyticsSchema.parse(res.body);
  return { status: res.status, body: res.body as unknown as Analytics };
};

describe('GET /api/admin/analytics', () => {
  it('answers each day of the range, zero-filled, with what was worked out by hand', async () => {
    const approve = await admin.post(`/api/admin/profiles/${pending}/approve`);
    expect(approve.status).toBe(200);
    await ctx.db.sql`DELETE FROM admin_settings WHERE key = 'review_promise_hours'`;

    const { status, body } = await report();
    expect(status).toBe(200);
    expect(body).toMatchObject({ range: '7', from: iso(0), to: iso(6), timezone: 'UTC' });
    expect(body.days.map((d) => d.day)).toEqual([0, 1, 2, 3, 4, 5, 6].map(iso));
    const column = (key: keyof Analytics['days'][number]) => body.days.map((d) => d[key]);
    expect(column('paidOrders')).toEqual([0, 2, 0, 1, 0, 0, 0]);
    expect(column('revenueCents')).toEqual([0, 1300, -300, 300, -100, 0, 0]);
    expect(column('refundedCents')).toEqual([0, 0, 300, 0, 100, 0, 0]);
    expect(column('submissions')).toEqual([0, 2, 2, 0, 0, 0, 1]);
    expect(column('approvals')).toEqual([0, 1, 0, 1, 0, 0, 1]);
    expect(column('catalogueSize')).toEqual([1, 1, 2, 2, 2, 1, 2]);
    expect(column('turnaroundMedianHours').slice(0, 6)).toEqual([null, 6, 36, 24, null, 72]);
    expect(column('turnaroundP90Hours').slice(0, 6)).toEqual([null, 6, 36, 24, null, 72]);
    // today's: the approval of a submission made at midnight, some hours ago
    expect(body.days[6]?.turnaroundMedianHours).toBeGreaterThanOrEqual(0);
    expect(body.days[6]?.turnaroundMedianHours).toBeLessThanOrEqual(24);

    // five first answers: 6, x (0-24), 24, 36, 72 hours; p90 = 36 + 0.6 × (72 - 36)
    expect(body.turnaround).toEqual({ promiseHours: 48, decisions: 5, medianHours: 24, p90Hours: 57.6, overPromise: 1 });
    // Bea's two contacts: one declined (o3), one refunded (o2): she sold nothing that stayed sold
    expect(body.topProfiles).toEqual([{ profileId: ana, name: 'Ana Sales', sales: 2, revenueCents: 1000, deleted: false }]);
  });

  it('judges the turnaround against review_promise_hours of the settings', async () => {
    await ctx.db.sql`
      INSERT INTO admin_settings (key, value) VALUES ('review_promise_hours', '30')
      ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
    const { body } = await report();
    expect(body.turnaround).toMatchObject({ promiseHours: 30, overPromise: 2 });
    await ctx.db.sql`UPDATE admin_settings SET value = '"soon"' WHERE key = 'review_promise_hours'`;
    expect((await report()).body.turnaround.promiseHours).toBe(48);
  });

  it('covers 30 days by default and 90 on request', async () => {
    const thirty = await report('');
    expect(thirty.body.range).toBe('30');
    expect(thirty.body.days).toHaveLength(30);
    const ninety = await report('?range=90');
    expect(ninety.body.days).toHaveLength(90);
    expect(ninety.body.days.reduce((sum, d) => sum + d.paidOrders, 0)).toBe(4);
  });

  it('answers 400 with field errors for a range it does not offer, never a 500', async () => {
    for (const query of ['?range=8', '?range=', '?range=abc', '?range=7&range=30', '?days=7']) {
      const res = await admin.get(`/api/admin/analytics${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors, query).toBeTruthy();
    }
  });
});
