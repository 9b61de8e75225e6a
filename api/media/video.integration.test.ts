// The video job against a real PostgreSQL, a real disk store and the real ffmpeg/ffprobe: a phone
// MOV with its location planted as a tag, a subtitle track and a data track comes out as an MP4
// with only its video and audio streams and no location anywhere, plus a poster JPEG without
// metadata; the resumable result waits (202) for the job, then answers; a WebM over two minutes
// (its length found by the probe, not a header) and bytes that only look like a video are refused
// with their reason, their files removed; a claimed video is published for her profile.
import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobOwnData } from '#api/observability/request-context.ts';
import { pendingUploadName, TUS_ENDPOINT, tusResultUrl, type UploadResponse } from '#contract/upload.schema.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { isoMedia } from '#tests/factories/media-file.factory.ts';
import { movWithLocation, PLANTED_LOCATION, videoTools, webmLasting } from '#tests/factories/video.factory.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';
import { publicMediaOf } from './pending-uploads.ts';
import { removeUnclaimedUploads } from './upload.service.ts';
import { createVideoService, VIDEO_QUEUE } from './video.service.ts';

const run = promisify(execFile);
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let tmp: string;
const sent: { name: string; data: object }[] = [];
const log = pino({ level: 'silent' });
const tools = videoTools();
const videos = () => createVideoService({ sql: db.sql, storage, tools, log });

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-video-'));
  storage = createDiskStorage(path.join(tmp, 'uploads'));
  const jobs = {
    async send(name: string, data: object) {
      sent.push({ name, data: jobOwnData(data) });
      return 'job-id';
    },
  };
  server = await startApiApp(
    db,
    storage,
    { SESSION_SECRET: 'video-tests-secret-0123456789-abcdefghijk', DATA_DIR: tmp },
    {
      jobs: jobs as never,
    },
  );
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
});

async function upload(data: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${server.url}/api/upload`, { method: 'POST', body: form });
  expect(res.status).toBe(200);
  const [file] = ((await res.json()) as UploadResponse).files;
  return pendingUploadName(file?.url ?? '') ?? '';
}

function tusUpload(data: Buffer, name: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const upload = new tus.Upload(data, {
      endpoint: `${server.url}${TUS_ENDPOINT}`,
      metadata: { filename: name, filetype: '' },
      retryDelays: [],
      onSuccess: () => resolve(upload.url ?? ''),
      onError: reject,
    });
    upload.start();
  });
}

async function result(uploadUrl: string) {
  const res = await fetch(`${server.url}${new URL(tusResultUrl(uploadUrl), server.url).pathname}`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const row = async (name: string) =>
  (
    await db.sql<
      { processed: boolean; mimetype: string; posterName: string | null; refusedCode: string | null; refusedMessage: string | null }[]
    >`
      SELECT processed, mimetype, poster_name AS "posterName", refused_code AS "refusedCode", refused_message AS "refusedMessage"
      FROM pending_uploads WHERE name = ${name}`
  )[0];
const pendingFiles = async () => readdir(path.join(tmp, 'uploads', 'pending')).catch(() => [] as string[]);

async function ffprobe(file: string) {
  const { stdout } = await run(tools.ffprobe, [
    '-v',
    'error',
    '-show_entries',
    'format=format_name:format_tags:stream=codec_type,codec_name:stream_tags',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as {
    format: { format_name: string; tags?: Record<string, string> };
    streams: { codec_type: string; codec_name: string; tags?: Record<string, string> }[];
  };
}

describe('the video job', () => {
  it('rewrites a phone MOV as an MP4 with only video and audio and no location, with a clean poster; the result waits for it', async () => {
    const original = await movWithLocation();
    const source = await ffprobe(await writeTemp(original));
    expect(source.streams.map((s) => s.codec_type).sort()).toEqual(['audio', 'data', 'subtitle', 'video']);
    expect(source.format.tags?.location).toBe(PLANTED_LOCATION);

    const uploadUrl = await tusUpload(original, 'IMG_0042.MOV');
    expect(await result(uploadUrl)).toEqual({ status: 202, body: { status: 'processing' } });
    const [waiting] = await db.sql<{ name: string }[]>`SELECT name FROM pending_uploads WHERE tus_id = ${uploadUrl.split('/').pop() ?? ''}`;
    const name = waiting?.name ?? '';
    expect(name).toMatch(/\.mov$/);
    expect(sent).toContainEqual({ name: VIDEO_QUEUE, data: { name } });

    expect(await videos().process(name)).toBe('processed');
    expect(await result(uploadUrl)).toEqual({ status: 200, body: { url: `/uploads/pending/${name}`, mimetype: 'video/mp4' } });
    const stored = path.join(tmp, 'uploads', 'pending', name);
    const rewritten = await ffprobe(stored);
    expect(rewritten.format.format_name).toContain('mp4');
    expect(rewritten.streams.map((s) => `${s.codec_type}/${s.codec_name}`).sort()).toEqual(['audio/aac', 'video/h264']);
    const tags = JSON.stringify([rewritten.format.tags, ...rewritten.streams.map((s) => s.tags)]);
    expect(tags).not.toMatch(/location|18\.4861/i);
    const bytes = (await storage.get('pending', name)) ?? Buffer.alloc(0);
    expect(bytes.includes(Buffer.from('18.4861'))).toBe(false);
    expect(bytes.includes(Buffer.from('moov')) && bytes.indexOf('moov') < bytes.indexOf('mdat')).toBe(true); // +faststart

    const state = await row(name);
    expect(state).toMatchObject({ processed: true, mimetype: 'video/mp4', refusedCode: null });
    const poster = (await storage.get('pending', state?.posterName ?? '')) ?? Buffer.alloc(0);
    const meta = await sharp(poster).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(meta.exif).toBeUndefined();
    // a second run finds nothing to do
    expect(await videos().process(name)).toBe('skipped');
  });

  it('refuses a WebM over two minutes by its probed length: the result says tooLong, the file is gone', async () => {
    const uploadUrl = await tusUpload(await webmLasting(150), 'long.webm');
    const [waiting] = await db.sql<{ name: string }[]>`SELECT name FROM pending_uploads WHERE tus_id = ${uploadUrl.split('/').pop() ?? ''}`;
    const name = waiting?.name ?? '';
    expect(await videos().processWaiting()).toMatchObject({ refused: 1 });
    const res = await result(uploadUrl);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: 'tooLong', message: expect.stringContaining('2:30') });
    expect(await pendingFiles()).not.toContain(name);
    expect(await row(name)).toMatchObject({ processed: false, refusedCode: 'tooLong' });
  });

  it('refuses bytes that only look like an MP4 as unreadable and removes them', async () => {
    const name = await upload(isoMedia('isom'), 'fake.mp4');
    expect(await videos().process(name)).toBe('refused');
    expect(await row(name)).toMatchObject({ refusedCode: 'unreadable', refusedMessage: 'The video could not be read' });
    expect(await pendingFiles()).not.toContain(name);
  });

  it('keeps a WebM a WebM, without its metadata', async () => {
    const name = await upload(await webmLasting(2), 'short.webm');
    expect(await videos().process(name)).toBe('processed');
    expect(await row(name)).toMatchObject({ processed: true, mimetype: 'video/webm' });
    const probe = await ffprobe(path.join(tmp, 'uploads', 'pending', name));
    expect(probe.format.format_name).toContain('webm');
    expect(probe.streams.map((s) => s.codec_type)).toEqual(['video']);
    // unclaimed after a day: the cleanup removes the video and its poster
    const poster = (await row(name))?.posterName ?? '';
    expect(await pendingFiles()).toEqual(expect.arrayContaining([name, poster]));
    await db.sql`UPDATE pending_uploads SET created_at = now() - interval '25 hours' WHERE name = ${name}`;
    await removeUnclaimedUploads(db.sql, storage);
    expect(await pendingFiles()).not.toEqual(expect.arrayContaining([name]));
    expect(await pendingFiles()).not.toEqual(expect.arrayContaining([poster]));
  });

  it('publishes a video a profile claimed before the job ran, and stops listing one it refused', async () => {
    const good = await upload(await movWithLocation(2), 'clip.mov');
    const bad = await upload(isoMedia('isom'), 'bad.mp4');
    const [profile] = await db.sql<{ id: number }[]>`
      INSERT INTO profiles (first_name, age, gender, location, photos, videos)
      VALUES ('Ana', 30, 'female', 'Moca', '{}', ${[publicMediaOf(good).url, publicMediaOf(bad).url]}) RETURNING id`;
    await db.sql`UPDATE pending_uploads SET claimed_at = now(), profile_id = ${profile?.id ?? 0} WHERE name IN (${good}, ${bad})`;
    expect(await videos().process(good)).toBe('processed');
    expect(await videos().process(bad)).toBe('refused');
    const published = publicMediaOf(good);
    expect(published.name).toMatch(/\.mp4$/);
    expect(await storage.get('videos', published.name)).not.toBeNull();
    expect(await pendingFiles()).not.toContain(good);
    const [after] = await db.sql<{ videos: string[] }[]>`SELECT videos FROM profiles WHERE id = ${profile?.id ?? 0}`;
    expect(after?.videos).toEqual([published.url]);
    // pending: not served; public: served as the MP4 it now is
    expect((await fetch(`${server.url}${published.url}`)).status).toBe(404);
    await db.sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${profile?.id ?? 0}`;
    const served = await fetch(`${server.url}${published.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
  });
});

async function writeTemp(data: Buffer): Promise<string> {
  const { writeFile } = await import('node:fs/promises');
  const file = path.join(tmp, `probe-${Date.now()}`);
  await writeFile(file, data);
  return file;
}
