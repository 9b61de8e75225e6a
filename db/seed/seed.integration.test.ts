// The demo catalogue against real PostgreSQL and a real disk store: complete profiles, real
// WebP pictures without metadata, the synthetic demo video on ten profiles, fictitious contact
// values only, one transaction, no reseed.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage, type MediaStorage } from '#api/storage/storage.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { DEMO_CREDENTIALS } from './credentials.ts';
import { DEMO_VIDEO_PROFILES, isEmpty, SeedRefusedError, seed } from './seed.ts';
import { CITIES, HEIGHTS, INTERESTS, PERSONALITY_TAGS } from './vocabulary.ts';

/** Every contact value must be one of these fictitious forms. */
const FICTITIOUS = [
  /^[a-z0-9.]+@example\.(com|org)$/, // reserved example domains
  /^\+1 (809|829|849) 555 01\d\d$/, // the 555-0100…0199 fictional range
  /^@demo_[a-z0-9_]+$/, // demo handles
  /^demo\.[a-z0-9.]+$/, // demo facebook names
];

function isFictitious(value: string): boolean {
  return FICTITIOUS.some((pattern) => pattern.test(value));
}

type ProfileRow = Record<string, unknown> & {
  id: number;
  status: string;
  age: number;
  photos: string[];
  contact_methods: Record<string, string>;
};

describe('demo seed', () => {
  let db: TestDatabase;
  let root: string;
  let storage: MediaStorage;
  const messages: string[] = [];
  let result: { profiles: number; media: number };
  let seconds = 0;

  beforeAll(async () => {
    db = await createTestDatabase();
    root = await mkdtemp(path.join(os.tmpdir(), 'contacto-seed-'));
    storage = createDiskStorage(root);
    expect(await isEmpty(db.sql)).toBe(true);
    const started = performance.now();
    result = await seed(db.sql, { storage, log: (m) => messages.push(m) });
    seconds = (performance.now() - started) / 1000;
  }, 180_000);

  afterAll(async () => {
    await db?.drop();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('loads at least 120 profiles with their pictures, reporting progress every 20 profiles', async () => {
    const [counts] = await db.sql<{ profiles: number; media: number }[]>`
      SELECT (SELECT count(*)::int FROM profiles) AS profiles, (SELECT count(*)::int FROM media_files) AS media`;
    expect(result.profiles).toBeGreaterThanOrEqual(120);
    expect(counts).toEqual({ profiles: result.profiles, media: result.media });
    for (const n of [20, 40, 60, 80, 100, 120]) {
      expect(messages).toContain(`seed: pictures for ${n}/120 profiles`);
    }
    // the time is reported, not asserted (budgets live in bench/, STYLE.md)
    console.info(`seeded ${result.profiles} profiles and ${result.media} media files in ${seconds.toFixed(1)} s`);
  });

  it('fills every field of every profile plausibly', async () => {
    const profiles = await db.sql<ProfileRow[]>`SELECT * FROM profiles ORDER BY id`;
    // set by her own actions or a moderator's answer, never by the seed
    const optional = new Set([
      'consent_withdrawn_at',
      'deleted_at',
      'paused_at',
      'pending_edit',
      'pending_edit_at',
      'review_decision',
      'review_reason',
      'reviewed_at',
      'reviewed_by',
      'first_decided_at',
      'approved_at',
    ]);
    const mayBeEmpty = new Set(['videos', 'inactive_photos', 'inactive_videos']);
    for (const p of profiles) {
      for (const [column, value] of Object.entries(p)) {
        if (optional.has(column)) {
          expect(value, `${column} of ${p.id}`).toBeNull();
          continue;
        }
        expect(value, `${column} of ${p.id}`).not.toBeNull();
        if (typeof value === 'string') expect(value.trim(), `${column} of ${p.id}`).not.toBe('');
        if (Array.isArray(value) && !mayBeEmpty.has(column)) expect(value.length, `${column} of ${p.id}`).toBeGreaterThan(0);
      }
      expect(p.age).toBeGreaterThanOrEqual(18);
      expect(p.age).toBeLessThanOrEqual(45);
      expect(HEIGHTS).toContain(p.height);
      expect(CITIES).toContain(p.location);
      expect(p.photos.length).toBeGreaterThanOrEqual(3);
      expect(p.photos.length).toBeLessThanOrEqual(8);
      for (const i of p.interests as string[]) expect(INTERESTS).toContain(i);
      for (const t of p.personality_tags as string[]) expect(PERSONALITY_TAGS).toContain(t);
      expect(p.consent_text_version).toBe('v1');
      expect(p.consent_ip_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.keys(p.contact_methods).sort()).toEqual([...(p.shared_channels as string[])].sort());
      expect(p.slug_en).toMatch(/^[a-z0-9-]+$/);
    }
  });

  it('has a mix of statuses with twelve featured, all of them public', async () => {
    const rows = await db.sql<{ status: string; n: number; featured: number; approved: number }[]>`
      SELECT status, count(*)::int AS n, count(*) FILTER (WHERE is_featured)::int AS featured,
             count(*) FILTER (WHERE is_approved)::int AS approved
      FROM profiles GROUP BY status`;
    const by = Object.fromEntries(rows.map((r) => [r.status, r]));
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    expect(by.ACTIVE?.n ?? 0).toBeGreaterThan(total * 0.6);
    expect(by.ACTIVE?.n ?? 0).toBeLessThan(total * 0.9);
    expect(by.PENDING?.n ?? 0).toBeGreaterThan(0);
    expect(by.INACTIVE?.n ?? 0).toBeGreaterThan(0);
    expect(by.ACTIVE?.featured).toBe(12);
    expect(by.ACTIVE?.approved).toBe(by.ACTIVE?.n);
    expect((by.PENDING?.featured ?? 0) + (by.INACTIVE?.featured ?? 0)).toBe(0);
    // the change feed already holds every public profile
    const [feed] = await db.sql<{ n: number }[]>`SELECT count(DISTINCT profile_id)::int AS n FROM catalog_changes`;
    expect(feed?.n).toBe(by.ACTIVE?.n);
  });

  it('stores no contact value outside example.com/example.org, 555-01xx numbers and demo handles', async () => {
    const rows = await db.sql<{ value: string }[]>`
      SELECT value FROM profiles, jsonb_each_text(contact_methods)
      UNION ALL
      SELECT value FROM order_items, jsonb_each_text(coalesce(contact_info, '{}'))
      UNION ALL
      SELECT email FROM profiles UNION ALL SELECT email FROM users UNION ALL SELECT email FROM admin_users
      UNION ALL SELECT customer_email FROM orders`;
    expect(rows.length).toBeGreaterThan(120);
    const bad = rows.map((r) => r.value).filter((v) => !isFictitious(v));
    expect(bad).toEqual([]);
  });

  it('writes every picture as a 600x800 WebP without EXIF, XMP or ICC metadata', async () => {
    const photos = (await db.sql<{ name: string }[]>`SELECT unnest(photos) AS name FROM profiles`).map((r) => r.name);
    const files = await readdir(path.join(root, 'images'));
    expect(files.sort()).toEqual([...photos].sort());
    expect(new Set(photos).size).toBe(photos.length);
    for (const name of photos) {
      expect(name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/);
      const data = await storage.get('images', name);
      expect(data, name).not.toBeNull();
      const meta = await sharp(data as Buffer).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 600, height: 800 });
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
    }
  });

  it('gives the synthetic demo video to ten public profiles, each copy a WebM media file of its own', async () => {
    const rows = await db.sql<{ status: string; is_featured: boolean; videos: string[] }[]>`
      SELECT status, is_featured, videos FROM profiles WHERE cardinality(videos) > 0`;
    expect(rows).toHaveLength(DEMO_VIDEO_PROFILES);
    expect(rows.every((r) => r.status === 'ACTIVE')).toBe(true);
    expect(rows.some((r) => r.is_featured)).toBe(true);
    expect(rows.filter((r) => r.videos.length === 2)).toHaveLength(2);
    const names = rows.flatMap((r) => r.videos);
    expect(new Set(names).size).toBe(DEMO_VIDEO_PROFILES + 2);
    expect((await readdir(path.join(root, 'videos'))).sort()).toEqual([...names].sort());
    const media = await db.sql<{ name: string; content_type: string; size_bytes: number; width: number }[]>`
      SELECT name, content_type, size_bytes, width FROM media_files WHERE kind = 'videos'`;
    expect(media.map((m) => m.name).sort()).toEqual([...names].sort());
    for (const row of media) {
      expect(row.name).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webm$/);
      const data = await storage.get('videos', row.name);
      expect(data?.length).toBe(row.size_bytes);
      // a WebM (EBML) file, small enough for a demo
      expect(data?.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
      expect(row.size_bytes).toBeLessThan(300_000);
      expect(row).toMatchObject({ content_type: 'video/webm', width: 640 });
    }
  });

  it('creates the demo accounts with argon2id hashes of the printed passwords', async () => {
    const admins = await db.sql<{ username: string; role: string; password_hash: string }[]>`
      SELECT username, role, password_hash FROM admin_users ORDER BY id`;
    expect(admins.map((a) => [a.username, a.role])).toEqual([
      [DEMO_CREDENTIALS.superadmin.username, 'superadmin'],
      [DEMO_CREDENTIALS.admin.username, 'admin'],
    ]);
    expect(admins[0]?.password_hash).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(admins[0]?.password_hash ?? '', DEMO_CREDENTIALS.superadmin.password)).toBe(true);
    expect(await argon2.verify(admins[1]?.password_hash ?? '', DEMO_CREDENTIALS.admin.password)).toBe(true);
    const [user] = await db.sql<{ email: string; password_hash: string; favourites: number; orders: number }[]>`
      SELECT u.email, u.password_hash,
             (SELECT count(*)::int FROM user_favorites f WHERE f.user_id = u.id) AS favourites,
             (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id AND o.status = 'completed') AS orders
      FROM users u`;
    expect(user?.email).toBe(DEMO_CREDENTIALS.user.email);
    expect(await argon2.verify(user?.password_hash ?? '', DEMO_CREDENTIALS.user.password)).toBe(true);
    expect(user?.favourites).toBeGreaterThan(0);
    expect(user?.orders).toBe(1);
  });

  it('when seeding a second time, then it is refused and nothing is added', async () => {
    expect(await isEmpty(db.sql)).toBe(false);
    const before = (await readdir(path.join(root, 'images'))).length + (await readdir(path.join(root, 'videos'))).length;
    await expect(seed(db.sql, { storage, profiles: 3 })).rejects.toBeInstanceOf(SeedRefusedError);
    const [row] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM profiles`;
    expect(row?.n).toBe(result.profiles);
    expect((await readdir(path.join(root, 'images'))).length + (await readdir(path.join(root, 'videos'))).length).toBe(before);
  });
});

describe('demo seed failure', () => {
  it('when the transaction fails, then no row is left and the pictures are removed again', async () => {
    const db = await createTestDatabase();
    const root = await mkdtemp(path.join(os.tmpdir(), 'contacto-seed-fail-'));
    try {
      // a site user already holding the demo username makes the last inserts fail
      await db.sql`
        INSERT INTO users (email, username, password_hash)
        VALUES ('someone@example.com', ${DEMO_CREDENTIALS.user.username.toUpperCase()}, 'x')`;
      expect(await isEmpty(db.sql)).toBe(true);
      await expect(seed(db.sql, { storage: createDiskStorage(root), profiles: 4 })).rejects.toThrow(/users_username_lower_key/);
      const [row] = await db.sql<{ profiles: number; admins: number; media: number }[]>`
        SELECT (SELECT count(*)::int FROM profiles) AS profiles, (SELECT count(*)::int FROM admin_users) AS admins,
               (SELECT count(*)::int FROM media_files) AS media`;
      expect(row).toEqual({ profiles: 0, admins: 0, media: 0 });
      expect(await readdir(path.join(root, 'images'))).toEqual([]);
      expect(await readdir(path.join(root, 'videos')).catch(() => [])).toEqual([]);
    } finally {
      await db.drop();
      await rm(root, { recursive: true, force: true });
    }
  }, 60_000);
});
