// The analytics page's queries on a shop with 100k orders (not part of npm test):
//   node --import tsx bench/analytics.bench.ts [--orders 100000] [--profiles 20000] [--runs 30]
// A fresh PostgreSQL (embedded and throwaway, or BENCH_DATABASE_URL where it may create a
// database), seeded in SQL with generate_series: profiles over 400 days (most public, most
// answered by a moderator), their change-feed rows dated and a few thousand edits and pauses,
// orders over 365 days (most paid) with 1-3 items each, refunds. Then each query of the 90-day
// page (the widest range) runs --runs times: median and p90 ms, against the 200 ms target; the
// whole GET /analytics as the service answers it; and each query's plan (auto_explain, ANALYZE)
// reduced to its scans, to show the indexes of 00022 at work.
import { parseArgs } from 'node:util';
import postgres from 'postgres';
import {
  type DayRange,
  findCatalogueSizeByDay,
  findReviewsByDay,
  findSalesByDay,
  findTopProfiles,
  findTurnaround,
  findTurnaroundByDay,
} from '#api/admin/analytics/analytics.queries.ts';
import { createAnalyticsService, dayRange } from '#api/admin/analytics/analytics.service.ts';
import type { Queryable } from '#db/connection.ts';
import { benchDatabase } from './support/database.ts';

const { values: args } = parseArgs({
  options: {
    orders: { type: 'string', default: '100000' },
    profiles: { type: 'string', default: '20000' },
    runs: { type: 'string', default: '30' },
  },
});
const ORDERS = Number(args.orders);
const PROFILES = Number(args.profiles);
const RUNS = Number(args.runs);
const TARGET_MS = 200;

async function seed(sql: Queryable) {
  // Profiles: created over 400 days; 85 % public; 90 % of them answered 2-80 hours after.
  await sql`
    INSERT INTO profiles (first_name, last_name, age, gender, location, price, status, is_approved,
                          consent_given_at, consent_text_version, created_at, updated_at)
    SELECT 'Bench' || n, 'Profile', 18 + n % 30, 'female', (ARRAY['Santo Domingo', 'Santiago', 'La Romana'])[1 + n % 3],
           2.00 + (n % 4), CASE WHEN n % 20 < 17 THEN 'ACTIVE' ELSE 'PENDING' END, n % 20 < 17,
           now() - (n % 400) * interval '1 day', 'v1', now() - (n % 400) * interval '1 day' - (n % 24) * interval '1 hour', now()
      FROM generate_series(1, ${PROFILES}) AS n`;
  await sql`
    UPDATE profiles SET first_decided_at = created_at + (2 + id % 79) * interval '1 hour',
                        approved_at = CASE WHEN is_approved THEN created_at + (2 + id % 79) * interval '1 hour' END
     WHERE id % 10 <> 0`;
  // The change feed: each public profile entered on its approval day; then edits and pause/resume pairs.
  await sql`UPDATE catalog_changes c SET changed_at = coalesce(p.approved_at, p.created_at) FROM profiles p WHERE p.id = c.profile_id`;
  await sql`
    INSERT INTO catalog_changes (profile_id, kind, changed_at)
    SELECT p.id, k.kind, now() - (p.id % 120) * interval '1 day' + k.step * interval '1 hour'
      FROM profiles p CROSS JOIN (VALUES (1, 'upsert'), (2, 'delete'), (3, 'upsert')) AS k(step, kind)
     WHERE p.is_public AND p.id % 4 = 0`;
  // Orders over 365 days: 85 % completed, 3 % awaiting approval, the rest never paid.
  await sql`
    INSERT INTO orders (customer_email, customer_name, total_amount, currency, status, provider, provider_session_id,
                        created_at, completed_at)
    SELECT 'buyer' || n || '@example.com', 'Buyer ' || n, 2.00 * (1 + n % 3), 'USD',
           CASE WHEN n % 100 < 85 THEN 'completed' WHEN n % 100 < 88 THEN 'awaiting_approval'
                WHEN n % 100 < 95 THEN 'expired' ELSE 'pending' END,
           'test', 'test_cs_bench_' || lpad(n::text, 20, '0'), t, CASE WHEN n % 100 < 88 THEN t + interval '1 minute' END
      FROM generate_series(1, ${ORDERS}) AS n, LATERAL (SELECT now() - (n::float8 / ${ORDERS}) * interval '365 days' AS t) AS at`;
  await sql`
    INSERT INTO order_items (order_id, profile_id, price, profile_snapshot, release_status, created_at)
    SELECT o.id, (SELECT min(id) FROM profiles) + (o.id * 7919 + k * 104729) % ${PROFILES}, 2.00, '{}',
           CASE WHEN o.id % 50 = 0 THEN 'declined' ELSE 'pending' END, o.created_at
      FROM orders o CROSS JOIN generate_series(0, 2) AS k
     WHERE k <= o.id % 3`;
  // Refunds: one paid order in 30, half of the amount, a day later.
  await sql`
    INSERT INTO order_refunds (order_id, kind, amount_cents, currency, status, provider_refund_id, created_at, completed_at)
    SELECT id, 'admin', (total_amount * 50)::int, 'usd', 'succeeded', 're_bench_' || id, completed_at, completed_at + interval '1 day'
      FROM orders WHERE status = 'completed' AND id % 30 = 0`;
}

const median = (sorted: number[]) => sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
const p90 = (sorted: number[]) => sorted[Math.min(sorted.length - 1, Math.ceil(0.9 * sorted.length) - 1)] ?? Number.NaN;

async function time(run: () => Promise<unknown>): Promise<{ median: number; p90: number }> {
  for (let i = 0; i < 3; i += 1) await run();
  const times: number[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const t0 = performance.now();
    await run();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: median(times), p90: p90(times) };
}

const queries = (range: DayRange): [string, (q: Queryable) => Promise<unknown>][] => [
  ['revenue and paid orders by day', (q) => findSalesByDay(q, range)],
  ['submissions and approvals by day', (q) => findReviewsByDay(q, range)],
  ['turnaround by day', (q) => findTurnaroundByDay(q, range)],
  ['turnaround over the range', (q) => findTurnaround(q, range, 48)],
  ['catalogue size by day', (q) => findCatalogueSizeByDay(q, range)],
  ['top profiles by sales', (q) => findTopProfiles(q, range, 10)],
];

async function main() {
  const db = await benchDatabase('contacto_bench_analytics');
  try {
    const t0 = performance.now();
    await db.sql.begin(async (tx) => {
      await tx`SET LOCAL statement_timeout = 0`;
      await seed(tx);
    });
    await db.sql`VACUUM ANALYZE`;
    const [counts] = await db.sql<{ orders: number; items: number; profiles: number; changes: number; refunds: number }[]>`
      SELECT (SELECT count(*)::int FROM orders) AS orders, (SELECT count(*)::int FROM order_items) AS items,
             (SELECT count(*)::int FROM profiles) AS profiles, (SELECT count(*)::int FROM catalog_changes) AS changes,
             (SELECT count(*)::int FROM order_refunds) AS refunds`;
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s:`, counts);

    const range = dayRange(90, new Date());
    const rows: Record<string, string>[] = [];
    for (const [name, run] of queries(range)) {
      const { median, p90 } = await time(() => run(db.sql));
      rows.push({
        query: name,
        'median ms': median.toFixed(1),
        'p90 ms': p90.toFixed(1),
        [`< ${TARGET_MS} ms`]: p90 < TARGET_MS ? 'yes' : 'NO',
      });
    }
    const service = createAnalyticsService(db.sql);
    const whole = await time(() => service.report({ range: '90' }));
    rows.push({
      query: 'GET /analytics?range=90 (all, in parallel)',
      'median ms': whole.median.toFixed(1),
      'p90 ms': whole.p90.toFixed(1),
      [`< ${TARGET_MS} ms`]: whole.p90 < TARGET_MS ? 'yes' : 'NO',
    });
    console.log(`\n${RUNS} runs each, 90-day range (${range.from} … ${range.to}):`);
    console.table(rows);

    // The plans, through auto_explain on one session of its own (its notices carry them).
    const plans: string[] = [];
    const explain = postgres({ ...connectionOf(db.sql), max: 1, onnotice: (notice) => plans.push(String(notice.message)) });
    await explain`LOAD 'auto_explain'`;
    await explain`SET auto_explain.log_min_duration = 0`;
    await explain`SET auto_explain.log_analyze = on`;
    await explain`SET auto_explain.log_timing = on`;
    await explain`SET auto_explain.log_level = notice`;
    for (const [name, run] of queries(range)) {
      plans.length = 0;
      await run(explain);
      const plan = plans.join('\n');
      const scans = plan
        .split('\n')
        .filter((line) => /duration:|Scan|Sort Method/.test(line))
        .map((line) => line.replace(/\s+\(cost=[^)]*\)/, '').trimEnd());
      console.log(`\n${name}:\n${scans.join('\n')}`);
    }
    await explain.end();
  } finally {
    await db.close();
  }
}

/** The bench pool's server address, for a second connection to the same database. */
function connectionOf(sql: Queryable): postgres.Options<Record<string, never>> {
  const o = (sql as unknown as { options: { host: string[]; port: number[]; user: string; pass: string | null; database: string } })
    .options;
  return { host: o.host[0], port: o.port[0], user: o.user, password: o.pass ?? undefined, database: o.database };
}

await main();
