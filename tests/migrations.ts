// Before/after tests of the migrations that move data (STYLE.md): a fresh database migrated up
// to the migration before the one under test, rows written as that version knew them, then the
// migration under test, whose effect on those rows the test checks.
import { MIGRATIONS_DIR, migrate } from '#db/migrate.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export interface MigratingDatabase extends TestDatabase {
  /** Applies the migrations up to and including `id` that are not applied yet; returns their names. */
  migrateTo(id: number): Promise<string[]>;
}

/** A new, empty database already migrated up to `id` (inclusive). */
export async function databaseAtMigration(id: number): Promise<MigratingDatabase> {
  const db = await createTestDatabase({ empty: true });
  const migrateTo = (upTo: number) => migrate(db.sql, MIGRATIONS_DIR, { upTo });
  try {
    await migrateTo(id);
  } catch (error) {
    await db.drop();
    throw error;
  }
  return { ...db, migrateTo };
}
