// The catalogue change feed (GET /api/sync/catalog): first a snapshot of the current public
// catalogue, newest first, so a new client shows its first screen at once; then every change that
// committed since the snapshot began, in (txid, seq) order, never skipping one that committed
// out of order (docs/decisions/002, 004). The cards are JSON text written by PostgreSQL
// (profiles.queries.ts cardJson); a page (CatalogPage) is assembled here as text around them.

import type { Sql } from '#db/connection.ts';
import { currentHorizon, findChanges, findPublicCards, findSnapshotCards, hasChanges } from './catalog.queries.ts';
import { type CatalogCursor, decodeCursor, encodeCursor } from './catalog-cursor.ts';

type FeedCursor = Extract<CatalogCursor, { phase: 'feed' }>;
type SnapshotCursor = Extract<CatalogCursor, { phase: 'snapshot' }>;

/** A change as JSON text: an upsert around the card's JSON, or a tombstone. */
type ChangeJson = string;
const upsert = (card: string): ChangeJson => `{"kind":"upsert","profile":${card}}`;
const tombstone = (id: number): ChangeJson => `{"kind":"delete","id":${id}}`;

/** CatalogPage as JSON text, keys in the schema's order. */
function pageJson(changes: ChangeJson[], cursor: CatalogCursor, hasMore: boolean, snapshotComplete?: true): string {
  const complete = snapshotComplete ? ',"snapshotComplete":true' : '';
  return `{"changes":[${changes.join(',')}],"cursor":${JSON.stringify(encodeCursor(cursor))},"hasMore":${hasMore}${complete}}`;
}

export function createCatalogService(sql: Sql) {
  async function snapshotPage(cursor: SnapshotCursor | undefined, limit: number): Promise<string> {
    // Taken before the first page is read: every change a later page could miss was written by a
    // transaction at or above this horizon, and the feed phase replays from there.
    const xmin0 = cursor?.xmin0 ?? (await currentHorizon(sql));
    const rows = await findSnapshotCards(sql, cursor?.after ?? null, limit + 1);
    const page = rows.slice(0, limit);
    const changes = page.map((row) => upsert(row.json));
    const last = page.at(-1);
    if (rows.length > limit && last) {
      const next: SnapshotCursor = { phase: 'snapshot', xmin0, after: { createdAt: last.createdAtKey, id: last.id } };
      return pageJson(changes, next, true);
    }
    const feed: FeedCursor = { phase: 'feed', txid: xmin0, seq: '0' };
    return pageJson(changes, feed, await hasChanges(sql, feed), true);
  }

  async function feedPage(cursor: FeedCursor, limit: number): Promise<string> {
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
    return pageJson(changes, next, rows.length > limit);
  }

  return {
    /** One page (CatalogPage JSON text) after `cursor` ('' starts a new snapshot); a bad cursor is a ValidationError. */
    async page(cursorText: string, limit: number): Promise<string> {
      const cursor = decodeCursor(cursorText);
      return cursor?.phase === 'feed' ? feedPage(cursor, limit) : snapshotPage(cursor, limit);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
