// `npm run worker` alone: it attaches to the database, works jobs sent by another process, and
// stops cleanly on SIGTERM.
import { spawn } from 'node:child_process';
import path from 'node:path';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { CLEANUP_QUEUE } from './cleanup.job.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

it('when a job is sent by another process, then the worker process does it', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/jobs/worker.ts'], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: db.url, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    const deadline = Date.now() + 30_000;
    while (!output.includes('worker ready')) {
      if (Date.now() > deadline) throw new Error(`worker not ready: ${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    await db.sql`
      INSERT INTO admin_users (username, email, password_hash) VALUES ('w-admin', 'w-admin@example.com', 'x')`;
    await db.sql`
      INSERT INTO admin_sessions (id, admin_id, type, expires_at)
      SELECT 'expired-admin-session', id, 'admin', now() - interval '1 hour' FROM admin_users WHERE username = 'w-admin'`;

    const sender = new PgBoss({ connectionString: db.url, supervise: false, schedule: false, max: 2 });
    await sender.start();
    try {
      const id = await sender.send(CLEANUP_QUEUE, {});
      const until = Date.now() + 20_000;
      let state: string | undefined;
      while (state !== 'completed' && Date.now() < until) {
        state = (await sender.getJobById(CLEANUP_QUEUE, id!))?.state;
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(state).toBe('completed');
    } finally {
      await sender.stop({ graceful: false, wait: true });
    }
    const rows = await db.sql`SELECT 1 FROM admin_sessions`;
    expect(rows).toHaveLength(0);
  } finally {
    child.kill('SIGTERM');
  }
  expect(await exited).toBe(0);
}, 60_000);
