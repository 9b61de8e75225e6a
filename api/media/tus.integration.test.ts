// The resumable upload endpoint (/api/uploads/tus) with a real tus client (tus-js-client in Node)
// against a real PostgreSQL and disk: a completed upload goes through the one upload pipeline
// (a planted EXIF tag is gone), is stored pending under its tus id and its staged bytes are
// deleted; an upload cut at 60 % resumes and sends about what remained, not the whole file; a
// refused file leaves only its reason; an upload complete at its creation (empty, or its bytes
// in the POST) is created and processed when its result is asked; creations are same-origin,
// size-capped and rate limited; expired incomplete uploads are removed by the cleanup; a result
// asked on one replica while another records the upload is that record.
import { mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDiskStorage } from '#api/storage/storage.ts';
import { pendingUploadName, TUS_ENDPOINT, tusResultUrl, UPLOAD_MAX_BYTES } from '#contract/upload.schema.ts';
import type { ByteProxy } from '#tests/byte-proxy.ts';
import type { TestDatabase } from '#tests/db.ts';
import * as files from '#tests/factories/evidence.factory.ts';
import { fetchFrom } from '#tests/http.ts';
import { resetUploadServer, startUploadServer, stopUploadServer, type UploadServer } from '#tests/upload-server.ts';
import { createTusStaging, createTusUploadService, removeExpiredTusUploads } from './tus-upload.service.ts';
import { UPLOADS_PER_HOUR } from './upload.router.ts';

let db: TestDatabase;
let server: UploadServer['server'];
let proxy: ByteProxy;
let tmp: string;

beforeAll(async () => {
  ({ db, server, proxy, tmp } = await startUploadServer('tus'));
});

afterAll(() => stopUploadServer({ db, server, proxy, tmp }));

beforeEach(async () => {
  await resetUploadServer({ db, server, proxy, tmp });
});

const staging = () => path.join(tmp, 'tus-staging');
const stagedFiles = async () => (await readdir(staging()).catch(() => [] as string[])).sort();
const pendingFiles = async () => (await readdir(path.join(tmp, 'uploads', 'pending')).catch(() => [] as string[])).sort();
const rowCount = async () => (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pending_uploads`)[0]?.n ?? 0;

interface Sent {
  url: string;
  error?: Error;
}

/** Uploads with tus-js-client through the proxy; resolves with the upload url (or the error that stopped it). */
function tusUpload(
  data: Buffer,
  name: string,
  type: string,
  options: { upload?: tus.Upload } = {},
): { upload: tus.Upload; done: Promise<Sent> } {
  let upload!: tus.Upload;
  const done = new Promise<Sent>((resolve) => {
    upload =
      options.upload ??
      new tus.Upload(data, {
        endpoint: `${proxy.url}${TUS_ENDPOINT}`,
        metadata: { filename: name, filetype: type },
        retryDelays: [],
        onSuccess: () => resolve({ url: upload.url ?? '' }),
        onError: (error) => resolve({ url: upload.url ?? '', error }),
      });
  });
  if (!options.upload) upload.start();
  return { upload, done };
}

async function result(uploadUrl: string) {
  const url = new URL(tusResultUrl(uploadUrl), server.url);
  const res = await fetch(`${server.url}${url.pathname}`);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

/** A JPEG of random pixels: big, and the same size after the re-encode does not matter. */
async function noisyJpeg(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const tusHeaders = { 'Tus-Resumable': '1.0.0' };

describe('resumable uploads', () => {
  it('a completed upload goes through the upload pipeline: stored pending without its EXIF tag, recorded by tus id, staging emptied', async () => {
    const original = await files.jpegWithGps();
    const { done } = tusUpload(original, 'IMG_0001.JPG', 'image/jpeg');
    const sent = await done;
    expect(sent.error).toBeUndefined();
    expect(sent.url).toMatch(/\/api\/uploads\/tus\/[0-9a-f]{32}$/);
    const res = await result(sent.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({ url: expect.stringMatching(/^\/uploads\/pending\/[0-9a-f-]{36}\.jpg$/), mimetype: 'image/jpeg' });
    const name = pendingUploadName(String(res.body.url)) ?? '';
    const stored = await readFile(path.join(tmp, 'uploads', 'pending', name));
    expect(stored.includes(files.METADATA_MARKER)).toBe(false);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
    const [row] = await db.sql<{ tusId: string; kind: string }[]>`SELECT tus_id AS "tusId", kind FROM pending_uploads WHERE name = ${name}`;
    expect(row).toEqual({ tusId: sent.url.split('/').pop(), kind: 'image' });
    expect(await stagedFiles()).toEqual([]);
    // the pending url is never served, nor are the staged bytes
    expect((await fetch(`${server.url}${res.body.url}`)).status).toBe(404);
    expect((await fetch(`${server.url}${new URL(sent.url, server.url).pathname}`)).status).toBe(404);
  });

  it('an upload cut at 60 % resumes where it stopped: the second attempt sends about what remained', async () => {
    const data = await noisyJpeg(1400, 1000);
    expect(data.length).toBeGreaterThan(1_000_000);
    proxy.cutAfter(Math.round(data.length * 0.6));
    const first = tusUpload(data, 'big.jpg', 'image/jpeg');
    const cut = await first.done;
    expect(cut.error).toBeDefined();
    const head = await fetch(`${server.url}${new URL(cut.url, server.url).pathname}`, { method: 'HEAD', headers: tusHeaders });
    const offset = Number(head.headers.get('upload-offset'));
    // most of what was sent before the cut was kept (@tus/server drops what sat in its stream
    // buffers when the request died: tens to hundreds of KB)
    expect(offset).toBeGreaterThan(data.length * 0.3);
    expect(offset).toBeLessThan(data.length * 0.61);
    expect((await result(cut.url)).status).toBe(202);

    proxy.reset();
    const again = new Promise<Sent>((resolve) => {
      first.upload.options.onSuccess = () => resolve({ url: first.upload.url ?? '' });
      first.upload.options.onError = (error) => resolve({ url: first.upload.url ?? '', error });
    });
    first.upload.start(); // knows its url: HEAD, then PATCH from the offset
    const resumed = await again;
    expect(resumed.error).toBeUndefined();
    const remaining = data.length - offset;
    expect(proxy.sent).toBeGreaterThanOrEqual(remaining);
    expect(proxy.sent).toBeLessThan(remaining + 4096); // plus the HEAD and PATCH headers only
    const res = await result(resumed.url);
    expect(res.status).toBe(200);
    expect(res.body.mimetype).toBe('image/jpeg');
    expect(await stagedFiles()).toEqual([]);
  });

  it('a refused file leaves only its reason: 400 with the code, no stored file, no row, nothing staged', async () => {
    const before = { files: await pendingFiles(), rows: await rowCount() };
    const { done } = tusUpload(files.text(), 'notes.jpg', 'image/jpeg');
    const sent = await done;
    expect(sent.error).toBeUndefined();
    const res = await result(sent.url);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: expect.stringContaining('notes.jpg'), code: 'invalidType' });
    expect(await pendingFiles()).toEqual(before.files);
    expect(await rowCount()).toBe(before.rows);
    expect(await stagedFiles()).toEqual([]);
  });

  it('an unknown upload is a 404, an incomplete one 202 processing', async () => {
    expect((await result(`${TUS_ENDPOINT}/${'0'.repeat(32)}`)).status).toBe(404);
    expect((await result(`${TUS_ENDPOINT}/not-an-id`)).status).toBe(404);
    const created = await fetch(`${server.url}${TUS_ENDPOINT}`, { method: 'POST', headers: { ...tusHeaders, 'Upload-Length': '100' } });
    expect(created.status).toBe(201);
    const location = created.headers.get('location') ?? '';
    expect(location).toMatch(/^\/api\/uploads\/tus\/[0-9a-f]{32}$/);
    expect(await result(location)).toMatchObject({ status: 202, body: { status: 'processing' } });
    // an id is the path's last segment, never its query string, and only one this server gives out
    // (the fuzzer's 4,944-byte id was a 500 from the upload lock's index)
    const head = (at: string) => fetch(`${server.url}${at}`, { method: 'HEAD', headers: tusHeaders });
    expect((await head(`${location}?${'k=1&'.repeat(1200)}`)).status).toBe(200);
    for (const method of ['HEAD', 'PATCH', 'DELETE']) {
      const res = await fetch(`${server.url}${TUS_ENDPOINT}/${'a'.repeat(3000)}`, {
        method,
        headers: { ...tusHeaders, 'Upload-Offset': '0', 'Content-Type': 'application/offset+octet-stream' },
      });
      expect(res.status, method).toBe(404);
    }
  });

  it('an upload complete at its creation (empty, or its bytes in the POST) is created (201 and its Location), and its result says what the pipeline made of it', async () => {
    // Found by the fuzzer (api/fuzz.integration.test.ts): the pipeline ran inside the POST and
    // removed the staged upload that @tus/server then read again, so the POST answered 404 after
    // taking the file (or recording its refusal).
    const settled = (location: string) =>
      vi.waitFor(
        async () => {
          const res = await result(location);
          expect(res.status).not.toBe(202);
          return res;
        },
        { timeout: 20_000, interval: 20 },
      );
    const staged = await stagedFiles();
    const empty = await fetch(`${server.url}${TUS_ENDPOINT}`, { method: 'POST', headers: { ...tusHeaders, 'Upload-Length': '0' } });
    expect(empty.status).toBe(201);
    const emptyAt = empty.headers.get('location') ?? '';
    expect(emptyAt).toMatch(/^\/api\/uploads\/tus\/[0-9a-f]{32}$/);
    expect(await settled(emptyAt)).toMatchObject({ status: 400, body: { code: expect.any(String) } });

    const jpeg = await files.jpegWithGps();
    const rows = await rowCount();
    const whole = await fetch(`${server.url}${TUS_ENDPOINT}`, {
      method: 'POST',
      headers: {
        ...tusHeaders,
        'Upload-Length': String(jpeg.length),
        'Upload-Metadata': `filename ${Buffer.from('IMG_0002.JPG').toString('base64')}`,
        'Content-Type': 'application/offset+octet-stream',
      },
      body: new Uint8Array(jpeg),
    });
    expect(whole.status).toBe(201);
    expect(whole.headers.get('upload-offset')).toBe(String(jpeg.length));
    const done = await settled(whole.headers.get('location') ?? '');
    expect(done).toMatchObject({
      status: 200,
      body: { url: expect.stringMatching(/^\/uploads\/pending\/[0-9a-f-]{36}\.jpg$/), mimetype: 'image/jpeg' },
    });
    expect(await rowCount()).toBe(rows + 1);
    // the staged bytes go right after the row is written
    await vi.waitFor(async () => expect(await stagedFiles()).toEqual(staged), { timeout: 20_000, interval: 20 });
  });

  it('a result asked on one replica while another records the upload is its result, not a 404', async () => {
    // Seen in CI: a poll read "not recorded" just before the pipeline wrote the row, and "not
    // staged" just after it removed the bytes, so a file it took was answered "No such upload".
    // Two services on one database and staging folder, as two replicas are: B reads nothing
    // recorded; as it looks for the staged bytes, A finishes the upload (records, then removes).
    const jpeg = await files.jpegWithGps();
    const whole = await fetch(`${server.url}${TUS_ENDPOINT}`, {
      method: 'POST',
      headers: { ...tusHeaders, 'Upload-Length': String(jpeg.length), 'Content-Type': 'application/offset+octet-stream' },
      body: new Uint8Array(jpeg),
    });
    expect(whole.status).toBe(201);
    const tusId = (whole.headers.get('location') ?? '').split('/').pop() ?? '';
    const storage = createDiskStorage(path.join(tmp, 'uploads'));
    const replicaA = createTusUploadService({ sql: db.sql, storage, staging: createTusStaging(tmp) });
    const stagingB = createTusStaging(tmp);
    const getUpload = stagingB.getUpload.bind(stagingB);
    stagingB.getUpload = async (id) => {
      await replicaA.finish(id, 'replica-a');
      return getUpload(id);
    };
    const replicaB = createTusUploadService({ sql: db.sql, storage, staging: stagingB });
    expect(await replicaB.result(tusId, 'replica-b')).toMatchObject({ state: 'done', file: { mimetype: 'image/jpeg' } });
  });

  it('an upload declared larger than 10 MB is refused at creation (413)', async () => {
    const res = await fetch(`${server.url}${TUS_ENDPOINT}`, {
      method: 'POST',
      headers: { ...tusHeaders, 'Upload-Length': String(UPLOAD_MAX_BYTES + 1) },
    });
    expect(res.status).toBe(413);
  });

  it('a creation from another site is refused (403) and creations are rate limited per client', async () => {
    const crossSite = await fetch(`${server.url}${TUS_ENDPOINT}`, {
      method: 'POST',
      headers: { ...tusHeaders, 'Upload-Length': '10', Origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    const create = () =>
      fetchFrom('127.0.0.3', `${server.url}${TUS_ENDPOINT}`, { method: 'POST', headers: { ...tusHeaders, 'Upload-Length': '10' } });
    for (let i = 0; i < UPLOADS_PER_HOUR; i++) expect((await create()).status).toBe(201);
    const limited = await create();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(
      (await fetchFrom('127.0.0.4', `${server.url}${TUS_ENDPOINT}`, { method: 'POST', headers: { ...tusHeaders, 'Upload-Length': '10' } }))
        .status,
    ).toBe(201);
  });

  it('the cleanup removes incomplete uploads older than a day and keeps fresh ones', async () => {
    const create = async () => {
      const res = await fetch(`${server.url}${TUS_ENDPOINT}`, { method: 'POST', headers: { ...tusHeaders, 'Upload-Length': '100' } });
      return (res.headers.get('location') ?? '').split('/').pop() ?? '';
    };
    const old = await create();
    const fresh = await create();
    const info = path.join(staging(), `${old}.json`);
    const record = JSON.parse(await readFile(info, 'utf8')) as { creation_date: string };
    record.creation_date = new Date(Date.now() - 25 * 3600_000).toISOString();
    await writeFile(info, JSON.stringify(record));
    await utimes(info, new Date(), new Date());
    await removeExpiredTusUploads(db.sql, tmp);
    const left = await stagedFiles();
    expect(left).not.toContain(old);
    expect(left).not.toContain(`${old}.json`);
    expect(left).toContain(fresh);
  });

  it('the cleanup runs on a data directory that never saw an upload', async () => {
    const fresh = await mkdtemp(path.join(os.tmpdir(), 'contacto-tus-empty-'));
    try {
      expect(await removeExpiredTusUploads(db.sql, fresh)).toMatchObject({ staged: 0 });
    } finally {
      await rm(fresh, { recursive: true, force: true });
    }
  });
});
