// What a process says about itself to Prometheus: every figure the app exports is declared here,
// on one registry, so the dashboard (deploy/grafana) and the alert rules (deploy/prometheus) have
// one list to follow (a test checks every alert names one of them). Counters and histograms are
// moved where things happen; the figures read from the database are read when Prometheus scrapes,
// and only by the process that works the jobs (the worker, or `npm start` alone), so N API
// replicas do not report the same queue N times.
import client from 'prom-client';
import type { Sql } from '#db/connection.ts';
import { approvalFigures, queueFigures } from './metrics.queries.ts';

export const registry = new client.Registry();

/** Orders of the seconds an API request takes, from a kept catalogue answer to a slow upload. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const httpRequestDuration = new client.Histogram({
  name: 'contacto_http_request_duration_seconds',
  help: 'HTTP requests by method, route pattern (never the raw address) and status class, and how long they took',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: REQUEST_BUCKETS,
  registers: [registry],
});

export const cacheRequests = new client.Counter({
  name: 'contacto_cache_requests_total',
  help: 'Look-ups of a cache: hit (kept), shared (joined a computation under way) or miss (computed)',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const uploadBytesInFlight = new client.Gauge({
  name: 'contacto_upload_bytes_in_flight',
  help: 'Upload body bytes this process has admitted and is receiving or checking',
  registers: [registry],
});

export const emails = new client.Counter({
  name: 'contacto_emails_total',
  help: 'Emails handed to SMTP (or written to the outbox), by outcome: sent or failed',
  labelNames: ['mode', 'outcome'] as const,
  registers: [registry],
});

export const jobRuns = new client.Histogram({
  name: 'contacto_job_duration_seconds',
  help: 'Job runs in this process by queue and outcome (completed or failed), and how long they took',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

/** A job handler that throws; pg-boss retries it until its retry limit. */
export const jobFailures = new client.Counter({
  name: 'contacto_job_failures_total',
  help: 'Job runs that failed in this process (each try counts; pg-boss retries until the queue limit)',
  labelNames: ['queue'] as const,
  registers: [registry],
});

// --- this process's database pool ---------------------------------------------------------

const pools = new Set<Sql>();

/** Longest a scrape waits for a connection before it reports this value. */
export const POOL_PROBE_TIMEOUT_SECONDS = 2;

new client.Gauge({
  name: 'contacto_db_pool_max',
  help: 'Connections this process may open to PostgreSQL (DATABASE_POOL_MAX)',
  registers: [registry],
  collect() {
    this.set([...pools].reduce((sum, sql) => sum + sql.options.max, 0));
  },
});

// postgres.js exposes nothing of its pool (how many connections are busy, how many queries wait),
// so the wait is measured: at each scrape a connection is reserved and given back at once, and the
// seconds that took is what a query arriving then would have waited (its queue is the same one).
new client.Gauge({
  name: 'contacto_db_pool_acquire_seconds',
  help: `Seconds a connection of this process's pool took to become free when scraped (${POOL_PROBE_TIMEOUT_SECONDS} means at least that)`,
  registers: [registry],
  async collect() {
    let longest = 0;
    for (const sql of pools) longest = Math.max(longest, await probePool(sql));
    this.set(longest);
  },
});

async function probePool(sql: Sql): Promise<number> {
  const started = performance.now();
  const reserving = sql.reserve();
  // given back whenever it comes, also after a timeout
  reserving.then((reserved) => reserved.release()).catch(() => undefined);
  const timeout = new Promise<void>((resolve) => setTimeout(resolve, POOL_PROBE_TIMEOUT_SECONDS * 1000).unref());
  await Promise.race([
    reserving.then(
      () => undefined,
      () => undefined,
    ),
    timeout,
  ]);
  return Math.min((performance.now() - started) / 1000, POOL_PROBE_TIMEOUT_SECONDS);
}

/** Reports this pool's size and wait (the application's pool: requests and jobs). */
export function watchPool(sql: Sql): () => void {
  pools.add(sql);
  return () => pools.delete(sql);
}

// --- figures of the whole system, read from the database at scrape ------------------------

const shared = new Set<Sql>();
// One reading per scrape, shared by every gauge below (a scrape collects them all at once).
let reading: Promise<boolean> | undefined;
function readOnce(): Promise<boolean> {
  const [sql] = shared;
  if (!sql) return Promise.resolve(false);
  reading ??= readShared(sql)
    .then(() => true)
    .catch(() => {
      for (const gauge of [jobsWaiting, jobsActive, jobsFailed, oldestJob]) gauge.reset();
      return false;
    })
    .finally(() => {
      reading = undefined;
    });
  return reading;
}
const collectShared = async () => void (await readOnce());

/** A figure of the job queues, by queue, read from the database at each scrape (readShared). */
const queueGauge = (name: string, help: string) =>
  new client.Gauge({ name, help, labelNames: ['queue'] as const, registers: [registry], collect: collectShared });

const jobsWaiting = queueGauge('contacto_jobs_waiting', 'Jobs created or waiting for a retry, by queue (those deferred to later included)');
const jobsActive = queueGauge('contacto_jobs_active', 'Jobs a worker is running, by queue');
const jobsFailed = queueGauge('contacto_jobs_failed', 'Jobs that used up their retries and are kept as failed, by queue');
const oldestJob = queueGauge(
  'contacto_job_oldest_waiting_seconds',
  'Seconds the oldest job due to run has waited for a worker, by queue (0 when none waits)',
);

/** Within how many hours a deadline counts as near for the approval gauge. */
export const APPROVAL_DEADLINE_NEAR_HOURS = 6;

const approvalsWaiting = new client.Gauge({
  name: 'contacto_approval_requests_waiting',
  help: 'Paid order items waiting for her answer (their payment is held until she answers or the deadline passes)',
  registers: [registry],
  collect: collectShared,
});
const approvalsDueSoon = new client.Gauge({
  name: 'contacto_approval_requests_due_soon',
  help: `Paid order items waiting for her answer whose deadline is within ${APPROVAL_DEADLINE_NEAR_HOURS} hours`,
  registers: [registry],
  collect: collectShared,
});

new client.Gauge({
  name: 'contacto_metrics_read_failed',
  help: 'Whether the last reading of the queue and order figures from the database failed (1) or not (0)',
  registers: [registry],
  async collect() {
    if (shared.size > 0) this.set((await readOnce()) ? 0 : 1);
  },
});

async function readShared(sql: Sql): Promise<void> {
  const [queues, approvals] = await Promise.all([queueFigures(sql), approvalFigures(sql, APPROVAL_DEADLINE_NEAR_HOURS)]);
  for (const gauge of [jobsWaiting, jobsActive, jobsFailed, oldestJob]) gauge.reset();
  for (const row of queues) {
    jobsWaiting.set({ queue: row.queue }, row.waiting);
    jobsActive.set({ queue: row.queue }, row.active);
    jobsFailed.set({ queue: row.queue }, row.failed);
    oldestJob.set({ queue: row.queue }, row.oldest ?? 0);
  }
  approvalsWaiting.set(approvals.waiting);
  approvalsDueSoon.set(approvals.soon);
}

/** This process reports the queues and the orders waiting for her (the one that works the jobs). */
export function watchSharedFigures(sql: Sql): () => void {
  shared.add(sql);
  return () => shared.delete(sql);
}

let defaults = false;

/** Node's own figures (memory, CPU, event-loop delay, garbage collection), once per process. */
export function collectProcessMetrics(): void {
  if (defaults) return;
  defaults = true;
  client.collectDefaultMetrics({ register: registry });
}
