// Applies db/migrations/NNNNN_name.sql in order, each in its own transaction, and records it in
// schema_migrations. Forward only: an applied file is never run again, and a changed one is
// reported rather than silently ignored.

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type postgres from 'postgres';
import { sha256 } from '#lib/crypto.ts';
import type { Transaction } from './connection.ts';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const FILE_NAME = /^(\d{5})_[a-z0-9_]+\.sql$/;

export interface Migration {
  id: number;
  name: string;
  sql: string;
  checksum: string;
}

export async function loadMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((f) => f.endsWith('.sql')).sort();
  const migrations: Migration[] = [];
  for (const name of files) {
    const match = FILE_NAME.exec(name);
    if (!match) throw new Error(`Migration file name must look like 00001_name.sql: ${name}`);
    const sql = await readFile(path.join(dir, name), 'utf8');
    const checksum = sha256(sql);
    migrations.push({ id: Number(match[1]), name, sql, checksum });
  }
  const ids = new Set<number>();
  for (const m of migrations) {
    if (ids.has(m.id)) throw new Error(`Two migrations share the number ${m.id}`);
    ids.add(m.id);
  }
  return migrations;
}

/** One migrator at a time (several replicas may start together). */
const MIGRATION_LOCK = 72640001;

export interface MigrateOptions {
  /** Stop after this migration number (tests of a data-moving migration start one before it). */
  upTo?: number;
}

/** The oldest server the migrations run on: they use PostgreSQL 17's ALTER COLUMN … SET EXPRESSION. */
export const MINIMUM_SERVER_VERSION = 170000;

/** Refuses, in words, a server too old for the migrations (an external DATABASE_URL), before any runs. */
export async function assertServerVersion(sql: postgres.Sql): Promise<void> {
  const [row] = await sql<{ version: string; text: string }[]>`
    SELECT current_setting('server_version_num') AS version, current_setting('server_version') AS text`;
  if (Number(row?.version) < MINIMUM_SERVER_VERSION) {
    throw new Error(`PostgreSQL ${MINIMUM_SERVER_VERSION / 10000} or newer is needed; the server at DATABASE_URL is ${row?.text}`);
  }
}

/** Applies pending migrations; returns the names applied now. Safe to run from several processes. */
export async function migrate(sql: postgres.Sql, dir = MIGRATIONS_DIR, options: MigrateOptions = {}): Promise<string[]> {
  const { upTo = Number.POSITIVE_INFINITY } = options;
  await assertServerVersion(sql);
  const migrations = (await loadMigrations(dir)).filter((m) => m.id <= upTo);
  // Every statement runs under the lock, this one too: concurrent CREATE TABLE IF NOT EXISTS of
  // one table is not safe (both may find it missing; the second fails on a unique index of the
  // catalogue).
  await sql.begin(async (tx) => {
    await lockForMigration(tx);
    await tx`
      CREATE TABLE IF NOT EXISTS schema_migrations (
        id integer PRIMARY KEY,
        name text NOT NULL,
        checksum text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
      )`;
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await sql.begin(async (tx) => {
      await lockForMigration(tx);
      const [row] = await tx<{ checksum: string }[]>`
        SELECT checksum FROM schema_migrations WHERE id = ${migration.id}`;
      if (row) {
        if (row.checksum !== migration.checksum) {
          throw new Error(`Migration ${migration.name} was changed after it was applied; add a new migration instead`);
        }
        return false;
      }
      await tx.unsafe(migration.sql);
      await tx`
        INSERT INTO schema_migrations (id, name, checksum)
        VALUES (${migration.id}, ${migration.name}, ${migration.checksum})`;
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}

/**
 * The migrations not yet applied to this database, by file name (all of them on a database never
 * migrated). A process started with MIGRATE_ON_START=false refuses to run while any is pending.
 */
export async function pendingMigrations(sql: postgres.Sql, dir = MIGRATIONS_DIR): Promise<string[]> {
  const migrations = await loadMigrations(dir);
  const [table] = await sql<{ found: boolean }[]>`SELECT to_regclass('schema_migrations') IS NOT NULL AS found`;
  if (!table?.found) return migrations.map((m) => m.name);
  const applied = new Set((await sql<{ id: number }[]>`SELECT id FROM schema_migrations`).map((row) => row.id));
  return migrations.filter((m) => !applied.has(m.id)).map((m) => m.name);
}

/**
 * The schema a starting process needs: with MIGRATE_ON_START it applies what is pending (returns
 * the names applied now); without, it refuses to go on while any migration is pending, naming the
 * release step that applies them.
 */
export async function prepareSchema(sql: postgres.Sql, options: { migrateOnStart: boolean }): Promise<string[]> {
  if (options.migrateOnStart) return migrate(sql);
  await assertServerVersion(sql);
  const pending = await pendingMigrations(sql);
  if (pending.length > 0) {
    throw new Error(
      `the database lacks ${pending.length} migration${pending.length === 1 ? '' : 's'} (${pending[0]}${pending.length > 1 ? ' and later' : ''}) and MIGRATE_ON_START is false: run \`npm run db:migrate\` against DATABASE_URL first`,
    );
  }
  return [];
}

/**
 * Takes the migration lock for the rest of the transaction. A migration may take long, and so may
 * waiting for another process's: neither is the runaway query the pool's statement_timeout is
 * there to stop (db/connection.ts), so it is lifted for this transaction only.
 */
async function lockForMigration(tx: Transaction): Promise<void> {
  await tx`SET LOCAL statement_timeout = 0`;
  await tx`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`;
}
