// Migration 00031 rebuilds the public search text of the profiles already there: only her first
// name, the initial of her last name and her about text, in the profile and in its search copy.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';

let db: MigratingDatabase;

beforeAll(async () => {
  db = await databaseAtMigration(28);
});
afterAll(async () => {
  await db?.drop();
});

describe('migration 00031', () => {
  it('drops all but the initial of the last name from the search text of existing profiles and their search copy', async () => {
    const sql = db.sql;
    const elena = await insertProfile(sql, { firstName: 'Elena', lastName: 'Valdés', aboutMe: 'Pinto acuarelas.' });
    const texts = async () => {
      const [row] = await sql<{ own: string; copy: string }[]>`
        SELECT p.search_text AS own, s.search_text AS copy
        FROM profiles p JOIN public_profile_search s ON s.id = p.id WHERE p.id = ${elena.id}`;
      return row;
    };
    expect((await texts())?.own).toContain('valdes');
    const [{ seq: before } = { seq: '0' }] = await sql<
      { seq: string }[]
    >`SELECT coalesce(max(seq), 0) AS seq FROM public_search_count_changes`;

    expect(await db.migrateTo(31)).toContain('00031_public_search_and_pending_email.sql');
    expect(await texts()).toEqual({ own: 'elena v pinto acuarelas.', copy: 'elena v pinto acuarelas.' });
    // a reset row: every cached searched total counts again
    const resets = await sql`
      SELECT 1 FROM public_search_count_changes WHERE seq > ${before} AND old_search_text IS NULL AND new_search_text IS NULL`;
    expect(resets.length).toBe(1);

    // and the generated column keeps the rule for later writes
    await sql`UPDATE profiles SET last_name = 'Ñúñez' WHERE id = ${elena.id}`;
    expect(await texts()).toEqual({ own: 'elena n pinto acuarelas.', copy: 'elena n pinto acuarelas.' });
  });
});
