// Shared by the public profile and change feed integration tests: the real app over HTTP on a
// fresh database, and every contact value stored anywhere, to scan responses for leaks.
import pino from 'pino';
import type postgres from 'postgres';
import { parseEnv } from '#api/env.ts';
import { createApp } from '#api/server.ts';
import { createDiskStorage } from '#api/storage/storage.ts';
import { listen } from './http.ts';

export async function startCatalogApi(sql: postgres.Sql, uploadsDir: string) {
  const app = createApp({
    env: parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    logger: pino({ level: 'silent' }),
    sql,
    storage: createDiskStorage(uploadsDir),
    readiness: { sql, queue: async () => undefined },
  });
  return listen(app);
}

/** Every value a public response must never contain: contact values and the private email. */
export async function secretValues(sql: postgres.Sql): Promise<string[]> {
  const rows = await sql<{ value: string }[]>`
    SELECT value FROM profiles, jsonb_each_text(contact_methods) WHERE btrim(value) <> ''
    UNION SELECT email FROM profiles WHERE email IS NOT NULL`;
  return rows.map((r) => r.value);
}
