// Benchmark of the public catalogue API (not part of npm test):
//   node --import tsx bench/catalog-api.bench.ts
// A real PostgreSQL (embedded in a temp dir, or BENCH_DATABASE_URL / DATABASE_URL: a server where
// we may create and drop the database contacto_bench), 100,000 public profiles written with
// generate_series, the real app (createApp) in a child process, and an OPEN-LOOP load of a
// constant rate (default 500 requests/s for 30 s): requests are sent on a wall-clock schedule
// whether or not earlier ones have answered, and latency is measured from the scheduled send
// time, so a stall shows up in the figures instead of silently slowing the load down.
// Options (env): BENCH_RATE, BENCH_SECONDS, BENCH_PROFILES, BENCH_WRITES_PER_SECOND,
// BENCH_WARMUP_SECONDS, BENCH_KINDS (only these request kinds), BENCH_POOL (the app's pool size), BENCH_NODE_ARGS.
import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeCursor } from '#api/catalog/catalog-cursor.ts';
import { createSql, type Sql } from '#db/connection.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#db/embedded.ts';
import { migrate } from '#db/migrate.ts';
import { STOREFRONT_CITIES } from '#db/seed/vocabulary.ts';
import { insertBenchProfiles } from './catalog-api.data.ts';
import { listenBenchApp } from './support/catalog-app.ts';
import { hostLoad } from './support/server.ts';

const RATE = Number(process.env.BENCH_RATE ?? 500);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 2);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 5);
/** Only these kinds of request (comma-separated, e.g. BENCH_KINDS=list,by-id): CPU per request of one kind. */
const KINDS = process.env.BENCH_KINDS ? new Set(process.env.BENCH_KINDS.split(',')) : undefined;
const DATABASE = 'contacto_bench';

// ---------------------------------------------------------------------------------------------
// the server (child process)

async function serve(url: string): Promise<void> {
  const app = await listenBenchApp(url);
  process.send?.({ port: app.port });
  process.on('message', async (message) => {
    if (message === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ cpuMs: (user + system) / 1000 });
      return;
    }
    if (message !== 'stop') return;
    await app.stop();
    process.exit(0);
  });
}

// ---------------------------------------------------------------------------------------------
// the load

const SEARCHES = ['maria', 'María', 'rodriguez', 'PEREZ', 'yokasta', 'dance', 'family', 'santo', 'josé', 'beach', 'yanelis martinez'];
const SORTS = ['newest', 'oldest', 'youngest', 'oldest-age'];
const AGE_BANDS = [
  [18, 25],
  [26, 30],
  [31, 35],
  [36, 99],
];

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;

interface Load {
  kind: string;
  path: string;
  /** Reads the body (cursor pool upkeep) when set. */
  onBody?: (body: string) => void;
}

function planRequest(maxId: number, slugs: { slug: string; lang: string }[], snapshotCursors: string[], feedCursor: string): Load {
  const r = Math.random();
  if (r < 0.4) {
    const q = new URLSearchParams({ limit: '20', offset: String(20 * Math.floor(Math.random() * Math.random() * 10)) });
    q.set('sort', pick(SORTS));
    if (Math.random() < 0.3) q.set('location', pick(STOREFRONT_CITIES));
    if (Math.random() < 0.3) {
      const [min, max] = pick(AGE_BANDS) as number[];
      q.set('minAge', String(min));
      q.set('maxAge', String(max));
    }
    if (Math.random() < 0.3) q.set('search', pick(SEARCHES));
    return { kind: q.has('search') ? 'list-search' : 'list', path: `/api/profiles?${q}` };
  }
  if (r < 0.6) return { kind: 'by-id', path: `/api/profiles/${1 + Math.floor(Math.random() * maxId)}` };
  if (r < 0.75) {
    const { slug, lang } = pick(slugs);
    return { kind: 'by-slug', path: `/api/profiles/by-slug/${slug}/${lang}` };
  }
  if (r < 0.85) return { kind: 'featured', path: '/api/profiles/featured' };
  if (r < 0.95) {
    // a client walking the snapshot: start, or continue from a cursor some earlier page returned
    const cursor = snapshotCursors.length > 0 && Math.random() < 0.7 ? pick(snapshotCursors) : '';
    return {
      kind: 'feed-snapshot',
      path: `/api/sync/catalog?limit=200&cursor=${cursor}`,
      onBody(body) {
        const page = JSON.parse(body) as { cursor: string; snapshotComplete?: boolean };
        if (page.snapshotComplete) return;
        if (snapshotCursors.length < 200) snapshotCursors.push(page.cursor);
        else snapshotCursors[Math.floor(Math.random() * snapshotCursors.length)] = page.cursor;
      },
    };
  }
  return { kind: 'feed-poll', path: `/api/sync/catalog?limit=200&cursor=${feedCursor}` };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

interface Sample {
  kind: string;
  ms: number;
  status: number;
}

async function drive(
  port: number,
  plan: () => Load,
  rate: number,
  seconds: number,
): Promise<{ samples: Sample[]; errors: string[]; sent: number; wallMs: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY, maxFreeSockets: 256 });
  const samples: Sample[] = [];
  const errors: string[] = [];
  const interval = 1000 / rate;
  const total = Math.round(rate * seconds);
  const start = performance.now();
  let sent = 0;
  let pending = 0;
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });

  const fire = (scheduled: number) => {
    const load = plan();
    pending++;
    const req = http.get({ host: '127.0.0.1', port, path: load.path, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const ms = performance.now() - scheduled;
        const status = res.statusCode ?? 0;
        samples.push({ kind: load.kind, ms, status });
        // 404 is a correct answer for by-id (hidden or missing profiles); anything else non-2xx is an error
        if (status >= 500 || (status >= 400 && status !== 404)) errors.push(`${status} ${load.path}`);
        else if (status === 200 && load.onBody) load.onBody(Buffer.concat(chunks).toString());
        if (--pending === 0 && sent === total) finish();
      });
    });
    req.on('error', (error) => {
      errors.push(`${error.message} ${load.path}`);
      samples.push({ kind: load.kind, ms: performance.now() - scheduled, status: 0 });
      if (--pending === 0 && sent === total) finish();
    });
  };

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now();
      // send everything whose time has come (a late timer sends a burst, as real clients would)
      while (sent < total && start + sent * interval <= now) {
        fire(start + sent * interval);
        sent++;
      }
      if (sent < total) setTimeout(tick, Math.max(0, start + sent * interval - performance.now()));
      else resolve();
    };
    tick();
  });
  if (pending > 0) await done;
  const wallMs = performance.now() - start;
  agent.destroy();
  return { samples, errors, sent, wallMs };
}

function report(title: string, samples: Sample[]): void {
  const ms = samples.map((s) => s.ms).sort((a, b) => a - b);
  const f = (n: number) => n.toFixed(1).padStart(7);
  console.log(
    `${title.padEnd(14)} n=${String(samples.length).padStart(6)}  p50 ${f(percentile(ms, 50))}  p90 ${f(percentile(ms, 90))}  p99 ${f(percentile(ms, 99))}  max ${f(ms.at(-1) ?? Number.NaN)} ms`,
  );
}

// ---------------------------------------------------------------------------------------------
// CPU spent, to tell our cost apart from a busy machine

function serverCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (m: unknown) => {
      if (typeof m === 'object' && m && 'cpuMs' in m) {
        child.off('message', onMessage);
        resolve((m as { cpuMs: number }).cpuMs);
      }
    };
    child.on('message', onMessage);
    child.send('cpu');
  });
}

/** utime + stime of the PostgreSQL server's processes (Linux /proc; 0 elsewhere or for a remote server). */
async function postgresCpuMs(sql: Sql): Promise<number> {
  try {
    const [row] = await sql<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`;
    const stat = (pid: number | string) =>
      readFileSync(`/proc/${pid}/stat`, 'utf8')
        .replace(/^.*\) /, '')
        .split(' ');
    const postmaster = Number(stat(row?.pid ?? 0)[1]);
    const tick = 1000 / 100;
    let total = 0;
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const fields = stat(pid);
        if (Number(fields[1]) === postmaster || Number(pid) === postmaster) total += (Number(fields[11]) + Number(fields[12])) * tick;
      } catch {
        // the process ended meanwhile
      }
    }
    return total;
  } catch {
    return 0;
  }
}

// ---------------------------------------------------------------------------------------------
// main

async function main(): Promise<void> {
  let embedded: EmbeddedPostgres | undefined;
  let tmp: string | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  if (!serverUrl) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-bench-pg-'));
    await import('node:fs/promises').then((fs) => fs.chmod(tmp as string, 0o755));
    embedded = await startEmbeddedPostgres({ dataDir: tmp, ephemeral: true });
    serverUrl = embedded.url;
  }
  // BENCH_REUSE=1 keeps the database between runs (on BENCH_DATABASE_URL) to skip the insert
  const reuse = process.env.BENCH_REUSE === '1' && !embedded;
  const admin = createSql(serverUrl, 1);
  const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${DATABASE}`;
  if (!reuse || !exists) {
    await admin.unsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.unsafe(`CREATE DATABASE ${DATABASE}`);
  }
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${DATABASE}`;
  // no statement timeout: the setup inserts 100,000 profiles (and their triggers' rows) in one statement
  const sql = createSql(url.toString(), 2, { statementMs: 0 });
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: { ...process.env, BENCH_ROLE: 'server', BENCH_URL: url.toString() },
    // BENCH_NODE_ARGS: extra node flags for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof"
    execArgv: ['--import', 'tsx', ...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean)],
  });
  try {
    await migrate(sql);
    let t = performance.now();
    const [filled] = await sql`SELECT 1 FROM profiles LIMIT 1`;
    if (!reuse || !filled) await insertBenchProfiles(sql, PROFILES);
    const [counts] = await sql<{ public: number; all: number; maxId: number }[]>`
      SELECT count(*) FILTER (WHERE is_public)::int AS public,
             count(*)::int AS all, max(id) AS "maxId" FROM profiles`;
    if (!counts) throw new Error('no counts');
    console.log(`inserted ${counts.all} profiles (${counts.public} public) in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const slugs = await sql<{ slug: string; lang: string }[]>`
      SELECT CASE k WHEN 0 THEN slug_en WHEN 1 THEN slug_es WHEN 2 THEN slug_de WHEN 3 THEN slug_it WHEN 4 THEN slug_nl ELSE slug_pt END AS slug,
             (ARRAY['en','es','de','it','nl','pt'])[k + 1] AS lang
      FROM (SELECT *, floor(random() * 6)::int AS k FROM profiles TABLESAMPLE BERNOULLI (2)) AS s`;
    const [horizon] = await sql<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
    const feedCursor = encodeCursor({ phase: 'feed', txid: horizon?.xmin ?? '0', seq: '0' });

    const port = await new Promise<number>((resolve, reject) => {
      child.once('message', (m) => resolve((m as { port: number }).port));
      child.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    });

    // edits during the run, so feed polls have changes to carry
    let writes = 0;
    const writer = setInterval(() => {
      const id = 1 + Math.floor(Math.random() * counts.maxId);
      writes++;
      sql`UPDATE profiles SET about_me = about_me || ' :)' WHERE id = ${id}`.catch((error: Error) => console.error(error.message));
    }, 1000 / WRITES_PER_SECOND);

    const snapshotCursors: string[] = [];
    const plan = () => {
      for (;;) {
        const load = planRequest(counts.maxId, slugs, snapshotCursors, feedCursor);
        if (!KINDS || KINDS.has(load.kind)) return load;
      }
    };
    console.log(`warm-up: ${WARMUP_SECONDS} s at ${RATE / 2} requests/s`);
    await drive(port, plan, RATE / 2, WARMUP_SECONDS);
    console.log(`load: ${SECONDS} s at ${RATE} requests/s, open loop`);
    t = performance.now();
    const pgBefore = await postgresCpuMs(sql);
    const nodeBefore = await serverCpuMs(child);
    const result = await drive(port, plan, RATE, SECONDS);
    const nodeMs = (await serverCpuMs(child)) - nodeBefore;
    const pgMs = (await postgresCpuMs(sql)) - pgBefore;
    clearInterval(writer);

    const ok = result.samples.filter((s) => s.status > 0);
    console.log(
      `\nsent ${result.sent} in ${(result.wallMs / 1000).toFixed(1)} s: achieved ${(result.sent / ((performance.now() - t) / 1000)).toFixed(0)} requests/s (target ${RATE}); ${writes} profile edits during the run`,
    );
    const statuses: Record<string, number> = {};
    for (const s of ok) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
    console.log(`status: ${JSON.stringify(statuses)}`);
    console.log(
      `CPU per request: app ${(nodeMs / result.sent).toFixed(2)} ms + PostgreSQL ${(pgMs / result.sent).toFixed(2)} ms ` +
        `(so ${os.cpus().length} idle cores would serve ~${Math.round((os.cpus().length * 1000) / ((nodeMs + pgMs) / result.sent))} requests/s)`,
    );
    console.log(`errors: ${result.errors.length}${result.errors.length ? ` (first: ${result.errors.slice(0, 3).join('; ')})` : ''}`);
    report('all', ok);
    for (const kind of ['list', 'list-search', 'by-id', 'by-slug', 'featured', 'feed-snapshot', 'feed-poll']) {
      report(
        kind,
        ok.filter((s) => s.kind === kind),
      );
    }
    const p99 = percentile(
      ok.map((s) => s.ms).sort((a, b) => a - b),
      99,
    );
    console.log(`\ntarget p99 < 30 ms: ${p99 < 30 ? 'MET' : 'NOT MET'} (p99 ${p99.toFixed(1)} ms); ${hostLoad()}`);
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
    await sql.end({ timeout: 2 });
    if (embedded) {
      await embedded.stop();
      if (tmp) await rm(tmp, { recursive: true, force: true });
    } else if (!reuse) {
      const cleanup = createSql(serverUrl, 1);
      await cleanup.unsafe(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
      await cleanup.end();
    }
  }
}

if (process.env.BENCH_ROLE === 'server') {
  await serve(process.env.BENCH_URL as string);
} else {
  await main();
}
