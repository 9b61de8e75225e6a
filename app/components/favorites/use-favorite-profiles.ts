// The favourites page's rows, live from Dexie (offline too): the user's favourites joined with
// the catalogue replica (favorites-query.ts says which are still public).
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { isReplicaWhole } from '#app/local/catalog.ts';
import { db, type LocalProfile } from '#app/local/db.ts';
import { useFavoriteRows } from '#app/local/favorites.ts';
import { type JoinedFavorites, joinFavorites } from './favorites-query.ts';

interface ReplicaRows {
  rows: ReadonlyMap<number, LocalProfile>;
  complete: boolean;
}

/** Undefined until the device has answered. */
export function useFavoriteProfiles(userId: number): JoinedFavorites | undefined {
  const favorites = useFavoriteRows(userId);
  const idsKey = favorites?.map((row) => row.profileId).join(',');
  const replica = useLiveQuery(async (): Promise<ReplicaRows | undefined> => {
    if (idsKey === undefined) return undefined;
    const ids = idsKey === '' ? [] : idsKey.split(',').map(Number);
    return db.transaction('r', [db.profiles, db.syncState], async () => {
      const rows = await db.profiles.bulkGet(ids);
      return {
        rows: new Map(rows.flatMap((row) => (row ? [[row.id, row] as const] : []))),
        complete: await isReplicaWhole(db),
      };
    });
  }, [idsKey]);
  return useMemo(() => (favorites && replica ? joinFavorites(favorites, replica.rows, replica.complete) : undefined), [favorites, replica]);
}
