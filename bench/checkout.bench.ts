// Checkout and fulfilment under load (not part of npm test):
//   node --import tsx bench/checkout.bench.ts [--requests 600] [--concurrency 20]
// Real HTTP app and PostgreSQL (embedded and throwaway, or BENCH_DATABASE_URL pointing at a server
// where it may create a database). Payments run in test mode, so provider latency is excluded.
// Measures POST /api/create-checkout-session, then the webhook path: signed
// checkout.session.completed events → signature check → webhook_events → fulfil() (row lock,
// contact snapshot, order completed, email job enqueued in the transaction), then the same events
// replayed (the duplicate fast path). Prints p50/p99 latency and throughput.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pino from 'pino';
import postgres from 'postgres';
import Stripe from 'stripe';
import { parseEnv } from '#api/env.ts';
import { startBoss } from '#api/jobs/boss.ts';
import { createApp } from '#api/server.ts';
import { createDiskStorage } from '#api/storage/storage.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#db/embedded.ts';
import { migrate } from '#db/migrate.ts';
import { buildProfile, insertProfiles } from '#db/seed/factories/profile.factory.ts';
import { stagingVariables } from '#tests/env.ts';
import { listen } from '#tests/http.ts';

const { values: args } = parseArgs({
  options: { requests: { type: 'string', default: '600' }, concurrency: { type: 'string', default: '20' } },
});
const REQUESTS = Number(args.requests);
const CONCURRENCY = Number(args.concurrency);
const WEBHOOK_SECRET = 'whsec_contactoBenchSignsItsOwnTestEvents0';

interface Result {
  name: string;
  latencies: number[];
  seconds: number;
  errors: number;
}

async function run(name: string, count: number, concurrency: number, task: (i: number) => Promise<boolean>): Promise<Result> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let i = next++; i < count; i = next++) {
        const t0 = performance.now();
        const ok = await task(i).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors += 1;
      }
    }),
  );
  return { name, latencies, seconds: (performance.now() - started) / 1000, errors };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function report(results: Result[]) {
  const rows = results.map((r) => {
    const sorted = [...r.latencies].sort((a, b) => a - b);
    return {
      step: r.name,
      requests: r.latencies.length,
      errors: r.errors,
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p99 ms': percentile(sorted, 99).toFixed(1),
      'max ms': (sorted.at(-1) ?? 0).toFixed(1),
      'req/s': (r.latencies.length / r.seconds).toFixed(0),
    };
  });
  console.table(rows);
}

async function main() {
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-bench-'));
  let embedded: EmbeddedPostgres | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    // inside the project: the postgres user must be able to traverse the path (not a 0700 temp dir)
    embedded = await startEmbeddedPostgres({ dataDir: path.resolve(import.meta.dirname, '../.data/bench-checkout'), ephemeral: true });
    serverUrl = embedded.url;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  const dbName = `contacto_bench_${Date.now()}`;
  await admin.unsafe(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const sql = postgres(url.toString(), { max: 10, onnotice: () => undefined });
  const log = pino({ level: 'silent' });
  let close = async () => {};
  try {
    await migrate(sql);
    const profileIds = await insertProfiles(
      sql,
      Array.from({ length: 200 }, () => buildProfile()),
    );
    // test-mode payments signed with a secret the bench knows (STRIPE_WEBHOOK_SECRET without a key)
    const env = parseEnv(stagingVariables({ STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, DATA_DIR: tmp, CHECKOUT_RATE_LIMIT: '0' }));
    const boss = await startBoss({ url: url.toString(), sql, log, work: false, env });
    const app = createApp({
      env,
      logger: log,
      sql,
      jobs: boss,
      storage: createDiskStorage(path.join(tmp, 'uploads')),
      readiness: { sql, queue: async () => undefined },
    });
    const server = await listen(app);
    close = async () => {
      await server.close();
      await boss.stop({ graceful: false });
    };
    console.log(
      `checkout bench: ${REQUESTS} requests per step, concurrency ${CONCURRENCY}, ${os.cpus().length} CPUs, Node ${process.version}`,
    );

    // what the machine gives any request (the same middleware, no work): read the rest against it
    const baseline = await run('GET /api/health (baseline)', REQUESTS, CONCURRENCY, async () => {
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      return res.ok;
    });
    const sessions: { id: string; cents: number }[] = [];
    const checkout = await run('POST /api/create-checkout-session', REQUESTS, CONCURRENCY, async (i) => {
      const ids = [0, 1, 2].map((k) => profileIds[(i * 7 + k * 13) % profileIds.length]!);
      const res = await fetch(`${server.url}/api/create-checkout-session`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ amount: 1, profileIds: ids, customerEmail: `bench${i}@example.com`, language: 'en', buyerCountry: 'GB' }),
      });
      const body = (await res.json()) as { url?: string };
      if (res.ok && body.url) sessions.push({ id: body.url.split('/test-checkout/')[1]!, cents: 0 });
      return res.ok;
    });
    // the server's totals, for honest events
    const totals = await sql<{ id: string; cents: number }[]>`
      SELECT provider_session_id AS id, (total_amount * 100)::int AS cents FROM orders WHERE status = 'pending'`;
    const byId = new Map(totals.map((t) => [t.id, t.cents]));
    const secret = WEBHOOK_SECRET;
    const events = sessions.map((s, i) => {
      const body = JSON.stringify({
        id: `evt_bench_${i}`,
        object: 'event',
        type: 'checkout.session.completed',
        data: {
          object: {
            id: s.id,
            object: 'checkout.session',
            amount_total: byId.get(s.id),
            currency: 'usd',
            payment_status: 'paid',
            status: 'complete',
            payment_intent: `pi_bench_${i}`,
            metadata: {},
          },
        },
      });
      return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }) };
    });
    const deliver = (i: number) =>
      fetch(`${server.url}/api/stripe/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': events[i]!.signature },
        body: events[i]!.body,
      }).then(async (res) => {
        await res.arrayBuffer();
        return res.ok;
      });
    const webhook = await run('POST /api/stripe/webhook (fulfil)', events.length, CONCURRENCY, deliver);
    const duplicate = await run('POST /api/stripe/webhook (replayed)', events.length, CONCURRENCY, deliver);
    report([baseline, checkout, webhook, duplicate]);

    const [check] = await sql<{ completed: number; jobs: number }[]>`
      SELECT (SELECT count(*)::int FROM orders WHERE status = 'completed') AS completed,
             (SELECT count(*)::int FROM pgboss.job WHERE name = 'mail.order-confirmation') AS jobs`;
    console.log(`orders completed: ${check?.completed} of ${events.length}; confirmation email jobs: ${check?.jobs}`);
  } finally {
    await close();
    await sql.end({ timeout: 5 });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    await rm(tmp, { recursive: true, force: true });
  }
}

await main();
