// Optimized image variants over HTTP: WebP at the asked width (never enlarged), turned upright,
// with every byte of metadata (EXIF, GPS) gone, cached once in the media store and served with
// short, revalidated caching; everything that is not a stored image of a public profile is a 404
// (media.integration.test.ts covers profiles leaving the public view).
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { productionEnv } from '#tests/env.ts';
import { listen } from '#tests/http.ts';
import { createApp } from '../server.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';

let db: TestDatabase;
let tmp: string;
let storage: MediaStorage;
let server: Awaited<ReturnType<typeof listen>>;

const name = (n: number, ext = 'jpg') => `0c0ffee0-0000-4000-8000-${String(n).padStart(12, '0')}.${ext}`;
const LANDSCAPE = name(1); // 2000×1500 JPEG with EXIF and GPS
const ROTATED = name(2); // stored 400×200, EXIF orientation 6: shown 200×400
const NOT_AN_IMAGE = name(3, 'png');
const CONCURRENT = name(4, 'png');
const REMOVED = name(5, 'webp');

/** The tags of a TIFF/EXIF block's first directory (IFD0), as numbers. */
function ifd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(exif.indexOf('II*') >= 0 ? exif.indexOf('II*') : 6);
  const offset = tiff.readUInt32LE(4);
  return Array.from({ length: tiff.readUInt16LE(offset) }, (_, i) => tiff.readUInt16LE(offset + 2 + i * 12));
}

const GPS_IFD_POINTER = 0x8825;

async function jpegWithExif(width: number, height: number, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a6f97' } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'SecretCam', Copyright: 'owner-name-in-exif' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 28/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '69/1 53/1 0/1' },
    })
    .withMetadata({ orientation })
    .toBuffer();
}

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-variants-'));
  storage = createDiskStorage(path.join(tmp, 'uploads'));
  await storage.put('images', LANDSCAPE, await jpegWithExif(2000, 1500), 'image/jpeg');
  await storage.put('images', ROTATED, await jpegWithExif(400, 200, 6), 'image/jpeg');
  await storage.put('images', NOT_AN_IMAGE, Buffer.from('this is a text file with an image name'), 'image/png');
  await storage.put(
    'images',
    CONCURRENT,
    await sharp({ create: { width: 900, height: 1200, channels: 4, background: '#f00a' } })
      .png()
      .toBuffer(),
    'image/png',
  );
  await storage.put(
    'images',
    REMOVED,
    await sharp({ create: { width: 700, height: 700, channels: 3, background: '#0a0' } })
      .webp()
      .toBuffer(),
    'image/webp',
  );
  await storage.put('videos', name(6, 'mp4'), Buffer.from('not really a video'), 'video/mp4');
  // media are served only while a public profile shows them; name(98) is shown but not stored
  await insertProfile(db.sql, {
    photos: [LANDSCAPE, ROTATED, NOT_AN_IMAGE, CONCURRENT, REMOVED, name(98)],
    videos: [name(6, 'mp4')],
  });
  const app = createApp({
    env: productionEnv(),
    logger: pino({ level: 'silent' }),
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

async function fetchImage(url: string) {
  const res = await fetch(`${server.url}${url}`);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, meta: res.ok ? await sharp(body).metadata() : undefined };
}

describe('GET /uploads/images/w{width}/{name}', () => {
  it('the test image really carries EXIF with GPS', async () => {
    const original = await sharp((await storage.get('images', LANDSCAPE)) as Buffer).metadata();
    expect(original.exif).toBeDefined();
    expect(ifd0Tags(original.exif as Buffer)).toContain(GPS_IFD_POINTER);
  });

  it.each([320, 640, 1280])('w%i is a WebP of that width with no metadata at all, cached briefly', async (width) => {
    const { res, body, meta } = await fetchImage(`/uploads/images/w${width}/${LANDSCAPE}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate');
    expect(meta?.format).toBe('webp');
    expect(meta?.width).toBe(width);
    expect(meta?.height).toBe(Math.round((width * 1500) / 2000));
    expect(meta?.exif).toBeUndefined();
    expect(meta?.xmp).toBeUndefined();
    expect(meta?.icc).toBeUndefined();
    expect(meta?.orientation).toBeUndefined();
    expect(body.includes('Exif')).toBe(false);
    expect(body.includes('SecretCam')).toBe(false);
    expect(body.includes('owner-name-in-exif')).toBe(false);
  });

  it('turns the image upright from its EXIF orientation and never enlarges it', async () => {
    // stored 400×200 with orientation 6 (90° clockwise): upright it is 200×400, smaller than 320
    const { res, meta } = await fetchImage(`/uploads/images/w320/${ROTATED}`);
    expect(res.status).toBe(200);
    expect([meta?.width, meta?.height]).toEqual([200, 400]);
    expect(meta?.orientation).toBeUndefined();
    expect(meta?.exif).toBeUndefined();
  });

  it('makes a variant once and then serves the stored copy', async () => {
    const first = await fetchImage(`/uploads/images/w640/${LANDSCAPE}`);
    const stored = path.join(tmp, 'uploads', 'variants', 'w640', LANDSCAPE);
    expect(await readFile(stored)).toEqual(first.body);
    // a later request reads the store: prove it by changing the stored copy
    const marker = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    await writeFile(stored, marker);
    const again = await fetchImage(`/uploads/images/w640/${LANDSCAPE}`);
    expect(again.body).toEqual(marker);
    const etag = again.res.headers.get('etag');
    expect(etag).toBeTruthy();
    const revalidated = await fetch(`${server.url}/uploads/images/w640/${LANDSCAPE}`, {
      // fetch would add "cache-control: no-cache" to a conditional request; a browser revalidates with max-age=0
      headers: { 'if-none-match': etag as string, 'cache-control': 'max-age=0' },
    });
    expect(revalidated.status).toBe(304);
  });

  it('when many first requests arrive at once, then all get the same whole image and the cache is one file', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => fetchImage(`/uploads/images/w1280/${CONCURRENT}`)));
    for (const { res, meta } of results) {
      expect(res.status).toBe(200);
      expect([meta?.width, meta?.height]).toEqual([900, 1200]); // 900 wide: not enlarged to 1280
    }
    const bodies = new Set(results.map((r) => r.body.toString('base64')));
    expect(bodies.size).toBe(1);
    const folder = path.join(tmp, 'uploads', 'variants', 'w1280');
    const files = await readdir(folder);
    expect(files).toContain(CONCURRENT);
    expect(files.filter((file) => file.startsWith(CONCURRENT))).toEqual([CONCURRENT]); // no temp file left
    expect((await sharp(await readFile(path.join(folder, CONCURRENT))).metadata()).width).toBe(900);
  });

  it('answers 404 for an unknown width, an unknown or invalid name, a video and an original that is not an image', async () => {
    for (const url of [
      `/uploads/images/w500/${LANDSCAPE}`,
      `/uploads/images/w0/${LANDSCAPE}`,
      `/uploads/images/w3200/${LANDSCAPE}`,
      `/uploads/images/320/${LANDSCAPE}`,
      `/uploads/images/w320/${name(99)}`,
      `/uploads/images/w320/${name(98)}`,
      '/uploads/images/w320/not-a-name.jpg',
      `/uploads/images/w320/${LANDSCAPE}.exe`,
      `/uploads/images/w320/${name(6, 'mp4')}`,
      `/uploads/images/w320/${NOT_AN_IMAGE}`,
      `/uploads/images/w320/..%2F..%2Fpackage.json`,
    ]) {
      const res = await fetch(`${server.url}${url}`);
      expect(res.status, url).toBe(404);
      expect(res.headers.get('content-type'), url).toMatch(/application\/json/);
    }
  });

  it('keeps serving the originals at /uploads/images/{name}', async () => {
    const { res, meta } = await fetchImage(`/uploads/images/${LANDSCAPE}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(meta?.width).toBe(2000);
  });

  it('when the image is removed, then its variants go with it', async () => {
    expect((await fetch(`${server.url}/uploads/images/w320/${REMOVED}`)).status).toBe(200);
    expect(await storage.getDerived(`w320/${REMOVED}`)).not.toBeNull();
    await storage.remove('images', REMOVED);
    expect(await storage.getDerived(`w320/${REMOVED}`)).toBeNull();
    expect((await fetch(`${server.url}/uploads/images/w320/${REMOVED}`)).status).toBe(404);
  });
});
