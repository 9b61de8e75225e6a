// The figures an operator scrapes from a running app and its job workers: requests by route
// pattern, the catalogue cache, the pool, the queues, jobs, emails and the approvals whose
// deadline is near, served on METRICS_PORT only; and a job sent by a request logs that request's id.

import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { startApiApp } from '#tests/api-app.ts';
import { cookieClient } from '#tests/auth-client.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { ACCOUNT_MAIL_QUEUE } from '../auth/account-mail.job.ts';
import { KEPT_CATALOGUE_ROUTE } from '../catalog/catalog-fast-path.ts';
import { parseEnv } from '../env.ts';
import { startBoss } from '../jobs/boss.ts';
import { createLogger } from '../logger.ts';
import { createMailer } from '../mail/mailer.ts';
import { createDiskStorage } from '../storage/storage.ts';
import { UNMATCHED_ROUTE } from './http-metrics.ts';
import type { MetricsServer } from './metrics-server.ts';
import { serveMetrics } from './observability.ts';

let db: TestDatabase;
let tmp: string;
let boss: PgBoss;
let app: Awaited<ReturnType<typeof startApiApp>>;
let metrics: MetricsServer;
const lines: Record<string, unknown>[] = [];

const variables = { PUBLIC_URL: 'https://contacto.example', SESSION_SECRET: 'metrics-tests-secret-0123456789-abcdefgh' };

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-metrics-'));
  const log = createLogger('debug', {
    pretty: false,
    destination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    }),
  });
  const env = parseEnv(variables);
  const mailer = createMailer({ from: env.MAIL_FROM, outboxDir: path.join(tmp, 'mail'), log });
  boss = await startBoss({ url: db.url, sql: db.sql, log, work: true, env, mailer });
  app = await startApiApp(db, createDiskStorage(path.join(tmp, 'uploads')), variables, { jobs: boss, logger: log });
  metrics = (await serveMetrics({ env: { METRICS_PORT: 0, HOST: '127.0.0.1' }, sql: db.sql, work: true }))!;
}, 60_000);

afterAll(async () => {
  await metrics?.close();
  await app?.close();
  await boss?.stop({ graceful: false });
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const res = await fetch(`http://127.0.0.1:${metrics.port}/metrics`);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of one series (labels in any order), or undefined when it is not exported. */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([key, v]) => have[key] === v)) return Number(match[3]);
  }
  return undefined;
}

const requests = (text: string, route: string, statusClass: string) =>
  value(text, 'contacto_http_request_duration_seconds_count', { method: 'GET', route, status_class: statusClass }) ?? 0;

describe('/metrics', () => {
  it('counts requests by route pattern and status class, and the catalogue cache, with the pool figures', async () => {
    const profile = await insertProfile(db.sql);
    const before = await scrape();
    expect((await fetch(`${app.url}/api/profiles/${profile.id}`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/profiles/${profile.id + 1000}`)).status).toBe(404);
    expect((await fetch(`${app.url}/api/nothing-here`)).status).toBe(404);
    // the second is a kept answer, sent before Express (the catalogue's fast path)
    expect((await fetch(`${app.url}/api/profiles?page=1`)).status).toBe(200);
    expect((await fetch(`${app.url}/api/profiles?page=1`)).status).toBe(200);
    const after = await scrape();

    expect(requests(after, '/api/profiles/:id', '2xx') - requests(before, '/api/profiles/:id', '2xx')).toBe(1);
    expect(requests(after, '/api/profiles/:id', '4xx') - requests(before, '/api/profiles/:id', '4xx')).toBe(1);
    expect(requests(after, UNMATCHED_ROUTE, '4xx') - requests(before, UNMATCHED_ROUTE, '4xx')).toBe(1);
    expect(requests(after, '/api/profiles', '2xx') - requests(before, '/api/profiles', '2xx')).toBe(1);
    expect(requests(after, KEPT_CATALOGUE_ROUTE, '2xx') - requests(before, KEPT_CATALOGUE_ROUTE, '2xx')).toBe(1);
    // never the address itself
    expect(after).not.toContain(`/api/profiles/${profile.id}`);

    const cache = (text: string, result: string) => value(text, 'contacto_cache_requests_total', { cache: 'catalogue', result }) ?? 0;
    expect(cache(after, 'hit') - cache(before, 'hit')).toBeGreaterThanOrEqual(1);
    expect(cache(after, 'miss') - cache(before, 'miss')).toBeGreaterThanOrEqual(2);

    expect(value(after, 'contacto_db_pool_max')).toBe(db.sql.options.max);
    expect(value(after, 'contacto_db_pool_acquire_seconds')).toBeLessThan(2);
    expect(value(after, 'contacto_upload_bytes_in_flight')).toBe(0);
    expect(value(after, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
  });

  it('reports the queues, and the paid orders waiting for her answer whose deadline is near', async () => {
    const [first, second] = [await insertProfile(db.sql), await insertProfile(db.sql)];
    const [order] = await db.sql<{ id: number }[]>`
      INSERT INTO orders (customer_email, total_amount, provider) VALUES ('buyer@example.com', 10, 'test') RETURNING id`;
    await db.sql`
      INSERT INTO order_items (order_id, profile_id, price, release_status, approval_deadline)
      VALUES (${order!.id}, ${first!.id}, 5, 'awaiting_consent', now() + interval '1 hour'),
             (${order!.id}, ${second!.id}, 5, 'awaiting_consent', now() + interval '3 days')`;
    // a job due in the past that no worker takes (its queue has no worker in this process)
    await boss.createQueue('metrics-test-idle');
    await boss.send('metrics-test-idle', {}, { startAfter: new Date(Date.now() - 120_000) });
    const text = await scrape();
    expect(value(text, 'contacto_approval_requests_waiting')).toBe(2);
    expect(value(text, 'contacto_approval_requests_due_soon')).toBe(1);
    expect(value(text, 'contacto_jobs_waiting', { queue: 'metrics-test-idle' })).toBe(1);
    expect(value(text, 'contacto_job_oldest_waiting_seconds', { queue: 'metrics-test-idle' })).toBeGreaterThan(100);
    expect(value(text, 'contacto_jobs_failed', { queue: ACCOUNT_MAIL_QUEUE })).toBe(0);
    expect(value(text, 'contacto_metrics_read_failed')).toBe(0);
  });

  it('is refused on the public port', async () => {
    const res = await fetch(`${app.url}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('contacto_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${metrics.port}/`)).status).toBe(404);
  });
});

describe('a job sent by a request', () => {
  it("logs the request's id on its lines, and its run and email are counted", async () => {
    const before = await scrape();
    const res = await cookieClient(app.url).post('/api/auth/register', {
      email: 'metrics@example.org',
      password: 'lantern-orchid',
      username: 'metrics_user',
    });
    expect(res.status).toBe(201);
    const requestId = res.headers.get('x-request-id');
    expect(requestId).toBeTruthy();
    const deadline = Date.now() + 20_000;
    const done = () => lines.find((line) => line.job === ACCOUNT_MAIL_QUEUE && line.msg === 'job completed');
    while (!done() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(done()).toMatchObject({ reqId: requestId });
    // the mailer's own line, logged for that job, names the request too
    expect(lines.find((line) => line.file !== undefined && line.reqId === requestId)).toBeDefined();

    const after = await scrape();
    const runs = (text: string) =>
      value(text, 'contacto_job_duration_seconds_count', { queue: ACCOUNT_MAIL_QUEUE, outcome: 'completed' }) ?? 0;
    expect(runs(after) - runs(before)).toBe(1);
    const sent = (text: string) => value(text, 'contacto_emails_total', { mode: 'outbox', outcome: 'sent' }) ?? 0;
    expect(sent(after) - sent(before)).toBe(1);
  }, 30_000);
});
