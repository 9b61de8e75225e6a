// The catalogue change feed (GET /api/sync/catalog): first a snapshot of the current public
// catalogue, newest first, so a new client shows its first screen at once; then every change that
// committed since the snapshot began, in (txid, seq) order, never skipping one that committed
// out of order (docs/decisions/002, 004). The cards are JSON text written by PostgreSQL
// (profiles.queries.ts cardJson); a page (CatalogPage) is assembled here as text around them.

import type { Sql } from '#db/connection.ts';
import { BOUND_FEATURED } from '#sync/catalog.schema.ts';
import { findBoundEdge, findFeaturedBeyond, isWithinEdge } from '../sync/catalog-bound.queries.ts';
import { currentHorizon, findChanges, findPublicCards, findSnapshotCards, hasChanges } from './catalog.queries.ts';
import type { Computed } from './catalog-cache.ts';
import { type CatalogCursor, decodeCursor, encodeCursor } from './catalog-cursor.ts';

type FeedCursor = Extract<CatalogCursor, { phase: 'feed' }>;
type SnapshotCursor = Extract<CatalogCursor, { phase: 'snapshot' }>;

/** A change as JSON text: an upsert around the card's JSON, or a tombstone. */
type ChangeJson = string;
const upsert = (card: string): ChangeJson => `{"kind":"upsert","profile":${card}}`;
const tombstone = (id: number): ChangeJson => `{"kind":"delete","id":${id}}`;

/** CatalogPage as JSON text, keys in the schema's order. */
function pageJson(changes: ChangeJson[], cursor: CatalogCursor, hasMore: boolean, snapshotComplete?: true, bounded?: true): string {
  const complete = snapshotComplete ? `,"snapshotComplete":true${bounded ? ',"bounded":true' : ''}` : '';
  return `{"changes":[${changes.join(',')}],"cursor":${JSON.stringify(encodeCursor(cursor))},"hasMore":${hasMore}${complete}}`;
}

export function createCatalogService(sql: Sql) {
  async function snapshotPage(cursor: SnapshotCursor | undefined, limit: number, bound?: number): Promise<Computed> {
    // Taken before the first page is read: every change a later page could miss was written by a
    // transaction at or above this horizon, and the feed phase replays from there.
    const xmin0 = cursor?.xmin0 ?? (await currentHorizon(sql));
    // A bounded snapshot stops at the bound-th newest card (found again on each page: a profile
    // published meanwhile moves it a little, and comes through the feed phase anyway).
    const edge = bound ? await findBoundEdge(sql, bound) : null;
    const read = await findSnapshotCards(sql, cursor?.after ?? null, limit + 1);
    const rows = edge ? read.filter((row) => isWithinEdge({ createdAt: row.createdAtKey, id: row.id }, edge)) : read;
    const page = rows.slice(0, limit);
    const changes = page.map((row) => upsert(row.json));
    const last = page.at(-1);
    if (rows.length > limit && last) {
      const next: SnapshotCursor = { phase: 'snapshot', xmin0, after: { createdAt: last.createdAtKey, id: last.id } };
      const json = pageJson(changes, next, true);
      // The first page of an unbounded snapshot, more following: it changes only when one of the
      // cards read changes, or a profile enters before its last (docs/decisions/070).
      if (cursor || edge) return { json };
      return { json, dependsOn: read.map((row) => row.id), newerThan: { createdAt: last.createdAtKey, id: last.id } };
    }
    const feed: FeedCursor = { phase: 'feed', txid: xmin0, seq: '0' };
    if (edge) for (const row of await findFeaturedBeyond(sql, edge, BOUND_FEATURED)) changes.push(upsert(row.json));
    return { json: pageJson(changes, feed, await hasChanges(sql, feed), true, edge ? true : undefined) };
  }

  async function feedPage(cursor: FeedCursor, limit: number): Promise<Computed> {
    const rows = await findChanges(sql, cursor, limit + 1);
    const page = rows.slice(0, limit);
    // One change per profile: its latest kind, in the order of its latest row.
    const latest = new Map<number, 'upsert' | 'delete'>();
    for (const row of page) {
      latest.delete(row.profileId);
      latest.set(row.profileId, row.kind);
    }
    const upserts = [...latest].filter(([, kind]) => kind === 'upsert').map(([id]) => id);
    const cards = new Map((await findPublicCards(sql, upserts)).map((row) => [row.id, row.json]));
    const changes = [...latest].map(([id, kind]) => {
      const card = kind === 'upsert' ? cards.get(id) : undefined;
      // An upsert of a profile that is not public any more by now is sent as its tombstone.
      return card ? upsert(card) : tombstone(id);
    });
    const last = page.at(-1);
    const next: FeedCursor = last ? { phase: 'feed', txid: last.txid, seq: last.seq } : cursor;
    const json = pageJson(changes, next, rows.length > limit);
    // A full page holds final rows only, and a row that becomes final later sorts after all of them
    // (its transaction was still running when they were read): its rows never change, only what
    // its profiles are now, and a change of one of them writes a row about her (docs/decisions/070).
    return rows.length > limit ? { json, dependsOn: [...latest.keys()] } : { json };
  }

  return {
    /** One page (CatalogPage JSON text, and what it depends on) after `cursor` ('' starts a new snapshot, of the newest
     * `bound` cards when given); a bad cursor is a ValidationError. */
    async page(cursorText: string, limit: number, bound?: number): Promise<Computed> {
      const cursor = decodeCursor(cursorText);
      return cursor?.phase === 'feed' ? feedPage(cursor, limit) : snapshotPage(cursor, limit, bound);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
