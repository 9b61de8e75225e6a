// Benchmark of POST /api/upload (not part of npm test):
//   node --import tsx bench/upload-pipeline.ts
// Ten generated 24-megapixel JPEG photos of just under 10 MB each (a phone's largest), sent in one
// request to the app in this process (a real PostgreSQL: support/database.ts), then the
// same ten one request each. Prints the seconds until the answer and the process's resident
// memory: before, its peak while the request ran (sampled every 10 ms) and the process's maxRSS.
// The video half of issue 11's benchmark (one 2-minute video) comes with the video job.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES, type UploadResponse } from '#api/contract/upload.schema.ts';
import { parseEnv } from '#api/env.ts';
import { createApp } from '#api/server.ts';
import { createDiskStorage } from '#api/storage/storage.ts';
import { benchDatabase } from './support/database.ts';

const DATABASE = 'contacto_bench_upload';
const PHOTOS = 10;
const WIDTH = 6000;
const HEIGHT = 4000;
const MB = 1024 * 1024;

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

/** Runs `work` and samples the resident memory meanwhile: seconds, and the peak. */
async function measured<T>(work: () => Promise<T>): Promise<{ result: T; seconds: number; peakRss: number }> {
  let peakRss = rss();
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, rss());
  }, 10);
  const start = process.hrtime.bigint();
  try {
    const result = await work();
    return { result, seconds: Number(process.hrtime.bigint() - start) / 1e9, peakRss: Math.max(peakRss, rss()) };
  } finally {
    clearInterval(sampler);
  }
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-bench-upload-'));
  const { sql, close } = await benchDatabase(DATABASE);
  let server: ReturnType<ReturnType<typeof createApp>['listen']> | undefined;
  try {
    const app = createApp({
      env: parseEnv({ SESSION_SECRET: 'bench-upload-secret-0123456789-abcdefghij' }),
      logger: pino({ level: 'warn' }),
      sql,
      storage: createDiskStorage(path.join(tmp, 'uploads')),
      readiness: { sql, queue: async () => undefined },
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server?.once('listening', resolve));
    const address = server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

    const photos: Buffer[] = [];
    for (let i = 0; i < PHOTOS; i += 1) photos.push(await photo());
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
    console.log(`process maxRSS (photo generation included): ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`);
  } finally {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await close();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
