// A burst of anonymous uploads against the real server (not part of npm test):
//   node --import tsx bench/upload-burst.bench.ts
//   BENCH_FILE=video node --import tsx bench/upload-burst.bench.ts
// Starts the real production server (api/main.ts serving dist/, as a staging site runs it, on an
// embedded PostgreSQL of its own: support/server.ts), then fires BENCH_UPLOADS (default 50)
// parallel POST /api/upload, each one generated photo of just under 10 MB (24 megapixels, a
// phone's largest: the server re-encodes it), or with BENCH_FILE=video an MP4 head and 9.9 MB of
// media data (stored as sent for the video job: no decoding in the server), each from its own
// loopback address (127.0.1.x: 50 clients, so the hourly
// per-client rate limit is not what answers). Prints the server process's resident memory (from
// /proc: sampled every 20 ms, and its high-water mark VmHWM), the answers by status (200 accepted;
// 503 refused for the bytes in flight, with their Retry-After), the seconds the burst took, and
// the host's load. Then one honest upload of the same file from a client of its own must be
// accepted. The bench fails (exit 1) when it is not, or when an answer of the burst was neither
// 200 nor a 429/503 (an error, a 500). The peak is printed against the goal (BENCH_MAX_RSS_MB,
// default 300) beside what the server held at rest, which a staging server with its demo data is
// already close to. The server's settings (UPLOAD_IN_FLIGHT_MB …) are its defaults.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import sharp from 'sharp';
import { UPLOAD_MAX_BYTES } from '#contract/upload.schema.ts';
import { box, isoMedia, mvhd } from '#tests/factories/media-file.factory.ts';
import { hostLoad, startBenchServer } from './support/server.ts';

const MB = 1024 * 1024;
const UPLOADS = Number(process.env.BENCH_UPLOADS ?? 50);
const MAX_RSS_MB = Number(process.env.BENCH_MAX_RSS_MB ?? 300);
const PORT = Number(process.env.BENCH_PORT ?? 4391);
const WIDTH = 6000;
const HEIGHT = 4000;
const BOUNDARY = 'contacto-upload-burst';
const KIND = process.env.BENCH_FILE === 'video' ? 'video' : 'photo';

/** An MP4 of just under 10 MB as the server sees it before the video job: a head, media data, a movie header of a minute. */
const video = () => Buffer.concat([isoMedia('isom'), box('mdat', Buffer.alloc(UPLOAD_MAX_BYTES - 100 * 1024, 7)), box('moov', mvhd(60))]);

/** A photo-like JPEG (a gradient with fine noise) of just under the limit (as bench/upload-pipeline.ts makes). */
async function photo(): Promise<Buffer> {
  const raw = Buffer.alloc(WIDTH * HEIGHT * 3);
  let seed = 12345;
  for (let i = 0; i < raw.length; i += 1) {
    seed = (seed * 1103515245 + 12345) >>> 0;
    raw[i] = ((seed >>> 24) % 40) + (Math.floor(i / 3 / WIDTH) % 200);
  }
  for (let quality = 95; quality > 50; quality -= 3) {
    const jpeg = await sharp(raw, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (jpeg.length <= UPLOAD_MAX_BYTES) return jpeg;
  }
  throw new Error('could not make a photo under the limit');
}

function multipart(file: Buffer, name: string): Buffer {
  return Buffer.concat([
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

interface Answer {
  status: number;
  retryAfter?: string;
  error?: string;
}

/** One POST /api/upload of `body` from the loopback address `from`. */
function send(url: string, body: Buffer, from: string): Promise<Answer> {
  const target = new URL('/api/upload', url);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': String(body.length), origin: url },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
        res.on('error', (error) => resolve({ status: 0, error: error.message }));
      },
    );
    req.on('error', (error) => resolve({ status: 0, error: error.message }));
    req.end(body);
  });
}

/** VmRSS and VmHWM (bytes) of a process, from /proc. */
function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

async function main(): Promise<void> {
  const file = KIND === 'video' ? video() : await photo();
  const body = multipart(file, KIND === 'video' ? 'burst.mp4' : 'burst.jpg');
  const what = KIND === 'video' ? 'video (MP4 head, stored as sent)' : `photo (${WIDTH}×${HEIGHT}, re-encoded)`;
  process.stdout.write(`${what} of ${(file.length / MB).toFixed(2)} MB; ${UPLOADS} parallel uploads from ${UPLOADS} clients\n`);
  const server = await startBenchServer(PORT, {}, { own: true });
  let failed = false;
  try {
    const pid = server.process?.child.pid;
    if (!pid) throw new Error('the bench needs its own server process');
    const atRest = memoryOf(pid);
    process.stdout.write(`server at rest: RSS ${mb(atRest.rss)} (high-water mark so far ${mb(atRest.hwm)})\n`);
    let peak = atRest.rss;
    const sampler = setInterval(() => {
      try {
        peak = Math.max(peak, memoryOf(pid).rss);
      } catch {
        // the process is gone: its answers say so
      }
    }, 20);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: UPLOADS }, (_, i) => send(server.url, body, `127.0.1.${i + 1}`)));
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const after = memoryOf(pid);
    peak = Math.max(peak, after.rss);

    const byStatus = new Map<string, number>();
    for (const answer of answers) {
      const key = answer.status === 0 ? `error (${answer.error})` : String(answer.status);
      byStatus.set(key, (byStatus.get(key) ?? 0) + 1);
    }
    const retryAfters = [...new Set(answers.filter((a) => a.retryAfter).map((a) => a.retryAfter))];
    process.stdout.write(`burst: ${seconds.toFixed(1)} s; answers ${[...byStatus].map(([k, n]) => `${k}: ${n}`).join(', ')}`);
    process.stdout.write(retryAfters.length ? `; Retry-After ${retryAfters.join(', ')} s\n` : '\n');
    const accepted = answers.filter((a) => a.status === 200).length;
    const refused = answers.filter((a) => a.status === 429 || a.status === 503).length;
    process.stdout.write(`accepted ${accepted}, refused ${refused}, other ${UPLOADS - accepted - refused}\n`);
    process.stdout.write(
      `server RSS: at rest ${mb(atRest.rss)}, peak sampled ${mb(peak)} (+${mb(peak - atRest.rss)}), high-water mark (VmHWM) ${mb(after.hwm)}, after the burst ${mb(after.rss)}\n`,
    );
    process.stdout.write(`goal (peak under ${MAX_RSS_MB} MB): ${after.hwm <= MAX_RSS_MB * MB ? 'met' : 'not met'}\n`);

    const honest = await send(server.url, body, '127.0.2.1');
    process.stdout.write(`honest upload after the burst: ${honest.status}${honest.error ? ` (${honest.error})` : ''}\n`);
    process.stdout.write(`${hostLoad()}\n`);
    if (honest.status !== 200 || accepted + refused < UPLOADS) failed = true;
  } finally {
    await server.stop();
  }
  if (failed) {
    process.stdout.write('FAILED: the honest upload was not accepted, or the burst had answers other than 200, 429 and 503\n');
    process.exit(1);
  }
}

await main();
