// What a signed-in account keeps on this device, and how it goes at logout: after logout the whole
// client cache is cleared, favourites included (the offline model in docs/architecture.md). The
// logout flow first asks how many of the account's changes are still unsent, pushes them, and only
// then clears — so nothing is lost unless the visitor chose to discard it.
import { type ContactoDb, db as defaultDb } from './db.ts';

/** Outbox entries of this user still waiting to be pushed. */
export async function countPendingChanges(userId: number, db: ContactoDb = defaultDb): Promise<number> {
  return db.outbox.filter((entry) => entry.payload.userId === userId).count();
}

/**
 * Removes every private datum of the account from the device: favourites, their outbox entries,
 * and the account's orders with their purchased contacts (a guest's purchases on the device stay).
 */
export async function clearAccountData(userId: number, db: ContactoDb = defaultDb): Promise<void> {
  await db.transaction('rw', [db.favorites, db.outbox, db.purchases], async () => {
    await db.favorites.where('[userId+profileId]').between([userId, -Infinity], [userId, Infinity]).delete();
    await db.outbox.filter((entry) => entry.payload.userId === userId).delete();
    await db.purchases.filter((row) => row.userId === userId).delete();
  });
}
