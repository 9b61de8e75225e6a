// The replica's bound (docs/decisions/038): the device keeps the newest REPLICA_BOUND public
// profiles (plus up to BOUND_FEATURED featured ones older than them, for the home), never the
// whole catalogue. The edge is the oldest profile of that window: every public profile at or
// newer than the edge is in the replica, so a query over those rows is complete; anything older
// is answered by the API (browse-beyond.ts). No edge stored means the replica holds the whole
// catalogue. Called inside applyCatalogPage's transaction; no window or document here (a
// worker runs it too).
import { BOUND_FEATURED } from '#sync/catalog-limits.ts';
import type { ContactoDb, LocalProfile } from './db.ts';

/** Cards a device keeps: ~0.3 KB each on the wire (gzip), so ~600 KB for a first visit at 1.6
 * Mbps (bench/first-visit.bench.ts). A build may lower it (VITE_REPLICA_BOUND, e.g. for tests). */
export const REPLICA_BOUND = Number(import.meta.env?.VITE_REPLICA_BOUND) || 2000;

/** syncState key of the edge ({ createdTime, id }); absent while the replica is whole. */
export const EDGE_KEY = 'catalog.edge';

/** A row's place in the newest-first order (createdTime, then id). */
export interface ReplicaEdge {
  createdTime: number;
  id: number;
}

type Keyed = Pick<LocalProfile, 'createdTime' | 'id'>;

/** Newest first, as browse's "newest" sort and the feed's snapshot order them. */
export const newestFirst = (a: Keyed, b: Keyed) => b.createdTime - a.createdTime || b.id - a.id;

/** True when the row is older than the edge (outside the window the replica holds completely). */
export function isBeyondEdge(row: Keyed, edge: ReplicaEdge | null): boolean {
  return edge !== null && newestFirst(row, edge) > 0;
}

function isEdge(value: unknown): value is ReplicaEdge {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ReplicaEdge).createdTime === 'number' &&
    typeof (value as ReplicaEdge).id === 'number'
  );
}

export async function readEdge(database: ContactoDb): Promise<ReplicaEdge | null> {
  const row = await database.syncState.get(EDGE_KEY);
  return isEdge(row?.value) ? row.value : null;
}

/**
 * Which rows of a replica to drop to bring it back to the bound, and the edge after that. The
 * edge only moves newer (a tombstone leaves a hole the feed cannot fill, so it never moves
 * older); `bounded` says the catalogue has more than the replica holds even if the rows fit.
 * `rows` newest first.
 */
export function boundedWindow(
  rows: readonly (Keyed & { isFeatured: boolean })[],
  options: { bound: number; edge: ReplicaEdge | null; bounded: boolean; featured?: number },
): { drop: number[]; edge: ReplicaEdge | null } {
  const { bound, featured = BOUND_FEATURED } = options;
  let edge = options.edge;
  const nth = rows[bound - 1];
  if (rows.length > bound && nth) {
    // more rows than the bound: the bound-th newest is the edge (unless the edge is newer)
    const candidate = { createdTime: nth.createdTime, id: nth.id };
    if (!edge || newestFirst(candidate, edge) < 0) edge = candidate;
  } else if (!edge && options.bounded) {
    // a bounded snapshot that arrived with fewer rows than the bound (profiles left meanwhile):
    // its featured extras are older than the rest, so the oldest other row is a safe edge
    const oldest = rows.findLast((row) => !row.isFeatured) ?? rows.at(-1);
    if (oldest) edge = { createdTime: oldest.createdTime, id: oldest.id };
  }
  if (!edge) return { drop: [], edge: null };
  const drop: number[] = [];
  let kept = 0;
  for (const row of rows) {
    if (!isBeyondEdge(row, edge)) continue;
    if (row.isFeatured && kept < featured) kept++;
    else drop.push(row.id);
  }
  return { drop, edge };
}

/**
 * Prunes the replica back to the bound and stores the edge. `restart` (a snapshot just completed)
 * forgets the old edge; `bounded` (that snapshot left older profiles out) sets one even when the
 * rows fit. Resolves the ids dropped.
 */
export async function pruneToBound(
  database: ContactoDb,
  options: { bound: number; restart: boolean; bounded: boolean },
): Promise<number[]> {
  const stored = options.restart ? null : await readEdge(database);
  const count = await database.profiles.count();
  if (!stored && !options.bounded && count <= options.bound) {
    if (options.restart) await database.syncState.delete(EDGE_KEY);
    return [];
  }
  // Only the keys and the flag; newest first through the createdTime index (ties by id).
  const rows: (Keyed & { isFeatured: boolean })[] = [];
  await database.profiles
    .orderBy('createdTime')
    .reverse()
    .each((row) => {
      rows.push({ createdTime: row.createdTime, id: row.id, isFeatured: row.isFeatured });
    });
  rows.sort(newestFirst);
  const { drop, edge } = boundedWindow(rows, { bound: options.bound, edge: stored, bounded: options.bounded || stored !== null });
  if (edge) await database.syncState.put({ key: EDGE_KEY, value: edge });
  else await database.syncState.delete(EDGE_KEY);
  if (drop.length > 0) await database.profiles.bulkDelete(drop);
  return drop;
}
