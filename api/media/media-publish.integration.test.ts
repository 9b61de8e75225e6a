// Public media behind a CDN: with MEDIA_PUBLIC_URL, a public profile's photo (and its variants)
// and video are published under the bucket's public prefix, read by anyone without the API, with
// a year's browser caching; when she withdraws or is erased, the publish job (every minute)
// removes them and their public URLs answer 404; when she is public again, they are back.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { type S3TestServer, startS3Server } from '#tests/s3-server.ts';
import { eraseProfile } from '../privacy/erasure.ts';
import { createS3Storage, PUBLISHED_CACHE_CONTROL } from '../storage/s3.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { mediaPublishJob } from './media-publish.job.ts';
import { createMediaPublishService } from './media-publish.service.ts';
import { createMediaPurgeService, PURGE_GRACE_MS } from './media-purge.service.ts';

let db: TestDatabase;
let tmp: string;
let s3server: S3TestServer;
let storage: MediaStorage;
let publicUrl: string;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-publish-'));
  s3server = await startS3Server(path.join(tmp, 's3'));
  const { endpoint } = s3server;
  // the bucket's own URL of its public prefix stands for the CDN
  publicUrl = `${endpoint}/media/public`;
  storage = createS3Storage({
    endpoint,
    region: 'us-east-1',
    bucket: 'media',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    publicUrl,
  });
});

afterAll(async () => {
  await s3server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM media_publish_queue`;
});

const run = () => createMediaPublishService({ sql: db.sql, storage, log }).run();
const status = async (url: string) => (await fetch(url)).status;

async function aPublicProfileWithMedia() {
  const photo = `${crypto.randomUUID()}.webp`;
  const video = `${crypto.randomUUID()}.mp4`;
  const image = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#345678' } })
    .webp()
    .toBuffer();
  await storage.put('images', photo, image, 'image/webp');
  await storage.put('videos', video, Buffer.from('a video'), 'video/mp4');
  const profile = await insertProfile(db.sql, { photos: [photo], videos: [video] });
  return {
    id: profile.id,
    photo,
    video,
    urls: [`images/${photo}`, `images/w640/${photo}`, `videos/${video}`].map((p) => `${publicUrl}/${p}`),
  };
}

it('runs every minute', () => {
  expect(mediaPublishJob.schedule).toBe('* * * * *');
});

it('publishes a public profile’s media with a year of caching, removes them when she withdraws and brings them back when she returns', async () => {
  const her = await aPublicProfileWithMedia();
  for (const url of her.urls) expect(await status(url), url).toBe(404); // not yet published
  expect(await run()).toEqual({ published: 2, unpublished: 0 });
  for (const url of her.urls) {
    const res = await fetch(url); // anonymous, as a CDN or a browser asks
    expect(res.status, url).toBe(200);
    expect(res.headers.get('cache-control'), url).toBe(PUBLISHED_CACHE_CONTROL);
  }
  expect(PUBLISHED_CACHE_CONTROL).toContain('max-age=31536000');
  expect(PUBLISHED_CACHE_CONTROL).toContain('immutable');
  expect((await sharp(Buffer.from(await (await fetch(her.urls[1] as string)).arrayBuffer())).metadata()).width).toBe(640);
  // private media never leave the bucket's private prefixes
  expect(await status(`${publicUrl}/pending/${her.photo}`)).toBe(404);

  await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${her.id}`;
  expect(await run()).toEqual({ published: 0, unpublished: 2 });
  for (const url of her.urls) expect(await status(url), url).toBe(404);
  // the API keeps the original for her and the admins
  expect(await storage.get('images', her.photo)).not.toBeNull();

  await db.sql`UPDATE profiles SET consent_withdrawn_at = NULL WHERE id = ${her.id}`;
  await run();
  for (const url of her.urls) expect(await status(url), url).toBe(200);
});

it('removes an erased profile’s public media, and the purge removes her originals', async () => {
  const her = await aPublicProfileWithMedia();
  await run();
  for (const url of her.urls) expect(await status(url), url).toBe(200);
  await db.sql.begin((tx) => eraseProfile(tx, { jobs: undefined }, her.id, 'owner'));
  await run();
  for (const url of her.urls) expect(await status(url), url).toBe(404);
  await createMediaPurgeService({ sql: db.sql, storage, log }).purge(new Date(Date.now() + PURGE_GRACE_MS + 1000));
  expect(await storage.get('images', her.photo)).toBeNull();
  expect(await storage.get('videos', her.video)).toBeNull();
});

it('keeps a file published while another public profile shows it', async () => {
  const her = await aPublicProfileWithMedia();
  const other = await insertProfile(db.sql, { photos: [her.photo] });
  await run();
  await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${her.id}`;
  await run();
  expect(await status(`${publicUrl}/images/${her.photo}`)).toBe(200);
  expect(await status(`${publicUrl}/videos/${her.video}`)).toBe(404);
  await db.sql`UPDATE profiles SET deleted_at = now() WHERE id = ${other.id}`;
  await run();
  expect(await status(`${publicUrl}/images/${her.photo}`)).toBe(404);
});

it('without a public URL, only empties the queue', async () => {
  const plain = createS3Storage({
    endpoint: publicUrl.replace('/media/public', ''),
    region: 'us-east-1',
    bucket: 'media',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  const her = await aPublicProfileWithMedia();
  expect(await createMediaPublishService({ sql: db.sql, storage: plain, log }).run()).toEqual({ published: 0, unpublished: 0 });
  expect((await db.sql`SELECT 1 FROM media_publish_queue`).length).toBe(0);
  for (const url of her.urls) expect(await status(url), url).toBe(404);
});
