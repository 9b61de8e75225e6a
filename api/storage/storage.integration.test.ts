// One contract, two stores: the local disk and an S3-compatible server (s3rver) reached over
// HTTP like a real bucket. s3rver reads the SigV4 Authorization header and its access key id but
// does not recompute v4 signatures, so a wrong key id is what we can prove is refused.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { listen } from '#tests/http.ts';
import { type S3TestServer, startS3Server } from '#tests/s3-server.ts';
import { parseEnv } from '../env.ts';
import { createApp } from '../server.ts';
import { createS3Storage } from './s3.ts';
import { createDiskStorage, type MediaStorage } from './storage.ts';

const NAME = '5d41402a-bc4b-4a76-b9a0-19b5f7e7c8d1.webp';
const EVIDENCE = '7c9e6679-7425-40de-944b-e07fc1f90ae7.pdf';
let db: TestDatabase;
let tmp: string;
let s3server: S3TestServer;
let endpoint: string;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-storage-'));
  s3server = await startS3Server(path.join(tmp, 's3'));
  endpoint = s3server.endpoint;
});

afterAll(async () => {
  await s3server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

const stores: [string, () => MediaStorage][] = [
  ['disk', () => createDiskStorage(path.join(tmp, 'disk'))],
  ['s3', () => createS3Storage({ endpoint, region: 'us-east-1', bucket: 'media', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })],
];

describe.each(stores)('%s media storage', (_label, make) => {
  it('stores, reads back and removes an object', async () => {
    const storage = make();
    const data = Buffer.from([1, 2, 3, 250, 0, 7]);
    await storage.put('images', NAME, data, 'image/webp');
    expect(await storage.get('images', NAME)).toEqual(data);
    expect(await storage.get('videos', NAME)).toBeNull();
    await storage.remove('images', NAME);
    expect(await storage.get('images', NAME)).toBeNull();
    await storage.remove('images', NAME); // removing twice is fine
  });

  it('keeps files derived from an image and removes them with the image', async () => {
    const storage = make();
    const image = NAME.replace('5d41', '7e52');
    await storage.put('images', image, Buffer.from('original'), 'image/webp');
    await storage.putDerived(`w320/${image}`, Buffer.from('small'), 'image/webp');
    await storage.putDerived(`og/${image}`, Buffer.from('share'), 'image/jpeg');
    expect(await storage.getDerived(`w320/${image}`)).toEqual(Buffer.from('small'));
    expect(await storage.getDerived(`og/${image}`)).toEqual(Buffer.from('share'));
    expect(await storage.getDerived(`w640/${image}`)).toBeNull();
    // a derived file is not an original
    expect(await storage.get('images', image)).toEqual(Buffer.from('original'));
    await storage.remove('images', image);
    expect(await storage.getDerived(`w320/${image}`)).toBeNull();
    expect(await storage.getDerived(`og/${image}`)).toBeNull();
  });

  it('removes only the files derived from an image when asked, and keeps the original', async () => {
    const storage = make();
    const image = NAME.replace('5d41', '3c21');
    await storage.put('images', image, Buffer.from('original'), 'image/webp');
    await storage.putDerived(`w640/${image}`, Buffer.from('medium'), 'image/webp');
    await storage.putDerived(`og/${image}`, Buffer.from('share'), 'image/jpeg');
    await storage.removeDerived('images', image);
    expect(await storage.getDerived(`w640/${image}`)).toBeNull();
    expect(await storage.getDerived(`og/${image}`)).toBeNull();
    expect(await storage.get('images', image)).toEqual(Buffer.from('original'));
    await storage.removeDerived('videos', image.replace('.webp', '.mp4')); // a video has none: fine
    await expect(storage.removeDerived('images', '../x.webp')).rejects.toThrow(/Invalid media name/);
  });

  it('refuses derived keys that are not a kind and an image name', async () => {
    const storage = make();
    const video = NAME.replace('.webp', '.mp4');
    for (const bad of [`w500/${NAME}`, `w320/${video}`, `og/../${NAME}`, `w320/${NAME}/x`, 'w320/a.webp', NAME]) {
      await expect(storage.putDerived(bad as `w320/${string}`, Buffer.from('x'), 'image/webp'), bad).rejects.toThrow(
        /Invalid derived media key/,
      );
      await expect(storage.getDerived(bad as `w320/${string}`), bad).rejects.toThrow(/Invalid derived media key/);
    }
  });

  it('keeps private evidence (documents too) under its own kind', async () => {
    const storage = make();
    const data = Buffer.from('%PDF-1.4 evidence');
    await storage.put('evidence', EVIDENCE, data, 'application/pdf');
    expect(await storage.get('evidence', EVIDENCE)).toEqual(data);
    expect(await storage.get('images', NAME)).toBeNull();
    await storage.remove('evidence', EVIDENCE);
    expect(await storage.get('evidence', EVIDENCE)).toBeNull();
  });

  it('keeps pending media private under its own kind, with media names only', async () => {
    const storage = make();
    const data = Buffer.from('RIFF....WEBP pending');
    await storage.put('pending', NAME, data, 'image/webp');
    expect(await storage.get('pending', NAME)).toEqual(data);
    expect(await storage.get('images', NAME)).toBeNull();
    await expect(storage.put('pending', EVIDENCE, Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Invalid media name/);
    await storage.remove('pending', NAME);
    expect(await storage.get('pending', NAME)).toBeNull();
  });

  it('refuses a document name for public media and a video name for evidence', async () => {
    const storage = make();
    await expect(storage.put('images', EVIDENCE, Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Invalid media name/);
    await expect(storage.put('evidence', NAME.replace('.webp', '.mp4'), Buffer.from('x'), 'video/mp4')).rejects.toThrow(
      /Invalid media name/,
    );
    await expect(storage.put('evidence', '../images/x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toThrow(/Invalid media name/);
  });

  it('lists every key left of one upload, in every kind and derived folder, by its name without the extension', async () => {
    const storage = make();
    const stem = '0b6a2f1e-3c4d-4e5f-8a9b-0c1d2e3f4a5b';
    const other = '0b6a2f1e-3c4d-4e5f-8a9b-0c1d2e3f4a5c';
    expect(await storage.keysOf(stem)).toEqual([]);
    await storage.put('images', `${stem}.webp`, Buffer.from('photo'), 'image/webp');
    await storage.putDerived(`w320/${stem}.webp`, Buffer.from('small'), 'image/webp');
    await storage.putDerived(`og/${stem}.webp`, Buffer.from('share'), 'image/jpeg');
    await storage.put('videos', `${stem}.mp4`, Buffer.from('video'), 'video/mp4');
    await storage.put('pending', `${stem}.jpg`, Buffer.from('poster'), 'image/jpeg');
    await storage.put('evidence', `${stem}.pdf`, Buffer.from('%PDF'), 'application/pdf');
    await storage.put('images', `${other}.webp`, Buffer.from('someone else'), 'image/webp');
    expect((await storage.keysOf(stem)).sort()).toEqual(
      [
        `evidence/${stem}.pdf`,
        `images/${stem}.webp`,
        `pending/${stem}.jpg`,
        `variants/og/${stem}.webp`,
        `variants/w320/${stem}.webp`,
        `videos/${stem}.mp4`,
      ].sort(),
    );
    await storage.remove('images', `${stem}.webp`);
    expect(await storage.keysOf(stem)).not.toContain(`variants/w320/${stem}.webp`);
    for (const bad of ['', '../images', `${stem}.webp`, 'a']) await expect(storage.keysOf(bad), bad).rejects.toThrow(/Invalid media stem/);
  });

  it('refuses names that are not a media name', async () => {
    const storage = make();
    for (const bad of ['../../etc/passwd', 'a.webp', `${NAME}.exe`, NAME.replace('.webp', '.svg')]) {
      await expect(storage.put('images', bad, Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media name/);
    }
  });
});

it('with unknown S3 credentials, then the store reports the provider error', async () => {
  const storage = createS3Storage({ endpoint, region: 'us-east-1', bucket: 'media', accessKeyId: 'NOBODY', secretAccessKey: 'wrong' });
  await expect(storage.put('images', NAME, Buffer.from('x'), 'image/webp')).rejects.toThrow(
    /S3 PUT images\/.+ failed: 403 InvalidAccessKeyId/,
  );
});

/** The app over a store; media are served only while a public profile shows them. */
async function serve(storage: MediaStorage) {
  return listen(
    createApp({
      env: parseEnv({}),
      logger: pino({ level: 'silent' }),
      sql: db.sql,
      storage,
      readiness: { sql: db.sql, queue: async () => undefined },
    }),
  );
}

it('serves media from S3 at /uploads/images/… with short, revalidated caching', async () => {
  const storage = stores[1]![1]();
  await storage.put('images', NAME, Buffer.from('RIFF....WEBP'), 'image/webp');
  await insertProfile(db.sql, { photos: [NAME] });
  const server = await serve(storage);
  try {
    const res = await fetch(`${server.url}/uploads/images/${NAME}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFF....WEBP');
    // fetch would add "cache-control: no-cache" to a conditional request; a browser revalidates with max-age=0
    const again = await fetch(`${server.url}/uploads/images/${NAME}`, {
      headers: { 'if-none-match': res.headers.get('etag') as string, 'cache-control': 'max-age=0' },
    });
    expect(again.status).toBe(304);
    expect((await fetch(`${server.url}/uploads/images/${NAME.replace('5d', '6d')}`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/images/not-a-name.webp`)).status).toBe(404);
  } finally {
    await server.close();
  }
});

it('serves a video from S3 by byte ranges, so a video element can seek', async () => {
  const storage = stores[1]![1]();
  const video = NAME.replace('5d41', '9a74').replace('.webp', '.mp4');
  const data = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));
  await storage.put('videos', video, data, 'video/mp4');
  await insertProfile(db.sql, { videos: [video] });
  const server = await serve(storage);
  try {
    const url = `${server.url}/uploads/videos/${video}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await whole.arrayBuffer())).toEqual(data);
    const part = await fetch(url, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(Buffer.from(await part.arrayBuffer())).toEqual(data.subarray(100, 200));
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(data.subarray(4990));
    // a range for another version of the file is answered with the whole file
    const stale = await fetch(url, { headers: { range: 'bytes=0-9', 'if-range': '"another-version"' } });
    expect(stale.status).toBe(200);
    expect((await stale.arrayBuffer()).byteLength).toBe(5000);
    expect((await fetch(url, { headers: { range: 'bytes=9000-' } })).status).toBe(416);
  } finally {
    await server.close();
  }
});

it('makes image variants from S3 originals and keeps them in the bucket', async () => {
  const storage = stores[1]![1]();
  const image = NAME.replace('5d41', '8f63');
  await storage.put(
    'images',
    image,
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#123456' } })
      .webp()
      .toBuffer(),
    'image/webp',
  );
  await insertProfile(db.sql, { photos: [image] });
  const server = await serve(storage);
  try {
    const res = await fetch(`${server.url}/uploads/images/w320/${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    const body = Buffer.from(await res.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(320);
    expect(await storage.getDerived(`w320/${image}`)).toEqual(body);
  } finally {
    await server.close();
  }
});

it.each(stores)('never serves private evidence or pending media under /uploads (%s)', async (_label, make) => {
  const storage = make();
  const image = EVIDENCE.replace('.pdf', '.webp');
  await storage.put('evidence', EVIDENCE, Buffer.from('%PDF-1.4 secret'), 'application/pdf');
  await storage.put('evidence', image, Buffer.from('RIFF....WEBP'), 'image/webp');
  await storage.put('pending', image, Buffer.from('RIFF....WEBP secret'), 'image/webp');
  // even when a public profile names the file, evidence is another kind and is never served
  await insertProfile(db.sql, { photos: [image] });
  const server = await serve(storage);
  try {
    for (const url of [
      `/uploads/evidence/${EVIDENCE}`,
      `/uploads/evidence/${image}`,
      `/uploads/pending/${image}`,
      `/uploads/images/../pending/${image}`,
      `/uploads/images/${image}`,
      `/uploads/images/w320/${image}`,
      `/uploads/images/../evidence/${image}`,
      `/uploads/images/..%2Fevidence%2F${image}`,
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect([403, 404], url).toContain(res.status); // the disk store's static files refuse an encoded ../ with a 403
      expect(await res.text(), url).not.toMatch(/secret|WEBP/);
    }
  } finally {
    await server.close();
  }
});

it.each(stores)(
  'answers byte ranges of a video through the API with 206, 416 past the end (%s), reading only the range',
  async (label, make) => {
    const store = make();
    // the whole file is never read to answer a range: only the ranged read works
    const storage: MediaStorage = {
      ...store,
      get: async (kind, name) => (kind === 'videos' ? Promise.reject(new Error('read whole')) : store.get(kind, name)),
    };
    const video = `${crypto.randomUUID()}.mp4`;
    const data = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7) % 251));
    await store.put('videos', video, data, 'video/mp4');
    await insertProfile(db.sql, { videos: [video] });
    const server = await serve(storage);
    try {
      const url = `${server.url}/uploads/videos/${video}`;
      const part = await fetch(url, { headers: { range: 'bytes=1000-1999' } });
      expect(part.status, label).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 1000-1999/4000');
      expect(Buffer.from(await part.arrayBuffer())).toEqual(data.subarray(1000, 2000));
      const open = await fetch(url, { headers: { range: 'bytes=3990-' } });
      expect(open.status).toBe(206);
      expect(Buffer.from(await open.arrayBuffer())).toEqual(data.subarray(3990));
      const past = await fetch(url, { headers: { range: 'bytes=4000-4100' } });
      expect(past.status).toBe(416);
      expect(past.headers.get('content-range')).toBe('bytes */4000');
      expect((await storage.getRange('videos', video, 10, 19))?.equals(data.subarray(10, 20))).toBe(true);
    } finally {
      await server.close();
    }
  },
);
