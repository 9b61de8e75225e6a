// Migration 00035 moves data: the first name each stored disclosure form gave is copied to
// orders.buyer_first_name (what her requests and block labels read from then on); the forms stay
// in clear for the server to seal at start-up (api/buyers/buyer-disclosure.ts), since SQL cannot.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { buyerDisclosure } from '#tests/factories/disclosure.factory.ts';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';

let db: MigratingDatabase;

beforeAll(async () => {
  db = await databaseAtMigration(34);
});
afterAll(async () => {
  await db?.drop();
});

describe('migration 00035', () => {
  it("copies each form's first name beside it and leaves orders without a form as they were", async () => {
    const sql = db.sql;
    const profile = await insertProfile(sql);
    const withForm = await insertOrder(sql, [profile.id], { status: 'awaiting_approval' });
    await sql`UPDATE orders SET buyer_disclosure = ${sql.json(buyerDisclosure({ firstName: ' Walter ' }))} WHERE id = ${withForm.id}`;
    const without = await insertOrder(sql, [profile.id]);

    expect(await db.migrateTo(35)).toEqual(['00035_retention_and_sealed_disclosures.sql']);
    const rows = await sql<{ id: number; firstName: string | null; plain: unknown; sealed: string | null }[]>`
      SELECT id, buyer_first_name AS "firstName", buyer_disclosure AS plain, buyer_disclosure_sealed AS sealed
      FROM orders ORDER BY id`;
    expect(rows).toEqual([
      { id: withForm.id, firstName: 'Walter', plain: buyerDisclosure({ firstName: ' Walter ' }), sealed: null },
      { id: without.id, firstName: null, plain: null, sealed: null },
    ]);
  });
});
