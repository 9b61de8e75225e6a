// The database restarted under constant mixed traffic (not part of npm test; issue 16 item 2):
//   node --import tsx bench/db-restart.bench.ts
// Starts the real server (api/main.ts, built PWA not needed) on an embedded PostgreSQL of its own
// (DATA_DIR=.data/bench-restart, demo data), signs in a site user and an admin, then runs
// BENCH_CLIENTS (8) clients in a loop over the mixed traffic below for BENCH_SECONDS (40) and
// restarts PostgreSQL at BENCH_RESTART_AT (10 s) with an immediate (crash-like) shutdown:
// `pg_ctl restart -m immediate` on the embedded cluster, or BENCH_RESTART_COMMAND (a shell command,
// e.g. `sudo systemctl restart postgresql`) when DATABASE_URL names an external server.
//   browse  GET /api/profiles?limit=20&page=N         feed      GET /api/sync/catalog?limit=50
//   checkout POST /api/create-checkout-session, then the test-mode payment (its fulfilment path)
//   favourites POST /api/sync/push (favorite.add)      admin     GET /api/admin/orders
// Prints: seconds with errors, seconds from the restart until every kind answers again (target
// <= 10 s), 5xx after that point (target 0), 500s at any time (a database away is a 503), and
// what was lost: every checkout whose payment was answered must end fulfilled (completed, or
// authorised and awaiting her approval), and every favourite the push acknowledged must be in
// the user's favourites (target 0 each).
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import postgres from 'postgres';
import { cookieClient } from '#tests/auth-client.ts';
import { restartEmbeddedPostgres, runDetached } from '#tests/postgres-restart.ts';
import { startProcess } from '#tests/process.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const DATA_DIR = path.join(ROOT, '.data', 'bench-restart');
const PORT = Number(process.env.BENCH_PORT ?? 4395);
const URL_BASE = `http://127.0.0.1:${PORT}`;
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 40);
const RESTART_AT = Number(process.env.BENCH_RESTART_AT ?? 10);
const EXTERNAL = process.env.DATABASE_URL;
const SERVER_LOG = path.join(ROOT, '.data', 'bench-restart-server.log');
const KINDS = ['browse', 'feed', 'checkout', 'favourites', 'admin'] as const;
type Kind = (typeof KINDS)[number];

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

async function startServer(): Promise<{ stop(): Promise<void>; output(): string }> {
  if (
    await fetch(`${URL_BASE}/api/health`).then(
      () => true,
      () => false,
    )
  ) {
    fail(`port ${PORT} is already in use (BENCH_PORT)`);
  }
  if (!EXTERNAL) await rm(DATA_DIR, { recursive: true, force: true });
  const server = startProcess('api/main.ts', {
    PORT: String(PORT),
    DATA_DIR,
    LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'fatal',
    BUILD_ON_START: 'false',
    CHECKOUT_RATE_LIMIT: '0',
    PUBLIC_URL: URL_BASE,
    ...(EXTERNAL ? { DATABASE_URL: EXTERNAL } : {}),
  });
  const deadline = Date.now() + 180_000;
  while (
    !(await fetch(`${URL_BASE}/api/ready`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) fail(`server not ready:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  let stopping = false;
  void server.exited.then(() => {
    writeFileSync(SERVER_LOG, server.output());
    if (!stopping) process.stderr.write(`db-restart bench: the server exited by itself; its output: ${SERVER_LOG}\n`);
  });
  return {
    output: server.output,
    async stop() {
      stopping = true;
      server.child.kill('SIGTERM');
      await Promise.race([server.exited, new Promise((r) => setTimeout(r, 20_000))]);
    },
  };
}

function database(): postgres.Sql {
  if (EXTERNAL) return postgres(EXTERNAL, { max: 1, onnotice: () => undefined });
  const port = Number(readFileSync(path.join(DATA_DIR, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(DATA_DIR, 'contacto-password'), 'utf8').trim();
  return postgres({ host: '127.0.0.1', port, database: 'contacto', username: 'postgres', password, max: 1, onnotice: () => undefined });
}

async function restartDatabase(): Promise<void> {
  if (EXTERNAL) {
    const code = await runDetached('sh', ['-c', process.env.BENCH_RESTART_COMMAND ?? '']);
    if (code !== 0) fail(`BENCH_RESTART_COMMAND exited with ${code}`);
    return;
  }
  const clusterDir = path.join(DATA_DIR, 'pg');
  if (!existsSync(path.join(clusterDir, 'postmaster.pid'))) fail('the embedded PostgreSQL is not running');
  await restartEmbeddedPostgres(clusterDir);
}

const server = await startServer();
const setup = database();
const profileIds = (
  await setup<
    { id: number }[]
  >`SELECT id FROM profiles WHERE status = 'ACTIVE' AND is_approved AND deleted_at IS NULL AND consent_withdrawn_at IS NULL ORDER BY id LIMIT 200`
).map((r) => r.id);
// every test payment uses one test card: lift the daily cap for this bench database
await setup`
  INSERT INTO admin_settings (key, value, description) VALUES ('max_purchases_per_buyer_per_day', '1000', 'db-restart bench')
  ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`;
const [demo] = await setup<{ id: number }[]>`SELECT id FROM users WHERE email = 'demo@example.com'`;
await setup.end();
if (!demo || profileIds.length === 0) fail('the demo data is missing (a site user and public profiles)');

const user = cookieClient(URL_BASE, { origin: true });
const admin = cookieClient(URL_BASE, { origin: true });
if ((await user.post('/api/auth/login', { email: 'demo@example.com', password: 'contacto-demo-2026' })).status !== 200)
  fail('user login failed');
if ((await admin.post('/api/admin/login', { username: 'admin', password: 'contacto-admin-2026' })).status !== 200)
  fail('admin login failed');

const samples: Sample[] = [];
/** What answered 500 (a database away must be a 503): the first few, with their bodies. */
const fivehundreds: string[] = [];
const note500 = async (what: string, res: Response) => {
  if (res.status === 500 && fivehundreds.length < 5) fivehundreds.push(`${what}: ${await res.clone().text()}`);
};
const paidSessions: string[] = [];
const pushedFavourites = new Set<number>();
const started = performance.now();
const now = () => (performance.now() - started) / 1000;
let restartStarted = 0;
let restartDone = 0;

async function once(kind: Kind, i: number): Promise<number> {
  const pick = profileIds[i % profileIds.length] as number;
  switch (kind) {
    case 'browse':
      return (await fetch(`${URL_BASE}/api/profiles?limit=20&page=${(i % 5) + 1}`)).status;
    case 'feed':
      return (await fetch(`${URL_BASE}/api/sync/catalog?limit=50`)).status;
    case 'admin':
      return (await admin.get('/api/admin/orders')).status;
    case 'favourites': {
      const id = randomUUID();
      const res = await user.post('/api/sync/push', {
        entries: [
          {
            id,
            kind: 'favorite.add',
            payload: { userId: demo?.id, profileId: pick, addedAt: Date.now() },
            createdAt: Date.now(),
            attempts: 0,
          },
        ],
      });
      if (res.status === 200 && (res.body.applied as string[] | undefined)?.includes(id)) pushedFavourites.add(pick);
      return res.status;
    }
    case 'checkout': {
      const res = await fetch(`${URL_BASE}/api/create-checkout-session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: URL_BASE },
        body: JSON.stringify({
          profileIds: [pick],
          customerEmail: `bench-${i}@example.com`,
          customerName: 'Bench Buyer',
          language: 'en',
          buyerCountry: 'DO',
        }),
      });
      await note500('create-checkout-session', res);
      if (res.status !== 200) return res.status;
      const { url } = (await res.json()) as { url: string };
      const sessionId = url.split('/test-checkout/')[1] ?? '';
      const paid = await fetch(`${url.replace(/^https?:\/\/[^/]+/, URL_BASE)}/pay`, {
        method: 'POST',
        redirect: 'manual',
        headers: { origin: URL_BASE },
      });
      await note500('test-mode pay', paid);
      if (paid.status === 303) paidSessions.push(sessionId);
      return paid.status === 303 ? 200 : paid.status;
    }
  }
}

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
      const status = await once(kind, i).catch(() => 0); // 0: no answer at all (connection refused)
      samples.push({ kind, at: now(), status });
    }
  }),
);
await restart;

// what was kept: every paid checkout is a fulfilled order, every acknowledged favourite is there.
// Fulfilled means completed, or — for a profile whose owner approves each buyer (decision 033) —
// authorised and waiting for her answer, which is all the product does before she answers.
// A payment whose webhook came while the database was away is fulfilled when the buyer's success
// page asks (POST /api/payment-success) or by the reconciliation job (every 10 minutes): the
// bench counts the orders fulfilled without help, then asks once for each as the page does.
const completedOrders = async (sql: postgres.Sql) =>
  new Set(
    (
      await sql<{ sessionId: string }[]>`
        SELECT provider_session_id AS "sessionId" FROM orders
         WHERE (status = 'completed' OR (status = 'awaiting_approval' AND payment_state = 'authorized'))
           AND provider_session_id = ANY(${paidSessions})`
    ).map((r) => r.sessionId),
  );
const check = database();
const withoutHelp = await completedOrders(check);
const asked: string[] = [];
for (const sessionId of paidSessions.filter((id) => !withoutHelp.has(id))) {
  const res = await fetch(`${URL_BASE}/api/payment-success`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: URL_BASE },
    body: JSON.stringify({ sessionId }),
  });
  asked.push(`${sessionId}: ${res.status} ${(await res.text()).slice(0, 200)}`);
}
const completed = await completedOrders(check);
const favourites = new Set(
  (await check<{ profileId: number }[]>`SELECT profile_id AS "profileId" FROM user_favorites WHERE user_id = ${demo?.id ?? 0}`).map(
    (r) => r.profileId,
  ),
);
await check.end();

const bad = samples.filter((s) => s.status < 200 || s.status >= 400);
const errorSeconds = bad.length ? (bad.at(-1)?.at ?? 0) - (bad[0]?.at ?? 0) : 0;
// recovered: after the restart began, the time from which every kind has answered 2xx
const recoveredAt = Math.max(
  ...KINDS.map((kind) => {
    const after = samples.filter((s) => s.kind === kind && s.at > restartStarted);
    const lastBad = after.filter((s) => s.status < 200 || s.status >= 400).at(-1)?.at ?? restartStarted;
    return after.find((s) => s.at > lastBad && s.status >= 200 && s.status < 300)?.at ?? Number.POSITIVE_INFINITY;
  }),
);
const afterRecovery = samples.filter((s) => s.at > recoveredAt && s.status >= 500).length;
const perKind = Object.fromEntries(
  KINDS.map((kind) => {
    const mine = samples.filter((s) => s.kind === kind);
    const counts: Record<string, number> = {};
    for (const s of mine) counts[s.status] = (counts[s.status] ?? 0) + 1;
    return [kind, counts];
  }),
);

console.log(`requests: ${samples.length} in ${SECONDS} s by ${CLIENTS} clients; status counts per kind: ${JSON.stringify(perKind)}`);
console.log(`restart: began at ${restartStarted.toFixed(1)} s, the command returned at ${restartDone.toFixed(1)} s`);
console.log(`seconds with errors (first to last non-2xx): ${errorSeconds.toFixed(1)}`);
console.log(`seconds from the restart until every kind answers again: ${(recoveredAt - restartStarted).toFixed(1)} (target <= 10)`);
console.log(
  `5xx after recovery: ${afterRecovery} (target 0); 500 at any time: ${samples.filter((s) => s.status === 500).length} (target 0)`,
);
console.log(
  `orders lost: ${paidSessions.filter((id) => !completed.has(id)).length} of ${paidSessions.length} paid (target 0); ` +
    `${paidSessions.length - withoutHelp.size} were fulfilled only when the success page asked`,
);
for (const line of fivehundreds) console.log(`500: ${line.slice(0, 300)}`);
const lost = paidSessions.filter((id) => !completed.has(id));
if (lost.length) {
  const rows = await (async () => {
    const sql = database();
    try {
      return await sql`SELECT provider_session_id, status, payment_state FROM orders WHERE provider_session_id = ANY(${lost})`;
    } finally {
      await sql.end();
    }
  })();
  console.log(`lost orders as stored: ${JSON.stringify(rows)}`);
  for (const line of asked) console.log(`asked: ${line}`);
}
if (samples.some((s) => s.status === 0)) {
  writeFileSync(SERVER_LOG, server.output());
  console.log(`no answer at all ${samples.filter((s) => s.status === 0).length} times; the server's output: ${SERVER_LOG}`);
}
console.log(
  `favourites lost: ${[...pushedFavourites].filter((id) => !favourites.has(id)).length} of ${pushedFavourites.size} acknowledged (target 0)`,
);
await server.stop();
process.exit(0);
