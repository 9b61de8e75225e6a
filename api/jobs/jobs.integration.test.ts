import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { waitForJobState } from '#tests/jobs.ts';
import { ORDER_CONFIRMATION_QUEUE } from '../orders/order-confirmation.job.ts';
import { startBoss } from './boss.ts';
import { APPLIED_SYNC_ENTRY_DAYS, CLEANUP_QUEUE, WEBHOOK_PAYLOAD_DAYS } from './cleanup.job.ts';
import { defineJob, QUEUE_DEFAULTS, registerJobs } from './queues.ts';

let db: TestDatabase;
let boss: PgBoss;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  db = await createTestDatabase();
  boss = await startBoss({ url: db.url, sql: db.sql, log, work: true });
});

afterAll(async () => {
  await boss?.stop({ graceful: false });
  await db?.drop();
});

describe('the job queue', () => {
  it('creates every queue with retry and exponential backoff by default', async () => {
    const queue = await boss.getQueue(CLEANUP_QUEUE);
    expect(queue).toMatchObject({ retryLimit: QUEUE_DEFAULTS.retryLimit, retryBackoff: true, retryDelay: QUEUE_DEFAULTS.retryDelay });
  });

  it("sets statement and idle-in-transaction timeouts on pg-boss's own pool", async () => {
    const db = boss.getDb();
    const { rows } = await db.executeSql(
      "SELECT current_setting('statement_timeout') AS statement, current_setting('idle_in_transaction_session_timeout') AS idle",
      [],
    );
    expect(rows).toEqual([{ statement: '5min', idle: '1min' }]);
  });

  it('when the cleanup job runs, then expired sessions, stale keys and old applied sync entry ids are gone and live ones stay', async () => {
    const [user] = await db.sql<{ id: number }[]>`
      INSERT INTO users (email, username, password_hash) VALUES ('jobs@example.com', 'jobs-user', 'x') RETURNING id`;
    await db.sql`
      INSERT INTO user_sessions (id, user_id, expires_at) VALUES
        ('expired-session-0001', ${user!.id}, now() - interval '1 minute'),
        ('live-session-000001', ${user!.id}, now() + interval '1 day')`;
    await db.sql`
      INSERT INTO idempotency_keys (scope, key, request_hash, created_at) VALUES
        ('test', 'old', 'h', now() - interval '2 days'),
        ('test', 'new', 'h', now())`;
    await db.sql`
      INSERT INTO applied_sync_entries (user_id, entry_id, kind, applied_at) VALUES
        (${user!.id}, '00000000-0000-4000-8000-000000000001', 'favorite.add', now() - make_interval(days => ${APPLIED_SYNC_ENTRY_DAYS + 1})),
        (${user!.id}, '00000000-0000-4000-8000-000000000002', 'favorite.add', now() - make_interval(days => ${APPLIED_SYNC_ENTRY_DAYS - 1}))`;
    const id = await boss.send(CLEANUP_QUEUE, {});
    expect(id).toBeTruthy();
    await waitForJobState(boss, CLEANUP_QUEUE, id!, 'completed');
    const sessions = await db.sql<{ id: string }[]>`SELECT id FROM user_sessions ORDER BY id`;
    expect(sessions.map((s) => s.id)).toEqual(['live-session-000001']);
    const keys = await db.sql<{ key: string }[]>`SELECT key FROM idempotency_keys`;
    expect(keys.map((k) => k.key)).toEqual(['new']);
    const entries = await db.sql<{ entryId: string }[]>`SELECT entry_id AS "entryId" FROM applied_sync_entries`;
    expect(entries.map((e) => e.entryId)).toEqual(['00000000-0000-4000-8000-000000000002']);
  });

  it('when the cleanup job runs, then processed webhook events older than the retention period lose their payload, and nothing else does', async () => {
    const payload = { id: 'evt', data: { object: { customer_email: 'buyer@example.com', customer_details: { name: 'John Buyer' } } } };
    const days = (n: number) => db.sql`now() - make_interval(days => ${n})`;
    await db.sql`
      INSERT INTO webhook_events (provider, event_id, type, payload, received_at, processed_at) VALUES
        ('test', 'evt_old_processed', 'checkout.session.completed', ${db.sql.json(payload)}, ${days(WEBHOOK_PAYLOAD_DAYS + 2)}, ${days(WEBHOOK_PAYLOAD_DAYS + 1)}),
        ('test', 'evt_recent_processed', 'checkout.session.completed', ${db.sql.json(payload)}, ${days(WEBHOOK_PAYLOAD_DAYS - 1)}, ${days(WEBHOOK_PAYLOAD_DAYS - 1)}),
        ('test', 'evt_old_unprocessed', 'checkout.session.completed', ${db.sql.json(payload)}, ${days(WEBHOOK_PAYLOAD_DAYS + 2)}, NULL)`;
    const before = await db.sql<{ eventId: string; receivedAt: Date; processedAt: Date | null }[]>`
      SELECT event_id AS "eventId", received_at AS "receivedAt", processed_at AS "processedAt" FROM webhook_events ORDER BY event_id`;

    const id = await boss.send(CLEANUP_QUEUE, {});
    await waitForJobState(boss, CLEANUP_QUEUE, id!, 'completed');

    const after = await db.sql<
      { eventId: string; type: string; payload: unknown; redacted: boolean; receivedAt: Date; processedAt: Date | null }[]
    >`
      SELECT event_id AS "eventId", type, payload, payload_redacted_at IS NOT NULL AS redacted,
             received_at AS "receivedAt", processed_at AS "processedAt"
      FROM webhook_events ORDER BY event_id`;
    expect(after.map(({ eventId, payload, redacted }) => ({ eventId, payload, redacted }))).toEqual([
      { eventId: 'evt_old_processed', payload: {}, redacted: true },
      { eventId: 'evt_old_unprocessed', payload, redacted: false },
      { eventId: 'evt_recent_processed', payload, redacted: false },
    ]);
    // what an audit needs stays
    expect(after.map(({ eventId, receivedAt, processedAt }) => ({ eventId, receivedAt, processedAt }))).toEqual(before);
    expect(after.every((e) => e.type === 'checkout.session.completed')).toBe(true);
  });

  it('when the cleanup job runs, then sealed owner tokens of submissions older than a day are forgotten and the records stay', async () => {
    const profiles = await db.sql<{ id: number }[]>`
      INSERT INTO profiles (first_name, age, gender, location) VALUES ('Ana', 30, 'female', 'Moca'), ('Luz', 31, 'female', 'Azua')
      RETURNING id`;
    const [old, fresh] = profiles.map((p) => p.id);
    const hash = 'a'.repeat(64);
    await db.sql`
      INSERT INTO profile_submissions (idempotency_key, profile_id, request_hash, owner_token_sealed, created_at) VALUES
        ('00000000-0000-4000-8000-0000000000a1', ${old!}, ${hash}, 'sealed-old', now() - interval '25 hours'),
        ('00000000-0000-4000-8000-0000000000a2', ${fresh!}, ${hash}, 'sealed-new', now() - interval '23 hours')`;
    const id = await boss.send(CLEANUP_QUEUE, {});
    await waitForJobState(boss, CLEANUP_QUEUE, id!, 'completed');
    const rows = await db.sql<{ profileId: number; sealed: string | null }[]>`
      SELECT profile_id AS "profileId", owner_token_sealed AS sealed FROM profile_submissions ORDER BY created_at`;
    expect(rows).toEqual([
      { profileId: old, sealed: null },
      { profileId: fresh, sealed: 'sealed-new' },
    ]);
  });

  it('when a job fails, then it is retried after a delay and then succeeds', async () => {
    let attempts = 0;
    const startedAt: number[] = [];
    const flaky = defineJob<{ n: number }>({
      name: 'test.flaky',
      options: { retryDelay: 1 },
      payload: z.object({ n: z.number() }),
      async handle() {
        startedAt.push(Date.now());
        attempts += 1;
        if (attempts < 3) throw new Error(`attempt ${attempts} fails`);
      },
    });
    await registerJobs(boss, [flaky as never], { sql: db.sql, log }, { work: true });
    const queue = await boss.getQueue('test.flaky');
    expect(queue).toMatchObject({ retryLimit: 5, retryBackoff: true, retryDelay: 1 });
    const id = await boss.send('test.flaky', { n: 1 });
    const job = await waitForJobState(boss, 'test.flaky', id!, 'completed', 30_000);
    expect(attempts).toBe(3);
    expect(job.retryCount).toBe(2);
    // Backoff: the second wait is not shorter than the first, and neither is immediate.
    const waits = [startedAt[1]! - startedAt[0]!, startedAt[2]! - startedAt[1]!];
    expect(waits[0]).toBeGreaterThanOrEqual(900);
    expect(waits[1]).toBeGreaterThanOrEqual(waits[0]! * 0.9);
  });
});

const failure = (job: { output?: unknown }) => String((job.output as { message?: string } | undefined)?.message ?? '');

// Job data is checked with the queue's zod schema before a handler sees it: a bad payload is a
// failed job that says what is wrong, the handler never runs, and the worker goes on working.
describe('job payloads', () => {
  it('when a job arrives with a bad payload, then it fails naming the field, without running, and the next good job is done', async () => {
    const seen: unknown[] = [];
    const strict = defineJob({
      name: 'test.strict',
      options: { retryLimit: 0 },
      payload: z.object({ orderId: z.int().positive() }),
      async handle(data) {
        seen.push(data);
      },
    });
    await registerJobs(boss, [strict as never], { sql: db.sql, log }, { work: true });

    const bad = await boss.send('test.strict', { orderId: 'twelve' });
    const failed = await waitForJobState(boss, 'test.strict', bad!, 'failed');
    expect(failure(failed)).toMatch(/invalid payload for test\.strict job .*orderId/s);
    expect(seen).toEqual([]);

    const good = await boss.send('test.strict', { orderId: 12 });
    await waitForJobState(boss, 'test.strict', good!, 'completed');
    expect(seen).toEqual([{ orderId: 12 }]);
  });

  it('when an order confirmation is sent without an order id, then the job fails with a payload error, not a database error', async () => {
    const id = await boss.send(ORDER_CONFIRMATION_QUEUE, { order: 7 }, { retryLimit: 0 });
    const failed = await waitForJobState(boss, ORDER_CONFIRMATION_QUEUE, id!, 'failed');
    expect(failure(failed)).toMatch(/^invalid payload for mail\.order-confirmation job /);
    expect(failure(failed)).toContain('orderId');
  });
});
