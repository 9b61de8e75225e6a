// Job data is checked with the queue's zod schema before a handler sees it: a bad payload is a
// failed job that says what is wrong, the handler never runs, and the worker goes on working.
import type PgBoss from 'pg-boss';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { waitForJobState } from '#tests/jobs.ts';
import { ORDER_CONFIRMATION_QUEUE } from '../orders/order-confirmation.job.ts';
import { startBoss } from './boss.ts';
import { defineJob, registerJobs } from './queues.ts';

let db: TestDatabase;
let boss: PgBoss;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  db = await createTestDatabase();
  boss = await startBoss({ url: db.url, sql: db.sql, log, work: true });
});

afterAll(async () => {
  await boss?.stop({ graceful: false, wait: true });
  await db?.drop();
});

const failure = (job: { output?: unknown }) => String((job.output as { message?: string } | undefined)?.message ?? '');

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
