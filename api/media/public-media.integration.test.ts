// The trigger-kept table of 00006 against real PostgreSQL: public_media holds exactly the
// /uploads files that the public JSON shows (mediaUrl of the contract, active items of public
// profiles) after every kind of write, TRUNCATE included; and the migration back-fills it and
// queues, for the first purge, what left the public view before it existed.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaUrl } from '#contract/media.ts';
import type { Queryable } from '#db/connection.ts';
import { insertProfile, type ProfileFields } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { databaseAtMigration, type MigratingDatabase } from '#tests/migrations.ts';
import { isPublicProfile } from '../profiles/public-profile.ts';

const PUBLIC_MEDIA_MIGRATION = 6;

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

interface MediaRow {
  id: number;
  status: string;
  isApproved: boolean;
  consentWithdrawnAt: Date | null;
  deletedAt: Date | null;
  photos: string[];
  inactive_photos: string[];
  videos: string[];
  inactive_videos: string[];
}

const LOCAL = /^\/uploads\/(images|videos)\/([^/]+)$/;

/** What public_media must hold, from the contract's rules in JavaScript. */
async function expectedPublicMedia(sql: Queryable): Promise<string[]> {
  const rows = await sql<MediaRow[]>`
    SELECT id, status, is_approved AS "isApproved", consent_withdrawn_at AS "consentWithdrawnAt", deleted_at AS "deletedAt",
           photos, inactive_photos, videos, inactive_videos
    FROM profiles`;
  const expected = new Set<string>();
  for (const row of rows) {
    if (!isPublicProfile(row)) continue;
    const shown = [
      ...row.photos.filter((p) => !row.inactive_photos.includes(p)),
      ...row.videos.filter((v) => !row.inactive_videos.includes(v)),
    ];
    for (const value of shown) {
      const match = LOCAL.exec(mediaUrl(value));
      if (match) expected.add(`${match[1]} ${match[2]} ${row.id}`);
    }
  }
  return [...expected].sort();
}

async function actualPublicMedia(sql: Queryable): Promise<string[]> {
  const rows = await sql<{ kind: string; name: string; profile_id: number }[]>`SELECT kind, name, profile_id FROM public_media`;
  return rows.map((r) => `${r.kind} ${r.name} ${r.profile_id}`).sort();
}

async function expectExact(sql: Queryable = db.sql) {
  expect(await actualPublicMedia(sql)).toEqual(await expectedPublicMedia(sql));
}

/** Ten profile ids. */
type Ten = [number, number, number, number, number, number, number, number, number, number];

const photo = () => `${randomUUID()}.webp`;
const video = () => `${randomUUID()}.mp4`;

describe('public_media', () => {
  it('holds exactly the files public profiles show after every kind of write', async () => {
    const shared = photo();
    const profiles = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        insertProfile(db.sql, {
          photos: [photo(), photo(), ...(i < 3 ? [shared] : [])],
          videos: i % 2 ? [video()] : [],
          status: i === 9 ? 'PENDING' : 'ACTIVE',
          isApproved: i !== 9,
        }),
      ),
    );
    const [a, b, c, d, e, f, g, h, i, pending] = profiles.map((p) => p.id) as Ten;
    await expectExact();
    expect(await actualPublicMedia(db.sql)).toEqual(expect.arrayContaining([`images ${shared} ${a}`, `images ${shared} ${b}`]));

    const odd = `${randomUUID()}.png`;
    const oddValues = [
      `/uploads/images/${odd}`,
      `/uploads/videos/${randomUUID()}.webp`, // the path decides the kind, not the extension
      `${randomUUID()}.MOV`,
      'https://elsewhere.example/x.jpg',
      'HTTP://elsewhere.example/y.mp4',
      'a/b.jpg',
      '/c.jpg',
      '/uploads/images/',
      '/uploads/images/w640/x.jpg',
      '/uploads/other/x.jpg',
      '',
      'no-extension',
      video(),
    ];
    await db.sql`UPDATE profiles SET photos = photos || ${oddValues}::text[] WHERE id = ${a}`;
    await db.sql`UPDATE profiles SET inactive_photos = photos[1:1], inactive_videos = videos WHERE id = ${b}`;
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${c}`;
    await db.sql`UPDATE profiles SET deleted_at = now() WHERE id = ${d}`;
    await db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${e}`;
    await db.sql`UPDATE profiles SET is_approved = false WHERE id = ${f}`;
    await db.sql`DELETE FROM profiles WHERE id = ${g}`;
    await db.sql`UPDATE profiles SET id = 900001 WHERE id = ${h}`;
    await db.sql`UPDATE profiles SET about_me = 'only words', email = 'x@example.com' WHERE id = ${i}`;
    await db.sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${pending}`;
    await expectExact();
    expect(await actualPublicMedia(db.sql)).toContain(`images ${odd} ${a}`);

    await db.sql`UPDATE profiles SET consent_withdrawn_at = NULL WHERE id = ${c}`;
    await db.sql`UPDATE profiles SET deleted_at = NULL, photos = ${[photo()]}, primary_photo = NULL WHERE id = ${d}`;
    await db.sql`UPDATE profiles SET inactive_photos = '{}', inactive_videos = '{}' WHERE id = ${b}`;
    await db.sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true`;
    await expectExact();
  });

  it('stays exact under a long random sequence of writes in several transactions', async () => {
    let seed = 11;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pool = Array.from({ length: 12 }, (_, k) => (k % 3 ? photo() : video()));
    const pick = () => pool[Math.floor(random() * pool.length)] as string;
    const ids = (await Promise.all(Array.from({ length: 12 }, () => insertProfile(db.sql, { photos: [pick()] })))).map((p) => p.id);
    const edits = [
      (tx: Queryable, id: number) => tx`UPDATE profiles SET status = ${random() < 0.5 ? 'INACTIVE' : 'ACTIVE'} WHERE id = ${id}`,
      (tx: Queryable, id: number) => tx`UPDATE profiles SET deleted_at = ${random() < 0.5 ? new Date() : null} WHERE id = ${id}`,
      (tx: Queryable, id: number) => tx`UPDATE profiles SET is_approved = ${random() < 0.7} WHERE id = ${id}`,
      (tx: Queryable, id: number) => {
        const items = [pick(), pick(), pick()].filter((v, k, all) => all.indexOf(v) === k);
        const photos = items.filter((v) => v.endsWith('.webp'));
        const videos = items.filter((v) => v.endsWith('.mp4'));
        return tx`
          UPDATE profiles SET photos = ${photos}, videos = ${videos}, primary_photo = ${photos[0] ?? null},
            inactive_photos = ${photos.slice(1, 2)}, inactive_videos = ${random() < 0.5 ? videos : []}
          WHERE id = ${id}`;
      },
      (tx: Queryable, id: number) => tx`UPDATE profiles SET inactive_photos = '{}', inactive_videos = '{}' WHERE id = ${id}`,
    ];
    for (let round = 0; round < 40; round++) {
      await db.sql.begin(async (tx) => {
        for (let k = 0; k < 3; k++) {
          const edit = edits[Math.floor(random() * edits.length)] as (typeof edits)[number];
          await edit(tx, ids[Math.floor(random() * ids.length)] as number);
        }
      });
      if (round % 10 === 9) await expectExact();
    }
    await expectExact();
  });

  it('when profiles are truncated, then nothing is public and every uploaded file is queued for the purge', async () => {
    const name = photo();
    await db.sql`INSERT INTO media_files (name, kind, content_type, size_bytes) VALUES (${name}, 'images', 'image/webp', 10)`;
    await insertProfile(db.sql, { photos: [name] });
    expect(await actualPublicMedia(db.sql)).not.toEqual([]);
    await db.sql`DELETE FROM media_purge_queue`;
    await db.sql`TRUNCATE profiles CASCADE`;
    expect(await actualPublicMedia(db.sql)).toEqual([]);
    const queued = await db.sql<{ name: string }[]>`SELECT name FROM media_purge_queue`;
    expect(queued.map((q) => q.name)).toContain(name);
  });
});

describe('migration 00006', () => {
  let fresh: MigratingDatabase | undefined;

  beforeAll(async () => {
    fresh = await databaseAtMigration(PUBLIC_MEDIA_MIGRATION - 1);
  });

  afterAll(async () => {
    await fresh?.drop();
  });

  it('back-fills public_media and queues what left the view before it, but no fresh upload', async () => {
    const sql = (fresh as MigratingDatabase).sql;

    const shared = photo();
    const profile = (fields: Partial<ProfileFields>) => insertProfile(sql, fields);
    const pub = await profile({ photos: [photo(), shared], videos: [video()] });
    const switchedOff = await profile({ photos: [photo(), photo()] });
    await sql`UPDATE profiles SET inactive_photos = photos[2:2] WHERE id = ${switchedOff.id}`;
    const withdrawn = await profile({ photos: [photo(), shared], consentWithdrawnAt: new Date() });
    const hardDeleted = photo();
    const freshUpload = photo();
    await sql`
      INSERT INTO media_files (name, kind, content_type, size_bytes, created_at) VALUES
        (${hardDeleted}, 'images', 'image/webp', 10, now() - interval '30 days'),
        (${freshUpload}, 'images', 'image/webp', 10, now()),
        (${pub.photos[0] as string}, 'images', 'image/webp', 10, now() - interval '30 days')`;

    expect(await fresh?.migrateTo(PUBLIC_MEDIA_MIGRATION)).toEqual(['00006_public_media.sql']);

    await expectExact(sql);
    expect(await actualPublicMedia(sql)).toEqual(
      [
        ...pub.photos.map((p) => `images ${p} ${pub.id}`),
        `videos ${pub.videos[0]} ${pub.id}`,
        `images ${switchedOff.photos[0]} ${switchedOff.id}`,
      ].sort(),
    );
    const queued = (await sql<{ kind: string; name: string }[]>`SELECT kind, name FROM media_purge_queue`).map(
      (q) => `${q.kind} ${q.name}`,
    );
    expect(queued.sort()).toEqual([`images ${switchedOff.photos[1]}`, `images ${withdrawn.photos[0]}`, `images ${hardDeleted}`].sort());
  });
});
