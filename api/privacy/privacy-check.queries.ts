// The SQL of the erasure report (privacy-check.ts): the catalogue's list of the tables and columns
// that can hold a profile's data, and generic reads of any table by name. Table and column names
// come from pg_catalog, never from input, and are passed as identifiers.
import type { Queryable } from '#db/connection.ts';

export interface ColumnRef {
  schema: string;
  table: string;
  column: string;
}

/** Every column of an ordinary (or partitioned, not a partition) table of these schemas, with whether it can hold text. */
export async function findColumns(sql: Queryable, schemas: readonly string[]): Promise<(ColumnRef & { textual: boolean })[]> {
  return sql<(ColumnRef & { textual: boolean })[]>`
    SELECT n.nspname AS schema, c.relname AS table, a.attname AS column,
      (t.typcategory IN ('S', 'A') OR t.typname IN ('json', 'jsonb', 'inet', 'bytea')) AS textual
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    JOIN pg_type t ON t.oid = a.atttypid
    WHERE n.nspname = ANY (${schemas as string[]}::text[]) AND c.relkind IN ('r', 'p') AND NOT c.relispartition
      AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY n.nspname, c.relname, a.attnum`;
}

/** The columns that point at a profile: every profile_id, and every column with a foreign key to profiles. */
export async function findProfileReferences(sql: Queryable): Promise<ColumnRef[]> {
  return sql<ColumnRef[]>`
    SELECT DISTINCT n.nspname AS schema, c.relname AS table, a.attname AS column
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition AND a.attnum > 0 AND NOT a.attisdropped
      AND (a.attname = 'profile_id' OR EXISTS (
        SELECT 1 FROM pg_constraint f
        WHERE f.conrelid = c.oid AND f.contype = 'f' AND f.confrelid = 'public.profiles'::regclass AND a.attnum = ANY (f.conkey)))
    ORDER BY 1, 2, 3`;
}

/** The rows of a table whose column equals the profile's id, each as a JSON object. */
export async function findRowsOf(sql: Queryable, ref: ColumnRef, profileId: number): Promise<Record<string, unknown>[]> {
  const rows = await sql<{ row: Record<string, unknown> }[]>`
    SELECT to_jsonb(t) AS row FROM ${sql(ref.schema)}.${sql(ref.table)} t WHERE t.${sql(ref.column)} = ${profileId}`;
  return rows.map((r) => r.row);
}

export async function findProfileRow(sql: Queryable, profileId: number): Promise<Record<string, unknown> | undefined> {
  const [row] = await sql<{ row: Record<string, unknown> }[]>`SELECT to_jsonb(p) AS row FROM profiles p WHERE p.id = ${profileId}`;
  return row?.row;
}

/** The audit rows about the profile. */
export async function findProfileAudit(sql: Queryable, profileId: number): Promise<{ id: string; details: Record<string, unknown> }[]> {
  return sql<{ id: string; details: Record<string, unknown> }[]>`
    SELECT id::text AS id, details FROM admin_activity_log
    WHERE target_type = 'profile' AND target_id = ${String(profileId)} ORDER BY id`;
}

/** The internal notes and outcome texts of the reports about the profile that still say something. */
export async function findReportNotesOf(sql: Queryable, profileId: number): Promise<{ id: number }[]> {
  return sql<{ id: number }[]>`
    SELECT n.id FROM report_notes n JOIN reports r ON r.id = n.report_id
    WHERE r.profile_id = ${profileId} AND btrim(n.body) <> '' ORDER BY n.id`;
}

/** The media names her erasure recorded for removal from the store. */
export async function findErasedMedia(sql: Queryable, profileId: number): Promise<string[]> {
  const [row] = await sql<{ media: string[] }[]>`SELECT media FROM profile_erasures WHERE profile_id = ${profileId}`;
  return row?.media ?? [];
}

/**
 * How many rows of a text column mention each value (case-insensitive), by the value's index;
 * `exceptId` leaves out one row by its id (her own profile row, listed on its own).
 */
export async function countMentions(
  sql: Queryable,
  ref: ColumnRef,
  values: readonly string[],
  exceptId?: number,
): Promise<{ index: number; rows: number }[]> {
  const except = exceptId === undefined ? sql`` : sql`AND t.id <> ${exceptId}`;
  return sql<{ index: number; rows: number }[]>`
    SELECT v.i::int - 1 AS index, count(*)::int AS rows
    FROM ${sql(ref.schema)}.${sql(ref.table)} t
    CROSS JOIN unnest(${values as string[]}::text[]) WITH ORDINALITY AS v(value, i)
    WHERE t.${sql(ref.column)} IS NOT NULL AND strpos(lower(t.${sql(ref.column)}::text), lower(v.value)) > 0 ${except}
    GROUP BY v.i ORDER BY v.i`;
}
