// Before/after tests of the migrations that move data: a database at the migration before, rows
// as that version stored them, then the migration, and the rows it derived or rewrote checked
// against what the rows say. 00006 has its own in api/media/public-media.integration.test.ts;
// 00003, 00005 and 00007 add columns, tables and triggers but move no data (their behaviour is
// tested where it is used).
import { afterEach, describe, expect, it } from 'vitest';
import { isPublicProfile } from '#api/profiles/public-profile.ts';
import { insertProfile, type ProfileFields } from '#db/seed/factories/profile.factory.ts';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';

let db: MigratingDatabase | undefined;

afterEach(async () => {
  await db?.drop();
  db = undefined;
});

async function at(id: number): Promise<MigratingDatabase> {
  db = await databaseAtMigration(id);
  return db;
}

const WHEN = new Date('2026-02-01T10:00:00Z');
const photo = (n: number, ext = 'webp') => `${String(n).padStart(8, '0')}-7777-4777-8777-777777777777.${ext}`;

/** One profile of each way not to be public, and a few public ones, as rows of 00001. */
const MIX: Partial<ProfileFields>[] = [
  { firstName: 'María', lastName: 'Núñez', aboutMe: 'Canción y BAILE', location: 'Santiago', age: 25 },
  { firstName: 'Ana', location: 'SANTIAGO', age: 25 },
  { firstName: 'Lucía', location: 'La Romana', age: 31, aboutMe: null, lastName: null },
  { firstName: 'Pending', status: 'PENDING', isApproved: false, location: 'Santiago', age: 25 },
  { firstName: 'Inactive', status: 'INACTIVE', location: 'Santiago', age: 25 },
  { firstName: 'Unapproved', isApproved: false, location: 'Santiago', age: 25 },
  { firstName: 'Withdrawn', consentWithdrawnAt: WHEN, location: 'La Romana', age: 31 },
  { firstName: 'Deleted', deletedAt: WHEN, location: 'La Romana', age: 31 },
];

async function insertMix(target: MigratingDatabase): Promise<{ id: number; isPublic: boolean }[]> {
  const rows = [];
  for (const [i, fields] of MIX.entries()) {
    const p = await insertProfile(target.sql, { photos: [photo(i)], primaryPhoto: photo(i), videos: [], ...fields });
    rows.push({ id: p.id, isPublic: isPublicProfile(p) });
  }
  return rows;
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);

describe('00002_profile_search', () => {
  it('derives the search text of existing rows and counts the public ones by city and age', async () => {
    const target = await at(1);
    const mix = await insertMix(target);
    expect(await target.migrateTo(2)).toEqual(['00002_profile_search.sql']);

    const [maria] = await target.sql<{ searchText: string }[]>`
      SELECT search_text AS "searchText" FROM profiles WHERE id = ${mix[0]?.id as number}`;
    expect(maria?.searchText).toBe('maria nunez cancion y baile');
    const counts = await target.sql<{ locationKey: string; age: number; n: number }[]>`
      SELECT location_key AS "locationKey", age, n FROM public_profile_counts ORDER BY 1, 2`;
    // the two public rows of Santiago (whatever the case), the one of La Romana; none of the others
    expect(counts).toEqual([
      { locationKey: 'la romana', age: 31, n: 1 },
      { locationKey: 'santiago', age: 25, n: 2 },
    ]);
  });
});

describe('00004_catalog_perf', () => {
  it('copies exactly the public rows into the JSON and search tables, as the triggers then keep them', async () => {
    const target = await at(3);
    const mix = await insertMix(target);
    expect(await target.migrateTo(4)).toEqual(['00004_catalog_perf.sql']);

    const json = await target.sql<{ id: number; card: string; details: string; fresh: boolean }[]>`
      SELECT j.id, j.card, j.details,
             (j.card, j.details) = (profile_card_json(p), profile_details_json(p)) AS fresh
      FROM public_profile_json j JOIN profiles p USING (id) ORDER BY j.id`;
    expect(json.map((r) => r.id)).toEqual(ids(mix.filter((r) => r.isPublic)));
    expect(json.every((r) => r.fresh)).toBe(true);
    expect(JSON.parse(json[0]?.card ?? '{}')).toMatchObject({ firstName: 'María', lastName: 'N', age: 25, location: 'Santiago' });
    expect(JSON.parse(`${json[0]?.card.slice(0, -1)}${json[0]?.details}}`)).toHaveProperty('languages');

    const search = await target.sql<{ id: number; searchText: string; locationKey: string; age: number }[]>`
      SELECT id, search_text AS "searchText", location_key AS "locationKey", age FROM public_profile_search ORDER BY id`;
    expect(search.map((r) => r.id)).toEqual(ids(mix.filter((r) => r.isPublic)));
    expect(search[0]).toMatchObject({ searchText: 'maria nunez cancion y baile', locationKey: 'santiago', age: 25 });
  });
});

describe('00008_public_predicate', () => {
  it('computes is_public for existing rows by the rule, leaves the copies as they were, and the triggers read it', async () => {
    const target = await at(7);
    const mix = await insertMix(target);
    const copies = async () => ({
      json: await target.sql`SELECT id, card, details FROM public_profile_json ORDER BY id`,
      search: await target.sql`SELECT * FROM public_profile_search ORDER BY id`,
      media: await target.sql`SELECT * FROM public_media ORDER BY kind, name, profile_id`,
      counts: await target.sql`SELECT * FROM public_profile_counts WHERE n > 0 ORDER BY location_key, age`,
      changes: await target.sql`SELECT seq, profile_id, kind FROM catalog_changes ORDER BY seq`,
    });
    const before = await copies();
    expect(await target.migrateTo(8)).toEqual(['00008_public_predicate.sql']);

    const rows = await target.sql<{ id: number; isPublic: boolean }[]>`
      SELECT id, is_public AS "isPublic" FROM profiles ORDER BY id`;
    expect(rows).toEqual(mix);
    expect(await copies()).toEqual(before);

    // the rewritten triggers: a withdrawal removes every copy and writes a tombstone; a profile
    // that becomes public gets them
    const [first, , , pending] = mix as [{ id: number }, unknown, unknown, { id: number }];
    await target.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${first.id}`;
    await target.sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${pending.id}`;
    const after = await target.sql<{ id: number; json: boolean; media: boolean; change: string }[]>`
      SELECT p.id, EXISTS (SELECT 1 FROM public_profile_json j WHERE j.id = p.id) AS json,
             EXISTS (SELECT 1 FROM public_media m WHERE m.profile_id = p.id) AS media,
             (SELECT kind FROM catalog_changes c WHERE c.profile_id = p.id ORDER BY seq DESC LIMIT 1) AS change
      FROM profiles p WHERE p.id IN (${first.id}, ${pending.id}) ORDER BY p.id`;
    expect(after).toEqual([
      { id: first.id, json: false, media: false, change: 'delete' },
      { id: pending.id, json: true, media: true, change: 'upsert' },
    ]);
    const counts = await target.sql<{ locationKey: string; age: number; n: number }[]>`
      SELECT location_key AS "locationKey", age, n FROM public_profile_counts WHERE n > 0 ORDER BY 1, 2`;
    expect(counts).toEqual([
      { locationKey: 'la romana', age: 31, n: 1 },
      { locationKey: 'santiago', age: 25, n: 2 },
    ]);
  });
});
