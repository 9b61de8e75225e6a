// The soak (not part of npm test):
//   node --import tsx bench/soak.bench.ts
// Starts the real server (api/main.ts) on an embedded PostgreSQL of its own (DATA_DIR
// .data/bench-soak, demo data; or DATABASE_URL's server), then sends the reliability benches'
// mixed traffic (bench/support/mixed-traffic.ts: browse, feed, checkout and payment, favourites
// push, admin reads and approvals) at a constant BENCH_RATE requests per second (default 40) for
// BENCH_MINUTES (default 30). Open loop: a request starts on schedule whether or not the ones before answered
// (at most BENCH_IN_FLIGHT at once; a start skipped for that is counted, not hidden).
// Every BENCH_SAMPLE_SECONDS (default 60) it reads the server process's RSS and open file
// descriptors (/proc), and the database connections the app holds (pg_stat_activity), and
// prints them with the window's rate, p50, p99 and errors. At the end: the start and the end side
// by side (medians of five windows each, the first one, the warm-up, left out), 5xx and 500s, and
// what was lost.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { KINDS, type Kind, mixedTraffic, startReliabilityServer } from './support/mixed-traffic.ts';

const ROOT = path.resolve(import.meta.dirname, '..');

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) {
    process.stderr.write(`soak bench: ${name} must be a positive number, got "${raw}"\n`);
    process.exit(1);
  }
  return value;
}

const MINUTES = positive('BENCH_MINUTES', 30);
const RATE = positive('BENCH_RATE', 40);
const IN_FLIGHT = positive('BENCH_IN_FLIGHT', 64);
const SAMPLE_SECONDS = positive('BENCH_SAMPLE_SECONDS', 60);
const PORT = positive('BENCH_PORT', 4396);

interface Answer {
  kind: Kind;
  at: number;
  ms: number;
  status: number;
}

interface Window {
  end: number;
  answers: Answer[];
  skipped: number;
  rssMb: number;
  fds: number;
  connections: number;
}

const server = await startReliabilityServer({
  name: 'soak',
  port: PORT,
  dataDir: path.join(ROOT, '.data', 'bench-soak'),
  external: process.env.DATABASE_URL,
});
const traffic = await mixedTraffic(server);
const pid = server.process.child.pid ?? 0;
const monitor = server.database();

const rssMb = () => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
};
const openFds = () => readdirSync(`/proc/${pid}/fd`).length;
const appConnections = async () => {
  const [row] = await monitor<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`;
  return row?.n ?? 0;
};

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const started = performance.now();
const now = () => (performance.now() - started) / 1000;
const duration = MINUTES * 60;
const windows: Window[] = [];
let current: Answer[] = [];
let skipped = 0;
let inFlight = 0;
let sent = 0;

console.log(`soak: ${MINUTES} min at ${RATE} req/s (server pid ${pid}); a line every ${SAMPLE_SECONDS} s`);
console.log('   min   req/s    p50 ms    p99 ms  errors  skipped   RSS MB   fds  db conns');

const sampler = setInterval(() => {
  const answers = current;
  current = [];
  const windowSkipped = skipped;
  skipped = 0;
  void appConnections().then((connections) => {
    const window: Window = { end: now(), answers, skipped: windowSkipped, rssMb: rssMb(), fds: openFds(), connections };
    windows.push(window);
    const ms = answers.map((a) => a.ms).sort((a, b) => a - b);
    const errors = answers.filter((a) => a.status < 200 || a.status >= 400).length;
    console.log(
      [
        (window.end / 60).toFixed(1).padStart(6),
        (answers.length / SAMPLE_SECONDS).toFixed(1).padStart(7),
        quantile(ms, 0.5).toFixed(1).padStart(9),
        quantile(ms, 0.99).toFixed(1).padStart(9),
        String(errors).padStart(7),
        String(window.skipped).padStart(8),
        window.rssMb.toFixed(0).padStart(8),
        String(window.fds).padStart(5),
        String(window.connections).padStart(9),
      ].join(' '),
    );
  });
}, SAMPLE_SECONDS * 1000);

// open loop: the i-th request is due at i / RATE seconds
while (now() < duration) {
  const due = sent / RATE;
  const wait = due - now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait * 1000));
  const i = sent++;
  if (inFlight >= IN_FLIGHT) {
    skipped++;
    continue;
  }
  const kind = KINDS[i % KINDS.length] as Kind;
  inFlight++;
  const begun = performance.now();
  void traffic.once(kind, i).then((status) => {
    inFlight--;
    current.push({ kind, at: now(), ms: performance.now() - begun, status });
  });
}
while (inFlight > 0) await new Promise((r) => setTimeout(r, 50));
clearInterval(sampler);
await new Promise((r) => setTimeout(r, 1000)); // the last window's database read

// start and end: the median of the first five windows after the warm-up (the first) and of the
// last five, so one noisy minute on a shared machine does not decide
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const summary = (group: Window[]) => {
  if (group.length === 0) return 'none';
  const p99 = median(
    group.map((w) =>
      quantile(
        w.answers.map((a) => a.ms).sort((a, b) => a - b),
        0.99,
      ),
    ),
  );
  return `p99 ${p99.toFixed(1)} ms, RSS ${median(group.map((w) => w.rssMb)).toFixed(0)} MB, ${median(group.map((w) => w.fds))} fds, ${median(group.map((w) => w.connections))} db connections`;
};
const start = windows.slice(1, 6);
const end = windows.length > 6 ? windows.slice(-5) : [];
console.log(`start (median of windows 2–${start.length + 1}): ${summary(start)}`);
console.log(`end (median of the last ${end.length} windows): ${summary(end)}`);
const total = windows.flatMap((w) => w.answers);
const fivexx = total.filter((a) => a.status >= 500).length;
console.log(
  `answers: ${total.length}; 5xx: ${fivexx}; 500: ${total.filter((a) => a.status === 500).length}; no answer: ${total.filter((a) => a.status === 0).length}`,
);
for (const line of traffic.fivehundreds) console.log(`500: ${line.slice(0, 300)}`);
const lost = await traffic.lost();
console.log(
  `orders lost: ${lost.orders.length} of ${traffic.paidSessions.length} paid (target 0); favourites lost: ${lost.favourites.length} of ${traffic.pushedFavourites.size} (target 0); ` +
    `approvals lost: ${lost.approvals.length} of ${traffic.approvedProfiles.size} (target 0); ` +
    `${lost.overCap} items declined over the daily cap (by design)`,
);
if (lost.orders.length) console.log(`lost orders as stored: ${JSON.stringify(lost.ordersAsStored)}`);
await monitor.end();
await server.stop();
process.exit(0);
