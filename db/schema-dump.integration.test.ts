// db/schema.sql shows the schema after every migration: it must match what the migrations build.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { describeSchema, SCHEMA_FILE } from './schema-dump.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db?.drop();
});

describe('db/schema.sql', () => {
  it('is the schema the migrations build (after a new migration, run npm run db:schema)', async () => {
    const migrated = await describeSchema(db.sql);
    expect(migrated).toContain('CREATE TABLE profiles (');
    expect(await readFile(SCHEMA_FILE, 'utf8'), 'db/schema.sql is stale: run npm run db:schema').toBe(migrated);
  });
});
