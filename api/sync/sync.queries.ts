// The ids of outbox entries the server has applied (applied_sync_entries, 00010).
import type { Queryable } from '#db/connection.ts';

/**
 * Records that `entryId` of `userId` is being applied; false if it was already. Inside the
 * entry's transaction: a concurrent push of the same id waits for it and then sees it recorded.
 */
export async function rememberEntry(db: Queryable, userId: number, entryId: string, kind: string): Promise<boolean> {
  const rows = await db`
    INSERT INTO applied_sync_entries (user_id, entry_id, kind) VALUES (${userId}, ${entryId}, ${kind})
    ON CONFLICT (user_id, entry_id) DO NOTHING
    RETURNING 1`;
  return rows.length === 1;
}
