// The public profile API over HTTP against real PostgreSQL: filters, sorts, accent- and
// case-insensitive search, paging with X-Total-Count, 400s, every kind of "not found", featured,
// and a scan of every public response for contact values.
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogCardSchema, LANGUAGES, PublicProfileSchema } from '#contract/profile.schema.ts';
import { type InsertedProfile, insertProfile } from '#db/seed/factories/profile.factory.ts';
import { secretValues, startCatalogApi } from '#tests/catalog-api.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startCatalogApi>>;
let tmp: string;

const DAY = 24 * 3600 * 1000;
const T = Date.parse('2026-03-01T12:00:00Z');
const at = (days: number) => new Date(T - days * DAY);
const photo = (n: number) => `${String(n).padStart(8, '0')}-1111-4111-8111-111111111111.webp`;
const video = (n: number) => `${String(n).padStart(8, '0')}-2222-4222-8222-222222222222.mp4`;

let maria: InsertedProfile;
let josefina: InsertedProfile;
let ana: InsertedProfile;
let lucia: InsertedProfile;
let carmen: InsertedProfile;
const hidden: Record<string, InsertedProfile> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-profiles-'));
  server = await startCatalogApi(db.sql, tmp);
  const secret = (n: number) => ({
    whatsapp: `wa-SECRET-${n}`,
    email: `secret-mail-${n}@example.com`,
    instagram: `@ig_SECRET_${n}`,
    telegram: `tg-SECRET-${n}`,
  });
  maria = await insertProfile(db.sql, {
    firstName: 'María',
    lastName: 'Rodríguez',
    age: 24,
    location: 'Santo Domingo',
    aboutMe: 'Me encanta bailar bachata con mi familia.',
    createdAt: at(1),
    photos: [photo(1), photo(2), photo(3)],
    primaryPhoto: photo(2),
    inactivePhotos: [photo(1)],
    videos: [video(1), video(2)],
    inactiveVideos: [video(2)],
    contactMethods: { ...secret(1), telegram: '   ' },
    sharedChannels: ['whatsapp', 'email', 'telegram'],
    isFeatured: true,
    price: '3.50',
  });
  josefina = await insertProfile(db.sql, {
    firstName: 'JOSEFINA',
    lastName: 'Núñez',
    age: 31,
    location: 'Santiago',
    aboutMe: 'Amo la playa y el café por la mañana.',
    createdAt: at(2),
    contactMethods: secret(2),
    sharedChannels: ['whatsapp', 'instagram', 'email', 'telegram'],
    isFeatured: true,
  });
  ana = await insertProfile(db.sql, {
    firstName: 'Ana',
    lastName: null,
    age: 19,
    location: 'Punta Cana',
    aboutMe: null,
    createdAt: at(3),
    photos: [photo(4), photo(5)],
    primaryPhoto: photo(4),
    inactivePhotos: [photo(4)],
    contactMethods: secret(3),
  });
  lucia = await insertProfile(db.sql, {
    firstName: 'Lucía',
    lastName: 'Pérez',
    age: 40,
    location: 'La Romana',
    aboutMe: 'MARÍA es mi hermana; 100 por ciento sincera.',
    createdAt: at(4),
    contactMethods: secret(4),
  });
  carmen = await insertProfile(db.sql, {
    firstName: 'Carmen',
    lastName: 'Ortiz',
    age: 28,
    location: 'Santo Domingo',
    aboutMe: 'Trabajo en turismo.',
    createdAt: at(5),
    contactMethods: secret(5),
  });
  const hiddenCases = {
    pending: { status: 'PENDING', isApproved: false },
    inactive: { status: 'INACTIVE' },
    unapproved: { isApproved: false },
    withdrawn: { consentWithdrawnAt: at(0) },
    deleted: { deletedAt: at(0) },
  } as const;
  let n = 10;
  for (const [name, overrides] of Object.entries(hiddenCases)) {
    hidden[name] = await insertProfile(db.sql, {
      firstName: 'Maria',
      aboutMe: `maria hidden ${name}`,
      location: 'Santo Domingo',
      age: 24,
      createdAt: at(0.5),
      isFeatured: true,
      contactMethods: secret(n++),
      ...overrides,
    });
  }
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function get(url: string, init?: RequestInit) {
  const res = await fetch(`${server.url}${url}`, init);
  const text = await res.text();
  return { res, status: res.status, text, body: text ? JSON.parse(text) : undefined };
}

async function list(query = '') {
  const r = await get(`/api/profiles${query ? `?${query}` : ''}`);
  expect(r.status, r.text).toBe(200);
  return { ...r, ids: (r.body as { id: number }[]).map((p) => p.id), total: Number(r.res.headers.get('x-total-count')) };
}

const publicIds = () => [maria.id, josefina.id, ana.id, lucia.id, carmen.id];

describe('GET /api/profiles', () => {
  it('answers every public profile, newest first, as an array with X-Total-Count', async () => {
    const r = await list();
    expect(r.ids).toEqual(publicIds());
    expect(r.total).toBe(5);
    expect(r.res.headers.get('cache-control')).toBe('public, no-cache');
    expect(r.res.headers.get('etag')).toBeTruthy();
    for (const profile of r.body) expect(PublicProfileSchema.safeParse(profile).success).toBe(true);
  });

  it('shows public fields only: the initial of the last name, media URLs of active items, contact flags', async () => {
    const [first] = (await list()).body;
    expect(Object.keys(first).sort()).toEqual(Object.keys(PublicProfileSchema.shape).sort());
    expect(first).toMatchObject({
      id: maria.id,
      firstName: 'María',
      lastName: 'R',
      age: 24,
      location: 'Santo Domingo',
      price: '3.50',
      primaryPhoto: `/uploads/images/${photo(2)}`,
      photos: [`/uploads/images/${photo(2)}`, `/uploads/images/${photo(3)}`],
      videos: [`/uploads/videos/${video(1)}`],
      isFeatured: true,
      verified: true,
      createdAt: at(1).toISOString(),
      slugEn: maria.slugEn,
      slugPt: maria.slugPt,
    });
    // instagram has a value but is not shared; telegram is shared but blank
    expect(first.contactMethods).toEqual({
      whatsapp: true,
      instagram: false,
      email: true,
      telegram: false,
      facebook: false,
      tiktok: false,
      phone: false,
    });
  });

  it('falls back to the first active photo when the primary one is inactive, and to empty texts', async () => {
    const profile = (await list()).body.find((p: { id: number }) => p.id === ana.id);
    expect(profile.primaryPhoto).toBe(`/uploads/images/${photo(5)}`);
    expect(profile.photos).toEqual([`/uploads/images/${photo(5)}`]);
    expect(profile.lastName).toBe('');
    expect(profile.aboutMe).toBe('');
  });

  it('sorts newest, oldest, youngest first and oldest first', async () => {
    expect((await list('sort=newest')).ids).toEqual(publicIds());
    expect((await list('sort=oldest')).ids).toEqual([...publicIds()].reverse());
    expect((await list('sort=youngest')).ids).toEqual([ana.id, maria.id, carmen.id, josefina.id, lucia.id]);
    expect((await list('sort=oldest-age')).ids).toEqual([lucia.id, josefina.id, carmen.id, maria.id, ana.id]);
  });

  it('filters by location (any case; "all" or empty means every location) and by age range', async () => {
    expect((await list('location=Santiago')).ids).toEqual([josefina.id]);
    const sd = await list('location=santo%20domingo');
    expect(sd.ids).toEqual([maria.id, carmen.id]);
    expect(sd.total).toBe(2);
    expect((await list('location=all')).ids).toEqual(publicIds());
    expect((await list('location=')).ids).toEqual(publicIds());
    expect((await list('location=Atlantis')).ids).toEqual([]);
    expect((await list('minAge=18&maxAge=25')).ids).toEqual([maria.id, ana.id]);
    expect((await list('minAge=36')).ids).toEqual([lucia.id]);
    expect((await list('minAge=26&maxAge=30&location=Santo%20Domingo')).ids).toEqual([carmen.id]);
  });

  it('searches names and about text without regard to accents or case', async () => {
    const search = async (term: string) => (await list(`search=${encodeURIComponent(term)}`)).ids;
    expect(await search('maria')).toEqual([maria.id, lucia.id]);
    expect(await search('MARÍA')).toEqual([maria.id, lucia.id]);
    expect(await search('josefina')).toEqual([josefina.id]);
    expect(await search('cafe manana')).toEqual([josefina.id]);
    expect(await search('Bachata')).toEqual([maria.id]);
    expect(await search('luc')).toEqual([lucia.id]);
    expect(await search('  ')).toEqual(publicIds());
    // LIKE wildcards are literal characters
    expect(await search('100%')).toEqual([]);
    expect(await search('a_a')).toEqual([]);
    expect(await search('%')).toEqual([]);
    const r = await list('search=maria&location=La%20Romana');
    expect(r.ids).toEqual([lucia.id]);
    expect(r.total).toBe(1);
  });

  it("searches only what the public sees of her name: the first name and the last name's initial", async () => {
    const search = async (term: string) => (await list(`search=${encodeURIComponent(term)}`)).ids;
    // The answers show "Rodríguez" as "R": the rest of the last name finds nothing, however asked.
    expect(await search('rodriguez')).toEqual([]);
    expect(await search('Rodr')).toEqual([]);
    expect(await search('NUÑEZ')).toEqual([]);
    expect(await search('ortiz')).toEqual([]);
    expect((await list('search=ortiz')).total).toBe(0);
    // Her first name and the initial shown after it still find her.
    expect(await search('carmen')).toEqual([carmen.id]);
    expect(await search('carmen o')).toEqual([carmen.id]);
    expect(await search('josefina n')).toEqual([josefina.id]);
  });

  it('pages with limit and offset; X-Total-Count is the total before paging', async () => {
    const pages = [await list('limit=2'), await list('limit=2&offset=2'), await list('limit=2&offset=4')];
    expect(pages.map((p) => p.ids)).toEqual([[maria.id, josefina.id], [ana.id, lucia.id], [carmen.id]]);
    for (const page of pages) expect(page.total).toBe(5);
    const beyond = await list('limit=2&offset=10');
    expect(beyond.ids).toEqual([]);
    expect(beyond.total).toBe(5);
    const searched = await list('search=maria&limit=1&offset=1&sort=oldest');
    expect(searched.ids).toEqual([maria.id]);
    expect(searched.total).toBe(2);
  });

  it('answers a bad query with a 400 naming the field', async () => {
    const cases: [string, string][] = [
      ['limit=0', 'limit'],
      ['limit=1001', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=2.5', 'limit'],
      ['offset=-1', 'offset'],
      ['minAge=17', 'minAge'],
      ['maxAge=100', 'maxAge'],
      ['minAge=30&maxAge=20', 'maxAge'],
      ['sort=random', 'sort'],
      [`search=${'x'.repeat(201)}`, 'search'],
      ['search=a&search=b', 'search'],
    ];
    for (const [query, field] of cases) {
      const r = await get(`/api/profiles?${query}`);
      expect(r.status, query).toBe(400);
      expect(r.body.message, query).toBeTruthy();
      expect(Object.keys(r.body.fieldErrors), query).toContain(field);
    }
  });

  it('revalidates with the ETag: an unchanged list is a 304', async () => {
    const first = await get('/api/profiles?limit=2');
    const etag = first.res.headers.get('etag') as string;
    // node:http, because fetch adds Cache-Control: no-cache to conditional requests
    const status = await new Promise<number | undefined>((resolve, reject) => {
      http
        .get(`${server.url}/api/profiles?limit=2`, { headers: { 'If-None-Match': etag } }, (res) => {
          res.resume();
          resolve(res.statusCode);
        })
        .on('error', reject);
    });
    expect(status).toBe(304);
  });

  it('keeps X-Total-Count exact when the catalogue changes, even when an older transaction commits last', async () => {
    expect((await list('limit=1')).total).toBe(5);
    // A inserts a public profile and stays open; B commits a publication meanwhile
    const a = postgres(db.url, { max: 1, onnotice: () => undefined });
    const b = postgres(db.url, { max: 1, onnotice: () => undefined });
    try {
      let release: () => void = () => undefined;
      let wrote: () => void = () => undefined;
      const written = new Promise<void>((resolve) => {
        wrote = resolve;
      });
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      const txA = a.begin(async (tx) => {
        await insertProfile(tx, { firstName: 'Pending', aboutMe: 'zzqq', createdAt: at(10) });
        wrote();
        await held;
      });
      await written;
      expect((await list('limit=1')).total).toBe(5);
      const fromB = await insertProfile(b, { firstName: 'Other', aboutMe: 'zzqq', createdAt: at(11) });
      expect((await list('limit=1')).total).toBe(6);
      expect((await list('search=zzqq')).total).toBe(1);
      release();
      await txA;
      expect((await list('limit=1')).total).toBe(7);
      expect((await list('search=zzqq')).total).toBe(2);
      await db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE first_name IN ('Pending', 'Other')`;
      expect((await list('limit=1')).total).toBe(5);
      expect((await list('search=zzqq')).ids).toEqual([]);
      expect(fromB.id).toBeGreaterThan(0);
    } finally {
      await a.end();
      await b.end();
    }
  });
});

describe('public totals by city and age (kept by a trigger)', () => {
  it('follow moves, removals and restores, and agree with the lists', async () => {
    const p = await insertProfile(db.sql, { location: 'Santiago', age: 33, createdAt: at(40) });
    const check = async () => {
      for (const query of [
        '',
        'location=Santiago',
        'location=puerto%20plata',
        'minAge=30',
        'maxAge=29',
        'location=Santiago&minAge=33&maxAge=33',
      ]) {
        const r = await list(query);
        expect(r.total, query).toBe(r.ids.length);
      }
    };
    await check();
    expect((await list('location=Santiago&minAge=33&maxAge=33')).ids).toEqual([p.id]);
    await db.sql`UPDATE profiles SET location = 'Puerto Plata', age = 34 WHERE id = ${p.id}`;
    expect((await list('location=Santiago&minAge=33&maxAge=33')).total).toBe(0);
    expect((await list('location=Puerto%20Plata')).total).toBe(1);
    await check();
    await db.sql`UPDATE profiles SET deleted_at = now(), age = 35 WHERE id = ${p.id}`;
    await check();
    await db.sql`UPDATE profiles SET deleted_at = NULL WHERE id = ${p.id}`;
    await check();
    expect((await list('location=Puerto%20Plata&minAge=35')).total).toBe(1);
    await db.sql`DELETE FROM profiles WHERE id = ${p.id}`;
    await check();
    const [bad] = await db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM public_profile_counts c
      WHERE c.n <> (SELECT count(*) FROM profiles p
        WHERE lower(p.location) = c.location_key AND p.age = c.age
          AND p.is_public)`;
    expect(bad?.n).toBe(0);
  });
});

describe('GET /api/profiles/{id} and /by-slug/{slug}/{language}', () => {
  it('answers a public profile by id and by the slug of each language', async () => {
    const byId = await get(`/api/profiles/${maria.id}`);
    expect(byId.status).toBe(200);
    expect(byId.res.headers.get('cache-control')).toBe('public, no-cache');
    expect(PublicProfileSchema.parse(byId.body)).toMatchObject({ id: maria.id, lastName: 'R', interests: maria.interests });
    const slugs = { en: maria.slugEn, es: maria.slugEs, it: maria.slugIt, de: maria.slugDe, nl: maria.slugNl, pt: maria.slugPt };
    for (const language of LANGUAGES) {
      const r = await get(`/api/profiles/by-slug/${slugs[language]}/${language}`);
      expect(r.status, language).toBe(200);
      expect(r.body).toEqual(byId.body);
    }
  });

  it('answers 404 { message } for anything not public, unknown or malformed', async () => {
    const urls = [
      ...Object.values(hidden).map((p) => `/api/profiles/${p.id}`),
      ...Object.values(hidden).map((p) => `/api/profiles/by-slug/${p.slugEn}/en`),
      '/api/profiles/999999',
      '/api/profiles/0',
      '/api/profiles/abc',
      `/api/profiles/${maria.id}abc`,
      '/api/profiles/1.5',
      '/api/profiles/-1',
      '/api/profiles/99999999999',
      `/api/profiles/${maria.id}%20`,
      '/api/profiles/by-slug/no-such-slug/en',
      `/api/profiles/by-slug/${maria.slugEs}/en`,
      `/api/profiles/by-slug/${maria.slugEn}/fr`,
      `/api/profiles/by-slug/${maria.slugEn}/EN`,
    ];
    for (const url of urls) {
      const r = await get(url);
      expect(r.status, url).toBe(404);
      expect(r.body, url).toEqual({ message: expect.any(String) });
    }
  });
});

describe('GET /api/profiles/featured', () => {
  it('answers the featured public profiles, newest first', async () => {
    const r = await get('/api/profiles/featured');
    expect(r.status).toBe(200);
    expect(r.body.map((p: { id: number }) => p.id)).toEqual([maria.id, josefina.id]);
  });

  it('answers at most 8', async () => {
    for (let i = 0; i < 9; i++) await insertProfile(db.sql, { isFeatured: true, createdAt: at(20 + i) });
    const r = await get('/api/profiles/featured');
    expect(r.body).toHaveLength(8);
    expect(r.body.slice(0, 2).map((p: { id: number }) => p.id)).toEqual([maria.id, josefina.id]);
  });
});

describe('contact values', () => {
  it('never appear in any public response', async () => {
    const secrets = await secretValues(db.sql);
    expect(secrets).toContain('wa-SECRET-1');
    expect(secrets).toContain('secret-mail-12@example.com');
    const all = await db.sql<{ id: number; slugs: string[] }[]>`
      SELECT id, ARRAY[slug_en, slug_es, slug_it, slug_de, slug_nl, slug_pt] AS slugs FROM profiles`;
    const urls = [
      '/api/profiles',
      '/api/profiles?search=maria',
      '/api/profiles?search=secret',
      '/api/profiles?search=wa-SECRET',
      '/api/profiles?sort=youngest&limit=3',
      '/api/profiles?location=Santo%20Domingo',
      '/api/profiles/featured',
      ...all.map((p) => `/api/profiles/${p.id}`),
      ...all.flatMap((p) => LANGUAGES.map((language, i) => `/api/profiles/by-slug/${p.slugs[i]}/${language}`)),
    ];
    const bodies: string[] = [];
    for (const url of urls) bodies.push((await get(url)).text);
    // the whole change feed, snapshot and changes
    await db.sql`UPDATE profiles SET about_me = about_me || '.' WHERE id = ${maria.id}`;
    let cursor = '';
    for (let i = 0; i < 50; i++) {
      const page = await get(`/api/sync/catalog?limit=3&cursor=${cursor}`);
      expect(page.status).toBe(200);
      bodies.push(page.text);
      for (const change of page.body.changes)
        if (change.kind === 'upsert') expect(CatalogCardSchema.safeParse(change.profile).success).toBe(true);
      cursor = page.body.cursor;
      if (!page.body.hasMore && !page.body.snapshotComplete) break;
    }
    expect(bodies.some((b) => b.includes('"snapshotComplete":true'))).toBe(true);
    expect(bodies.join('\n')).toContain('María');
    for (const body of bodies) {
      for (const secret of secrets) expect(body).not.toContain(secret);
      expect(body.toLowerCase()).not.toContain('secret');
      expect(body).not.toContain('contact_methods');
    }
  });
});
