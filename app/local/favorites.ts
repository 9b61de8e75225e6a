// Favourites on the device: one row per user and profile, each change written with its
// outbox entry in one transaction (outbox.ts), so the heart answers at once, offline too, and the
// push loop (outbox-sync.ts) tells the server later. The server stays the truth: the pull
// replaces these rows with its list once the outbox of the user is empty.
import { useLiveQuery } from 'dexie-react-hooks';
import type { OutboxEntry } from '#sync/outbox.schema.ts';
import { type ContactoDb, db as defaultDb, type FavoriteRow } from './db.ts';
import { writeWithOutbox } from './outbox.ts';

export interface FavoriteWriteOptions {
  db?: ContactoDb;
  now?: () => number;
}

/** Marks a profile as a favourite of the user (and queues the push). */
export async function addFavorite(userId: number, profileId: number, { db = defaultDb, now = Date.now }: FavoriteWriteOptions = {}) {
  const addedAt = now();
  return writeWithOutbox(
    { kind: 'favorite.add', payload: { userId, profileId, addedAt } },
    [db.favorites, db.profiles],
    async () => {
      const card = await db.profiles.get(profileId);
      const row: FavoriteRow = { userId, profileId, addedAt };
      if (card) {
        const { searchText: _search, createdTime: _time, generation: _generation, ...publicCard } = card;
        row.card = publicCard;
      }
      await db.favorites.put(row);
    },
    { db, now },
  );
}

/** Removes a profile from the user's favourites (and queues the push). */
export async function removeFavorite(userId: number, profileId: number, { db = defaultDb, now = Date.now }: FavoriteWriteOptions = {}) {
  return writeWithOutbox(
    { kind: 'favorite.remove', payload: { userId, profileId } },
    [db.favorites],
    () => db.favorites.delete([userId, profileId]),
    {
      db,
      now,
    },
  );
}

/** Makes the profile a favourite or not, as asked; a change only when it is not so already. */
export async function setFavorite(
  userId: number,
  profileId: number,
  favorite: boolean,
  options: FavoriteWriteOptions = {},
): Promise<OutboxEntry | null> {
  const db = options.db ?? defaultDb;
  const isFavorite = (await db.favorites.get([userId, profileId])) !== undefined;
  if (isFavorite === favorite) return null;
  return favorite ? addFavorite(userId, profileId, options) : removeFavorite(userId, profileId, options);
}

/**
 * The server refused a favourite add (the profile is no longer public): the heart goes off on
 * the device too, unless a later change of the same favourite still waits to be pushed.
 */
export async function dropRejectedFavorite(entry: OutboxEntry, { db = defaultDb }: { db?: ContactoDb } = {}): Promise<void> {
  if (entry.kind !== 'favorite.add') return;
  const { userId, profileId } = entry.payload;
  await db.transaction('rw', [db.favorites, db.outbox], async () => {
    const later = await db.outbox
      .filter((other) => other.kind.startsWith('favorite.') && other.payload.userId === userId && other.payload.profileId === profileId)
      .count();
    if (later === 0) await db.favorites.delete([userId, profileId]);
  });
}

/** Whether the profile is a favourite of the user on this device (undefined while loading). */
export function useIsFavorite(userId: number | undefined, profileId: number): boolean | undefined {
  return useLiveQuery(
    async () => (userId === undefined ? false : (await defaultDb.favorites.get([userId, profileId])) !== undefined),
    [userId, profileId],
  );
}

/** The user's favourites, newest first. */
export function useFavoriteRows(userId: number | undefined): FavoriteRow[] | undefined {
  return useLiveQuery(
    async () =>
      userId === undefined
        ? []
        : (await defaultDb.favorites.where('[userId+addedAt]').between([userId, -Infinity], [userId, Infinity]).toArray()).reverse(),
    [userId],
  );
}
