// Benchmark of the media pipeline (not part of npm test):
//   node --import tsx bench/upload-pipeline.ts [photos] [video] [tus]   (no argument: all three)
// 1. Ten generated 24-megapixel JPEG photos of just under 10 MB each (a phone's largest), sent in
//    one POST /api/upload to the app in this process (a real PostgreSQL: support/database.ts),
//    then the same ten one request each. Prints the seconds until the answer and the process's
//    resident memory: before, its peak while the request ran (sampled every 10 ms).
// 2. One generated 2-minute (119 s) 720p MP4 of just under 10 MB, uploaded, then rewritten by the video
//    job (its handler, with the ffmpeg it would run): seconds of each, the peak memory of this
//    process and of the ffmpeg/ffprobe it runs (their resident memory, sampled from /proc).
// 3. One photo uploaded with tus through a proxy that cuts the connection at 60 %, then resumed:
//    the bytes sent on the wire by each attempt against the file's size.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { parseEnv } from '#api/env.ts';
import { completeJobContext } from '#api/jobs/queues.ts';
import { videoJob } from '#api/media/video.job.ts';
import { resolveVideoTools } from '#api/media/video-tools.ts';
import { createApp } from '#api/server.ts';
import { createDiskStorage } from '#api/storage/storage.ts';
import { pendingUploadName, TUS_ENDPOINT, UPLOAD_MAX_BYTES, type UploadResponse } from '#contract/upload.schema.ts';
import { startByteProxy } from '#tests/byte-proxy.ts';
import { mp4Of } from '#tests/factories/video.factory.ts';
import { benchDatabase } from './support/database.ts';

const DATABASE = 'contacto_bench_upload';
const PHOTOS = 10;
const WIDTH = 6000;
const HEIGHT = 4000;
const MB = 1024 * 1024;
/** Just under the limit: an encoder's audio padding makes a 120 s clip last 120.02 s, which is refused. */
const VIDEO_SECONDS = 119;
/** Which parts to run: `photos`, `video`, `tus` as arguments; none means all. */
const parts = new Set(process.argv.slice(2).length ? process.argv.slice(2) : ['photos', 'video', 'tus']);

/** A photo-like JPEG (a gradient with fine noise) of just under the limit. */
async function photo(): Promise<Buffer> {
  const raw = randomBytes(WIDTH * HEIGHT * 3);
  for (let i = 0; i < raw.length; i += 1) raw[i] = ((raw[i] as number) % 40) + (Math.floor(i / 3 / WIDTH) % 200);
  for (let quality = 95; quality > 50; quality -= 3) {
    const jpeg = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= UPLOAD_MAX_BYTES) return jpeg;
  }
  throw new Error('could not make a photo under the limit');
}

const rss = () => process.memoryUsage().rss;

/** Resident memory of this process's children (ffmpeg, ffprobe), from /proc; 0 when there are none. */
function childrenRss(): number {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid) continue;
      total += Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** Runs `work` and samples the resident memory meanwhile: seconds, and the peaks (this process, its children). */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRss: number; peakChildRss: number }> {
  let peakRss = rss();
  let peakChildRss = 0;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rss());
  }, 10);
  const childSampler = setInterval(() => {
    peakChildRss = Math.max(peakChildRss, childrenRss());
  }, 100);
  const start = process.hrtime.bigint();
  try {
    const result = await work();
    return { result, seconds: Number(process.hrtime.bigint() - start) / 1e9, peakRss: Math.max(peakRss, rss()), peakChildRss };
  } finally {
    clearInterval(sampler);
    clearInterval(childSampler);
  }
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-bench-upload-'));
  const { sql, close } = await benchDatabase(DATABASE);
  let server: ReturnType<ReturnType<typeof createApp>['listen']> | undefined;
  const env = parseEnv({ SESSION_SECRET: 'bench-upload-secret-0123456789-abcdefghij', DATA_DIR: tmp });
  const storage = createDiskStorage(path.join(tmp, 'uploads'));
  const log = pino({ level: 'warn' });
  let base = '';
  try {
    const app = createApp({ env, logger: log, sql, storage, readiness: { sql, queue: async () => undefined } });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server?.once('listening', resolve));
    const address = server.address();
    base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const photos: Buffer[] = [];
    for (let i = 0; i < (parts.has('photos') ? PHOTOS : 1); i += 1) photos.push(await photo());
    if (parts.has('photos')) await sendPhotos(photos);
    if (parts.has('video')) await videoThroughTheJob();
    if (parts.has('tus')) await resumedUpload(photos[0] ?? Buffer.alloc(0));
    console.log(`process maxRSS (photo and video generation included): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await close();
    await rm(tmp, { recursive: true, force: true });
  }

  async function sendPhotos(photos: Buffer[]) {
    const total = photos.reduce((sum, p) => sum + p.length, 0);
    console.log(
      `${PHOTOS} photos of ${WIDTH}×${HEIGHT}, ${(total / MB).toFixed(1)} MB in all (largest ${(Math.max(...photos.map((p) => p.length)) / MB).toFixed(2)} MB)`,
    );

    const send = async (files: Buffer[]) => {
      const form = new FormData();
      files.forEach((data, i) => {
        form.append('files', new Blob([new Uint8Array(data)], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
      });
      const res = await fetch(`${base}/api/upload`, { method: 'POST', body: form });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return ((await res.json()) as UploadResponse).files.length;
    };

    const before = rss();
    const one = await measured(() => send(photos));
    console.log(
      `one request, ${one.result} files: ${one.seconds.toFixed(2)} s, RSS before ${(before / MB).toFixed(0)} MB, peak ${(one.peakRss / MB).toFixed(0)} MB (+${((one.peakRss - before) / MB).toFixed(0)} MB)`,
    );
    await sql`DELETE FROM rate_limits`;
    const beforeEach = rss();
    const each = await measured(async () => {
      let n = 0;
      for (const data of photos) n += await send([data]);
      return n;
    });
    console.log(
      `ten requests of one file: ${each.seconds.toFixed(2)} s, RSS before ${(beforeEach / MB).toFixed(0)} MB, peak ${(each.peakRss / MB).toFixed(0)} MB (+${((each.peakRss - beforeEach) / MB).toFixed(0)} MB)`,
    );
  }

  /** 2. one 2-minute video: the upload, then the video job */
  async function videoThroughTheJob() {
    const tools = resolveVideoTools(env);
    const video = await mp4Of(VIDEO_SECONDS, 9.5);
    console.log(
      `one ${VIDEO_SECONDS}-second 1280×720 MP4 of ${(video.length / MB).toFixed(2)} MB; the job runs ${tools.source} ffmpeg ${tools.ffmpeg}`,
    );
    await sql`DELETE FROM rate_limits`;
    const beforeVideo = rss();
    const sent = await measured(async () => {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(video)], { type: 'video/mp4' }), 'VID_0001.mp4');
      const res = await fetch(`${base}/api/upload`, { method: 'POST', body: form });
      if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
      return pendingUploadName(((await res.json()) as UploadResponse).files[0]?.url ?? '') ?? '';
    });
    console.log(`video upload: ${sent.seconds.toFixed(2)} s, RSS peak ${mb(sent.peakRss)} (+${mb(sent.peakRss - beforeVideo)})`);
    const context = completeJobContext({ send: async () => null } as never, { sql, log, env, storage });
    const beforeJob = rss();
    const job = await measured(() => videoJob.handle({ name: sent.result }, context));
    const [row] = await sql<{ processed: boolean; bytes: number; refusedCode: string | null }[]>`
      SELECT processed, bytes, refused_code AS "refusedCode" FROM pending_uploads WHERE name = ${sent.result}`;
    console.log(
      `video job: ${job.seconds.toFixed(2)} s (processed ${row?.processed}, ${((row?.bytes ?? 0) / MB).toFixed(2)} MB out${row?.refusedCode ? `, refused ${row.refusedCode}` : ''}), RSS peak ${mb(job.peakRss)} (+${mb(job.peakRss - beforeJob)}), ffmpeg/ffprobe peak RSS ${mb(job.peakChildRss)}`,
    );
  }

  /** 3. a resumable upload cut at 60 %, then resumed */
  async function resumedUpload(file: Buffer) {
    await sql`DELETE FROM rate_limits`;
    const proxy = await startByteProxy(base);
    try {
      const upload = new tus.Upload(file, {
        endpoint: `${proxy.url}${TUS_ENDPOINT}`,
        metadata: { filename: 'IMG_resume.jpg', filetype: 'image/jpeg' },
        retryDelays: [],
      });
      const attempt = () =>
        new Promise<boolean>((resolve) => {
          upload.options.onSuccess = () => resolve(true);
          upload.options.onError = () => resolve(false);
          upload.start();
        });
      proxy.cutAfter(Math.round(file.length * 0.6));
      const firstDone = await attempt();
      const first = proxy.sent;
      const head = await fetch(new URL(upload.url ?? '', base), { method: 'HEAD', headers: { 'Tus-Resumable': '1.0.0' } });
      const kept = Number(head.headers.get('upload-offset'));
      console.log(`the server kept ${kept} bytes (${((kept / file.length) * 100).toFixed(1)} %) of the cut attempt`);
      proxy.reset();
      const resumed = await attempt();
      const second = proxy.sent;
      console.log(
        `tus upload of ${file.length} bytes cut at 60 %: first attempt sent ${first} bytes (finished: ${firstDone}), the resumed one ${second} bytes (finished: ${resumed}) = ${((second / file.length) * 100).toFixed(1)} % of the file; ${first + second} in all (${(((first + second) / file.length) * 100).toFixed(1)} %)`,
      );
    } finally {
      await proxy.close();
    }
  }
}

await main();
