// The public predicate has one owner (profiles.is_public, 00008): the column agrees with the
// JavaScript rule for every combination of its inputs, and every trigger-kept copy (the JSON and
// search copies, the per-city totals, the public media, the change feed) follows the column when
// a profile moves from public to each combination and back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile, type ProfileStatus } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { isPublicProfile, type PublicityFields, publicProfile } from './public-profile.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

const WHEN = new Date('2026-02-01T10:00:00Z');
const combinations: (PublicityFields & { status: ProfileStatus })[] = (['PENDING', 'ACTIVE', 'INACTIVE'] as const).flatMap((status) =>
  [true, false].flatMap((isApproved) =>
    [null, WHEN].flatMap((consentWithdrawnAt) =>
      [null, WHEN].flatMap((deletedAt) =>
        [null, WHEN].map((pausedAt) => ({ status, isApproved, consentWithdrawnAt, deletedAt, pausedAt })),
      ),
    ),
  ),
);
const label = (c: PublicityFields) =>
  `${c.status}${c.isApproved ? ' approved' : ''}${c.consentWithdrawnAt ? ' withdrawn' : ''}${c.deletedAt ? ' deleted' : ''}${c.pausedAt ? ' paused' : ''}`;

const photo = (n: number) => `${String(n).padStart(8, '0')}-5555-4555-8555-555555555555.webp`;

interface Presence {
  column: boolean;
  fragment: boolean;
  json: boolean;
  search: boolean;
  media: boolean;
  feed: string | null;
}

/** Where the profile shows up now: the column, the TS fragment, and each copy the triggers keep. */
async function presence(id: number): Promise<Presence> {
  const [row] = await db.sql<Presence[]>`
    SELECT p.is_public AS column,
           ${publicProfile(db.sql, 'p')} AS fragment,
           EXISTS (SELECT 1 FROM public_profile_json j WHERE j.id = p.id) AS json,
           EXISTS (SELECT 1 FROM public_profile_search s WHERE s.id = p.id) AS search,
           EXISTS (SELECT 1 FROM public_media m WHERE m.profile_id = p.id) AS media,
           (SELECT c.kind FROM catalog_changes c WHERE c.profile_id = p.id ORDER BY c.seq DESC LIMIT 1) AS feed
    FROM profiles p WHERE p.id = ${id}`;
  if (!row) throw new Error(`no profile ${id}`);
  return row;
}

/** The kept per-city totals equal a fresh count of the public rows. */
async function expectCountsExact() {
  const [row] = await db.sql<{ bad: number }[]>`
    SELECT count(*)::int AS bad FROM (
      (SELECT lower(location), age, count(*)::int FROM profiles WHERE is_public GROUP BY 1, 2
       EXCEPT SELECT location_key, age, n FROM public_profile_counts WHERE n > 0)
      UNION ALL
      (SELECT location_key, age, n FROM public_profile_counts WHERE n > 0
       EXCEPT SELECT lower(location), age, count(*)::int FROM profiles WHERE is_public GROUP BY 1, 2)
    ) AS d`;
  expect(row?.bad).toBe(0);
}

function expected(isPublic: boolean): Presence {
  return { column: isPublic, fragment: isPublic, json: isPublic, search: isPublic, media: isPublic, feed: isPublic ? 'upsert' : null };
}

describe('the public predicate', () => {
  it('has 48 combinations, one of them public', () => {
    expect(combinations).toHaveLength(48);
    expect(combinations.filter(isPublicProfile).map(label)).toEqual(['ACTIVE approved']);
  });

  it('in PostgreSQL agrees with the JavaScript rule for every combination, and the copies follow it', async () => {
    for (const [i, c] of combinations.entries()) {
      const p = await insertProfile(db.sql, { ...c, photos: [photo(i)], primaryPhoto: photo(i), location: `Town ${i % 3}` });
      expect(await presence(p.id), label(c)).toEqual(expected(isPublicProfile(c)));
    }
    await expectCountsExact();
  });

  it('moves every copy when a public profile changes to each combination and back', async () => {
    for (const [i, c] of combinations.entries()) {
      const p = await insertProfile(db.sql, { photos: [photo(100 + i)], primaryPhoto: photo(100 + i), location: `Town ${i % 3}` });
      expect(await presence(p.id)).toEqual(expected(true));
      await db.sql`
        UPDATE profiles SET status = ${c.status}, is_approved = ${c.isApproved},
          consent_withdrawn_at = ${c.consentWithdrawnAt}, deleted_at = ${c.deletedAt}, paused_at = ${c.pausedAt ?? null}
        WHERE id = ${p.id}`;
      const isPublic = isPublicProfile(c);
      expect(await presence(p.id), label(c)).toEqual({ ...expected(isPublic), feed: isPublic ? 'upsert' : 'delete' });
      await expectCountsExact();
      await db.sql`
        UPDATE profiles SET status = 'ACTIVE', is_approved = true, consent_withdrawn_at = NULL, deleted_at = NULL, paused_at = NULL
        WHERE id = ${p.id}`;
      expect(await presence(p.id), `${label(c)}, then public again`).toEqual(expected(true));
      await expectCountsExact();
    }
  });
});
