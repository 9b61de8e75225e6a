// The catalogue change feed (GET /api/sync/catalog): first a snapshot of the current public
// catalogue, newest first, so a new client shows its first screen at once; then every change that
// committed since the snapshot began, in (txid, seq) order, never skipping one that committed
// out of order (docs/decisions/002, 004).

import type { Sql } from '#db/connection.ts';
import type { CatalogChange, CatalogPage } from '#sync/catalog.schema.ts';
import { toCatalogCard } from '../profiles/profiles.service.ts';
import { currentHorizon, findChanges, findPublicCards, findSnapshotCards, hasChanges } from './catalog.queries.ts';
import { type CatalogCursor, decodeCursor, encodeCursor } from './catalog-cursor.ts';

type FeedCursor = Extract<CatalogCursor, { phase: 'feed' }>;
type SnapshotCursor = Extract<CatalogCursor, { phase: 'snapshot' }>;

export function createCatalogService(sql: Sql) {
  async function snapshotPage(cursor: SnapshotCursor | undefined, limit: number): Promise<CatalogPage> {
    // Taken before the first page is read: every change a later page could miss was written by a
    // transaction at or above this horizon, and the feed phase replays from there.
    const xmin0 = cursor?.xmin0 ?? (await currentHorizon(sql));
    const rows = await findSnapshotCards(sql, cursor?.after ?? null, limit + 1);
    const page = rows.slice(0, limit);
    const changes: CatalogChange[] = page.map((row) => ({ kind: 'upsert', profile: toCatalogCard(row) }));
    const last = page.at(-1);
    if (rows.length > limit && last) {
      const next: SnapshotCursor = { phase: 'snapshot', xmin0, after: { createdAt: last.createdAtKey, id: last.id } };
      return { changes, cursor: encodeCursor(next), hasMore: true };
    }
    const feed: FeedCursor = { phase: 'feed', txid: xmin0, seq: '0' };
    return { changes, cursor: encodeCursor(feed), hasMore: await hasChanges(sql, feed), snapshotComplete: true };
  }

  async function feedPage(cursor: FeedCursor, limit: number): Promise<CatalogPage> {
    const rows = await findChanges(sql, cursor, limit + 1);
    const page = rows.slice(0, limit);
    // One change per profile: its latest kind, in the order of its latest row.
    const latest = new Map<number, 'upsert' | 'delete'>();
    for (const row of page) {
      latest.delete(row.profileId);
      latest.set(row.profileId, row.kind);
    }
    const upserts = [...latest].filter(([, kind]) => kind === 'upsert').map(([id]) => id);
    const cards = new Map((await findPublicCards(sql, upserts)).map((row) => [row.id, row]));
    const changes: CatalogChange[] = [...latest].map(([id, kind]) => {
      const card = kind === 'upsert' ? cards.get(id) : undefined;
      // An upsert of a profile that is not public any more by now is sent as its tombstone.
      return card ? { kind: 'upsert', profile: toCatalogCard(card) } : { kind: 'delete', id };
    });
    const last = page.at(-1);
    const next: FeedCursor = last ? { phase: 'feed', txid: last.txid, seq: last.seq } : cursor;
    return { changes, cursor: encodeCursor(next), hasMore: rows.length > limit };
  }

  return {
    /** One page after `cursor` ('' starts a new snapshot); a bad cursor is a ValidationError. */
    async page(cursorText: string, limit: number): Promise<CatalogPage> {
      const cursor = decodeCursor(cursorText);
      return cursor?.phase === 'feed' ? feedPage(cursor, limit) : snapshotPage(cursor, limit);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
