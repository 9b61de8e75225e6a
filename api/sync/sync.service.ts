// The server side of the sync engine: applies a user's outbox entries in
// the order sent, each at most once. Each entry runs in its own transaction that first records
// its id (applied_sync_entries), so an entry either changed the data and is remembered, or did
// neither; a push retried, duplicated or replayed after a lost answer changes nothing twice.
// A new outbox kind adds its handler to HANDLERS.
import type { Queryable, Sql } from '#db/connection.ts';
import type { OutboxEntry, OutboxKind } from '#sync/outbox.schema.ts';
import type { SyncPushResult, SyncRejectReason } from '#sync/push.schema.ts';
import { applyFavoriteEntry } from '../favorites/favorites.service.ts';
import { rememberEntry } from './sync.queries.ts';

type Handler<K extends OutboxKind> = (tx: Queryable, entry: Extract<OutboxEntry, { kind: K }>) => Promise<SyncRejectReason | null>;

const HANDLERS: { [K in OutboxKind]: Handler<K> } = {
  'favorite.add': applyFavoriteEntry,
  'favorite.remove': applyFavoriteEntry,
};

/** Thrown inside an entry's transaction to roll back its record when the entry is rejected. */
class Rejected extends Error {
  readonly reason: SyncRejectReason;
  constructor(reason: SyncRejectReason) {
    super(reason);
    this.reason = reason;
  }
}

async function applyPush(sql: Sql, userId: number, entries: readonly OutboxEntry[]): Promise<SyncPushResult> {
  const result: SyncPushResult = { applied: [], duplicate: [], rejected: [] };
  for (const entry of entries) {
    // an entry names its account; one written under another account never applies here
    if (entry.payload.userId !== userId) {
      result.rejected.push({ id: entry.id, reason: 'otherUser' });
      continue;
    }
    try {
      const fresh = await sql.begin(async (tx) => {
        if (!(await rememberEntry(tx, userId, entry.id, entry.kind))) return false;
        const reason = await (HANDLERS[entry.kind] as Handler<OutboxKind>)(tx, entry);
        if (reason) throw new Rejected(reason);
        return true;
      });
      (fresh ? result.applied : result.duplicate).push(entry.id);
    } catch (error) {
      if (!(error instanceof Rejected)) throw error;
      result.rejected.push({ id: entry.id, reason: error.reason });
    }
  }
  return result;
}

export function createSyncService(sql: Sql) {
  return {
    /** Applies a user's pushed outbox entries, in order, each at most once. */
    push: (userId: number, entries: readonly OutboxEntry[]): Promise<SyncPushResult> => applyPush(sql, userId, entries),
  };
}

export type SyncService = ReturnType<typeof createSyncService>;
