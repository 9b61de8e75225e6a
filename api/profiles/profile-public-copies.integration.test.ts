// The trigger-kept copies of 00004 against real PostgreSQL: the JSON PostgreSQL writes equals
// what the contract's rules give in JavaScript (media.ts, initials, contact flags) for ordinary
// and odd profiles; public_profile_json and public_profile_search hold exactly the public
// profiles after every kind of write, also from concurrent transactions; and a searched
// X-Total-Count brought up to date from the change rows equals a fresh count at every step.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '#contract/media.ts';
import { CatalogCardSchema, CONTACT_CHANNELS, PublicProfileSchema } from '#contract/profile.schema.ts';
import { buildProfile, insertProfile, insertProfiles } from '#db/seed/factories/profile.factory.ts';
import { startCatalogApi } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startCatalogApi>>;
let tmp: string;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-copies-'));
  server = await startCatalogApi(db.sql, tmp);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function get(url: string) {
  const res = await fetch(`${server.url}${url}`);
  const text = await res.text();
  return { res, status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

/** The public predicate (00008; public-profile.integration.test.ts holds it to the rule). */
const PUBLIC = 'is_public';

interface RawRow {
  id: number;
  release_policy: string;
  first_name: string;
  last_name: string | null;
  age: number;
  location: string;
  about_me: string | null;
  price: string;
  primary_photo: string | null;
  photos: string[];
  inactive_photos: string[];
  videos: string[];
  inactive_videos: string[];
  occupation: string | null;
  personality_tags: string[];
  contact_methods: Record<string, string>;
  shared_channels: string[];
  verified: boolean;
  is_featured: boolean;
  created_at: Date;
  [column: string]: unknown;
}

/** The contract's rules in JavaScript (what the API did before PostgreSQL wrote the JSON). */
function expectedProfile(row: RawRow) {
  const inactivePhotos = new Set(row.inactive_photos);
  const inactiveVideos = new Set(row.inactive_videos);
  const photos = row.photos.filter((p) => !inactivePhotos.has(p));
  const primary = row.primary_photo && !inactivePhotos.has(row.primary_photo) ? row.primary_photo : (photos[0] ?? null);
  const contactMethods = Object.fromEntries(
    CONTACT_CHANNELS.map((c) => [c, row.shared_channels.includes(c) && (row.contact_methods[c] ?? '').replace(/^ +| +$/g, '') !== '']),
  );
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: (row.last_name ?? '').replace(/^ +/, '').slice(0, 1),
    age: row.age,
    location: row.location,
    aboutMe: row.about_me ?? '',
    price: row.price,
    primaryPhoto: primary === null ? null : mediaUrl(primary),
    photos: photos.map(mediaUrl),
    videos: row.videos.filter((v) => !inactiveVideos.has(v)).map(mediaUrl),
    occupation: row.occupation,
    personalityTags: row.personality_tags,
    contactMethods,
    verified: row.verified,
    isFeatured: row.is_featured,
    createdAt: row.created_at.toISOString(),
    slugEn: row.slug_en,
    slugEs: row.slug_es,
    slugIt: row.slug_it,
    slugDe: row.slug_de,
    slugNl: row.slug_nl,
    slugPt: row.slug_pt,
    releasePolicy: row.release_policy,
    height: row.height,
    education: row.education,
    relationshipStatus: row.relationship_status,
    languages: row.languages,
    children: row.children,
    smoking: row.smoking,
    drinking: row.drinking,
    interests: row.interests,
    lookingFor: row.looking_for,
    bodyType: row.body_type,
    ethnicity: row.ethnicity,
    religion: row.religion,
  };
}

const name = (n: number, ext: string) => `${String(n).padStart(8, '0')}-3333-4333-8333-333333333333.${ext}`;

/** Every copy equals what the profiles table says now. */
async function expectCopiesExact() {
  const [json] = await db.sql<{ bad: number }[]>`
    SELECT count(*)::int AS bad FROM (
      (SELECT p.id, profile_card_json(p) AS card, profile_details_json(p) AS details FROM profiles p WHERE ${db.sql.unsafe(PUBLIC)}
       EXCEPT SELECT id, card, details FROM public_profile_json)
      UNION ALL
      (SELECT id, card, details FROM public_profile_json
       EXCEPT SELECT p.id, profile_card_json(p), profile_details_json(p) FROM profiles p WHERE ${db.sql.unsafe(PUBLIC)})
    ) AS d`;
  const [search] = await db.sql<{ bad: number }[]>`
    SELECT count(*)::int AS bad FROM (
      (SELECT id, search_text, lower(location), age, created_at FROM profiles WHERE ${db.sql.unsafe(PUBLIC)}
       EXCEPT SELECT id, search_text, location_key, age, created_at FROM public_profile_search)
      UNION ALL
      (SELECT id, search_text, location_key, age, created_at FROM public_profile_search
       EXCEPT SELECT id, search_text, lower(location), age, created_at FROM profiles WHERE ${db.sql.unsafe(PUBLIC)})
    ) AS d`;
  expect({ json: json?.bad, search: search?.bad }).toEqual({ json: 0, search: 0 });
}

describe('the JSON PostgreSQL writes', () => {
  it('equals the contract rules in JavaScript, for ordinary and odd profiles', async () => {
    const odd = [
      // legacy URLs, an /uploads/ path, an upper-case video extension, a name without a dot
      {
        photos: ['https://cdn.example.org/a.JPG', 'HTTP://old.example.org/b', '/uploads/images/c.webp', name(1, 'png')],
        primaryPhoto: '/uploads/images/c.webp',
        videos: [name(2, 'MP4'), name(3, 'webm'), 'mov', name(4, 'gif')],
        inactiveVideos: [name(3, 'webm')],
      },
      // the primary photo inactive: the first active one; every photo inactive: null
      { photos: [name(5, 'jpg'), name(6, 'jpeg')], primaryPhoto: name(5, 'jpg'), inactivePhotos: [name(5, 'jpg')] },
      { photos: [name(7, 'jpg')], primaryPhoto: null, inactivePhotos: [name(7, 'jpg')], videos: [] },
      { photos: [], primaryPhoto: null },
      // no last name, blank and unshared contact values, quotes, backslashes, control characters
      {
        lastName: null,
        aboutMe: null,
        occupation: null,
        contactMethods: { whatsapp: '   ', email: 'e@example.com', telegram: 'tg' },
        sharedChannels: ['whatsapp' as const, 'email' as const],
      },
      { lastName: '  ñúñez', firstName: 'Zoë "Z" \\ O\'Neil', aboutMe: 'line\nbreak\ttab \u0001 </script> ✓ 😀' },
      { lastName: 'Ortiz', height: null, education: null, languages: [], interests: [], isFeatured: true, verified: false, price: '0.50' },
      { createdAt: new Date('2026-03-01T12:00:00.123Z') },
    ];
    const ids = [...(await Promise.all(odd.map((o) => insertProfile(db.sql, o)))).map((p) => p.id)];
    ids.push(
      ...(await insertProfiles(
        db.sql,
        Array.from({ length: 30 }, () => buildProfile({ status: 'ACTIVE', isApproved: true })),
      )),
    );
    // microseconds: JavaScript dates keep milliseconds (truncated), so does the JSON
    await db.sql`UPDATE profiles SET created_at = '2026-03-01 12:00:00.987654+00' WHERE id = ${ids[0] as number}`;

    const rows = await db.sql<RawRow[]>`SELECT * FROM profiles WHERE id = ANY (${ids}::int[]) AND ${db.sql.unsafe(PUBLIC)} ORDER BY id`;
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const r = await get(`/api/profiles/${row.id}`);
      expect(r.status).toBe(200);
      expect(r.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
      const expected = expectedProfile(row);
      expect(r.body, `profile ${row.id}`).toEqual(expected);
      expect(Object.keys(r.body)).toEqual(Object.keys(expected));
      expect(PublicProfileSchema.safeParse(r.body).success).toBe(true);
    }
    const first = rows.find((row) => row.id === ids[0]);
    expect(first && expectedProfile(first).createdAt).toBe('2026-03-01T12:00:00.987Z');

    // the feed's cards are the same values minus the profile-only fields
    const cards = new Map<number, unknown>();
    let cursor = '';
    for (let i = 0; i < 100; i++) {
      const page = await get(`/api/sync/catalog?limit=7&cursor=${cursor}`);
      for (const change of page.body.changes) if (change.kind === 'upsert') cards.set(change.profile.id, change.profile);
      cursor = page.body.cursor;
      if (page.body.snapshotComplete) break;
    }
    for (const row of rows) {
      const card = CatalogCardSchema.parse(cards.get(row.id));
      const {
        height,
        education,
        relationshipStatus,
        languages,
        children,
        smoking,
        drinking,
        interests,
        lookingFor,
        bodyType,
        ethnicity,
        religion,
        ...expected
      } = expectedProfile(row);
      expect(card).toEqual(expected);
    }
  }, 120_000); // some 40 requests and a feed read: on a busy machine they outlast the default 30 s
});

describe('public_profile_json and public_profile_search', () => {
  it('hold exactly the public profiles after every kind of write', async () => {
    const p = await Promise.all(Array.from({ length: 8 }, () => insertProfile(db.sql, { aboutMe: 'copy check' })));
    const [a, b, c, d, e, f, g, h] = p.map((x) => x.id) as [number, number, number, number, number, number, number, number];
    await expectCopiesExact();
    await db.sql`UPDATE profiles SET about_me = 'Canción nueva', age = 44, location = 'Santiago' WHERE id = ${a}`;
    await db.sql`UPDATE profiles SET photos = photos || ${name(9, 'mp4')}::text WHERE id = ${b}`;
    await db.sql`UPDATE profiles SET contact_methods = '{"phone": "555-0100"}', shared_channels = '{phone}' WHERE id = ${c}`;
    await db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${d}`;
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${e}`;
    await db.sql`UPDATE profiles SET deleted_at = now() WHERE id = ${f}`;
    await db.sql`DELETE FROM profiles WHERE id = ${g}`;
    await db.sql`UPDATE profiles SET id = 900000 WHERE id = ${h}`;
    await expectCopiesExact();
    await db.sql`UPDATE profiles SET status = 'ACTIVE' WHERE id = ${d}`;
    await db.sql`UPDATE profiles SET deleted_at = NULL, first_name = 'Restaurada' WHERE id = ${f}`;
    await db.sql`UPDATE profiles SET email = 'private@example.com', updated_at = now() WHERE id = ${a}`;
    await expectCopiesExact();
    const [card] = await db.sql<{ card: string }[]>`SELECT card FROM public_profile_json WHERE id = ${c}`;
    expect(JSON.parse(card?.card ?? '{}').contactMethods).toMatchObject({ phone: true, whatsapp: false });
    expect(card?.card).not.toContain('555-0100');
  });

  it('stay exact under concurrent writers, and searched totals equal a fresh count at every step', async () => {
    const WRITERS = 4;
    // Writer w edits the profiles i ≡ w (mod 4) and keeps their ages in {20 + 2w, 21 + 2w}, so no
    // two writers touch the same row of public_profile_counts (00002): none waits for another,
    // all four are open at once, and they commit in the order the test picks.
    const ageOf = (i: number, value: number) => 20 + 2 * (i % WRITERS) + (value < 0.5 ? 0 : 1);
    await insertProfiles(
      db.sql,
      Array.from({ length: 40 }, (_, i) =>
        buildProfile({
          aboutMe: i % 2 ? 'zqx baile' : 'zqx playa',
          age: ageOf(i, (Math.floor(i / WRITERS) % 2) / 2),
          location: i % 3 ? 'Santiago' : 'La Romana',
        }),
      ),
    );
    const queries = ['search=zqx', 'search=zqx%20baile', 'search=ZQX&location=santiago', 'search=zqx&minAge=24&maxAge=26&sort=youngest'];
    const fresh = async (query: string) => {
      const params = new URLSearchParams(query);
      const words = (params.get('search') ?? '').toLowerCase().split(' ');
      const [row] = await db.sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM profiles
        WHERE ${db.sql.unsafe(PUBLIC)}
          AND search_text LIKE ${`%${words[0]}%`} AND search_text LIKE ${`%${words[1] ?? ''}%`}
          AND (${params.get('location')}::text IS NULL OR lower(location) = lower(${params.get('location')}))
          AND age BETWEEN ${Number(params.get('minAge') ?? 18)} AND ${Number(params.get('maxAge') ?? 99)}`;
      return row?.n;
    };
    const expectTotals = async (step: string) => {
      for (const query of queries) {
        const r = await get(`/api/profiles?${query}&limit=5`);
        expect(Number(r.res.headers.get('x-total-count')), `${step}: ${query}`).toBe(await fresh(query));
      }
    };
    await expectTotals('start'); // counted: later steps go through the change rows

    const ids = (await db.sql<{ id: number }[]>`SELECT id FROM profiles WHERE search_text LIKE '%zqx%' ORDER BY id`).map((r) => r.id);
    let seed = 7;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pickIndex = (w: number) => {
      const mine = ids.flatMap((_, i) => (i % WRITERS === w ? [i] : []));
      return mine[Math.floor(random() * mine.length)] as number;
    };
    /** One edit of profile ids[i]; every random choice is made here, before any query runs. */
    const edit = (i: number, column: number) => {
      const id = ids[i] as number;
      const value = random();
      if (column === 0)
        return (sql: postgres.ISql) => sql`UPDATE profiles SET about_me = ${value < 0.5 ? 'zqx baile' : 'nada'} WHERE id = ${id}`;
      if (column === 1) return (sql: postgres.ISql) => sql`UPDATE profiles SET age = ${ageOf(i, value)} WHERE id = ${id}`;
      if (column === 2)
        return (sql: postgres.ISql) => sql`UPDATE profiles SET status = ${value < 0.5 ? 'INACTIVE' : 'ACTIVE'} WHERE id = ${id}`;
      if (column === 3)
        return (sql: postgres.ISql) => sql`UPDATE profiles SET location = ${value < 0.5 ? 'SANTIAGO' : 'Punta Cana'} WHERE id = ${id}`;
      return (sql: postgres.ISql) => sql`UPDATE profiles SET deleted_at = ${value < 0.5 ? new Date() : null} WHERE id = ${id}`;
    };

    const writers = Array.from({ length: WRITERS }, () => postgres(db.url, { max: 1, onnotice: () => undefined }));
    let releases: (() => void)[] = [];
    let done: Promise<unknown>[] = [];
    try {
      for (let round = 0; round < 4; round++) {
        const plans = writers.map((_, w) => Array.from({ length: 3 }, () => edit(pickIndex(w), Math.floor(random() * 4))));
        const order = [...writers.keys()].sort(() => random() - 0.5);
        const later = [0, 1, 2, 3, 4].map((column) => edit(Math.floor(random() * ids.length), column));
        const opened: Promise<void>[] = [];
        releases = [];
        done = writers.map((writer, w) => {
          let open: () => void = () => undefined;
          opened.push(new Promise<void>((resolve) => (open = resolve)));
          const release = new Promise<void>((resolve) => releases.push(resolve));
          return writer.begin(async (tx) => {
            for (const step of plans[w] ?? []) await step(tx);
            open();
            await release;
          });
        });
        // all four transactions have written and wait (or one failed: its error ends the test)
        await Promise.race([Promise.all(opened), Promise.all(done)]);
        await expectTotals(`round ${round}, all open`);
        // commit them one at a time in the picked order, each fully, checking the totals in between
        for (const w of order) {
          releases[w]?.();
          await done[w];
          await expectTotals(`round ${round}, writer ${w} committed`);
        }
        for (const step of later) await step(db.sql);
        await expectTotals(`round ${round}, after single edits`);
        await expectCopiesExact();
      }
    } finally {
      // a failed check leaves writers open: let them commit and wait for them before closing
      for (const release of releases) release();
      await Promise.allSettled(done);
      await Promise.all(writers.map((w) => w.end({ timeout: 5 })));
    }
  }, 120_000);
});
