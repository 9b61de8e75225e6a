// The application pool's server-side limits: a runaway statement is cancelled, and long work by
// nature (a migration) lifts the limit for itself. Behind PgBouncer (transaction mode) the pool
// sends no setting at connect and prepares nothing; the role's setting gives the limit.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { APP_TIMEOUTS, createSql } from './connection.ts';
import { migrate } from './migrate.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('the application pool', () => {
  it('sets statement_timeout on its sessions, and deliberately no idle_in_transaction_session_timeout', async () => {
    const sql = createSql(db.url, 1);
    try {
      const [statement] = await sql<{ statement_timeout: string }[]>`SHOW statement_timeout`;
      const [idle] = await sql<{ idle_in_transaction_session_timeout: string }[]>`SHOW idle_in_transaction_session_timeout`;
      expect(statement?.statement_timeout).toBe('30s');
      // the server would end the session, which postgres.js 3.4.9 does not survive (see APP_TIMEOUTS)
      expect(idle?.idle_in_transaction_session_timeout).toBe('0');
      expect(APP_TIMEOUTS).toEqual({ statementMs: 30_000 });
    } finally {
      await sql.end();
    }
  });

  it('when a statement runs longer than the timeout, then it is cancelled with the timeout error', async () => {
    const sql = createSql(db.url, 1, { statementMs: 200 });
    try {
      await expect(sql`SELECT pg_sleep(2)`).rejects.toMatchObject({ code: '57014', message: expect.stringMatching(/statement timeout/) });
      const [row] = await sql<{ one: number }[]>`SELECT 1 AS one`; // the pool goes on
      expect(row?.one).toBe(1);
    } finally {
      await sql.end();
    }
  });

  it('a migration longer than the statement timeout still runs (the migration lifts it)', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'contacto-slow-migration-'));
    const sql = createSql(db.url, 1, { statementMs: 100 });
    try {
      await writeFile(path.join(dir, '90001_slow.sql'), 'SELECT pg_sleep(0.5); CREATE TABLE t_slow (n int);');
      expect(await migrate(sql, dir)).toEqual(['90001_slow.sql']);
      await expect(sql`SELECT pg_sleep(0.5)`).rejects.toMatchObject({ code: '57014' }); // outside it, the limit holds
    } finally {
      await sql.end();
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('with DATABASE_PGBOUNCER, it sends no session setting at connect and prepares no statement; the migrated role gives 30 s', async () => {
    const empty = await createTestDatabase({ empty: true });
    const sql = createSql(empty.url, 1, APP_TIMEOUTS, { pgbouncer: true });
    try {
      expect(sql.options.prepare).toBe(false);
      expect(Object.keys(sql.options.connection)).not.toContain('statement_timeout');
      const show = async () => (await sql<{ statement_timeout: string }[]>`SHOW statement_timeout`)[0]?.statement_timeout;
      expect(await show()).toBe('0'); // nothing from the connection
      await migrate(sql);
      await sql.end();
      // a new session of the role in this database
      const again = createSql(empty.url, 1, APP_TIMEOUTS, { pgbouncer: true });
      try {
        const [row] = await again<{ statement_timeout: string }[]>`SHOW statement_timeout`;
        expect(row?.statement_timeout).toBe('30s');
        const [prepared] = await again<{ n: number }[]>`SELECT count(*)::int AS n FROM pg_prepared_statements`;
        expect(prepared?.n).toBe(0);
      } finally {
        await again.end();
      }
    } finally {
      await sql.end().catch(() => undefined);
      await empty.drop();
    }
  });
});
