// POST /api/upload over HTTP against a real PostgreSQL and a real disk store: images come back
// stored re-encoded without a planted EXIF/GPS tag, videos are kept unprocessed for their job,
// and every bad request — wrong magic bytes, a name that lies, a polyglot, a pixel flood, an 11th
// file, an 11 MB file, an empty file, a store or insert that fails half-way — is a 4xx (or the
// 500) with nothing left behind: no file in pending storage, no pending_uploads row.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pendingUploadName, UPLOAD_MAX_BYTES, type UploadResponse } from '#contract/upload.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { startApiApp, storageFailingPuts } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import * as files from '#tests/factories/evidence.factory.ts';
import { avi, aviLasting, isoMedia, mp4Lasting, pixelFlood, pngChunk, webm } from '#tests/factories/media-file.factory.ts';
import { fetchFrom } from '#tests/http.ts';
import { createDiskStorage } from '../storage/storage.ts';
import { UPLOADS_PER_HOUR } from './upload.router.ts';
import { removeUnclaimedUploads, UNCLAIMED_UPLOAD_HOURS } from './upload.service.ts';
import { claimPendingUploads, findPendingUploads } from './uploads.queries.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let tmp: string;
/** The put that fails (1 = the first of a request), or 0 for none. */
let failPutNumber = 0;
let puts = 0;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-upload-'));
  const storage = storageFailingPuts(createDiskStorage(path.join(tmp, 'uploads')), () => {
    puts += 1;
    return puts === failPutNumber;
  });
  server = await startApiApp(db, storage, { SESSION_SECRET: 'upload-tests-secret-0123456789-abcdefghij', DATA_DIR: tmp });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
  // each test starts with nothing pending: the client's quotas (upload-quotas.integration.test.ts) are not what these test
  await db.sql`DELETE FROM pending_uploads`;
  failPutNumber = 0;
  puts = 0;
});

interface Part {
  data: Buffer;
  name: string;
  type?: string;
  field?: string;
}

async function upload(parts: Part[], from = '127.0.0.1') {
  const form = new FormData();
  for (const part of parts) {
    form.append(part.field ?? 'files', new Blob([new Uint8Array(part.data)], { type: part.type ?? '' }), part.name);
  }
  const res = await fetchFrom(from, `${server.url}/api/upload`, { method: 'POST', body: form });
  return { status: res.status, headers: res.headers, body: (await res.json()) as UploadResponse & Record<string, unknown> };
}

const pendingFiles = async () => (await readdir(path.join(tmp, 'uploads', 'pending')).catch(() => [] as string[])).sort();
const rowCount = async () => (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM pending_uploads`)[0]?.n ?? 0;
const stored = async (url: string) => {
  const data = await createDiskStorage(path.join(tmp, 'uploads')).get('pending', pendingUploadName(url) ?? '');
  if (!data) throw new Error(`not stored: ${url}`);
  return data;
};

/** Runs a request that must be refused, and checks it left neither a file nor a row. */
async function refused(parts: Part[]) {
  const before = { files: await pendingFiles(), rows: await rowCount() };
  const res = await upload(parts);
  expect(await pendingFiles()).toEqual(before.files);
  expect(await rowCount()).toBe(before.rows);
  return res;
}

// --- fixtures, made here ---------------------------------------------------------------------

const jpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

// --- good files --------------------------------------------------------------------------------

describe('good files', () => {
  it('a JPEG with a planted EXIF GPS tag is stored re-encoded, without any of it, recorded and never served', async () => {
    const original = await files.jpegWithGps();
    expect(original.includes(files.METADATA_MARKER)).toBe(true);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload([{ data: original, name: 'IMG_0001.JPG', type: 'image/jpeg' }]);
    expect(res.status).toBe(200);
    expect(res.body.files).toHaveLength(1);
    const [file] = res.body.files;
    expect(file?.mimetype).toBe('image/jpeg');
    expect(file?.url).toMatch(/^\/uploads\/pending\/[0-9a-f-]{36}\.jpg$/);
    const data = await stored(file?.url ?? '');
    expect(data.includes(files.METADATA_MARKER)).toBe(false);
    expect(data.includes(Buffer.from('Exif\0\0'))).toBe(false);
    const meta = await sharp(data).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    const [row] = await findPendingUploads(db.sql, [pendingUploadName(file?.url ?? '') ?? '']);
    expect(row).toMatchObject({ kind: 'image', mimetype: 'image/jpeg', bytes: data.length, processed: true, claimedAt: null });
    expect(row?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.clientKeyHash).toMatch(/^[\w-]{32}$/);
    expect(row?.clientKeyHash).not.toContain('127.0.0.1');
    expect((await fetch(`${server.url}${file?.url}`)).status).toBe(404);
  });

  it('a photo taken sideways (EXIF orientation 6) is stored upright', async () => {
    const sideways = await sharp({ create: { width: 80, height: 40, channels: 3, background: '#808080' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload([{ data: sideways, name: 'side.jpg' }]);
    expect(res.status).toBe(200);
    const meta = await sharp(await stored(res.body.files[0]?.url ?? '')).metadata();
    expect(meta).toMatchObject({ width: 40, height: 80 });
    expect(meta.orientation).toBeUndefined();
  });

  it('a PNG and a WebP with metadata, and four videos, in one request, come back in order', async () => {
    const webp = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#123456' } })
      .webp()
      .withExif({ IFD0: { Artist: files.METADATA_MARKER } })
      .toBuffer();
    const res = await upload([
      { data: await files.pngWithMetadata(), name: 'a.png' },
      { data: webp, name: 'b.webp' },
      { data: isoMedia('isom'), name: 'c.mp4' },
      { data: isoMedia('qt  '), name: 'd.MOV' },
      { data: avi(), name: 'e.avi' },
      { data: webm(), name: 'f.webm' },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.files.map((f) => f.mimetype)).toEqual([
      'image/png',
      'image/webp',
      'video/mp4',
      'video/quicktime',
      'video/x-msvideo',
      'video/webm',
    ]);
    expect(res.body.files.map((f) => f.url.split('.').pop())).toEqual(['png', 'webp', 'mp4', 'mov', 'avi', 'webm']);
    for (const f of res.body.files.slice(0, 2)) {
      const data = await stored(f.url);
      expect(data.includes(files.METADATA_MARKER)).toBe(false);
      expect((await sharp(data).metadata()).exif).toBeUndefined();
    }
    const rows = await findPendingUploads(
      db.sql,
      res.body.files.map((f) => pendingUploadName(f.url) ?? ''),
    );
    const videos = rows.filter((r) => r.kind === 'video');
    expect(videos).toHaveLength(4);
    expect(videos.every((r) => !r.processed)).toBe(true);
    expect(await stored(res.body.files[2]?.url ?? '')).toEqual(isoMedia('isom'));
  });

  it('a JPEG with other data after its end (a motion photo) is kept, without that data', async () => {
    const trailer = Buffer.from('MotionPhoto_Data this is a video the phone appended');
    const res = await upload([{ data: Buffer.concat([await jpeg(), trailer]), name: 'motion.jpg' }]);
    expect(res.status).toBe(200);
    expect((await stored(res.body.files[0]?.url ?? '')).includes(trailer)).toBe(false);
  });

  it('videos whose header declares under 2 minutes are accepted', async () => {
    const res = await upload([
      { data: mp4Lasting(119), name: 'a.mp4' },
      { data: mp4Lasting(90, 1), name: 'b.mp4' },
      { data: aviLasting(120), name: 'c.avi' },
    ]);
    expect(res.status).toBe(200);
  });

  it('ten files are accepted', async () => {
    const photo = await jpeg(16, 16);
    const res = await upload(Array.from({ length: 10 }, (_, i) => ({ data: photo, name: `p${i}.jpg` })));
    expect(res.status).toBe(200);
    expect(new Set(res.body.files.map((f) => f.url)).size).toBe(10);
  });
});

// --- bad files -----------------------------------------------------------------------------------

describe('bad files are refused and nothing is kept', () => {
  it.each([
    ['an executable named .jpg', () => files.exe(), 'photo.jpg', 'invalidType'],
    ['text named .png', () => files.text(), 'photo.png', 'invalidType'],
    ['a PDF', () => files.pdf(), 'photo.pdf', 'invalidType'],
    ['a PNG named .jpg (a name that lies)', () => files.plainPng(), 'photo.jpg', 'invalidType'],
    ['an MP4 named .mov', () => isoMedia('isom'), 'clip.mov', 'invalidType'],
    ['an audio file (M4A brand)', () => isoMedia('M4A '), 'song.mp4', 'invalidType'],
    ['an HTML page named .jpg', () => Buffer.from('<!doctype html><html><script>alert(1)</script></html>'), 'x.jpg', 'invalidType'],
    ['a JPEG with a ZIP appended', async () => Buffer.concat([await jpeg(), files.docx()]), 'zip.jpg', 'polyglot'],
    [
      'a GIFAR (a GIF that is also a JAR)',
      async () =>
        Buffer.concat([
          await files.plainPng().then((png) => sharp(png).gif().toBuffer()),
          files.zip({ 'META-INF/MANIFEST.MF': 'Manifest-Version: 1.0\n' }),
        ]),
      'gifar.gif',
      'polyglot',
    ],
    [
      'a JPEG with an HTML page appended',
      async () => Buffer.concat([await jpeg(), Buffer.from('<html><script>alert(document.cookie)</script>')]),
      'h.jpg',
      'polyglot',
    ],
    [
      'an MP4 that carries a web page',
      () => Buffer.concat([isoMedia('isom'), Buffer.from('<script>fetch("/x")</script>')]),
      'v.mp4',
      'polyglot',
    ],
    [
      'a PNG with a PDF header in its first KiB',
      async () =>
        Buffer.concat([
          (await files.plainPng()).subarray(0, 33),
          pngChunk('tEXt', Buffer.from('c\0%PDF-1.4')),
          (await files.plainPng()).subarray(33),
        ]),
      'p.png',
      'polyglot',
    ],
    ['a 2.5-minute MP4', () => mp4Lasting(150), 'long.mp4', 'tooLong'],
    ['a 2.5-minute MP4 (64-bit header)', () => mp4Lasting(150, 1), 'long64.mp4', 'tooLong'],
    ['a 2.5-minute AVI', () => aviLasting(150), 'long.avi', 'tooLong'],
    ['a pixel flood (a tiny PNG declaring 100,000 × 100,000 pixels)', () => pixelFlood(100_000, 100_000), 'flood.png', 'tooManyPixels'],
    [
      'an image that starts right but cannot be decoded',
      async () => Buffer.concat([(await files.plainPng()).subarray(0, 40), Buffer.alloc(200, 7)]),
      'broken.png',
      'unreadable',
    ],
    ['a zero-byte file', () => Buffer.alloc(0), 'empty.jpg', 'empty'],
  ])('%s: 400', async (_label, make, name, code) => {
    const res = await refused([
      { data: await jpeg(), name: 'good-first.jpg' },
      { data: await make(), name },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, file: { index: 1, name } });
    expect(res.body.message).toContain(name);
  });

  it('a pixel flood is refused before it is decoded (the answer is quick)', async () => {
    const start = Date.now();
    const res = await refused([{ data: pixelFlood(60_000, 60_000), name: 'flood.png' }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/more than 50 megapixels/);
    expect(Date.now() - start).toBeLessThan(5000);
  });

  it('a 2.5-minute video is refused with its length in the message', async () => {
    const res = await refused([{ data: mp4Lasting(150), name: 'long.mp4' }]);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The video "long.mp4" lasts 2:30; videos must be under 2 minutes');
  });

  it('an 11th file is a 400 with a clear message, and none of the ten is kept', async () => {
    const photo = await jpeg(16, 16);
    const res = await refused(Array.from({ length: 11 }, (_, i) => ({ data: photo, name: `p${i}.jpg` })));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'tooManyFiles', message: 'Too many files: at most 10 files, all in the "files" field' });
  });

  it('a file in another field is a 400', async () => {
    const res = await refused([{ data: await jpeg(), name: 'a.jpg', field: 'photo' }]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('tooManyFiles');
  });

  it('an 11 MB file is a 413 with a clear message, and the good file before it is not kept', async () => {
    const big = Buffer.concat([await jpeg(), Buffer.alloc(11 * 1024 * 1024)]);
    expect(big.length).toBeGreaterThan(UPLOAD_MAX_BYTES);
    const res = await refused([
      { data: await jpeg(), name: 'ok.jpg' },
      { data: big, name: 'big.jpg' },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ code: 'tooLarge', message: 'A file is larger than 10 MB' });
  });

  it('a request without files is a 400', async () => {
    const res = await refused([]);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('noFiles');
  });
});

// --- nothing half-written --------------------------------------------------------------------

describe('a request that fails half-way leaves nothing', () => {
  it('when the third file cannot be stored, then the two stored before it are removed and no row is written', async () => {
    failPutNumber = 3;
    const photo = await jpeg(16, 16);
    const res = await refused(Array.from({ length: 4 }, (_, i) => ({ data: photo, name: `p${i}.jpg` })));
    expect(res.status).toBe(500);
    expect(puts).toBe(3);
  });

  it('when the rows cannot be written, then every stored file is removed', async () => {
    await db.sql.unsafe(`
      CREATE FUNCTION refuse_upload() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused by test'; END $$;
      CREATE TRIGGER refuse_upload BEFORE INSERT ON pending_uploads FOR EACH ROW EXECUTE FUNCTION refuse_upload();`);
    try {
      const res = await refused([
        { data: await jpeg(), name: 'a.jpg' },
        { data: isoMedia('isom'), name: 'b.mp4' },
      ]);
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ message: 'Internal server error' });
      expect(puts).toBe(2);
    } finally {
      await db.sql.unsafe('DROP TRIGGER refuse_upload ON pending_uploads; DROP FUNCTION refuse_upload();');
    }
  });
});

// --- limits and origin -------------------------------------------------------------------------

describe('limits and origin', () => {
  it(`the request after ${UPLOADS_PER_HOUR} in an hour from one client is a 429 with Retry-After; another client is not affected`, async () => {
    for (let i = 1; i <= UPLOADS_PER_HOUR; i += 1) expect((await upload([])).status, `request ${i}`).toBe(400);
    const limited = await refused([{ data: await jpeg(), name: 'a.jpg' }]);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect((await upload([{ data: await jpeg(), name: 'a.jpg' }], '127.0.0.2')).status).toBe(200);
  });

  it('an upload from another site is a 403 and nothing is kept', async () => {
    const before = await pendingFiles();
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(await jpeg())]), 'a.jpg');
    const res = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form, headers: { origin: 'https://evil.example' } });
    expect(res.status).toBe(403);
    expect(await pendingFiles()).toEqual(before);
  });
});

// --- unclaimed uploads -------------------------------------------------------------------------

describe('the cleanup of unclaimed uploads', () => {
  it(`when an upload is older than ${UNCLAIMED_UPLOAD_HOURS} hours and unclaimed, then file and row go; a newer or claimed one stays`, async () => {
    const res = await upload([
      { data: await jpeg(), name: 'old.jpg' },
      { data: await jpeg(), name: 'claimed.jpg' },
      { data: await jpeg(), name: 'new.jpg' },
    ]);
    expect(res.status).toBe(200);
    const [old = '', claimed = '', fresh = ''] = res.body.files.map((f) => pendingUploadName(f.url) ?? '');
    const profile = await insertProfile(db.sql);
    await db.sql`UPDATE pending_uploads SET created_at = now() - make_interval(hours => ${UNCLAIMED_UPLOAD_HOURS + 1}) WHERE name IN (${old}, ${claimed})`;
    await db.sql`UPDATE pending_uploads SET created_at = now() - make_interval(hours => ${UNCLAIMED_UPLOAD_HOURS - 1}) WHERE name = ${fresh}`;
    await db.sql.begin((tx) => claimPendingUploads(tx, [claimed], profile.id));
    const now = new Date(Date.now() + 60_000);
    const disk = createDiskStorage(path.join(tmp, 'uploads'));
    expect(await removeUnclaimedUploads(db.sql, disk, now)).toBe(1);
    expect((await findPendingUploads(db.sql, [old, claimed, fresh])).map((r) => r.name).sort()).toEqual([claimed, fresh].sort());
    expect(await pendingFiles()).not.toContain(old);
    expect(await pendingFiles()).toEqual(expect.arrayContaining([claimed, fresh]));
  });

  it('a name is claimed once: a second claim gets nothing', async () => {
    const res = await upload([{ data: await jpeg(), name: 'once.jpg' }]);
    const name = pendingUploadName(res.body.files[0]?.url ?? '') ?? '';
    const profile = await insertProfile(db.sql);
    expect(await db.sql.begin((tx) => claimPendingUploads(tx, [name, 'unknown'], profile.id))).toHaveLength(1);
    expect(await db.sql.begin((tx) => claimPendingUploads(tx, [name], profile.id))).toHaveLength(0);
    const [row] = await findPendingUploads(db.sql, [name]);
    expect(row?.profileId).toBe(profile.id);
    expect(row?.claimedAt).toBeInstanceOf(Date);
  });
});
