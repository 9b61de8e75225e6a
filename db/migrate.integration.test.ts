import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, databaseUrl, type TestDatabase } from '#tests/db.ts';
import { loadMigrations, MIGRATIONS_DIR, migrate } from './migrate.ts';

let db: TestDatabase;
let dir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dir = await mkdtemp(path.join(os.tmpdir(), 'contacto-migrations-'));
});
afterAll(async () => {
  await db?.drop();
  await rm(dir, { recursive: true, force: true });
});

describe('migrate', () => {
  it('has applied every file of db/migrations to the template, in order', async () => {
    const files = await loadMigrations(MIGRATIONS_DIR);
    const rows = await db.sql<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY id`;
    expect(rows.map((r) => r.name)).toEqual(files.map((f) => f.name));
    expect(await migrate(db.sql)).toEqual([]);
  });

  it('applies new files in order, once each', async () => {
    await writeFile(path.join(dir, '90002_second.sql'), 'INSERT INTO t_migrate VALUES (2);');
    await writeFile(path.join(dir, '90001_first.sql'), 'CREATE TABLE t_migrate (n int PRIMARY KEY); INSERT INTO t_migrate VALUES (1);');
    expect(await migrate(db.sql, dir)).toEqual(['90001_first.sql', '90002_second.sql']);
    expect(await migrate(db.sql, dir)).toEqual([]);
    const rows = await db.sql<{ n: number }[]>`SELECT n FROM t_migrate ORDER BY n`;
    expect(rows.map((r) => r.n)).toEqual([1, 2]);
  });

  it('when a migration fails, then nothing of it remains and it is not recorded', async () => {
    await writeFile(path.join(dir, '90003_broken.sql'), 'CREATE TABLE t_half (n int); INSERT INTO missing_table VALUES (1);');
    await expect(migrate(db.sql, dir)).rejects.toThrow(/missing_table/);
    const [table] = await db.sql`SELECT to_regclass('t_half') AS t`;
    expect(table?.t).toBeNull();
    const [row] = await db.sql`SELECT 1 FROM schema_migrations WHERE id = 90003`;
    expect(row).toBeUndefined();
    await rm(path.join(dir, '90003_broken.sql'));
  });

  it('when an applied migration is edited, then it refuses to go on', async () => {
    await writeFile(path.join(dir, '90001_first.sql'), 'CREATE TABLE t_migrate (n bigint PRIMARY KEY);');
    await expect(migrate(db.sql, dir)).rejects.toThrow(/90001_first\.sql was changed after it was applied/);
  });

  it('refuses file names out of the NNNNN_name.sql form', async () => {
    const odd = await mkdtemp(path.join(os.tmpdir(), 'contacto-migrations-odd-'));
    await writeFile(path.join(odd, '1_first.sql'), 'SELECT 1;');
    await expect(loadMigrations(odd)).rejects.toThrow(/must look like 00001_name\.sql/);
    await rm(odd, { recursive: true, force: true });
  });

  it('when 8 processes migrate a fresh database at once, then all succeed and each migration is applied once', async () => {
    const files = (await loadMigrations(MIGRATIONS_DIR)).map((f) => f.name);
    const serverUrl = inject('testServerUrl');
    const name = `contacto_test_${randomBytes(6).toString('hex')}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
    await admin.unsafe(`CREATE DATABASE ${name}`); // empty: no schema_migrations yet
    const runners = Array.from({ length: 8 }, () => postgres(databaseUrl(serverUrl, name), { max: 1, onnotice: () => undefined }));
    try {
      await Promise.all(runners.map((sql) => sql`SELECT 1`)); // connected, so they start together
      const results = await Promise.allSettled(runners.map((sql) => migrate(sql)));
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const applied = results.flatMap((r) => (r.status === 'fulfilled' ? r.value : []));
      expect(applied.sort()).toEqual(files);
      const rows = await runners[0]!<{ name: string }[]>`SELECT name FROM schema_migrations ORDER BY id`;
      expect(rows.map((r) => r.name)).toEqual(files);
    } finally {
      await Promise.all(runners.map((sql) => sql.end()));
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });
});
