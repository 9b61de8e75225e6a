// A signed-in user's favourites: the public calls,
// the sync pull, and how the sync push applies the favourite outbox entries. Adding is allowed
// only for a public profile; adding twice or removing what is not there changes nothing.
import type { FavoriteStatus, SyncedFavorite } from '#contract/favorites.schema.ts';
import type { Queryable, Sql } from '#db/connection.ts';
import type { OutboxEntry } from '#sync/outbox.schema.ts';
import type { SyncRejectReason } from '#sync/push.schema.ts';
import { ProfileNotFoundError } from '../profiles/profiles.service.ts';
import { deleteFavorite, favoriteExists, findFavoritesJson, findSyncedFavorites, insertFavorite } from './favorites.queries.ts';

type FavoriteEntry = Extract<OutboxEntry, { kind: 'favorite.add' | 'favorite.remove' }>;

/** Applies one favourite outbox entry of `userId` inside the push's transaction; a reason if it never can. */
export async function applyFavoriteEntry(tx: Queryable, entry: FavoriteEntry): Promise<SyncRejectReason | null> {
  const { userId, profileId } = entry.payload;
  if (entry.kind === 'favorite.remove') {
    await deleteFavorite(tx, userId, profileId);
    return null;
  }
  const added = await insertFavorite(tx, userId, profileId, new Date(entry.payload.addedAt));
  return added ? null : 'profileNotPublic';
}

export function createFavoritesService(sql: Sql) {
  return {
    /** JSON text of [{profile, createdAt}], newest first. */
    list: (userId: number): Promise<string> => findFavoritesJson(sql, userId),

    async status(userId: number, profileId: number): Promise<FavoriteStatus> {
      return { isFavorited: await favoriteExists(sql, userId, profileId) };
    },

    async add(userId: number, profileId: number): Promise<FavoriteStatus> {
      if (!(await insertFavorite(sql, userId, profileId))) throw new ProfileNotFoundError();
      return { isFavorited: true };
    },

    async remove(userId: number, profileId: number): Promise<FavoriteStatus> {
      await deleteFavorite(sql, userId, profileId);
      return { isFavorited: false };
    },

    /** The pull: every favourite the server holds for the user (it is the truth). */
    synced: (userId: number): Promise<SyncedFavorite[]> => findSyncedFavorites(sql, userId),
  };
}
