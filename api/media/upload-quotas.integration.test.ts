// What anonymous uploads may take of the server, over HTTP against a real PostgreSQL and a real
// disk store (upload-admission.ts): a request that would pass the bytes in flight is answered 503
// with Retry-After before its body is sent; a client past its pending bytes is answered 429 with
// Retry-After, and IPv6 clients of one /48 share that allowance; a client's videos waiting for the
// video job are capped (POST /api/upload and tus creations); files are streamed to the temporary
// folder and none stays there after an answer or a cut connection.

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingUploadName, TUS_ENDPOINT, type UploadResponse } from '#contract/upload.schema.ts';
import { startApiApp, storageFailingPuts } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { isoMedia } from '#tests/factories/media-file.factory.ts';
import { fetchFrom } from '#tests/http.ts';
import { createDiskStorage } from '../storage/storage.ts';

const MB = 1024 * 1024;
const IN_FLIGHT_MB = 110;
const PENDING_MB = 101;
const VIDEOS = 2;

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let tmp: string;
/** The files in the temporary folder at each put to the store (while the request is being handled). */
let tempAtPut: string[][] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-upload-quotas-'));
  const disk = createDiskStorage(path.join(tmp, 'uploads'));
  const storage = storageFailingPuts(disk, () => false);
  const recording = {
    ...storage,
    async put(...args: Parameters<typeof storage.put>) {
      tempAtPut.push(await tempFiles());
      await storage.put(...args);
    },
  };
  server = await startApiApp(db, recording, {
    SESSION_SECRET: 'upload-quotas-tests-secret-0123456789-abcdefghij',
    DATA_DIR: tmp,
    TRUST_PROXY: 'loopback',
    UPLOAD_IN_FLIGHT_MB: String(IN_FLIGHT_MB),
    UPLOAD_PENDING_MB_PER_CLIENT: String(PENDING_MB),
    UPLOAD_VIDEOS_QUEUED_PER_CLIENT: String(VIDEOS),
  });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
  await db.sql`DELETE FROM pending_uploads`;
  tempAtPut = [];
});

const tempFiles = async () => (await readdir(path.join(tmp, 'upload-tmp')).catch(() => [] as string[])).sort();
const pendingFiles = async () => (await readdir(path.join(tmp, 'uploads', 'pending')).catch(() => [] as string[])).sort();
const rowCount = async () => (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pending_uploads`)[0]?.n ?? 0;

/** Waits until `condition` holds, checking every 20 ms; fails with `what` if it does not within 10 s. */
async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const jpeg = (size = 16) =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#a33' } })
    .jpeg()
    .toBuffer();

interface Part {
  data: Buffer;
  name: string;
}

/** POST /api/upload from a loopback address, or as `forwardedFor` behind the trusted loopback proxy. */
async function upload(parts: Part[], from: { address?: string; forwardedFor?: string } = {}) {
  const form = new FormData();
  for (const part of parts) form.append('files', new Blob([new Uint8Array(part.data)]), part.name);
  const headers: Record<string, string> = from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {};
  const res = await fetchFrom(from.address ?? '127.0.0.1', `${server.url}/api/upload`, { method: 'POST', body: form, headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as UploadResponse & Record<string, unknown> };
}

const BOUNDARY = 'contacto-quota-test';

/**
 * A POST whose headers declare `length` bytes of multipart body, of which only `head` is written
 * (the rest is never sent): the answer can only come before the body is read.
 */
function heldUpload(
  from: string,
  length: number,
  { head = Buffer.alloc(0), target = '/api/upload', method = 'POST', headers = {} as Record<string, string> } = {},
) {
  const url = new URL(server.url);
  const req = http.request({
    host: url.hostname,
    port: url.port,
    path: target,
    method,
    localAddress: from,
    agent: false,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(length), ...headers },
  });
  const answered = new Promise<http.IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  req.flushHeaders();
  if (head.length > 0) req.write(head);
  /** The answer, read whole; fails if none came within 10 s (the body is never sent). */
  const answer = async () => {
    const res = await Promise.race([
      answered,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no answer while the body was not sent')), 10_000)),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    return { status: res.statusCode, headers: res.headers, body: JSON.parse(Buffer.concat(chunks).toString() || '{}') };
  };
  return { req, answer };
}

const fileHead = (name: string) =>
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`);

describe('the bytes in flight across the process', () => {
  it('a request that would pass them is a 503 with Retry-After before its body is sent; the held bytes are freed when their request ends, leaving no temporary file', async () => {
    // a full request (101 MB declared) from one client, its first megabyte sent, the rest held
    const held = heldUpload('127.0.0.1', 101 * MB, { head: Buffer.concat([fileHead('big.jpg'), Buffer.alloc(MB, 1)]) });
    await until('the held upload is streamed to the temporary folder', async () => (await tempFiles()).length === 1);

    // 10 MB more would pass the 110 MB in flight: refused from the headers alone
    const refused = await heldUpload('127.0.0.2', 10 * MB).answer();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(/uploads/);

    // the client gives up half-way: its temporary file goes, and its bytes are in flight no more
    held.req.destroy();
    await held.answer().catch(() => undefined);
    await until('the cut upload leaves no temporary file', async () => (await tempFiles()).length === 0);
    // 9.5 MB of junk: read (and refused for what it is), no longer turned away for room
    const junk = { data: Buffer.alloc(9.5 * MB, 7), name: 'junk.jpg' };
    await until('9.5 MB fit again', async () => (await upload([junk], { address: '127.0.0.2' })).status !== 503);
    expect((await upload([junk], { address: '127.0.0.2' })).body.code).toBe('invalidType');
    await until('no temporary file stays', async () => (await tempFiles()).length === 0);
  });

  it('a resumable upload is created while they are full, but its PATCH is a 503 with Retry-After before its bytes are sent', async () => {
    const held = heldUpload('127.0.0.1', 101 * MB, { head: Buffer.concat([fileHead('big.jpg'), Buffer.alloc(MB, 1)]) });
    await until('the held upload is streamed to the temporary folder', async () => (await tempFiles()).length === 1);
    const created = await fetchFrom('127.0.0.2', `${server.url}${TUS_ENDPOINT}`, {
      method: 'POST',
      headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': String(10 * MB) },
    });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    const refused = await heldUpload('127.0.0.2', 10 * MB, {
      target: location,
      method: 'PATCH',
      headers: { 'content-type': 'application/offset+octet-stream', 'tus-resumable': '1.0.0', 'upload-offset': '0' },
    }).answer();
    expect(refused.status).toBe(503);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    held.req.destroy();
    await held.answer().catch(() => undefined);
    await until('the cut upload leaves no temporary file', async () => (await tempFiles()).length === 0);
  });

  it('a body declared larger than any request may be is a 413 before it is sent', async () => {
    const refused = await heldUpload('127.0.0.1', 200 * MB).answer();
    expect(refused.status).toBe(413);
  });
});

describe('the files of a request are on disk only while it lasts', () => {
  it('a request refused at its second file had its files in the temporary folder, and leaves none there, nor in storage', async () => {
    const res = await upload([
      { data: await jpeg(), name: 'good.jpg' },
      { data: Buffer.from('not an image at all'), name: 'bad.jpg' },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalidType');
    // while the first file was stored, both were waiting on disk (not in memory)
    expect(tempAtPut).toHaveLength(1);
    expect(tempAtPut[0]).toHaveLength(2);
    await until('the temporary files are removed', async () => (await tempFiles()).length === 0);
    expect(await pendingFiles()).toEqual([]);
    expect(await rowCount()).toBe(0);
  });
});

/** Makes the client's pending uploads weigh `bytes` in all: one real upload from it, its row made that heavy. */
async function pendingOf(from: { address?: string; forwardedFor?: string }, bytes: number): Promise<string> {
  const res = await upload([{ data: await jpeg(), name: 'mine.jpg' }], from);
  expect(res.status).toBe(200);
  const name = pendingUploadName(res.body.files[0]?.url ?? '') ?? '';
  await db.sql`UPDATE pending_uploads SET bytes = ${bytes}, created_at = now() - interval '1 hour' WHERE name = ${name}`;
  return name;
}

describe('the bytes a client has pending', () => {
  it('past its quota a client gets a 429 with Retry-After (until its oldest upload expires) and nothing is kept; another client is not affected', async () => {
    await pendingOf({ address: '127.0.0.3' }, PENDING_MB * MB - 50);
    const files = await pendingFiles();
    const res = await upload([{ data: await jpeg(), name: 'one-more.jpg' }], { address: '127.0.0.3' });
    expect(res.status).toBe(429);
    const retryAfter = Number(res.headers.get('retry-after'));
    // the oldest pending upload was made an hour ago and waits six hours: about five hours
    expect(retryAfter).toBeGreaterThan(4.9 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(5 * 3600);
    expect(await pendingFiles()).toEqual(files);
    expect(await rowCount()).toBe(1);
    expect((await upload([{ data: await jpeg(), name: 'other.jpg' }], { address: '127.0.0.4' })).status).toBe(200);
  });

  it('parallel requests of one client see each other: when room is left for one, exactly one is accepted', async () => {
    const photo = await jpeg();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(photo)]), 'race.jpg');
    const body = (await new Request('http://x/', { method: 'POST', body: form }).arrayBuffer()).byteLength;
    // room for one request's body and 10 bytes: once one is admitted (or stored), none other fits
    await pendingOf({ address: '127.0.0.9' }, PENDING_MB * MB - (body + 10));
    const answers = await Promise.all(
      Array.from({ length: 3 }, () => upload([{ data: photo, name: 'race.jpg' }], { address: '127.0.0.9' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
    expect(await rowCount()).toBe(2);
  });

  it('the 429 comes before the body is sent', async () => {
    await pendingOf({ address: '127.0.0.3' }, PENDING_MB * MB - 50);
    const refused = await heldUpload('127.0.0.3', 2 * MB).answer();
    expect(refused.status).toBe(429);
  });

  it('a claimed upload no longer counts', async () => {
    const name = await pendingOf({ address: '127.0.0.3' }, PENDING_MB * MB - 50);
    await db.sql`UPDATE pending_uploads SET claimed_at = now() WHERE name = ${name}`;
    expect((await upload([{ data: await jpeg(), name: 'next.jpg' }], { address: '127.0.0.3' })).status).toBe(200);
  });

  it('IPv6 clients of one /48 share the quota, whatever /64 they send from; another /48 is not affected', async () => {
    await pendingOf({ forwardedFor: '2001:db8:1:aaaa::1' }, PENDING_MB * MB - 50);
    const sibling = await upload([{ data: await jpeg(), name: 'sibling.jpg' }], { forwardedFor: '2001:db8:1:bbbb:1234::2' });
    expect(sibling.status).toBe(429);
    expect(Number(sibling.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await upload([{ data: await jpeg(), name: 'other.jpg' }], { forwardedFor: '2001:db8:2::1' })).status).toBe(200);
  });
});

describe('the videos a client has waiting for the video job', () => {
  it(`past ${VIDEOS} waiting videos another one is a 429 with Retry-After and nothing is kept; once one is processed, a video is accepted again`, async () => {
    const from = { address: '127.0.0.5' };
    const first = await upload(
      [
        { data: isoMedia('isom'), name: 'a.mp4' },
        { data: isoMedia('isom'), name: 'b.mp4' },
      ],
      from,
    );
    expect(first.status).toBe(200);
    const files = await pendingFiles();
    const third = await upload(
      [
        { data: await jpeg(), name: 'photo.jpg' },
        { data: isoMedia('isom'), name: 'c.mp4' },
      ],
      from,
    );
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(third.body.message).toMatch(/videos/);
    expect(await pendingFiles()).toEqual(files);
    expect(await rowCount()).toBe(2);
    // a photo alone is not held back
    expect((await upload([{ data: await jpeg(), name: 'photo.jpg' }], from)).status).toBe(200);
    // another client is not affected
    expect((await upload([{ data: isoMedia('isom'), name: 'd.mp4' }], { address: '127.0.0.6' })).status).toBe(200);

    const [done] = first.body.files.map((file) => pendingUploadName(file.url) ?? '');
    await db.sql`UPDATE pending_uploads SET processed = true WHERE name = ${done ?? ''}`;
    expect((await upload([{ data: isoMedia('isom'), name: 'e.mp4' }], from)).status).toBe(200);
  });

  it('more videos in one request than may wait is a 429, and nothing is kept', async () => {
    const files = await pendingFiles();
    const res = await upload(
      Array.from({ length: VIDEOS + 1 }, (_, i) => ({ data: isoMedia('isom'), name: `v${i}.mp4` })),
      { address: '127.0.0.7' },
    );
    expect(res.status).toBe(429);
    expect(await pendingFiles()).toEqual(files);
    expect(await rowCount()).toBe(0);
  });

  it('a resumable upload that declares a video is refused at its creation when the client has as many waiting', async () => {
    const from = { address: '127.0.0.8' };
    expect(
      (
        await upload(
          Array.from({ length: VIDEOS }, (_, i) => ({ data: isoMedia('isom'), name: `v${i}.mp4` })),
          from,
        )
      ).status,
    ).toBe(200);
    const metadata = (type: string) =>
      `filename ${Buffer.from('clip.mp4').toString('base64')},filetype ${Buffer.from(type).toString('base64')}`;
    const create = (type: string) =>
      fetchFrom(from.address, `${server.url}${TUS_ENDPOINT}`, {
        method: 'POST',
        headers: { 'Tus-Resumable': '1.0.0', 'Upload-Length': '1000', 'Upload-Metadata': metadata(type) },
      });
    const video = await create('video/mp4');
    expect(video.status).toBe(429);
    expect(Number(video.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await create('image/jpeg')).status).toBe(201);
  });
});
