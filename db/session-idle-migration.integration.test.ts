// Migration 00033 brings the sessions already there under the 7-day idle rule: a session unused
// for longer expires at once (the hourly cleanup deletes it), one used recently 7 days after
// that use, never later than before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';

let db: MigratingDatabase;

beforeAll(async () => {
  db = await databaseAtMigration(31);
});
afterAll(async () => {
  await db?.drop();
});

describe('migration 00033', () => {
  it('moves the expiry of every site session to at most 7 days after its last use', async () => {
    const sql = db.sql;
    const user = await insertUser(sql);
    // as the API wrote them before: 30 days after the last use, within the 90-day cap
    const session = (id: string, lastUsedDaysAgo: number) => sql`
      INSERT INTO user_sessions (id, user_id, created_at, last_activity, expires_at, absolute_expires_at)
      VALUES (${id.padEnd(64, '0')}, ${user.id}, now() - interval '20 days',
        now() - make_interval(days => ${lastUsedDaysAgo}), now() - make_interval(days => ${lastUsedDaysAgo}) + interval '30 days',
        now() + interval '70 days')`;
    await session('idle', 10);
    await session('recent', 1);
    await sql`
      INSERT INTO user_sessions (id, user_id, created_at, last_activity, expires_at, absolute_expires_at)
      VALUES (${'nearcap'.padEnd(64, '0')}, ${user.id}, now() - interval '90 days', now() - interval '1 day',
        now() + interval '1 hour', now() + interval '1 hour')`;

    expect(await db.migrateTo(33)).toContain('00033_session_idle.sql');
    const rows = await sql<{ id: string; idleDays: number; fromNowHours: number }[]>`
      SELECT left(id, 7) AS id,
        round(extract(epoch FROM expires_at - last_activity) / 86400)::int AS "idleDays",
        round(extract(epoch FROM expires_at - now()) / 3600)::int AS "fromNowHours"
      FROM user_sessions ORDER BY id`;
    expect(rows).toEqual([
      { id: 'idle000', idleDays: 7, fromNowHours: -72 },
      { id: 'nearcap', idleDays: 1, fromNowHours: 1 },
      { id: 'recent0', idleDays: 7, fromNowHours: 144 },
    ]);
  });
});
