// Test databases: the global setup migrates one template database; each test file gets its own
// copy with CREATE DATABASE … TEMPLATE, so files run in parallel without seeing each other.
import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';

export const TEMPLATE_DATABASE = 'contacto_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** URL of a database on the test server with the right to CREATE DATABASE. */
    testServerUrl: string;
  }
}

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export interface TestDatabase {
  sql: postgres.Sql;
  url: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file: a copy of the migrated template, or with `empty` a
 * database without any migration (for tests that migrate step by step, tests/migrations.ts).
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = inject('testServerUrl');
  const name = `contacto_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(options.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DATABASE}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrl(serverUrl, name);
  const sql = postgres(url, { max: 5, onnotice: () => undefined });
  return {
    sql,
    url,
    name,
    async drop() {
      await sql.end({ timeout: 5 });
      const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
      try {
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    },
  };
}
