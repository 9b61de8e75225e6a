// The database restarted under constant mixed traffic (not part of npm test):
//   node --import tsx bench/db-restart.bench.ts
// Starts the real server (api/main.ts, built PWA not needed) on an embedded PostgreSQL of its own
// (DATA_DIR=.data/bench-restart, demo data), signs in a site user and an admin, then runs
// BENCH_CLIENTS (8) clients in a loop over the mixed traffic for BENCH_SECONDS (40) and
// restarts PostgreSQL at BENCH_RESTART_AT (10 s) with an immediate (crash-like) shutdown:
// `pg_ctl restart -m immediate` on the embedded cluster, or BENCH_RESTART_COMMAND (a shell command,
// e.g. `sudo systemctl restart postgresql`) when DATABASE_URL names an external server.
// The traffic and the check of what was kept: bench/support/mixed-traffic.ts.
// Prints: seconds with errors, seconds from the restart until every kind answers again (target
// <= 10 s), 5xx after that point (target 0), 500s at any time (a database away is a 503), and
// what was lost: every checkout whose payment was answered must end fulfilled (completed, or
// authorised and awaiting her approval), and every favourite the push acknowledged must be in
// the user's favourites (target 0 each).
import path from 'node:path';
import { restartEmbeddedPostgres, runDetached } from '#tests/postgres-restart.ts';
import { KINDS, type Kind, mixedTraffic, startReliabilityServer } from './support/mixed-traffic.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const PORT = Number(process.env.BENCH_PORT ?? 4395);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const RESTART_AT = Number(process.env.BENCH_RESTART_AT ?? 10);
const EXTERNAL = process.env.DATABASE_URL;

interface Sample {
  kind: Kind;
  /** Seconds since the start, when the answer came. */
  at: number;
  status: number;
}

function fail(message: string): never {
  process.stderr.write(`db-restart bench: ${message}\n`);
  process.exit(1);
}

if (EXTERNAL && !process.env.BENCH_RESTART_COMMAND) {
  fail('DATABASE_URL is set: give BENCH_RESTART_COMMAND, the shell command that restarts that server');
}

const server = await startReliabilityServer({
  name: 'db-restart',
  port: PORT,
  dataDir: path.join(ROOT, '.data', 'bench-restart'),
  external: EXTERNAL,
});
const traffic = await mixedTraffic(server);

async function restartDatabase(): Promise<void> {
  if (!server.clusterDir) {
    const code = await runDetached('sh', ['-c', process.env.BENCH_RESTART_COMMAND ?? '']);
    if (code !== 0) fail(`BENCH_RESTART_COMMAND exited with ${code}`);
    return;
  }
  await restartEmbeddedPostgres(server.clusterDir);
}

const samples: Sample[] = [];
const started = performance.now();
const now = () => (performance.now() - started) / 1000;
let restartStarted = 0;
let restartDone = 0;

const restart = (async () => {
  await new Promise((r) => setTimeout(r, RESTART_AT * 1000));
  restartStarted = now();
  await restartDatabase();
  restartDone = now();
})();

let counter = 0;
await Promise.all(
  Array.from({ length: CLIENTS }, async (_, client) => {
    while (now() < SECONDS) {
      const i = counter++;
      const kind = KINDS[(i + client) % KINDS.length] as Kind;
      const status = await traffic.once(kind, i);
      samples.push({ kind, at: now(), status });
    }
  }),
);
await restart;
const lost = await traffic.lost();

const bad = samples.filter((s) => s.status < 200 || s.status >= 400);
const errorSeconds = bad.length ? (bad.at(-1)?.at ?? 0) - (bad[0]?.at ?? 0) : 0;
// recovered: after the restart began, the time from which every kind has answered 2xx
const recoveredPerKind = Object.fromEntries(
  KINDS.map((kind) => {
    const after = samples.filter((s) => s.kind === kind && s.at > restartStarted);
    const lastBad = after.filter((s) => s.status < 200 || s.status >= 400).at(-1)?.at ?? restartStarted;
    return [kind, after.find((s) => s.at > lastBad && s.status >= 200 && s.status < 300)?.at ?? Number.POSITIVE_INFINITY];
  }),
) as Record<Kind, number>;
const recoveredAt = Math.max(...Object.values(recoveredPerKind));
const afterRecovery = samples.filter((s) => s.at > recoveredAt && s.status >= 500).length;
const perKind = Object.fromEntries(
  KINDS.map((kind) => {
    const counts: Record<string, number> = {};
    for (const s of samples.filter((sample) => sample.kind === kind)) counts[s.status] = (counts[s.status] ?? 0) + 1;
    return [kind, counts];
  }),
);

console.log(`requests: ${samples.length} in ${SECONDS} s by ${CLIENTS} clients; status counts per kind: ${JSON.stringify(perKind)}`);
console.log(`restart: began at ${restartStarted.toFixed(1)} s, the command returned at ${restartDone.toFixed(1)} s`);
console.log(`seconds with errors (first to last non-2xx): ${errorSeconds.toFixed(1)}`);
console.log(
  `seconds from the restart until every kind answers again: ${(recoveredAt - restartStarted).toFixed(1)} (target <= 10); per kind: ` +
    KINDS.map((kind) => `${kind} ${(recoveredPerKind[kind] - restartStarted).toFixed(1)}`).join(', '),
);
console.log(
  `5xx after recovery: ${afterRecovery} (target 0); 500 at any time: ${samples.filter((s) => s.status === 500).length} (target 0)`,
);
console.log(
  `orders lost: ${lost.orders.length} of ${traffic.paidSessions.length} paid (target 0); ` +
    `${lost.ordersWithHelp} were fulfilled only when the success page asked; ${lost.overCap} items declined over the daily cap (by design)`,
);
for (const line of traffic.fivehundreds) console.log(`500: ${line.slice(0, 300)}`);
if (lost.orders.length) console.log(`lost orders as stored: ${JSON.stringify(lost.ordersAsStored)}`);
const unanswered = samples.filter((s) => s.status === 0).length;
if (unanswered) console.log(`no answer at all ${unanswered} times`);
console.log(`favourites lost: ${lost.favourites.length} of ${traffic.pushedFavourites.size} acknowledged (target 0)`);
console.log(`approvals lost: ${lost.approvals.length} of ${traffic.approvedProfiles.size} answered (target 0)`);
await server.stop();
process.exit(0);
