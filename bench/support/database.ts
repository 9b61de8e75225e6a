// A fresh, migrated database for a benchmark: on BENCH_DATABASE_URL (a server where we may create
// and drop `name`) or on an embedded PostgreSQL in a temp dir; close() drops it and stops the server.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { createSql, type Sql } from '#db/connection.ts';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '#db/embedded.ts';
import { migrate } from '#db/migrate.ts';

export async function benchDatabase(name: string): Promise<{ sql: Sql; url: string; close(): Promise<void> }> {
  let embedded: EmbeddedPostgres | undefined;
  let tmp: string | undefined;
  let serverUrl = process.env.BENCH_DATABASE_URL;
  if (!serverUrl) {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-bench-db-'));
    await chmod(tmp, 0o755); // the cluster runs as the postgres user when we are root
    embedded = await startEmbeddedPostgres({ dataDir: tmp, ephemeral: true });
    serverUrl = embedded.url;
  }
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = createSql(url.toString(), 4);
  const close = async () => {
    await sql.end({ timeout: 5 });
    await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  };
  try {
    await migrate(sql);
  } catch (error) {
    await close();
    throw error;
  }
  return { sql, url: url.toString(), close };
}
