// The job queue across its failures and its upgrade: a job whose end cannot be recorded is an
// error the queue reports, never a rejection nobody handles (which ends the process), and a
// database that ran pg-boss 10 keeps its unfinished jobs when pg-boss 12 starts there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { ACCOUNT_MAIL_QUEUE } from '../auth/account-mail.job.ts';
import { startBoss } from './boss.ts';
import { CLEANUP_QUEUE } from './cleanup.job.ts';

let db: TestDatabase;
const stops: (() => Promise<void>)[] = [];
const log = pino({ level: 'silent' });

beforeEach(async () => {
  db = await createTestDatabase();
});
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
  await db?.drop();
});

describe('a job whose end cannot be recorded', () => {
  it('is reported to the queue as an error, and no rejection goes unhandled', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    stops.push(async () => {
      process.off('unhandledRejection', onUnhandled);
    });
    const boss = new PgBoss({ connectionString: db.url, supervise: false, schedule: false, max: 2 });
    const errors: Error[] = [];
    boss.on('error', (error) => errors.push(error));
    await boss.start();
    stops.push(() => boss.stop({ graceful: false }));
    await boss.createQueue('test.unrecorded', { retryLimit: 0 });

    let handled = () => {};
    const ran = new Promise<void>((resolve) => {
      handled = resolve;
    });
    await boss.work('test.unrecorded', { pollingIntervalSeconds: 0.5 }, async () => {
      // while the job runs, the queue's tables go away, as when the database is away at its end
      await db.sql`ALTER SCHEMA pgboss RENAME TO pgboss_away`;
      handled();
    });
    await boss.send('test.unrecorded', {});
    await ran;
    const deadline = Date.now() + 10_000;
    while (errors.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    await boss.offWork('test.unrecorded');
    await db.sql`ALTER SCHEMA pgboss_away RENAME TO pgboss`;
    // a turn for any rejection left behind to be reported
    await new Promise((resolve) => setTimeout(resolve, 200));

    expect(errors.map((error) => error.message).join('\n')).toMatch(/pgboss.*does not exist/);
    expect(unhandled).toEqual([]);
  });
});

describe('a database that ran pg-boss 10', () => {
  const fixture = readFileSync(path.join(import.meta.dirname, 'fixtures', 'pgboss-10-schema.sql'), 'utf8');

  it('starts the queue, with its unfinished jobs carried over and its finished ones and old schema gone', async () => {
    await db.sql.unsafe(fixture);
    const queue = (name: string) => db.sql`SELECT pgboss.create_queue(${name}, ${JSON.stringify({ policy: 'standard' })}::json)`;
    await queue(ACCOUNT_MAIL_QUEUE);
    await queue(CLEANUP_QUEUE);
    await queue('a.queue.no.longer.used');
    const later = new Date(Date.now() + 3_600_000);
    await db.sql`
      INSERT INTO pgboss.job (name, data, state, retry_limit, retry_count, start_after) VALUES
        (${ACCOUNT_MAIL_QUEUE}, ${db.sql.json({ kind: 'waiting' })}, 'created', 5, 0, ${later}::timestamptz),
        (${ACCOUNT_MAIL_QUEUE}, ${db.sql.json({ kind: 'retrying' })}, 'retry', 5, 2, now()),
        (${ACCOUNT_MAIL_QUEUE}, ${db.sql.json({ kind: 'done' })}, 'completed', 5, 0, now()),
        (${CLEANUP_QUEUE}, ${db.sql.json({ kind: 'running' })}, 'active', 2, 0, now()),
        ('a.queue.no.longer.used', ${db.sql.json({ kind: 'orphan' })}, 'created', 2, 0, now())`;

    const boss = await startBoss({ url: db.url, sql: db.sql, log, work: false });
    stops.push(() => boss.stop({ graceful: false }));

    const [version] = await db.sql<{ version: number }[]>`SELECT max(version)::int AS version FROM pgboss.version`;
    expect(version?.version).toBeGreaterThanOrEqual(25);
    expect(await db.sql`SELECT 1 FROM pg_namespace WHERE nspname = 'pgboss_v10'`).toHaveLength(0);
    const jobs = await db.sql<{ name: string; kind: string; state: string; retryLimit: number; startAfter: Date }[]>`
      SELECT name, data->>'kind' AS kind, state::text, retry_limit AS "retryLimit", start_after AS "startAfter"
        FROM pgboss.job WHERE data ? 'kind' ORDER BY data->>'kind'`;
    expect(jobs.map(({ name, kind, state, retryLimit }) => ({ name, kind, state, retryLimit }))).toEqual([
      { name: ACCOUNT_MAIL_QUEUE, kind: 'retrying', state: 'created', retryLimit: 3 },
      { name: CLEANUP_QUEUE, kind: 'running', state: 'created', retryLimit: 2 },
      { name: ACCOUNT_MAIL_QUEUE, kind: 'waiting', state: 'created', retryLimit: 5 },
    ]);
    expect(jobs.find((job) => job.kind === 'waiting')?.startAfter.getTime()).toBeCloseTo(later.getTime(), -3);

    // a second start (another replica, a restart) finds nothing more to carry
    const again = await startBoss({ url: db.url, sql: db.sql, log, work: false });
    stops.push(() => again.stop({ graceful: false }));
    expect(await db.sql`SELECT 1 FROM pgboss.job WHERE data ? 'kind'`).toHaveLength(3);
  });
});
