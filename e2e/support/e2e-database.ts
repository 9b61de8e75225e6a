// The e2e server's embedded database, reached directly: playwright.config.ts starts the server
// with DATA_DIR=.data/e2e, whose PostgreSQL writes its port to postmaster.pid. No fixtures are
// imported here, so the global setup can use it too.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';

export const E2E_DATA_DIR = path.resolve('.data/e2e');

/** Runs `use` on the e2e server's embedded database; null when it is not the one being tested. */
export async function withE2eDatabase<T>(use: (sql: postgres.Sql) => Promise<T>): Promise<T | null> {
  const pidFile = path.join(E2E_DATA_DIR, 'pg', 'postmaster.pid');
  if (process.env.E2E_BASE_URL || !existsSync(pidFile)) return null;
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  const password = readFileSync(path.join(E2E_DATA_DIR, 'contacto-password'), 'utf8').trim();
  const sql = postgres({
    host: '127.0.0.1',
    port,
    database: 'contacto',
    username: 'postgres',
    password,
    max: 1,
    onnotice: () => undefined,
  });
  try {
    return await use(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
