// Migration 00022 (analytics) moves data: the change feed's existing rows get their public_delta
// (did the row move a profile into the public view, out of it, or neither), and rows written
// afterwards get it from the trigger, by the same rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '#tests/factories/profile.factory.ts';
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
  it('marks the moves into and out of the public view, for rows before it and after it', async () => {
    const sql = db.sql;
    const ana = await insertProfile(sql, { firstName: 'Ana' });
    await sql`UPDATE profiles SET about_me = 'An edit while public' WHERE id = ${ana.id}`;
    await sql`UPDATE profiles SET paused_at = now() WHERE id = ${ana.id}`;
    await sql`UPDATE profiles SET paused_at = NULL WHERE id = ${ana.id}`;
    const bea = await insertProfile(sql, { firstName: 'Bea' });
    await sql`DELETE FROM profiles WHERE id = ${bea.id}`;

    expect(await db.migrateTo(22)).toEqual(['00022_analytics.sql']);
    expect(await deltas(ana.id)).toEqual(['upsert+', 'upsert0', 'delete-', 'upsert+']);
    expect(await deltas(bea.id)).toEqual(['upsert+', 'delete-']);

    await sql`UPDATE profiles SET about_me = 'Another edit' WHERE id = ${ana.id}`;
    await sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${ana.id}`;
    await sql`UPDATE profiles SET status = 'ACTIVE' WHERE id = ${ana.id}`;
    expect(await deltas(ana.id)).toEqual(['upsert+', 'upsert0', 'delete-', 'upsert+', 'upsert0', 'delete-', 'upsert+']);
    const cara = await insertProfile(sql, { firstName: 'Cara' });
    await sql`TRUNCATE profiles CASCADE`;
    expect(await deltas(cara.id)).toEqual(['upsert+', 'delete-']);
  });
});
