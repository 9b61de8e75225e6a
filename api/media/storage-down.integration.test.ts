// The media bucket unreachable: with the S3 store pointed at a real
// S3-compatible server (s3rver) that is then stopped, a photo sent in one request gets a 503 with
// Retry-After (never a 500) and leaves no row, and the same photo sent again once the bucket is
// back is stored; a resumable (tus) upload whose bytes all arrived waits in staging while the
// bucket is down (its result says "processing", not refused) and is stored when asked again.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TUS_ENDPOINT, tusResultUrl } from '#contract/upload.schema.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { createS3Storage } from '../storage/s3.ts';
import { STORAGE_RETRY_AFTER_SECONDS } from '../storage/storage.ts';

let db: TestDatabase;
let tmp: string;
let bucket: S3rver | undefined;
let port = 0;
let server: Awaited<ReturnType<typeof startApiApp>>;

/** Starts the bucket server (again, on the same port and folder: what it held is still there). */
async function bucketUp(): Promise<void> {
  bucket = new S3rver({
    port,
    address: '127.0.0.1',
    silent: true,
    directory: path.join(tmp, 's3'),
    configureBuckets: [{ name: 'media', configs: [] }],
  });
  port = ((await bucket.run()) as AddressInfo).port;
}

async function bucketDown(): Promise<void> {
  await bucket?.close();
  bucket = undefined;
}

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-storage-down-'));
  await bucketUp();
  const storage = createS3Storage({
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    bucket: 'media',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
  });
  server = await startApiApp(db, storage, { SESSION_SECRET: 'storage-down-tests-secret-0123456789-abcdefgh', DATA_DIR: tmp });
}, 60_000);

afterAll(async () => {
  await server?.close();
  await bucketDown();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

const photo = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 180, g: 90, b: 60 } } })
    .jpeg()
    .toBuffer();
const rowCount = async () => (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pending_uploads`)[0]?.n ?? 0;

async function upload(data: Buffer) {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
}

describe('when the media bucket is unreachable', () => {
  it('a photo sent in one request gets a 503 with Retry-After and leaves nothing; sent again once the bucket is back, it is stored', async () => {
    const data = await photo();
    await bucketDown();
    const before = await rowCount();
    const down = await upload(data);
    expect(down.status).toBe(503);
    expect(down.retryAfter).toBe(String(STORAGE_RETRY_AFTER_SECONDS));
    expect(String(down.body.message)).toMatch(/media storage is not reachable/);
    expect(JSON.stringify(down.body)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|at .*\.ts/); // no internals
    expect(await rowCount()).toBe(before);

    await bucketUp();
    const up = await upload(data);
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const [file] = up.body.files as { url: string }[];
    expect(await rowCount()).toBe(before + 1);
    expect((await fetch(`${server.url}${file?.url}`)).status).not.toBe(503);
  }, 60_000);

  it('a resumable upload waits in staging while the bucket is down and is stored when asked again after it is back', async () => {
    const data = await photo();
    await bucketDown();
    const before = await rowCount();
    const uploadUrl = await new Promise<string>((resolve, reject) => {
      const up: tus.Upload = new tus.Upload(data, {
        endpoint: `${server.url}${TUS_ENDPOINT}`,
        metadata: { filename: 'photo.jpg', filetype: 'image/jpeg' },
        retryDelays: [],
        onSuccess: () => resolve(up.url ?? ''),
        onError: reject,
      });
      up.start();
    });
    const result = async () => {
      const res = await fetch(`${server.url}${new URL(tusResultUrl(uploadUrl), server.url).pathname}`);
      return { status: res.status, body: (await res.json()) as { status?: string; url?: string } };
    };
    expect(await result()).toEqual({ status: 202, body: { status: 'processing' } });
    expect(await rowCount()).toBe(before);

    await bucketUp();
    // the first ask after the outage starts the pipeline again; a later one finds it done
    let answer = await result();
    for (const deadline = Date.now() + 20_000; answer.status === 202 && Date.now() < deadline; ) {
      await new Promise((r) => setTimeout(r, 100));
      answer = await result();
    }
    expect(answer.status).toBe(200);
    expect(answer.body.url).toMatch(/^\/uploads\/pending\//);
    expect(await rowCount()).toBe(before + 1);
  }, 60_000);
});
