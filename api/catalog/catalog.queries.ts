// SQL of the catalogue change feed (docs/decisions/002 and 004): the snapshot pages of
// the current public catalogue and the catalog_changes rows that are final (written by
// transactions older than every transaction still running).
import type { Sql } from '#db/connection.ts';
import type { JsonRow } from '../profiles/profiles.queries.ts';
import { publicProfile } from '../profiles/public-profile.ts';
import { snapshotCreatedAt } from '../sync/catalog-bound.queries.ts';

export interface SnapshotRow extends JsonRow {
  id: number;
  /** created_at in UTC with microseconds (whatever the session's DateStyle) for the keyset cursor. */
  createdAtKey: string;
}

export interface ChangeRow {
  seq: string;
  txid: string;
  profileId: number;
  kind: 'upsert' | 'delete';
}

/** The oldest transaction id still running now: every change below it is final. */
export async function currentHorizon(sql: Sql): Promise<string> {
  const [row] = await sql<{ xmin: string }[]>`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`;
  if (!row) throw new Error('no snapshot');
  return row.xmin;
}

/** Public cards (JSON text of public_profile_json, 00004) newest first, strictly after `after` in that order. */
export async function findSnapshotCards(sql: Sql, after: { createdAt: string; id: number } | null, limit: number): Promise<SnapshotRow[]> {
  return sql<SnapshotRow[]>`
    SELECT p.id, j.card AS json,
      ${snapshotCreatedAt(sql, 'p')} AS "createdAtKey"
    FROM (
      SELECT p.id, p.created_at FROM profiles p
      WHERE ${publicProfile(sql, 'p')}
        ${after ? sql`AND (p.created_at, p.id) < (${after.createdAt}::timestamptz, ${after.id})` : sql``}
      ORDER BY p.created_at DESC, p.id DESC
      LIMIT ${limit}
    ) AS p
    JOIN public_profile_json j ON j.id = p.id
    ORDER BY p.created_at DESC, p.id DESC`;
}

/** Final change rows after (txid, seq), in feed order. */
export async function findChanges(sql: Sql, from: { txid: string; seq: string }, limit: number): Promise<ChangeRow[]> {
  return sql<ChangeRow[]>`
    SELECT c.seq::text AS seq, c.txid::text AS txid, c.profile_id AS "profileId", c.kind
    FROM catalog_changes c
    WHERE (c.txid, c.seq) > (${from.txid}::xid8, ${from.seq}::bigint)
      AND c.txid < pg_snapshot_xmin(pg_current_snapshot())
    -- qualified: a bare name in ORDER BY means the output column, here the text copy
    ORDER BY c.txid, c.seq
    LIMIT ${limit}`;
}

export async function hasChanges(sql: Sql, from: { txid: string; seq: string }): Promise<boolean> {
  const [row] = await sql<{ ready: boolean }[]>`
    SELECT EXISTS (
      SELECT 1 FROM catalog_changes
      WHERE (txid, seq) > (${from.txid}::xid8, ${from.seq}::bigint)
        AND txid < pg_snapshot_xmin(pg_current_snapshot())
    ) AS ready`;
  return row?.ready ?? false;
}

export interface FeedPosition {
  /** The horizon now: every transaction below it has ended. */
  horizon: string;
  /** Committed change rows written by transactions at or above `since`. */
  since: number;
  /** Committed change rows at or above the horizon: not final yet (the feed sends them later). */
  notFinal: number;
}

/**
 * Where the change feed stands, cheaply: rows are never deleted and transactions below `since`
 * (an earlier horizon) have all ended, so `since` grows exactly when a change commits. Reads only
 * the rows at or above `since` (the index on txid), which are the recent ones, in a function
 * whose plan is kept (db/migrations/00027).
 */
export async function feedPosition(sql: Sql, since: string): Promise<FeedPosition> {
  const [row] = await sql<FeedPosition[]>`
    SELECT horizon::text AS horizon, since_count AS since, not_final_count AS "notFinal"
    FROM catalog_feed_position(${since}::xid8)`;
  if (!row) throw new Error('no feed position');
  return row;
}

export interface ChangedProfile {
  id: number;
  /** Where she sorts in the snapshot (snapshotCreatedAt) when public now, else null. */
  createdAtKey: string | null;
}

/**
 * The profiles of the change rows written by transactions at or above `since` (an earlier horizon),
 * and where those that are public now sort: every change committed since a feed position was read
 * at that horizon is among them (docs/decisions/070). Read after a reading saw the feed move.
 */
export async function findChangedSince(sql: Sql, since: string): Promise<ChangedProfile[]> {
  return sql<ChangedProfile[]>`
    SELECT c.profile_id AS id,
      CASE WHEN ${publicProfile(sql, 'p')}
        THEN ${snapshotCreatedAt(sql, 'p')} END AS "createdAtKey"
    FROM (SELECT DISTINCT profile_id FROM catalog_changes WHERE txid >= ${since}::xid8) AS c
    LEFT JOIN profiles p ON p.id = c.profile_id`;
}

/** The current public cards among `ids` as JSON text (the others are not public any more). */
export async function findPublicCards(sql: Sql, ids: readonly number[]): Promise<(JsonRow & { id: number })[]> {
  if (ids.length === 0) return [];
  return sql<(JsonRow & { id: number })[]>`
    SELECT j.id, j.card AS json FROM public_profile_json j WHERE j.id = ANY (${ids}::int[])`;
}
