// `npm run worker` alone: it attaches to the database, works jobs sent by another process, answers
// its health on WORKER_HEALTH_PORT, and stops cleanly on SIGTERM.
import os from 'node:os';
import path from 'node:path';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSql } from '#db/connection.ts';
import { freePort } from '#db/embedded.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { productionVariables } from '#tests/env.ts';
import { waitForJobState } from '#tests/jobs.ts';
import { startProcess } from '#tests/process.ts';
import { CLEANUP_QUEUE } from './cleanup.job.ts';
import { startWorkerHealthServer, workerHealth } from './worker-health.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it('when a job is sent by another process, then the worker process does it', async () => {
  const worker = startProcess('api/jobs/worker.ts', { DATABASE_URL: db.url, LOG_LEVEL: 'info' });
  try {
    await worker.waitFor('worker ready', 30_000);
    await db.sql`
      INSERT INTO admin_users (username, email, password_hash) VALUES ('w-admin', 'w-admin@example.com', 'x')`;
    await db.sql`
      INSERT INTO admin_sessions (id, admin_id, type, expires_at)
      SELECT 'expired-admin-session', id, 'admin', now() - interval '1 hour' FROM admin_users WHERE username = 'w-admin'`;
    expect(await db.sql`SELECT 1 FROM admin_sessions`).toHaveLength(1);

    // the sender works no queue: only the worker process can complete the job
    const sender = new PgBoss({ connectionString: db.url, supervise: false, schedule: false, max: 2 });
    await sender.start();
    try {
      const id = await sender.send(CLEANUP_QUEUE, {});
      await waitForJobState(sender, CLEANUP_QUEUE, id!, 'completed');
    } finally {
      await sender.stop({ graceful: false });
    }
    // the effect of the job: the expired session is gone
    expect(await db.sql`SELECT 1 FROM admin_sessions`).toHaveLength(0);
  } finally {
    worker.child.kill('SIGTERM');
  }
  expect((await worker.exited).code).toBe(0);
}, 60_000);

it('in production with no system ffmpeg, then it refuses the npm-shipped one in one line, before it touches the database', async () => {
  const empty = await createTestDatabase({ empty: true });
  try {
    const variables = productionVariables({ DATABASE_URL: empty.url });
    const worker = startProcess('api/jobs/worker.ts', {
      ...Object.fromEntries(Object.entries(variables).filter((e): e is [string, string] => e[1] !== undefined)),
      PATH: path.join(os.tmpdir(), 'no-ffmpeg-here'),
    });
    const { code } = await worker.exited;
    expect(code).toBe(1);
    const lines = worker.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^contacto worker: Invalid environment: .*no ffmpeg and ffprobe on PATH.*UNSAFE_NPM_FFMPEG_IN_PRODUCTION=true/,
    );
    // nothing was migrated
    expect(await empty.sql`SELECT 1 FROM pg_tables WHERE tablename = 'schema_migrations'`).toHaveLength(0);
  } finally {
    await empty.drop();
  }
}, 60_000);

it('with WORKER_HEALTH_PORT, the worker process answers 200 there once its queue runs', async () => {
  const port = await freePort();
  const worker = startProcess('api/jobs/worker.ts', { DATABASE_URL: db.url, LOG_LEVEL: 'info', WORKER_HEALTH_PORT: String(port) });
  try {
    await worker.waitFor('worker ready', 30_000);
    const res = await fetch(`http://127.0.0.1:${port}/`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', queue: 'ok', database: 'ok' });
  } finally {
    worker.child.kill('SIGTERM');
  }
  expect((await worker.exited).code).toBe(0);
}, 60_000);

it('the worker health answers 503 when the queue is not running or the database does not answer', async () => {
  expect(await workerHealth({ sql: db.sql, running: () => true })).toEqual({ ok: true, queue: 'ok', database: 'ok' });
  expect(await workerHealth({ sql: db.sql, running: () => false })).toEqual({ ok: false, queue: 'down', database: 'ok' });
  const away = createSql(`postgres://nobody:secret@127.0.0.1:${await freePort()}/none`, 1);
  const server = await startWorkerHealthServer(0, { sql: away, running: () => true }, '127.0.0.1');
  try {
    const address = server.address();
    const res = await fetch(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/healthz`);
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ status: 'unavailable', queue: 'ok', database: 'down' });
  } finally {
    server.close();
    await away.end({ timeout: 1 });
  }
});
