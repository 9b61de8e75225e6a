// SQL of the replica's bound (docs/decisions/038): where the newest N public cards end, and the
// featured cards older than that edge which a bounded snapshot carries too (the home's featured
// grid reads the replica).
import type { Sql } from '#db/connection.ts';
import type { JsonRow } from '../profiles/profiles.queries.ts';
import { publicProfile } from '../profiles/public-profile.ts';

/** A snapshot key: created_at in UTC with microseconds (snapshotCreatedAt) and id. */
export interface SnapshotKey {
  createdAt: string;
  id: number;
}

/** `alias`.created_at as a snapshot key prints it: UTC with microseconds, whatever the session's
 * DateStyle, so that keys compare as strings in the snapshot's order. */
export function snapshotCreatedAt(sql: Sql, alias: string) {
  return sql`to_char(${sql(alias)}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/**
 * The key of the `bound`-th newest public profile when there are more than `bound` of them (a
 * snapshot of the newest `bound` stops there), else null (the whole catalogue fits).
 */
export async function findBoundEdge(sql: Sql, bound: number): Promise<SnapshotKey | null> {
  const rows = await sql<SnapshotKey[]>`
    SELECT p.id, ${snapshotCreatedAt(sql, 'p')} AS "createdAt"
    FROM profiles p
    WHERE ${publicProfile(sql, 'p')}
    ORDER BY p.created_at DESC, p.id DESC
    OFFSET ${bound - 1} LIMIT 2`;
  return rows.length === 2 ? (rows[0] ?? null) : null;
}

/** The newest `limit` featured public cards (JSON text) strictly older than `edge`. */
export async function findFeaturedBeyond(sql: Sql, edge: SnapshotKey, limit: number): Promise<(JsonRow & { id: number })[]> {
  return sql<(JsonRow & { id: number })[]>`
    SELECT p.id, j.card AS json
    FROM (
      SELECT p.id, p.created_at FROM profiles p
      WHERE p.is_featured AND ${publicProfile(sql, 'p')}
        AND (p.created_at, p.id) < (${edge.createdAt}::timestamptz, ${edge.id})
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${limit}
    ) AS p
    JOIN public_profile_json j ON j.id = p.id
    ORDER BY p.created_at DESC, p.id DESC`;
}

/** True when the snapshot row keyed (createdAt, id) is at or newer than `edge` (the keys print in one sortable format). */
export function isWithinEdge(row: SnapshotKey, edge: SnapshotKey): boolean {
  return row.createdAt > edge.createdAt || (row.createdAt === edge.createdAt && row.id >= edge.id);
}
