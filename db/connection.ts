// Opens the application's database: DATABASE_URL when set, else the embedded PostgreSQL under
// DATA_DIR. Both paths check the connection at once, so a wrong URL fails fast and clearly.
import path from 'node:path';
import postgres from 'postgres';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';

export type Sql = postgres.Sql;

export function createSql(url: string, max = 10): Sql {
  return postgres(url, {
    max,
    connect_timeout: 5,
    idle_timeout: 60,
    onnotice: () => undefined,
    connection: { application_name: 'contacto' },
  });
}

export interface Database {
  url: string;
  sql: Sql;
  embedded?: EmbeddedPostgres;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

const EMBEDDED_DATABASE = 'contacto';

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /** Share an embedded server another live process of ours runs (npm run worker beside npm start). */
  attach?: boolean;
  log?: (message: string) => void;
  warn?: (message: string) => void;
}): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = options.databaseUrl;
  if (!url) {
    embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(options.dataDir),
      attach: options.attach,
      log: options.log,
      warn: options.warn,
    });
    const admin = createSql(embedded.url, 1);
    try {
      const [exists] = await admin`SELECT 1 FROM pg_database WHERE datname = ${EMBEDDED_DATABASE}`;
      if (!exists) await admin.unsafe(`CREATE DATABASE ${EMBEDDED_DATABASE}`);
    } finally {
      await admin.end();
    }
    url = embedded.urlFor(EMBEDDED_DATABASE);
  }
  const sql = createSql(url, options.poolMax);
  try {
    await sql`SELECT 1`;
  } catch (error) {
    await sql.end({ timeout: 1 }).catch(() => undefined);
    await embedded?.stop().catch(() => undefined);
    const where = embedded ? 'the embedded PostgreSQL' : redactUrl(url);
    throw new DatabaseUnavailableError(`cannot reach ${where}: ${(error as Error).message}`);
  }
  return {
    url,
    sql,
    embedded,
    async close() {
      await sql.end({ timeout: 5 });
      await embedded?.stop();
    },
  };
}

/** The URL without its password, for messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparseable URL)';
  }
}
