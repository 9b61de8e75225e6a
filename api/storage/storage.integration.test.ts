// One contract, two stores: the local disk and an S3-compatible server (s3rver) reached over
// HTTP like a real bucket. s3rver reads the SigV4 Authorization header and its access key id but
// does not recompute v4 signatures, so a wrong key id is what we can prove is refused.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '#tests/http.ts';
import { parseEnv } from '../env.ts';
import { createApp } from '../server.ts';
import { createS3Storage } from './s3.ts';
import { createDiskStorage, type MediaStorage } from './storage.ts';

const NAME = '5d41402a-bc4b-4a76-b9a0-19b5f7e7c8d1.webp';
let tmp: string;
let s3server: S3rver;
let endpoint: string;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-storage-'));
  s3server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  const address = (await s3server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await s3server?.close();
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

it('serves media from S3 at /uploads/images/… with long cache headers', async () => {
  const storage = stores[1]![1]();
  await storage.put('images', NAME, Buffer.from('RIFF....WEBP'), 'image/webp');
  const app = createApp({
    env: parseEnv({}),
    logger: pino({ level: 'silent' }),
    sql: undefined as never,
    storage,
    readiness: { sql: undefined as never, queue: async () => undefined },
  });
  const server = await listen(app);
  try {
    const res = await fetch(`${server.url}/uploads/images/${NAME}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    expect(Buffer.from(await res.arrayBuffer()).toString()).toBe('RIFF....WEBP');
    expect((await fetch(`${server.url}/uploads/images/${NAME.replace('5d', '6d')}`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/images/not-a-name.webp`)).status).toBe(404);
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
  const app = createApp({
    env: parseEnv({}),
    logger: pino({ level: 'silent' }),
    sql: undefined as never,
    storage,
    readiness: { sql: undefined as never, queue: async () => undefined },
  });
  const server = await listen(app);
  try {
    const res = await fetch(`${server.url}/uploads/images/w320/${image}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable/);
    const body = Buffer.from(await res.arrayBuffer());
    expect((await sharp(body).metadata()).width).toBe(320);
    expect(await storage.getDerived(`w320/${image}`)).toEqual(body);
  } finally {
    await server.close();
  }
});
