// Migration 00022 (analytics) moves data: the change feed's existing rows get their public_delta
// (did the row move a profile into the public view, out of it, or neither) and the items of paid
// orders their payment time; rows written afterwards get both from the triggers, by the same rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';

let db: MigratingDatabase;

beforeAll(async () => {
  db = await databaseAtMigration(21);
});
afterAll(async () => {
  await db?.drop();
});

const deltas = async (profileId: number) =>
  (
    await db.sql<{ kind: string; delta: number }[]>`
      SELECT kind, public_delta AS delta FROM catalog_changes WHERE profile_id = ${profileId} ORDER BY seq`
  ).map((r) => `${r.kind}${r.delta > 0 ? '+' : r.delta < 0 ? '-' : '0'}`);

describe('migration 00022', () => {
  it('marks the moves into and out of the public view and each item’s payment time, for rows before it and after it', async () => {
    const sql = db.sql;
    const ana = await insertProfile(sql, { firstName: 'Ana' });
    await sql`UPDATE profiles SET about_me = 'An edit while public' WHERE id = ${ana.id}`;
    await sql`UPDATE profiles SET paused_at = now() WHERE id = ${ana.id}`;
    await sql`UPDATE profiles SET paused_at = NULL WHERE id = ${ana.id}`;
    const bea = await insertProfile(sql, { firstName: 'Bea' });
    const paidAt = new Date('2025-06-01T10:00:00Z');
    const paid = await insertOrder(sql, [ana.id, bea.id], { completedAt: paidAt });
    const waiting = await insertOrder(sql, [ana.id], { status: 'awaiting_approval', completedAt: paidAt });
    const unpaid = await insertOrder(sql, [bea.id], { status: 'pending' });
    await sql`DELETE FROM profiles WHERE id = ${bea.id}`;

    expect(await db.migrateTo(22)).toEqual(['00022_analytics.sql']);
    expect(await deltas(ana.id)).toEqual(['upsert+', 'upsert0', 'delete-', 'upsert+']);
    expect(await deltas(bea.id)).toEqual(['upsert+', 'delete-']);
    const paidAtOf = async (orderId: number) =>
      (await sql<{ paidAt: Date | null }[]>`SELECT paid_at AS "paidAt" FROM order_items WHERE order_id = ${orderId} ORDER BY id`).map(
        (r) => r.paidAt?.toISOString() ?? null,
      );
    expect(await paidAtOf(paid.id)).toEqual([paidAt.toISOString(), paidAt.toISOString()]);
    expect(await paidAtOf(waiting.id)).toEqual([paidAt.toISOString()]);
    expect(await paidAtOf(unpaid.id)).toEqual([null]);

    // from here the triggers keep it: an order paid later, one that stops being paid, a new item
    const later = new Date('2025-06-02T08:00:00Z');
    await sql`UPDATE orders SET status = 'completed', completed_at = ${later} WHERE id = ${unpaid.id}`;
    expect(await paidAtOf(unpaid.id)).toEqual([later.toISOString()]);
    await sql`UPDATE orders SET status = 'failed' WHERE id = ${waiting.id}`;
    expect(await paidAtOf(waiting.id)).toEqual([null]);
    const cara = await insertProfile(sql, { firstName: 'Cara' });
    const fresh = await insertOrder(sql, [cara.id], { completedAt: later });
    expect(await paidAtOf(fresh.id)).toEqual([later.toISOString()]);

    await sql`UPDATE profiles SET about_me = 'Another edit' WHERE id = ${ana.id}`;
    await sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${ana.id}`;
    await sql`UPDATE profiles SET status = 'ACTIVE' WHERE id = ${ana.id}`;
    expect(await deltas(ana.id)).toEqual(['upsert+', 'upsert0', 'delete-', 'upsert+', 'upsert0', 'delete-', 'upsert+']);
    await sql`TRUNCATE profiles CASCADE`;
    expect(await deltas(cara.id)).toEqual(['upsert+', 'delete-']);
  });
});
