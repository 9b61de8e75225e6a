// Throughput of the public catalogue API beside node's plain `http` hello-world, in the same run
// (not part of npm test; docs/decisions/070):
//   node --import tsx bench/catalog-throughput.bench.ts
// A real PostgreSQL (embedded in a temp dir, or BENCH_DATABASE_URL) with 100,000 public profiles
// (catalog-api.data.ts), the real app (createApp) and a hello-world server each in a child
// process pinned to core 0 (taskset), the load generator pinned to core 1 (as fast as the
// connections go: wrk, Debian's package, when installed, else autocannon in this process; at a
// constant rate: node's http client, in this process); PostgreSQL is left unpinned. The app is
// asked as a browser asks, with its Accept-Encoding. Each run measures, as fast as they go:
//   hello-world, GET /api/profiles?limit=20, the feed polled at its head (its head when each slice
//   starts: the edits move it) and the feed's first page
// in one-second slices taken in turn for BENCH_SECONDS each (so all of them see the same moments
// of a shared host), and then each of them at a constant BENCH_RATE (300) requests/s for its p99.
// A profile is edited every second meanwhile (BENCH_WRITES_PER_SECOND), so the cache is emptied as
// in real life.
// Prints every run and the medians of BENCH_RUNS (5) runs: requests/s, their ratio to the
// hello-world of the same run (target >= 0.35) and p99 at the constant rate (target < 25 ms).
// Options (env): BENCH_RUNS, BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_RATE, BENCH_PROFILES,
// BENCH_WRITES_PER_SECOND, BENCH_POOL (the app's pool size, 10), BENCH_ACCEPT_ENCODING, BENCH_BEFORE
// (a checkout of older code, e.g. `git worktree add --detach /tmp/before main`, with this file and bench/support copied
// in: its app is measured in the same run, on the same data, as "before: …").
// Beside requests/s it prints each server's CPU time per request: a machine loaded by other work
// disturbs it far less, and on an idle core requests/s go as 1 / CPU per request.
import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { encodeCursor } from '#api/catalog/catalog-cursor.ts';
import { createSql } from '#db/connection.ts';
import { insertBenchProfiles } from './catalog-api.data.ts';
import { listenBenchApp } from './support/catalog-app.ts';
import { benchDatabase } from './support/database.ts';
import { hostLoad, median } from './support/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 300);
const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000);
const WRITES_PER_SECOND = Number(process.env.BENCH_WRITES_PER_SECOND ?? 1);
const RATIO_TARGET = 0.35;
const execFileAsync = promisify(execFile);
/** What a browser (and so the app's catalogue worker) sends: the kept answer's brotli bytes, made
 * once per answer. BENCH_ACCEPT_ENCODING= (empty) asks for them uncompressed. */
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd';
const P99_TARGET_MS = 25;

// ---------------------------------------------------------------------------------------------
// the servers (child processes)

const HELLO = `require('node:http').createServer((req, res) => res.end('hello world'))
  .listen(0, '127.0.0.1', function () { console.log(JSON.stringify({ port: this.address().port })); });`;

async function serveApp(url: string): Promise<void> {
  const app = await listenBenchApp(url);
  console.log(JSON.stringify({ port: app.port }));
  process.on('SIGTERM', () => void app.stop().finally(() => process.exit(0)));
}

const canPin = (() => {
  try {
    execFileSync('taskset', ['-V'], { stdio: 'ignore' });
    return os.cpus().length >= 2;
  } catch {
    return false;
  }
})();

/** Starts `args` (node flags and script) pinned to core 0; resolves with the port it prints. */
async function startServer(args: string[], env: NodeJS.ProcessEnv): Promise<{ port: number; child: ChildProcess }> {
  const command = canPin ? 'taskset' : process.execPath;
  const child = spawn(command, canPin ? ['-c', '0', process.execPath, ...args] : args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
  const port = await new Promise<number>((resolve, reject) => {
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${args.at(-1)?.slice(0, 40)} exited (${code})`)));
  });
  return { port, child };
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

// ---------------------------------------------------------------------------------------------
// the load

interface Target {
  name: string;
  port: number;
  path: string;
  /** Asked again before each slice instead of `path` (the feed's head moves with every edit). */
  pathNow?: () => Promise<string>;
  /** The server's process id, for its CPU time. */
  pid: number;
  headers?: Record<string, string>;
}

/** utime + stime of a process in ms (Linux /proc; NaN elsewhere). */
function cpuMs(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/** wrk (Debian's `wrk` package) when it is installed: a C load generator that outruns one node
 * core. autocannon, in this process, otherwise: its JavaScript parses every response, so on a
 * body of tens of KB it is the bottleneck (with every answer kept and no feed reading, the list
 * went no faster than about 5,900/s while the app used a third of its core), and the ratio then
 * measures the load generator, not the server. */
const WRK = (() => {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk --version prints its usage and exits 1: it is there
    return (error as { status?: number }).status === 1;
  }
})();

/** One wrk run on this process's core (its event loop keeps editing meanwhile): requests and bad
 * answers from its report. */
async function runWrk(url: string, seconds: number, headers: Record<string, string> = {}): Promise<{ total: number; bad: number }> {
  const header = Object.entries(headers).flatMap(([name, value]) => ['-H', `${name}: ${value}`]);
  const { stdout: out } = await execFileAsync('wrk', ['-t1', `-c${CONNECTIONS}`, `-d${seconds}s`, ...header, url], { encoding: 'utf8' });
  const count = (pattern: RegExp) => Number(pattern.exec(out)?.[1] ?? 0);
  const total = count(/(\d+) requests in/);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const bad = count(/Non-2xx or 3xx responses: (\d+)/) + (errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  if (!total) throw new Error(`wrk printed no request count:\n${out}`);
  return { total, bad };
}

interface Fast {
  total: number;
  /** The server's CPU time meanwhile. */
  cpuMs: number;
  bad: number;
}

/** As fast as the connections go, for `seconds`: the requests answered and the server's CPU time. */
async function fastest(target: Target, seconds: number): Promise<Fast> {
  const url = `http://127.0.0.1:${target.port}${target.pathNow ? await target.pathNow() : target.path}`;
  const before = cpuMs(target.pid);
  if (WRK) {
    const { total, bad } = await runWrk(url, seconds, target.headers);
    return { total, cpuMs: cpuMs(target.pid) - before, bad };
  }
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: target.headers });
  return { total: result.requests.total, cpuMs: cpuMs(target.pid) - before, bad: result.non2xx + result.errors + result.timeouts };
}

/**
 * Every target as fast as it goes for SECONDS, in slices of one second taken in turn, so that the
 * hello-world and the app share the same moments of a shared host (run one after the other for
 * 10 s each, the same request's ratio ranged 0.21-0.64 between runs, and the hello-world's CPU per
 * request moved 2x). Requests/s and the server's CPU per request (which a machine loaded by other
 * work disturbs far less: on an idle core, rps ~ 1000 / cpu) over the whole run of each.
 */
async function interleaved(targets: Target[]): Promise<Map<Target, { rps: number; cpu: number; bad: number }>> {
  const sums = new Map(targets.map((target) => [target, { total: 0, cpuMs: 0, bad: 0 }]));
  for (let slice = 0; slice < SECONDS; slice++) {
    for (const target of targets) {
      const fast = await fastest(target, 1);
      const sum = sums.get(target);
      if (!sum) continue;
      sum.total += fast.total;
      sum.cpuMs += fast.cpuMs;
      sum.bad += fast.bad;
    }
  }
  return new Map([...sums].map(([target, sum]) => [target, { rps: sum.total / SECONDS, cpu: sum.cpuMs / sum.total, bad: sum.bad }]));
}

/**
 * A constant rate: request i is sent at start + i / RATE, over at most CONNECTIONS keep-alive
 * connections; its latency counts from when it was sent, queued behind busy connections included,
 * so an answer that holds others up counts against them too (a late timer of this process is
 * not counted against the server). Not autocannon's `overallRate`: it gives each
 * connection a quota a second, sent back to back at the start of every second (its
 * httpClient.js), so its "300/s" is a burst of 300 every second, and even a plain node server
 * sending a fixed 277 KB body then shows a p99 of 20-29 ms.
 */
async function atRate(target: Target): Promise<{ p99: number; bad: number }> {
  const path = target.pathNow ? await target.pathNow() : target.path;
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const total = RATE * SECONDS;
  const latencies: number[] = [];
  let bad = 0;
  const start = performance.now() + 20;
  const due = (i: number) => start + (i * 1000) / RATE;
  await new Promise<void>((resolve) => {
    let sent = 0;
    let ended = 0;
    const end = () => {
      if (++ended === total) resolve();
    };
    const send = () => {
      while (sent < total && due(sent) <= performance.now()) {
        sent++;
        const at = performance.now();
        let settled = false;
        // once per request, whichever comes: the whole answer, a cut-off one, or no answer
        const settle = (ok: boolean) => {
          if (settled) return;
          settled = true;
          if (ok) latencies.push(performance.now() - at);
          else bad++;
          end();
        };
        const request = http.get({ host: '127.0.0.1', port: target.port, path, headers: target.headers, agent }, (res) => {
          res.resume();
          res.once('close', () => settle(res.complete && res.statusCode === 200));
        });
        request.once('error', () => settle(false));
      }
      if (sent < total) setTimeout(send, Math.max(0, due(sent) - performance.now()));
    };
    send();
  });
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const p99 = latencies[Math.ceil(latencies.length * 0.99) - 1] ?? Number.NaN;
  return { p99: Math.round(p99 * 10) / 10, bad };
}

async function insertProfiles(url: string): Promise<void> {
  // one statement inserts them all (with their triggers' rows): no statement timeout for it
  const sql = createSql(url, 1, { statementMs: 0 });
  try {
    await insertBenchProfiles(sql, PROFILES);
  } finally {
    await sql.end({ timeout: 2 });
  }
}

// ---------------------------------------------------------------------------------------------
// main

async function main(): Promise<void> {
  const db = await benchDatabase('contacto_throughput');
  const children: ChildProcess[] = [];
  let writer: NodeJS.Timeout | undefined;
  try {
    let t = performance.now();
    await insertProfiles(db.url);
    const [counts] = await db.sql<{ public: number; maxId: number }[]>`
      SELECT count(*) FILTER (WHERE is_public)::int AS public, max(id) AS "maxId" FROM profiles`;
    if (!counts) throw new Error('no counts');
    console.log(`inserted ${counts.public} public profiles in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    // where a client polling the feed stands: its head now (the edits move it every second)
    const headNow = async () => {
      const [horizon] = await db.sql<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
      return `/api/sync/catalog?limit=200&cursor=${encodeCursor({ phase: 'feed', txid: horizon?.xmin ?? '0', seq: '0' })}`;
    };

    const hello = await startServer(['-e', HELLO], process.env);
    children.push(hello.child);
    const app = await startServer(['--import', 'tsx', fileURLToPath(import.meta.url)], {
      ...process.env,
      BENCH_ROLE: 'app',
      BENCH_URL: db.url,
    });
    children.push(app.child);
    // BENCH_BEFORE=<a checkout of older code with this file copied in>: its app too, on the same data
    const beforeDir = process.env.BENCH_BEFORE;
    const before = beforeDir
      ? await startServer(['--import', 'tsx', path.join(beforeDir, 'bench/catalog-throughput.bench.ts')], {
          ...process.env,
          BENCH_ROLE: 'app',
          BENCH_URL: db.url,
        })
      : undefined;
    if (before) children.push(before.child);
    // the load generator on its own core (every thread of this process; PostgreSQL was started before)
    if (canPin) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
    console.log(
      canPin
        ? 'servers pinned to core 0, load generator to core 1, PostgreSQL unpinned'
        : 'NOT pinned (taskset missing or one core): figures are not comparable',
    );
    console.log(
      `as fast as they go: ${WRK ? 'wrk (1 thread)' : 'autocannon (apt-get install -y wrk: one that outruns the server on large answers)'}; at a constant rate: node's http client; the app asked with Accept-Encoding: ${ACCEPT_ENCODING || '(none)'}`,
    );

    writer = setInterval(() => {
      const id = 1 + Math.floor(Math.random() * counts.maxId);
      db.sql`UPDATE profiles SET about_me = about_me || ' :)' WHERE id = ${id}`.catch((error: Error) => console.error(error.message));
    }, 1000 / WRITES_PER_SECOND);

    const headers: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
    const ofApp = { port: app.port, pid: app.child.pid ?? 0, headers };
    const targets: Target[] = [
      { name: 'hello-world', port: hello.port, pid: hello.child.pid ?? 0, path: '/' },
      { name: 'profiles?limit=20', ...ofApp, path: '/api/profiles?limit=20' },
      { name: 'feed (poll at head)', ...ofApp, path: await headNow(), pathNow: headNow },
      { name: 'feed (first page)', ...ofApp, path: '/api/sync/catalog?limit=200' },
    ];
    if (before) {
      const older = targets
        .slice(1)
        .map((target) => ({ ...target, name: `before: ${target.name}`, port: before.port, pid: before.child.pid ?? 0 }));
      targets.push(...older);
    }
    const figures = new Map(
      targets.map((target) => [
        target.name,
        { rps: [] as number[], ratios: [] as number[], cpus: [] as number[], cpuRatios: [] as number[], p99s: [] as number[], bad: 0 },
      ]),
    );
    t = performance.now();
    for (let run = 1; run <= RUNS; run++) {
      const line: string[] = [];
      for (const target of targets) await fastest(target, 2); // warm-up
      const fastests = await interleaved(targets);
      const hello = fastests.get(targets[0] as Target);
      for (const target of targets) {
        const fast = fastests.get(target);
        const figure = figures.get(target.name);
        if (!fast || !hello || !figure) continue;
        const slow = await atRate(target);
        figure.rps.push(fast.rps);
        figure.ratios.push(fast.rps / hello.rps);
        figure.cpus.push(fast.cpu);
        figure.cpuRatios.push(hello.cpu / fast.cpu);
        figure.p99s.push(slow.p99);
        figure.bad += fast.bad + slow.bad;
        line.push(
          `${target.name} ${fast.rps.toFixed(0)}/s (${(fast.rps / hello.rps).toFixed(2)}) cpu ${fast.cpu.toFixed(3)} ms (${(hello.cpu / fast.cpu).toFixed(2)}) p99@${RATE} ${slow.p99} ms`,
        );
      }
      console.log(`run ${run}: ${line.join(' | ')}`);
    }

    console.log(
      `\nmedians of ${RUNS} runs (${SECONDS} s each, ${CONNECTIONS} connections, ${PROFILES} profiles, ${WRITES_PER_SECOND} edit/s; ${((performance.now() - t) / 1000).toFixed(0)} s):`,
    );
    console.log(
      `${'request'.padEnd(22)}${'req/s'.padStart(9)}${'ratio'.padStart(8)}${'CPU ms/req'.padStart(12)}${'ratio'.padStart(8)}${`p99@${RATE}/s`.padStart(13)}  non-2xx/errors`,
    );
    for (const [name, figure] of figures) {
      const cells = [
        median(figure.rps).toFixed(0).padStart(9),
        median(figure.ratios).toFixed(2).padStart(8),
        median(figure.cpus).toFixed(3).padStart(12),
        median(figure.cpuRatios).toFixed(2).padStart(8),
      ];
      console.log(`${name.padEnd(22)}${cells.join('')}${`${median(figure.p99s).toFixed(1)} ms`.padStart(13)}  ${figure.bad}`);
    }
    for (const name of ['profiles?limit=20', 'feed (poll at head)']) {
      const ratio = median(figures.get(name)?.ratios ?? []);
      const cpuRatio = median(figures.get(name)?.cpuRatios ?? []);
      const p99 = median(figures.get(name)?.p99s ?? []);
      const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');
      console.log(
        `target ${name}: ratio >= ${RATIO_TARGET} ${met(ratio >= RATIO_TARGET)} (${ratio.toFixed(2)}; by CPU per request ${cpuRatio.toFixed(2)}); p99 < ${P99_TARGET_MS} ms ${met(p99 < P99_TARGET_MS)} (${p99.toFixed(1)} ms)`,
      );
    }
    console.log(hostLoad());
  } finally {
    if (writer) clearInterval(writer);
    for (const child of children) await stop(child);
    await db.close();
  }
}

if (process.env.BENCH_ROLE === 'app') {
  await serveApp(process.env.BENCH_URL as string);
} else {
  await main();
}
