// The database away: on an embedded PostgreSQL of its own, the app and the job
// queue keep running while the server is restarted with an immediate (crash-like) shutdown. While
// it is away or starting up, requests get a 503 with Retry-After, never a 500; once it is back,
// the same process answers again and a paid checkout completes with its confirmation job, without
// a restart of the process. A database killed in the middle of a checkout's fulfilment loses
// nothing and applies nothing twice: the payment provider delivers its event again until it gets
// a 2xx, and the order is completed exactly once. A database that never answers is a 503 too.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql, type Sql } from '#db/connection.ts';
import { type EmbeddedPostgres, freePort, startEmbeddedPostgres } from '#db/embedded.ts';
import { migrate } from '#db/migrate.ts';
import { startApiApp } from '#tests/api-app.ts';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  completedEvent,
  confirmationJobId,
  deliverWebhook,
  emailJobCount,
  orderBySession,
  payInTestMode,
  postJson,
  sessionIdFromUrl,
  signEvent,
  startCommerce,
  TEST_WEBHOOK_SECRET,
} from '#tests/commerce.ts';
import { waitForJobState } from '#tests/jobs.ts';
import { restartEmbeddedPostgres } from '#tests/postgres-restart.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from './errors.ts';
import { ORDER_CONFIRMATION_QUEUE } from './orders/order-confirmation.job.ts';
import { createTestProvider } from './payments/test-provider.ts';
import { createDiskStorage } from './storage/storage.ts';

let tmp: string;
let pg: EmbeddedPostgres;
let h: CommerceHarness;
let sql: Sql;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-db-away-'));
  await chmod(tmp, 0o755); // as root the server runs as the postgres user and must reach its folder
  // Not ephemeral: the test kills the server as a crash would, and a throwaway cluster's
  // synchronous_commit=off may lose the last commits before it (a profile inserted just before
  // the restart was then gone, and the checkout after it found her unavailable).
  pg = await startEmbeddedPostgres({ dataDir: tmp });
  const url = pg.urlFor('postgres');
  sql = createSql(url, 5);
  await migrate(sql);
  h = await startCommerce({ work: true, db: { sql, url, name: 'postgres', drop: () => sql.end({ timeout: 5 }) } });
}, 120_000);

afterAll(async () => {
  await h?.close();
  await sql?.end({ timeout: 5 });
  await pg?.stop();
  await rm(tmp, { recursive: true, force: true });
}, 60_000);

describe('when the database restarts under the running app', () => {
  it('requests meanwhile get 503 with Retry-After, never 500, and the same process serves and fulfils again afterwards', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    expect((await fetch(`${h.url}/api/profiles?limit=5`)).status).toBe(200);

    const statuses: number[] = [];
    let polling = true;
    const poller = (async () => {
      while (polling) {
        const res = await fetch(`${h.url}/api/profiles?limit=5&search=${statuses.length}`);
        statuses.push(res.status);
        if (res.status === 503) expect(res.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
        await res.arrayBuffer();
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    await restartEmbeddedPostgres(pg.dataDir);
    // back: within 10 s every call answers again
    const back = Date.now();
    let status = 0;
    while (Date.now() - back < 10_000) {
      status = (await fetch(`${h.url}/api/profiles?limit=5&search=back`)).status;
      if (status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    polling = false;
    await poller;
    expect(status).toBe(200);
    expect(statuses.filter((s) => s !== 200 && s !== 503)).toEqual([]);

    // a checkout after the restart completes, and its confirmation job runs on the healed queue
    const { paidStatus, order } = await payInTestMode(h, [p.id]);
    expect(paidStatus).toBe(303);
    expect(order?.status).toBe('completed');
    await waitForJobState(h.boss, ORDER_CONFIRMATION_QUEUE, await confirmationJobId(h.sql, order?.id ?? 0), 'completed', 30_000);
  }, 120_000);

  it('killed in the middle of a checkout: the provider delivers its event again until a 2xx, and the order is completed exactly once', async () => {
    const a = await buyableProfile(h.sql, { price: '2.00' });
    const b = await buyableProfile(h.sql, { price: '3.00' });
    const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody([a.id, b.id]));
    expect(res.status, res.text).toBe(200);
    const sessionId = sessionIdFromUrl(String(res.json.url));
    const order = await orderBySession(h.sql, sessionId);
    if (!order) throw new Error('no pending order');
    // The buyer has paid on the hosted page; the provider's event is on its way.
    await createTestProvider({ sql: h.sql, webhookSecret: TEST_WEBHOOK_SECRET }).pay(sessionId);
    const signed = signEvent(
      completedEvent({ id: sessionId, amountTotal: 500, metadata: { orderId: String(order.id) } }, `evt_crash_${order.id}`),
      TEST_WEBHOOK_SECRET,
    );

    // The event arrives as the database is killed, and again and again (as the provider retries
    // whatever is not a 2xx; here without its back-off) while it is away and after it is back.
    const statuses: number[] = [];
    let delivering = true;
    const deliveries = (async () => {
      while (delivering) {
        statuses.push((await deliverWebhook(h.url, signed)).status);
        await new Promise((r) => setTimeout(r, 5));
      }
    })();
    await restartEmbeddedPostgres(pg.dataDir);
    const back = Date.now();
    while (Date.now() - back < 10_000 && statuses.at(-1) !== 200) await new Promise((r) => setTimeout(r, 50));
    delivering = false;
    await deliveries;
    expect(statuses.at(-1), `answers: ${statuses.join(' ')}`).toBe(200);
    // away, the event is refused for a retry: never a 500, never a 2xx for work not done
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    expect(statuses, 'some deliveries met the database away').toContain(503);

    const [row] = await h.sql<{ events: number; completed: number; released: number }[]>`
      SELECT (SELECT count(*)::int FROM webhook_events WHERE event_id = ${`evt_crash_${order.id}`}) AS events,
             (SELECT count(*)::int FROM orders WHERE id = ${order.id} AND status = 'completed') AS completed,
             (SELECT count(*)::int FROM order_items WHERE order_id = ${order.id} AND release_status = 'released') AS released`;
    expect(row).toEqual({ events: 1, completed: 1, released: 2 });
    expect(await emailJobCount(h.sql, order.id)).toBe(1);
    await waitForJobState(h.boss, ORDER_CONFIRMATION_QUEUE, await confirmationJobId(h.sql, order.id), 'completed', 30_000);
  }, 120_000);

  it('a database that never answers is a 503 with Retry-After, without internals', async () => {
    const port = await freePort();
    const away = createSql(`postgres://nobody:secret@127.0.0.1:${port}/none`, 2);
    const app = await startApiApp(
      { sql: away, url: '', name: 'none', drop: () => away.end({ timeout: 1 }) },
      createDiskStorage(path.join(tmp, 'uploads')),
      { SESSION_SECRET: 'database-away-tests-secret-0123456789-abcdef', DATA_DIR: tmp },
    );
    try {
      const res = await fetch(`${app.url}/api/profiles?limit=5`);
      expect(res.status).toBe(503);
      expect(res.headers.get('retry-after')).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      const text = await res.text();
      expect(text).not.toMatch(/ECONNREFUSED|127\.0\.0\.1|postgres|secret/i);
    } finally {
      await app.close();
      await away.end({ timeout: 1 });
    }
  });
});
