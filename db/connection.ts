// Opens the application's database: DATABASE_URL when set, else the embedded PostgreSQL under
// DATA_DIR. Both paths check the connection at once, so a wrong URL fails fast and clearly.
import path from 'node:path';
import postgres from 'postgres';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './embedded.ts';

export type Sql = postgres.Sql;
/** What queries run on: the pool (Sql) or a transaction (TransactionSql); the part the two share. */
export type Queryable = postgres.ISql;
/** The sql of one transaction (inside sql.begin), for writes that must happen in one. */
export type Transaction = postgres.TransactionSql;

/** Server-side limits of every session of a pool, in milliseconds. */
export interface SessionTimeouts {
  /** Longest single statement. */
  statementMs: number;
  /** Longest wait inside an open transaction for the client's next statement (unset: none). */
  idleInTransactionMs?: number;
}

/**
 * The application's pool (requests and jobs). No request or job query comes near 30 s, so one
 * that does is a runaway and is cancelled (an ordinary error; the connection stays usable) rather
 * than left to hold a connection and its locks; work that is long by nature (migrations, the demo
 * seed) lifts the limit for its own transaction with SET LOCAL.
 *
 * No idle_in_transaction_session_timeout here: the server enforces it by closing the session,
 * and the transaction is lost with it (postgres.js 3 did not even survive that: the transaction's
 * next query threw from a timer and ended the process). Our transactions never wait on anything
 * but the database, so the limit would only ever fire on a stalled process, where it would do
 * more harm than the locks it frees. pg-boss's pool (node-postgres) has it.
 */
export const APP_TIMEOUTS: SessionTimeouts = { statementMs: 30_000 };

/** The limits as connection parameters (postgres.js `connection`, node-postgres config). */
export function timeoutParameters(timeouts: SessionTimeouts): { statement_timeout: number; idle_in_transaction_session_timeout?: number } {
  return {
    statement_timeout: timeouts.statementMs,
    ...(timeouts.idleInTransactionMs === undefined ? {} : { idle_in_transaction_session_timeout: timeouts.idleInTransactionMs }),
  };
}

/**
 * How the pools reach the server. Through PgBouncer in transaction mode (DATABASE_PGBOUNCER) a
 * session setting sent at connect would be refused by the pooler or leak to other clients' server
 * sessions, and a prepared statement would be missing on the next transaction's server session: so
 * the pools send no setting at connect (the role's statement_timeout, set by migration 00040,
 * applies instead) and postgres.js prepares nothing.
 */
export interface PoolMode {
  pgbouncer?: boolean;
}

/**
 * Seconds a connection waits before its next attempt after `retries` failed ones (postgres.js
 * `backoff`). Its default grows to 10–20 s, and the count is shared by the pool: a restart of a
 * few seconds left queries waiting up to 16 s for a server that was long back (the db-restart
 * bench, targets 10 s). A local or nearby server is cheap to try once a second.
 */
export function reconnectDelaySeconds(retries: number): number {
  return (0.5 + Math.random() / 2) * Math.min(0.1 * 2 ** retries, 1);
}

export function createSql(url: string, max = 10, timeouts: SessionTimeouts = APP_TIMEOUTS, mode: PoolMode = {}): Sql {
  return postgres(url, {
    max,
    backoff: reconnectDelaySeconds,
    connect_timeout: 5,
    idle_timeout: 60,
    onnotice: () => undefined,
    prepare: !mode.pgbouncer,
    connection: { application_name: 'contacto', ...(mode.pgbouncer ? {} : timeoutParameters(timeouts)) },
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
  /** DATABASE_URL is a PgBouncer in transaction mode (PoolMode). */
  pgbouncer?: boolean;
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
  const sql = createSql(url, options.poolMax, APP_TIMEOUTS, { pgbouncer: options.pgbouncer });
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
