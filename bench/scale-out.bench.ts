// Scale-out on one machine (not part of npm test):
//   node --import tsx bench/scale-out.bench.ts
// Starts one PostgreSQL (embedded, under .data/bench-scale/db; or DATABASE_URL's server, whose
// database is used as it is), an S3-compatible server (s3rver) for the media and the release
// assets, THREE API replicas (api/main.ts with RUN_JOBS=false, the same SESSION_SECRET and one
// shared DATA_DIR for the resumable uploads' staging; the first migrates and loads the demo data,
// the others start with MIGRATE_ON_START=false once it is ready) and ONE worker (api/jobs/worker.ts
// with WORKER_HEALTH_PORT), behind a small proxy written here: round-robin over the replicas whose
// /api/ready answered 200 at its last check (every 500 ms), request bodies streamed through,
// nothing retried (a request a stopping replica fails is an error the client sees).
// Through the proxy, BENCH_CLIENTS (8) clients run the reliability benches' mixed traffic
// (bench/support/mixed-traffic.ts: browse, feed, checkout and test-mode payment, favourites push
// by BENCH_USERS (12) site users, admin reads and approvals) for BENCH_SECONDS (40), and every BENCH_TUS_EVERY (3) seconds a
// resumable upload (tus-js-client) is created against replica 1 directly, its first half sent
// there, and finished against replica 2 directly (none starts while replica 2 is down). At
// BENCH_STOP_AT (10 s) replica 2 gets SIGTERM (it answers 503 to readiness for
// SHUTDOWN_DELAY_SECONDS, BENCH_SHUTDOWN_DELAY, 5 as the Kubernetes ConfigMap, then drains); the
// bench waits for it to exit and starts it again at BENCH_RESTART_AT (20 s). Then replicas 2 and
// 3 stop and the same traffic runs against replica 1 directly, without the proxy, for the same
// time: the baseline (from the same state: see resetBetweenRuns).
// Prints the requests per second through the proxy and against one replica, and their ratio; the
// load average; errors (no answer, 5xx, or a 4xx) per second before the stop, during the stop and
// restart (until the proxy takes replica 2 back), and after; the 5xx; and what was lost: every
// checkout whose payment was answered must end fulfilled, every favourite the push acknowledged
// and every approval answered must be there, every resumable upload finished must have its
// result. Exits 1 if anything was lost or anything failed after the restart.
// Ports BENCH_PORT (4600) to BENCH_PORT + 15: s3rver, the proxy, the replicas, the worker's health,
// the metrics.
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import postgres from 'postgres';
import sharp from 'sharp';
import * as tus from 'tus-js-client';
import { TUS_ENDPOINT, tusResultUrl } from '#contract/upload.schema.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#db/embedded.ts';
import { type RunningProcess, startProcess } from '#tests/process.ts';
import { type S3TestServer, startS3Server } from '#tests/s3-server.ts';
import { KINDS, type Kind, type MixedTraffic, mixedTraffic } from './support/mixed-traffic.ts';
import { hostLoad } from './support/server.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const BASE_PORT = Number(process.env.BENCH_PORT ?? 4600);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const STOP_AT = Number(process.env.BENCH_STOP_AT ?? 10);
const RESTART_AT = Number(process.env.BENCH_RESTART_AT ?? 20);
const TUS_EVERY = Number(process.env.BENCH_TUS_EVERY ?? 3);
const USERS = Number(process.env.BENCH_USERS ?? 12);
const SHUTDOWN_DELAY = process.env.BENCH_SHUTDOWN_DELAY ?? '5';
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL ?? 'fatal';
const EXTERNAL = process.env.DATABASE_URL;
const WORK = path.join(ROOT, '.data', 'bench-scale');
const SHARED = path.join(WORK, 'shared');

const PORTS = {
  s3: BASE_PORT,
  proxy: BASE_PORT + 1,
  replicas: [BASE_PORT + 2, BASE_PORT + 3, BASE_PORT + 4],
  workerHealth: BASE_PORT + 5,
  metrics: [BASE_PORT + 12, BASE_PORT + 13, BASE_PORT + 14],
  workerMetrics: BASE_PORT + 15,
};

/** A failure that ends the bench: said, everything it started stopped, exit 1. */
class BenchFailure extends Error {}
function fail(message: string): never {
  throw new BenchFailure(message);
}

if (!(STOP_AT < RESTART_AT && RESTART_AT < SECONDS)) {
  process.stderr.write('scale-out bench: BENCH_STOP_AT < BENCH_RESTART_AT < BENCH_SECONDS, please\n');
  process.exit(1);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const url = (port: number) => `http://127.0.0.1:${port}`;

/** The status of GET `target` within `timeoutMs`; 0 when nothing answered. */
function probe(target: string, timeoutMs = 1000): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get(target, { agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
  });
}

// ---- the database and the bucket ----------------------------------------------------------------

let embedded: EmbeddedPostgres | undefined;
let databaseUrl = EXTERNAL ?? '';
let s3: S3TestServer | undefined;
const database = () => postgres(databaseUrl, { max: 1, onnotice: () => undefined });

async function startStores(): Promise<void> {
  await rm(WORK, { recursive: true, force: true });
  await mkdir(SHARED, { recursive: true });
  if (!EXTERNAL) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(WORK, 'db') });
    const maintenance = postgres(embedded.url, { max: 1, onnotice: () => undefined });
    await maintenance.unsafe('CREATE DATABASE contacto');
    await maintenance.end();
    databaseUrl = embedded.urlFor('contacto');
  }
  s3 = await startS3Server(path.join(WORK, 's3'), PORTS.s3);
}

// ---- the processes --------------------------------------------------------------------------------

const common = (): Record<string, string> => ({
  DATABASE_URL: databaseUrl,
  DATA_DIR: SHARED,
  SESSION_SECRET: 'scale-out-bench-secret-4b1d9c0e7a2f45e8b3c6',
  PUBLIC_URL: url(PORTS.proxy),
  LOG_LEVEL,
  CHECKOUT_RATE_LIMIT: '0',
  BUILD_ON_START: 'false',
  RUN_JOBS: 'false',
  SHUTDOWN_DELAY_SECONDS: SHUTDOWN_DELAY,
  S3_ENDPOINT: url(PORTS.s3),
  S3_REGION: 'us-east-1',
  S3_BUCKET: 'media',
  S3_ACCESS_KEY_ID: 'S3RVER',
  S3_SECRET_ACCESS_KEY: 'S3RVER',
});

const running = new Set<RunningProcess>();

function launch(name: string, script: string, variables: Record<string, string>): RunningProcess {
  const child = startProcess(script, { ...common(), ...variables });
  running.add(child);
  void child.exited.then(({ code }) => {
    running.delete(child);
    const log = path.join(WORK, `${name}.log`);
    writeFileSync(log, child.output());
    if (code !== 0) process.stderr.write(`scale-out bench: ${name} exited with ${code}; its output: ${log}\n`);
  });
  return child;
}

/** Waits until `probeUrl` answers 200; fails with the process's output if it exits first. */
async function ready(name: string, child: RunningProcess, probeUrl: string, timeoutMs = 240_000): Promise<void> {
  let exited = false;
  void child.exited.then(() => {
    exited = true;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if ((await probe(probeUrl)) === 200) return;
    if (exited) fail(`${name} exited before it was ready:\n${child.output().slice(-3000)}`);
    if (Date.now() > deadline) fail(`${name} not ready within ${timeoutMs / 1000} s:\n${child.output().slice(-3000)}`);
    await sleep(250);
  }
}

const replicas: RunningProcess[] = [];
function startReplica(index: number, migrate: boolean, name = `replica-${index + 1}`): RunningProcess {
  const child = launch(name, 'api/main.ts', {
    PORT: String(PORTS.replicas[index]),
    METRICS_PORT: String(PORTS.metrics[index]),
    MIGRATE_ON_START: String(migrate),
  });
  replicas[index] = child;
  return child;
}
const replicaUrl = (index: number) => url(PORTS.replicas[index] as number);

async function stopProcess(child: RunningProcess): Promise<void> {
  child.child.kill('SIGTERM');
  const stopped = await Promise.race([child.exited.then(() => true), sleep(40_000).then(() => false)]);
  if (!stopped) {
    child.child.kill('SIGKILL');
    await child.exited;
  }
}

async function stopEverything(): Promise<void> {
  await Promise.all([...running].map(stopProcess));
  await s3?.close().catch(() => undefined);
  await embedded?.stop().catch(() => undefined);
}

process.on('SIGINT', () => {
  void stopEverything().finally(() => process.exit(130));
});

async function startAll(): Promise<void> {
  const bootStarted = performance.now();
  // the first replica migrates and loads the demo data; the others find both done
  await ready('replica 1', startReplica(0, true), `${replicaUrl(0)}/api/ready`);
  const firstReady = (performance.now() - bootStarted) / 1000;
  const others = [startReplica(1, false), startReplica(2, false)];
  const worker = launch('worker', 'api/jobs/worker.ts', {
    MIGRATE_ON_START: 'false',
    WORKER_HEALTH_PORT: String(PORTS.workerHealth),
    METRICS_PORT: String(PORTS.workerMetrics),
  });
  await Promise.all([
    ready('replica 2', others[0] as RunningProcess, `${replicaUrl(1)}/api/ready`),
    ready('replica 3', others[1] as RunningProcess, `${replicaUrl(2)}/api/ready`),
    ready('worker', worker, url(PORTS.workerHealth)),
  ]);
  console.log(
    `started: replica 1 (migrations, demo data) in ${firstReady.toFixed(1)} s, then replicas 2 and 3 and the worker in ` +
      `${((performance.now() - bootStarted) / 1000 - firstReady).toFixed(1)} s; ${hostLoad()}`,
  );
}

// ---- the proxy ----------------------------------------------------------------------------------

const inRotation = PORTS.replicas.map(() => true);
/** When replica 2 left the rotation and when it came back, in seconds of the run. */
const rotation = { out: Number.NaN, back: Number.NaN };
/** Replica 2's stop and start again, in seconds of the run. */
const replica2 = { sigterm: Number.NaN, exited: Number.NaN, restarted: Number.NaN, ready: Number.NaN };
let clock = () => 0;
let proxyFailures = 0;
let turn = 0;
const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'upgrade', 'te', 'trailer']);

const proxy = http.createServer((req, res) => {
  const candidates = PORTS.replicas.filter((_, i) => inRotation[i]);
  const port = candidates[turn++ % Math.max(candidates.length, 1)];
  if (port === undefined) {
    res.writeHead(503, { 'content-type': 'text/plain' }).end('no replica ready');
    return;
  }
  const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
  const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path: req.url, headers, agent: upstreamAgent }, (answer) => {
    const back = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)));
    res.writeHead(answer.statusCode ?? 502, back);
    answer.pipe(res);
    answer.on('error', () => res.destroy());
  });
  upstream.on('error', () => {
    proxyFailures++;
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' }).end('replica failed');
    else res.destroy();
  });
  req.pipe(upstream);
});

// every 500 ms each replica's readiness (one check at a time each; 2 s to answer)
const probing = PORTS.replicas.map(() => false);
const readiness = setInterval(() => {
  PORTS.replicas.forEach((port, i) => {
    if (probing[i]) return;
    probing[i] = true;
    void probe(`${url(port)}/api/ready`, 2000).then((status) => {
      probing[i] = false;
      const now = status === 200;
      if (i === 1 && !Number.isNaN(replica2.sigterm)) {
        if (inRotation[i] && !now && Number.isNaN(rotation.out)) rotation.out = clock();
        if (!inRotation[i] && now && !Number.isNaN(replica2.restarted) && Number.isNaN(rotation.back)) rotation.back = clock();
      }
      inRotation[i] = now;
    });
  });
}, 500);
readiness.unref();

// ---- resumable uploads across replicas ----------------------------------------------------------

interface TusRun {
  at: number;
  url: string;
  /** Every byte sent and acknowledged (204 on the last PATCH). */
  finished: boolean;
  error?: string;
}

/** A JPEG of noise, different for each `seed` (the pipeline re-encodes it: about 200 KB). */
async function photo(seed: number): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  const start = createHash('sha256').update(String(seed)).digest().readUInt32LE(0);
  for (let i = 0; i < pixels.length; i++) pixels[i] = ((i + start) * 2654435761) >>> 24;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** Creates the upload against `first` and sends its first half there, then finishes it against `second`. */
async function crossUpload(first: string, second: string, data: Buffer, name: string): Promise<Omit<TusRun, 'at'>> {
  const half = Math.ceil(data.length / 2);
  const created = await new Promise<{ url: string; error?: string }>((resolve) => {
    const upload: tus.Upload = new tus.Upload(data, {
      endpoint: `${first}${TUS_ENDPOINT}`,
      metadata: { filename: name, filetype: 'image/jpeg' },
      chunkSize: half,
      retryDelays: [],
      onChunkComplete: () => {
        void upload.abort(); // the rest goes to the other replica
        resolve({ url: upload.url ?? '' });
      },
      onError: (error) => resolve({ url: upload.url ?? '', error: error.message }),
    });
    upload.start();
  });
  if (created.error || !created.url) return { url: created.url, finished: false, error: `first half: ${created.error ?? 'no url'}` };
  const there = `${second}${new URL(created.url).pathname}`;
  return new Promise((resolve) => {
    const upload = new tus.Upload(data, {
      uploadUrl: there,
      metadata: { filename: name, filetype: 'image/jpeg' },
      retryDelays: [],
      onSuccess: () => resolve({ url: there, finished: true }),
      onError: (error) => resolve({ url: there, finished: false, error: `second half: ${error.message}` }),
    });
    upload.start();
  });
}

/** Waits for an upload's result: 200 with its file (true), or anything else after `timeoutMs`. */
async function uploadResult(base: string, uploadUrl: string, timeoutMs = 60_000): Promise<{ status: number; body: string }> {
  const target = `${base}${new URL(tusResultUrl(uploadUrl)).pathname}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(target).catch(() => undefined);
    const body = res ? await res.text() : '';
    if (res?.status === 200 || Date.now() > deadline) return { status: res?.status ?? 0, body };
    await sleep(500);
  }
}

// ---- one run of the traffic -----------------------------------------------------------------------

interface Sample {
  kind: Kind | 'tus';
  at: number;
  status: number;
}

interface Run {
  samples: Sample[];
  uploads: TusRun[];
  traffic: MixedTraffic;
}

const isError = (status: number) => status === 0 || status >= 400;
let uploadSeed = 0;

async function drive(base: string, tusFirst: string, tusSecond: string, during?: (now: () => number) => Promise<void>): Promise<Run> {
  const traffic = await mixedTraffic({ url: base, database }, { users: USERS });
  const samples: Sample[] = [];
  const uploads: TusRun[] = [];
  const started = performance.now();
  const now = () => (performance.now() - started) / 1000;
  clock = now;
  const events = during?.(now) ?? Promise.resolve();
  let counter = 0;
  const clients = Array.from({ length: CLIENTS }, async (_, client) => {
    while (now() < SECONDS) {
      const i = counter++;
      const kind = KINDS[(i + client) % KINDS.length] as Kind;
      const status = await traffic.once(kind, i);
      samples.push({ kind, at: now(), status });
    }
  });
  const resumable = (async () => {
    const pending: Promise<void>[] = [];
    for (let next = 1; next < SECONDS - 1; next += TUS_EVERY) {
      await sleep(Math.max(0, (next - now()) * 1000));
      // no upload is begun against replica 2 while the bench has it down
      if (during && !(now() < STOP_AT || (now() > RESTART_AT && inRotation[1]))) continue;
      const at = now();
      const seed = uploadSeed++;
      pending.push(
        photo(seed)
          .then((data) => crossUpload(tusFirst, tusSecond, data, `bench-${seed}.jpg`))
          .then((result) => {
            uploads.push({ at, ...result });
            samples.push({ kind: 'tus', at: now(), status: result.finished ? 204 : 0 });
          }),
      );
    }
    await Promise.all(pending);
  })();
  await Promise.all([...clients, resumable, events]);
  return { samples, uploads, traffic };
}

/**
 * The baseline starts where the first run did: the profiles it approved wait for review again,
 * its contacts leave the buyers' last day (one test card buys them all, against the daily cap),
 * and the rate-limit windows are empty.
 */
async function resetBetweenRuns(run: Run): Promise<void> {
  const sql = database();
  try {
    await sql`
      UPDATE profiles SET status = 'PENDING', is_approved = false, reviewed_at = NULL, reviewed_by = NULL
       WHERE id = ANY(${[...run.traffic.approvedProfiles]})`;
    await sql`
      UPDATE orders SET created_at = created_at - interval '2 days', completed_at = completed_at - interval '2 days'
       WHERE completed_at IS NOT NULL`;
    await sql`DELETE FROM rate_limits`;
  } finally {
    await sql.end();
  }
}

interface Lost {
  orders: string[];
  favourites: string[];
  approvals: number[];
  uploads: string[];
}

async function losses(run: Run, base: string): Promise<Lost & { report: string[] }> {
  const lost = await run.traffic.lost();
  const report: string[] = [];
  const uploads: string[] = [];
  const check = database();
  try {
    for (const upload of run.uploads.filter((u) => u.finished)) {
      const result = await uploadResult(base, upload.url);
      const tusId = new URL(upload.url).pathname.split('/').pop() ?? '';
      const [rows] = await check<{ n: number }[]>`SELECT count(*)::int AS n FROM pending_uploads WHERE tus_id = ${tusId}`;
      if (result.status !== 200 || rows?.n !== 1) {
        uploads.push(tusId);
        report.push(`upload ${tusId}: result ${result.status} ${result.body.slice(0, 200)}; ${rows?.n ?? 0} stored`);
      }
    }
  } finally {
    await check.end();
  }
  report.push(
    `orders lost: ${lost.orders.length} of ${run.traffic.paidSessions.length} paid (${lost.ordersWithHelp} fulfilled only when the success page asked; ` +
      `${lost.overCap} items declined over the daily cap, by design)`,
    `favourites lost: ${lost.favourites.length} of ${run.traffic.pushedFavourites.size} acknowledged`,
    `approvals lost: ${lost.approvals.length} of ${run.traffic.approvedProfiles.size} answered`,
    `uploads lost: ${uploads.length} of ${run.uploads.filter((u) => u.finished).length} finished ` +
      `(${run.uploads.length} begun; not finished: ${run.uploads.filter((u) => !u.finished).length})`,
  );
  if (lost.orders.length) report.push(`lost orders as stored: ${JSON.stringify(lost.ordersAsStored)}`);
  for (const line of run.traffic.fivehundreds) report.push(`500: ${line.slice(0, 300)}`);
  for (const upload of run.uploads.filter((u) => u.error)) report.push(`upload at ${upload.at.toFixed(1)} s not finished: ${upload.error}`);
  return { orders: lost.orders, favourites: lost.favourites, approvals: lost.approvals, uploads, report };
}

function statusCounts(samples: Sample[]): string {
  const kinds = [...KINDS, 'tus'] as const;
  return JSON.stringify(
    Object.fromEntries(
      kinds.map((kind) => {
        const counts: Record<string, number> = {};
        for (const s of samples.filter((sample) => sample.kind === kind)) counts[s.status] = (counts[s.status] ?? 0) + 1;
        return [kind, counts];
      }),
    ),
  );
}

const timeline = (samples: Sample[]) =>
  Array.from({ length: Math.ceil(SECONDS / 5) }, (_, k) => rate(samples, k * 5, Math.min((k + 1) * 5, SECONDS)).toFixed(0)).join(' ');

const rate = (samples: Sample[], from: number, to: number) =>
  samples.filter((s) => s.kind !== 'tus' && s.at >= from && s.at < to).length / Math.max(to - from, 0.001);

// ---- through the proxy, replica 2 stopped and started again ----------------------------------------

async function main(): Promise<number> {
  await startStores();
  await startAll();
  await new Promise<void>((resolve) => proxy.listen(PORTS.proxy, '127.0.0.1', resolve));
  const scaled = await drive(url(PORTS.proxy), replicaUrl(0), replicaUrl(1), async (now) => {
    await sleep(STOP_AT * 1000);
    replica2.sigterm = now();
    await stopProcess(replicas[1] as RunningProcess);
    replica2.exited = now();
    await sleep(Math.max(0, (RESTART_AT - now()) * 1000));
    replica2.restarted = now();
    const again = startReplica(1, false, 'replica-2-restarted');
    await ready('replica 2 (restarted)', again, `${replicaUrl(1)}/api/ready`);
    replica2.ready = now();
  });
  const scaledLoad = hostLoad();
  const back = Number.isNaN(rotation.back) ? SECONDS : rotation.back;
  const scaledLost = await losses(scaled, url(PORTS.proxy));
  clearInterval(readiness);
  proxy.close();
  proxy.closeAllConnections();

  // ---- the baseline: one replica, no proxy --------------------------------------------------------------

  await Promise.all([stopProcess(replicas[1] as RunningProcess), stopProcess(replicas[2] as RunningProcess)]);
  await resetBetweenRuns(scaled);
  const single = await drive(replicaUrl(0), replicaUrl(0), replicaUrl(0));
  const singleLoad = hostLoad();
  const singleLost = await losses(single, replicaUrl(0));

  // ---- the figures ----------------------------------------------------------------------------------

  const scaledRate = rate(scaled.samples, 0, SECONDS);
  const singleRate = rate(single.samples, 0, SECONDS);
  const windows: [string, number, number][] = [
    ['before the stop', 0, STOP_AT],
    ['during the stop and restart', STOP_AT, back],
    ['after the restart', back, SECONDS],
  ];
  const errorsIn = (samples: Sample[], from: number, to: number) => samples.filter((s) => s.at >= from && s.at < to && isError(s.status));
  const fivexx = (samples: Sample[]) => samples.filter((s) => s.status >= 500).length;

  console.log(`\n3 replicas behind the proxy, ${CLIENTS} clients, ${SECONDS} s (${scaledLoad} at the end):`);
  console.log(
    `  requests: ${scaled.samples.filter((s) => s.kind !== 'tus').length}; status counts per kind: ${statusCounts(scaled.samples)}`,
  );
  console.log(
    `  replica 2: SIGTERM at ${replica2.sigterm.toFixed(1)} s, out of the proxy's rotation at ${rotation.out.toFixed(1)} s, exited at ` +
      `${replica2.exited.toFixed(1)} s, started again at ${replica2.restarted.toFixed(1)} s, ready at ${replica2.ready.toFixed(1)} s, ` +
      `back in rotation at ${back.toFixed(1)} s`,
  );
  for (const [name, from, to] of windows) {
    const errors = errorsIn(scaled.samples, from, to === SECONDS ? Number.POSITIVE_INFINITY : to);
    console.log(
      `  ${name} (${from.toFixed(1)}-${to.toFixed(1)} s): ${rate(scaled.samples, from, to).toFixed(1)} requests/s, ` +
        `errors ${errors.length} (${(errors.length / Math.max(to - from, 0.001)).toFixed(2)}/s)` +
        (errors.length ? `: ${statusCounts(errors)}` : ''),
    );
  }
  console.log(`  requests/s every 5 s: ${timeline(scaled.samples)}`);
  console.log(`  5xx: ${fivexx(scaled.samples)} (the proxy's own 502s, a replica failing a request: ${proxyFailures})`);
  for (const line of scaledLost.report) console.log(`  ${line}`);

  console.log(`\n1 replica, no proxy, ${CLIENTS} clients, ${SECONDS} s (${singleLoad} at the end):`);
  console.log(
    `  requests: ${single.samples.filter((s) => s.kind !== 'tus').length}; status counts per kind: ${statusCounts(single.samples)}`,
  );
  const singleErrors = errorsIn(single.samples, 0, Number.POSITIVE_INFINITY);
  console.log(
    `  errors: ${singleErrors.length}${singleErrors.length ? `: ${statusCounts(singleErrors)}` : ''}; 5xx: ${fivexx(single.samples)}`,
  );
  console.log(`  requests/s every 5 s: ${timeline(single.samples)}`);
  for (const line of singleLost.report) console.log(`  ${line}`);

  console.log(
    `\nrequests/s: ${scaledRate.toFixed(1)} through the proxy (3 replicas; ${rate(scaled.samples, 0, STOP_AT).toFixed(1)} before the stop), ` +
      `${singleRate.toFixed(1)} against one replica; ratio ${(scaledRate / singleRate).toFixed(2)} ` +
      `(${(rate(scaled.samples, 0, STOP_AT) / singleRate).toFixed(2)} before the stop)`,
  );

  const lostAnything = [scaledLost, singleLost].some(
    (l) => l.orders.length + l.favourites.length + l.approvals.length + l.uploads.length > 0,
  );
  const errorsAfter = errorsIn(scaled.samples, back, Number.POSITIVE_INFINITY).length;
  console.log(`lost anything: ${lostAnything ? 'yes' : 'no'}; errors after the restart: ${errorsAfter} (target 0 each)`);
  return lostAnything || errorsAfter > 0 ? 1 : 0;
}

const code = await main().catch((error: Error) => {
  process.stderr.write(`scale-out bench: ${error instanceof BenchFailure ? error.message : (error.stack ?? error.message)}\n`);
  return 1;
});
clearInterval(readiness);
proxy.close();
proxy.closeAllConnections();
await stopEverything();
process.exit(code);
