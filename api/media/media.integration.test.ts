// /uploads follows the public view against real PostgreSQL and a disk store: a
// public profile's active photos, their variants and her videos (by byte ranges) are served with
// short, revalidated caching; the same URLs are a 404 the moment she withdraws consent, is
// deleted (softly or for good), paused or un-approved, for a switched-off photo and for an upload
// no profile shows; and the purge then removes what was derived from them, and the originals
// nothing references any more.
import { randomUUID } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mediaUrl } from '#contract/media.ts';
import { type InsertedProfile, insertProfile, type ProfileFields } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { productionEnv } from '#tests/env.ts';
import { listen } from '#tests/http.ts';
import { waitForJobState } from '#tests/jobs.ts';
import { startBoss } from '../jobs/boss.ts';
import { serverSecret } from '../secret.ts';
import { createApp } from '../server.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';
import { grantMediaUrl } from './media-grant.ts';
import { MEDIA_PURGE_QUEUE } from './media-purge.job.ts';
import { createMediaPurgeService, PURGE_GRACE_MS } from './media-purge.service.ts';

const SHORT_CACHE = 'public, max-age=300, must-revalidate';
const WIDTHS = [320, 640, 1280] as const;
const VIDEO_SIZE = 64 * 1024;

let db: TestDatabase;
let tmp: string;
let storage: MediaStorage;
let server: Awaited<ReturnType<typeof listen>>;
const log = pino({ level: 'silent' });
const env = productionEnv();

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-media-'));
  storage = createDiskStorage(path.join(tmp, 'uploads'));
  const app = createApp({
    env,
    logger: log,
    sql: db.sql,
    storage,
    readiness: { sql: db.sql, queue: async () => undefined },
  });
  server = await listen(app);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

/** Stores an uploaded photo (a real JPEG) and registers it like an upload does. */
async function uploadPhoto(): Promise<string> {
  const name = `${randomUUID()}.jpg`;
  const data = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a6f97' } })
    .jpeg()
    .toBuffer();
  await storage.put('images', name, data, 'image/jpeg');
  await db.sql`INSERT INTO media_files (name, kind, content_type, size_bytes) VALUES (${name}, 'images', 'image/jpeg', ${data.length})`;
  return name;
}

async function uploadVideo(): Promise<string> {
  const name = `${randomUUID()}.webm`;
  const data = Buffer.alloc(VIDEO_SIZE, 7);
  await storage.put('videos', name, data, 'video/webm');
  await db.sql`INSERT INTO media_files (name, kind, content_type, size_bytes) VALUES (${name}, 'videos', 'video/webm', ${data.length})`;
  return name;
}

/** A public profile with two photos and a video, all stored. */
async function publicProfile(overrides: Partial<ProfileFields> = {}): Promise<InsertedProfile & { photo: string; video: string }> {
  const [photo, second, video] = [await uploadPhoto(), await uploadPhoto(), await uploadVideo()];
  const profile = await insertProfile(db.sql, { photos: [photo, second], videos: [video], ...overrides });
  return { ...profile, photo, video };
}

/** Every URL of a photo: the original and each variant. */
const photoUrls = (name: string) => [mediaUrl(name), ...WIDTHS.map((w) => `/uploads/images/w${w}/${name}`)];

const get = (url: string, headers: Record<string, string> = {}) => fetch(`${server.url}${url}`, { headers });

async function statuses(urls: string[]): Promise<number[]> {
  return Promise.all(
    urls.map(async (url) => {
      const res = await get(url);
      await res.arrayBuffer();
      return res.status;
    }),
  );
}

async function derivedFiles(): Promise<string[]> {
  const root = path.join(tmp, 'uploads', 'variants');
  const kinds = await readdir(root).catch(() => [] as string[]);
  const files = await Promise.all(kinds.map(async (kind) => (await readdir(path.join(root, kind))).map((f) => `${kind}/${f}`)));
  return files.flat();
}

describe('GET /uploads of a public profile', () => {
  it('serves her photos, each variant and her video with short, revalidated caching', async () => {
    const maria = await publicProfile();
    const original = await get(mediaUrl(maria.photo));
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/jpeg');
    expect(original.headers.get('cache-control')).toBe(SHORT_CACHE);
    expect(original.headers.get('etag')).toBeTruthy();
    for (const width of WIDTHS) {
      const res = await get(`/uploads/images/w${width}/${maria.photo}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/webp');
      expect(res.headers.get('cache-control')).toBe(SHORT_CACHE);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(width);
    }
    const video = await get(mediaUrl(maria.video));
    expect(video.status).toBe(200);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect(video.headers.get('cache-control')).toBe(SHORT_CACHE);
    expect(video.headers.get('accept-ranges')).toBe('bytes');
    expect((await video.arrayBuffer()).byteLength).toBe(VIDEO_SIZE);
  });

  it('answers a byte range of a video with a 206, as a video element seeking asks', async () => {
    const { video } = await publicProfile();
    const res = await get(mediaUrl(video), { range: 'bytes=1000-1999' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 1000-1999/${VIDEO_SIZE}`);
    expect(res.headers.get('cache-control')).toBe(SHORT_CACHE);
    expect((await res.arrayBuffer()).byteLength).toBe(1000);
    const past = await get(mediaUrl(video), { range: `bytes=${VIDEO_SIZE}-` });
    expect(past.status).toBe(416);
  });

  it('answers a revalidation with a 304 while she is public, and a 404 once she is not', async () => {
    const ana = await publicProfile();
    for (const url of [mediaUrl(ana.photo), `/uploads/images/w640/${ana.photo}`, mediaUrl(ana.video)]) {
      const first = await get(url);
      await first.arrayBuffer();
      const etag = first.headers.get('etag') as string;
      // fetch would add "cache-control: no-cache" to a conditional request; a browser revalidates with max-age=0
      const again = await get(url, { 'if-none-match': etag, 'cache-control': 'max-age=0' });
      expect(again.status, url).toBe(304);
      expect(again.headers.get('cache-control'), url).toBe(SHORT_CACHE);
    }
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${ana.id}`;
    for (const url of [mediaUrl(ana.photo), `/uploads/images/w640/${ana.photo}`, mediaUrl(ana.video)]) {
      // the cached copy's validator no longer brings a 304: the withdrawn file is gone
      const res = await get(url, { 'if-none-match': '*', 'cache-control': 'max-age=0' });
      expect(res.status, url).toBe(404);
      expect(res.headers.get('cache-control'), url).toBeNull();
    }
  });

  it('serves a legacy /uploads/ path value like a name, and never an absolute URL stored elsewhere', async () => {
    const photo = await uploadPhoto();
    const other = await uploadPhoto();
    await insertProfile(db.sql, { photos: [`/uploads/images/${photo}`, `https://cdn.example.com/uploads/images/${other}`] });
    expect(await statuses(photoUrls(photo))).toEqual([200, 200, 200, 200]);
    expect(await statuses(photoUrls(other))).toEqual([404, 404, 404, 404]);
  });
});

describe('GET /uploads of media that are not public', () => {
  const leave: [string, (id: number) => Promise<unknown>][] = [
    ['consent is withdrawn', (id) => db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${id}`],
    ['she is deleted softly', (id) => db.sql`UPDATE profiles SET deleted_at = now() WHERE id = ${id}`],
    ['her status is INACTIVE', (id) => db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${id}`],
    ['she is un-approved', (id) => db.sql`UPDATE profiles SET is_approved = false WHERE id = ${id}`],
    ['she is deleted for good', (id) => db.sql`DELETE FROM profiles WHERE id = ${id}`],
  ];

  it.each(leave)('when %s, then her photos, their variants and her videos are a 404 at once', async (_case, change) => {
    const p = await publicProfile();
    const urls = [...photoUrls(p.photo), mediaUrl(p.video)];
    expect(await statuses(urls)).toEqual(urls.map(() => 200));
    await change(p.id);
    expect(await statuses(urls)).toEqual(urls.map(() => 404));
    const ranged = await get(mediaUrl(p.video), { range: 'bytes=0-99' });
    expect(ranged.status).toBe(404);
    for (const url of urls) expect((await get(url)).headers.get('content-type'), url).toMatch(/application\/json/);
  });

  it('a switched-off photo or video of a public profile is a 404, her other photos are served', async () => {
    const p = await publicProfile();
    const [, second] = p.photos as [string, string];
    await db.sql`
      UPDATE profiles SET inactive_photos = ${[p.photo]}, inactive_videos = ${[p.video]} WHERE id = ${p.id}`;
    expect(await statuses([...photoUrls(p.photo), mediaUrl(p.video)])).toEqual([404, 404, 404, 404, 404]);
    expect(await statuses(photoUrls(second))).toEqual([200, 200, 200, 200]);
    // the primary photo switched off is not shown either (her card shows the next one)
    await db.sql`UPDATE profiles SET primary_photo = ${p.photo} WHERE id = ${p.id}`;
    expect((await get(mediaUrl(p.photo))).status).toBe(404);
    await db.sql`UPDATE profiles SET inactive_photos = '{}', inactive_videos = '{}' WHERE id = ${p.id}`;
    expect(await statuses([...photoUrls(p.photo), mediaUrl(p.video)])).toEqual([200, 200, 200, 200, 200]);
  });

  it('an upload no profile shows, and a profile that never was public, are a 404', async () => {
    const orphan = await uploadPhoto();
    expect(await statuses(photoUrls(orphan))).toEqual([404, 404, 404, 404]);
    const pending = await publicProfile({ status: 'PENDING', isApproved: false });
    expect(await statuses([...photoUrls(pending.photo), mediaUrl(pending.video)])).toEqual([404, 404, 404, 404, 404]);
    expect(await derivedFiles()).not.toEqual(expect.arrayContaining([`w320/${orphan}`]));
  });

  it('a file two profiles show stays served while one of them is public', async () => {
    const shared = await uploadPhoto();
    const a = await insertProfile(db.sql, { photos: [shared] });
    const b = await insertProfile(db.sql, { photos: [shared] });
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${a.id}`;
    expect(await statuses(photoUrls(shared))).toEqual([200, 200, 200, 200]);
    await db.sql`DELETE FROM profiles WHERE id = ${b.id}`;
    expect(await statuses(photoUrls(shared))).toEqual([404, 404, 404, 404]);
    // she comes back (consent given again): her photo is served again
    await db.sql`UPDATE profiles SET consent_withdrawn_at = NULL WHERE id = ${a.id}`;
    expect(await statuses(photoUrls(shared))).toEqual([200, 200, 200, 200]);
  });

  it('answers 404 for names, widths and folders that are not media', async () => {
    const { photo } = await publicProfile();
    for (const url of [
      `/uploads/images/w500/${photo}`,
      `/uploads/images/320/${photo}`,
      `/uploads/videos/${photo}`,
      `/uploads/evidence/${photo}`,
      `/uploads/images/${photo.toUpperCase()}`,
      '/uploads/images/not-a-name.jpg',
      `/uploads/images/..%2F..%2Fpackage.json`,
      '/uploads/images/',
      '/uploads/',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
    }
  });
});

describe('GET /uploads with a grant (her own page, while she is not public)', () => {
  const PRIVATE = 'private, no-store';
  const granted = (url: string) => grantMediaUrl(serverSecret(env), url);

  it('answers her photo, its variants and her video private and kept by no cache, a range and a 304 too', async () => {
    const p = await publicProfile({ status: 'PENDING', isApproved: false });
    const urls = [mediaUrl(p.photo), mediaUrl(p.video)].map(granted);
    const variant = granted(mediaUrl(p.photo)).replace('/uploads/images/', '/uploads/images/w320/');
    expect(await statuses([mediaUrl(p.photo), mediaUrl(p.video)])).toEqual([404, 404]);
    for (const url of [...urls, variant]) {
      const res = await get(url);
      await res.arrayBuffer();
      expect([res.status, res.headers.get('cache-control')], url).toEqual([200, PRIVATE]);
      const again = await get(url, { 'if-none-match': res.headers.get('etag') ?? '*', 'cache-control': 'max-age=0' });
      expect([again.status, again.headers.get('cache-control')], url).toEqual([304, PRIVATE]);
    }
    const ranged = await get(granted(mediaUrl(p.video)), { range: 'bytes=0-99' });
    expect([ranged.status, ranged.headers.get('cache-control')]).toEqual([206, PRIVATE]);
  });

  it('answers the same file public, for every cache, once her profile is public', async () => {
    const p = await publicProfile();
    const res = await get(granted(mediaUrl(p.photo)));
    expect([res.status, res.headers.get('cache-control')]).toEqual([200, SHORT_CACHE]);
  });
});

describe('the media purge', () => {
  // Earlier tests queued files too, and on a slow run they are older than the grace period by
  // the time a purge test starts: each test purges only what it queued itself.
  beforeEach(async () => {
    await db.sql`DELETE FROM media_purge_queue`;
  });

  it('removes what was derived from media that left the view, and the originals nothing references', async () => {
    const withdrawn = await publicProfile();
    const deleted = await publicProfile();
    const staying = await publicProfile();
    const dropped = await publicProfile();
    for (const p of [withdrawn, deleted, staying, dropped]) {
      expect(await statuses([...photoUrls(p.photo), `/og/profile/${p.id}.jpg`])).toEqual([200, 200, 200, 200, 200]);
    }
    const derivedOf = (name: string) => [...WIDTHS.map((w) => `w${w}/${name}`), `og/${name}`];
    expect(await derivedFiles()).toEqual(expect.arrayContaining([withdrawn, deleted, staying, dropped].flatMap((p) => derivedOf(p.photo))));

    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${withdrawn.id}`;
    await db.sql`DELETE FROM profiles WHERE id = ${deleted.id}`;
    // an edit drops her first photo and switches her video off
    await db.sql`
      UPDATE profiles SET photos = ${[dropped.photos[1] as string]}, primary_photo = NULL, inactive_videos = ${[dropped.video]}
      WHERE id = ${dropped.id}`;

    // a change younger than the grace period waits (a variant may still be being stored); "now"
    // is the clock of the database that stamped the queue rows
    const [clock] = await db.sql<{ now: Date }[]>`SELECT now()`;
    expect(await createMediaPurgeService({ sql: db.sql, storage, log }).purge(clock?.now)).toEqual({
      derivedRemoved: 0,
      originalsRemoved: 0,
      kept: 0,
      erasedRemoved: 0,
    });
    const result = await createMediaPurgeService({ sql: db.sql, storage, log }).purge(new Date(Date.now() + PURGE_GRACE_MS + 1000));
    expect(result.derivedRemoved).toBeGreaterThanOrEqual(3); // the withdrawn one's photos and video, the switched-off video
    expect(result.originalsRemoved).toBeGreaterThanOrEqual(4); // the deleted one's two photos and video, the dropped photo

    const derived = await derivedFiles();
    for (const name of [withdrawn.photo, deleted.photo, dropped.photo]) {
      for (const file of derivedOf(name)) expect(derived, file).not.toContain(file);
    }
    for (const file of derivedOf(staying.photo)) expect(derived, file).toContain(file);
    expect(await createMediaPurgeService({ sql: db.sql, storage, log }).purge(new Date(Date.now() + PURGE_GRACE_MS + 1000))).toEqual({
      derivedRemoved: 0,
      originalsRemoved: 0,
      kept: 0,
      erasedRemoved: 0,
    });

    // originals: kept while a profile references them (she may come back; admins still see
    // them), removed with their media_files row when none does
    expect(await storage.get('images', withdrawn.photo)).not.toBeNull();
    expect(await storage.get('videos', withdrawn.video)).not.toBeNull();
    expect(await storage.get('videos', dropped.video)).not.toBeNull();
    expect(await storage.get('images', staying.photo)).not.toBeNull();
    for (const [kind, name] of [
      ['images', deleted.photo],
      ['images', deleted.photos[1]],
      ['videos', deleted.video],
      ['images', dropped.photo],
    ] as const) {
      expect(await storage.get(kind, name as string), name).toBeNull();
    }
    const registered = await db.sql<{ name: string }[]>`
      SELECT name FROM media_files WHERE name IN ${db.sql([deleted.photo, deleted.video, dropped.photo, withdrawn.photo, staying.photo])}`;
    expect(registered.map((r) => r.name).sort()).toEqual([withdrawn.photo, staying.photo].sort());
  });

  it('never removes a file a public profile still shows, even when another profile that showed it is gone', async () => {
    const shared = await uploadPhoto();
    const a = await insertProfile(db.sql, { photos: [shared] });
    await insertProfile(db.sql, { photos: [shared] });
    expect(await statuses(photoUrls(shared))).toEqual([200, 200, 200, 200]);
    await db.sql`DELETE FROM profiles WHERE id = ${a.id}`;
    const result = await createMediaPurgeService({ sql: db.sql, storage, log }).purge(new Date(Date.now() + PURGE_GRACE_MS + 1000));
    expect(result.kept).toBeGreaterThanOrEqual(1);
    expect(await storage.get('images', shared)).not.toBeNull();
    expect(await derivedFiles()).toContain(`w320/${shared}`);
    expect(await statuses(photoUrls(shared))).toEqual([200, 200, 200, 200]);
  });

  it('keeps an original that another, non-public profile still names, even as a legacy /uploads/ path', async () => {
    const photo = await uploadPhoto();
    const p = await insertProfile(db.sql, { photos: [photo] });
    await insertProfile(db.sql, { photos: [`/uploads/images/${photo}`], status: 'PENDING', isApproved: false });
    await db.sql`DELETE FROM profiles WHERE id = ${p.id}`;
    await createMediaPurgeService({ sql: db.sql, storage, log }).purge(new Date(Date.now() + PURGE_GRACE_MS + 1000));
    expect(await storage.get('images', photo)).not.toBeNull();
  });
});

describe('the media.purge job', () => {
  it('is a scheduled queue whose worker purges with the media store', async () => {
    const boss = await startBoss({ url: db.url, sql: db.sql, log, work: true, storage });
    try {
      const schedules = await boss.getSchedules();
      expect(schedules.map((s) => s.name)).toContain(MEDIA_PURGE_QUEUE);
      const p = await publicProfile();
      expect(await statuses(photoUrls(p.photo))).toEqual([200, 200, 200, 200]);
      expect(await derivedFiles()).toContain(`w640/${p.photo}`);
      await db.sql`UPDATE profiles SET deleted_at = now() WHERE id = ${p.id}`;
      const id = await boss.send(MEDIA_PURGE_QUEUE, { now: new Date(Date.now() + PURGE_GRACE_MS + 1000).toISOString() });
      await waitForJobState(boss, MEDIA_PURGE_QUEUE, id as string, 'completed');
      expect((await derivedFiles()).filter((file) => file.endsWith(p.photo))).toEqual([]);
      expect(await storage.get('images', p.photo)).not.toBeNull();
    } finally {
      await boss.stop({ graceful: false });
    }
  });
});
