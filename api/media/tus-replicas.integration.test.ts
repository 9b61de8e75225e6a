// Resumable uploads across replicas: two app instances on one database and one shared staging
// folder; an upload started against A is finished against B and processed once, and the lock of
// an upload (tus_upload_locks) keeps two replicas from appending to it at once: a request for an
// upload held elsewhere asks the holder to let go, and takes it once it is free.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createDiskStorage } from '#api/storage/storage.ts';
import { TUS_ENDPOINT, tusResultUrl } from '#contract/upload.schema.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import * as files from '#tests/factories/evidence.factory.ts';
import { createPostgresLocker } from './tus-locker.ts';

let db: TestDatabase;
let tmp: string;
let a: Awaited<ReturnType<typeof startApiApp>>;
let b: Awaited<ReturnType<typeof startApiApp>>;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-tus-replicas-'));
  const env = { SESSION_SECRET: 'tus-replicas-tests-secret-0123456789-abcdefgh', DATA_DIR: tmp };
  // one data folder (the shared volume of the staging folder), two processes' apps
  a = await startApiApp(db, createDiskStorage(path.join(tmp, 'uploads')), env);
  b = await startApiApp(db, createDiskStorage(path.join(tmp, 'uploads')), env);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const tus = { 'Tus-Resumable': '1.0.0' };
const meta = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');

it('an upload started against one replica is finished against another, and processed once', async () => {
  const photo = await files.jpegWithGps();
  const created = await fetch(`${a.url}${TUS_ENDPOINT}`, {
    method: 'POST',
    headers: { ...tus, 'Upload-Length': String(photo.length), 'Upload-Metadata': meta({ filename: 'a.jpg', filetype: 'image/jpeg' }) },
  });
  expect(created.status).toBe(201);
  const location = created.headers.get('location') ?? '';
  const id = location.split('/').pop() ?? '';
  const half = Math.floor(photo.length / 2);
  const patch = (url: string, offset: number, body: Buffer) =>
    fetch(`${url}${TUS_ENDPOINT}/${id}`, {
      method: 'PATCH',
      headers: { ...tus, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(body),
    });
  expect((await patch(a.url, 0, photo.subarray(0, half))).status).toBe(204);
  // she comes back through the other replica: it knows where the upload stands and takes the rest
  const head = await fetch(`${b.url}${TUS_ENDPOINT}/${id}`, { method: 'HEAD', headers: tus });
  expect(head.headers.get('upload-offset')).toBe(String(half));
  expect((await patch(b.url, half, photo.subarray(half))).status).toBe(204);

  const resultPath = new URL(tusResultUrl(location), a.url).pathname;
  const fromA = await fetch(`${a.url}${resultPath}`);
  const fromB = await fetch(`${b.url}${resultPath}`);
  expect(fromA.status).toBe(200);
  const body = await fromA.json();
  expect(body).toEqual({ url: expect.stringMatching(/^\/uploads\/pending\//), mimetype: 'image/jpeg' });
  expect(await fromB.json()).toEqual(body);
  const rows = await db.sql`SELECT name FROM pending_uploads WHERE tus_id = ${id}`;
  expect(rows.length).toBe(1);
  expect(await readdir(path.join(tmp, 'uploads', 'pending'))).toEqual([rows[0]?.name]);
  expect(await readdir(path.join(tmp, 'tus-staging'))).toEqual([]);
  expect((await db.sql`SELECT 1 FROM tus_upload_locks`).length).toBe(0); // every lock let go
});

it('holds an upload for one request across replicas; another asks the holder to let go, then takes it', async () => {
  const id = 'f'.repeat(32);
  const first = createPostgresLocker(db.sql).newLock(id);
  let released = false;
  await first.lock(new AbortController().signal, async () => {
    released = true;
    await first.unlock();
  });
  // a replica that will not wait long gives up while the holder keeps it
  const impatient = createPostgresLocker(db.sql, { acquireTimeoutMs: 300 }).newLock(id);
  await expect(impatient.lock(new AbortController().signal, () => undefined)).rejects.toMatchObject({ status_code: 500 });
  // one that waits asks the holder to let go (seen when the holder renews its lease) and gets it
  const second = createPostgresLocker(db.sql).newLock(id);
  await second.lock(new AbortController().signal, () => undefined);
  expect(released).toBe(true);
  await second.unlock();
  expect((await db.sql`SELECT 1 FROM tus_upload_locks WHERE id = ${id}`).length).toBe(0);
}, 20_000);
