// The favourites pull (the server is the truth on pull). The user's favourites on the
// device become the server's list with the user's still-unpushed outbox entries replayed on top,
// in one rw transaction, so a pull never undoes a tap the server has not heard of yet. Entries
// seen before the request are replayed too: one pushed while the request was under way may be
// missing from the answer, and replaying a change the server already holds changes nothing.
// Card snapshots are kept (filled from the catalogue replica when missing), so a favourite whose
// profile left the public view can still be named. A tap made and pushed during the request makes
// the pull ask again rather than write an answer older than the tap. Called when the favourites page opens online,
// after a login, and by the push loop after a push.
import { z } from 'zod/mini';
import { request } from '#app/api/client.ts';
import { type SyncedFavorite, SyncedFavoriteSchema } from '#contract/favorites.schema.ts';
import type { CatalogCard } from '#contract/profile.schema.ts';
import type { OutboxEntry } from '#sync/outbox.schema.ts';
import { type ContactoDb, db as defaultDb, type FavoriteRow, type LocalProfile } from './db.ts';

const SyncedFavoritesSchema = z.array(SyncedFavoriteSchema);

export interface PullFavoritesOptions {
  db?: ContactoDb;
  /** GET /api/sync/favorites of the signed-in user; throws ApiError (a 401 for a guest). */
  fetchList?: () => Promise<SyncedFavorite[]>;
  /** Checked inside the transaction: a user who logged out meanwhile gets nothing written back. */
  isCurrentUser?: (userId: number) => boolean;
}

type FavoriteEntry = Extract<OutboxEntry, { kind: 'favorite.add' | 'favorite.remove' }>;

function isFavoriteEntryOf(userId: number) {
  return (entry: OutboxEntry): entry is FavoriteEntry =>
    (entry.kind === 'favorite.add' || entry.kind === 'favorite.remove') && entry.payload.userId === userId;
}

async function pendingEntries(db: ContactoDb, userId: number): Promise<FavoriteEntry[]> {
  return (await db.outbox.orderBy('createdAt').toArray()).filter(isFavoriteEntryOf(userId));
}

function publicCard({ searchText: _search, createdTime: _time, generation: _generation, ...card }: LocalProfile): CatalogCard {
  return card;
}

/** The user's favourites on the device, as one comparable string. */
async function localState(db: ContactoDb, userId: number): Promise<string> {
  const rows = await db.favorites.where('[userId+profileId]').between([userId, -Infinity], [userId, Infinity]).toArray();
  return rows.map((row) => `${row.profileId}:${row.addedAt}`).join(',');
}

/** How often a pull asks again when taps keep changing the device under its request. */
const PULL_ATTEMPTS = 3;

/** Makes the user's favourites on the device equal to the server's list plus the unpushed taps. */
export async function pullFavorites(userId: number, options: PullFavoritesOptions = {}): Promise<void> {
  for (let attempt = 1; !(await pullOnce(userId, options)) && attempt < PULL_ATTEMPTS; attempt++) {
    // the answer may predate a tap: ask again
  }
}

/** One pull; false when the device's favourites changed while the request was under way (nothing written). */
async function pullOnce(userId: number, options: PullFavoritesOptions): Promise<boolean> {
  const {
    db = defaultDb,
    fetchList = () => request('/api/sync/favorites', { schema: SyncedFavoritesSchema }),
    isCurrentUser = () => true,
  } = options;
  const seenBefore = await pendingEntries(db, userId);
  const before = await localState(db, userId);
  const list = await fetchList();

  return db.transaction('rw', [db.favorites, db.outbox, db.profiles], async () => {
    if (!isCurrentUser(userId)) return true;
    // A tap written and pushed while the request was under way is in neither read of the outbox,
    // and the answer may predate it: writing it would undo the tap on the device.
    if ((await localState(db, userId)) !== before) return false;
    const stillPending = await pendingEntries(db, userId);
    const replay = new Map<string, FavoriteEntry>();
    for (const entry of [...seenBefore, ...stillPending]) replay.set(entry.id, entry);

    const local = await db.favorites.where('[userId+profileId]').between([userId, -Infinity], [userId, Infinity]).toArray();
    const localById = new Map(local.map((row) => [row.profileId, row]));
    const next = new Map<number, FavoriteRow>();
    for (const favorite of list) {
      const known = localById.get(favorite.profileId);
      const addedAt = Date.parse(favorite.createdAt);
      next.set(favorite.profileId, {
        ...known,
        userId,
        profileId: favorite.profileId,
        addedAt: Number.isNaN(addedAt) ? (known?.addedAt ?? 0) : addedAt,
        isPublic: favorite.isPublic,
      });
    }
    // Map insertion order is the outbox order (seen-before entries first, both in createdAt order).
    for (const entry of [...replay.values()].sort((a, b) => a.createdAt - b.createdAt)) {
      const { profileId } = entry.payload;
      if (entry.kind === 'favorite.remove') {
        next.delete(profileId);
        continue;
      }
      const known = next.get(profileId) ?? localById.get(profileId);
      next.set(profileId, { ...known, userId, profileId, addedAt: entry.payload.addedAt });
    }

    const withoutCard = [...next.values()].filter((row) => !row.card);
    const cards = await db.profiles.bulkGet(withoutCard.map((row) => row.profileId));
    withoutCard.forEach((row, index) => {
      const card = cards[index];
      if (card) row.card = publicCard(card);
    });

    const gone = local.filter((row) => !next.has(row.profileId)).map((row): [number, number] => [userId, row.profileId]);
    await db.favorites.bulkDelete(gone);
    await db.favorites.bulkPut([...next.values()]);
    return true;
  });
}

const inFlight = new Map<number, Promise<void>>();

/** pullFavorites, joining a pull of the same user that is already under way. */
export function pullFavoritesNow(userId: number, options: PullFavoritesOptions = {}): Promise<void> {
  let pull = inFlight.get(userId);
  if (!pull) {
    pull = pullFavorites(userId, options).finally(() => inFlight.delete(userId));
    inFlight.set(userId, pull);
  }
  return pull;
}
