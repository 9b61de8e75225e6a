import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SyncedFavorite } from '#contract/favorites.schema.ts';
import { buildCatalogCard as card } from '#tests/factories/catalog-card.factory.ts';
import { toLocalProfile } from './catalog.ts';
import { ContactoDb } from './db.ts';
import { addFavorite, removeFavorite } from './favorites.ts';
import { pullFavorites } from './favorites-pull.ts';

let db: ContactoDb;

beforeEach(async () => {
  db = new ContactoDb(`favorites-pull-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

const USER = 7;
const OTHER = 8;

function server(...favorites: Array<[profileId: number, createdAt: number, isPublic?: boolean]>) {
  const list: SyncedFavorite[] = favorites.map(([profileId, createdAt, isPublic = true]) => ({
    profileId,
    createdAt: new Date(createdAt).toISOString(),
    isPublic,
  }));
  return { db, fetchList: async () => list };
}

async function favouriteIds(userId = USER) {
  return (await db.favorites.where('[userId+profileId]').between([userId, -Infinity], [userId, Infinity]).toArray()).map(
    (row) => row.profileId,
  );
}

describe('the favourites pull', () => {
  it('when the server holds favourites the device lacks, then they arrive with the server time and visibility', async () => {
    await pullFavorites(USER, server([1, 1000], [2, 2000, false]));
    expect(await db.favorites.toArray()).toEqual([
      { userId: USER, profileId: 1, addedAt: 1000, isPublic: true },
      { userId: USER, profileId: 2, addedAt: 2000, isPublic: false },
    ]);
  });

  it('when a pushed favourite is gone from the server, then it leaves the device', async () => {
    await db.favorites.bulkPut([
      { userId: USER, profileId: 1, addedAt: 1000 },
      { userId: USER, profileId: 2, addedAt: 2000 },
    ]);
    await pullFavorites(USER, server([2, 2000]));
    expect(await favouriteIds()).toEqual([2]);
  });

  it('when an add is not pushed yet, then the pull keeps it', async () => {
    await addFavorite(USER, 3, { db, now: () => 3000 });
    await pullFavorites(USER, server([1, 1000]));
    expect(await favouriteIds()).toEqual([1, 3]);
    expect((await db.favorites.get([USER, 3]))?.addedAt).toBe(3000);
  });

  it('when a remove is not pushed yet, then the pull does not bring the favourite back', async () => {
    await db.favorites.put({ userId: USER, profileId: 1, addedAt: 1000 });
    await removeFavorite(USER, 1, { db });
    await pullFavorites(USER, server([1, 1000], [2, 2000]));
    expect(await favouriteIds()).toEqual([2]);
  });

  it('when a tap is pushed while the request is under way, then the answer without it does not undo it', async () => {
    await addFavorite(USER, 4, { db, now: () => 4000 });
    await pullFavorites(USER, {
      db,
      // the push loop sends the entry and drops it from the outbox before the (older) answer lands
      fetchList: async () => {
        await db.outbox.clear();
        return [];
      },
    });
    expect(await favouriteIds()).toEqual([4]);
  });

  it('when a tap is made and pushed while the request is under way, then the older answer does not undo it', async () => {
    await db.favorites.put({ userId: USER, profileId: 6, addedAt: 1000 });
    let requests = 0;
    await pullFavorites(USER, {
      db,
      fetchList: async () => {
        requests += 1;
        if (requests > 1) return [];
        // the server answered before the tap; the tap is written and pushed before the answer lands
        await removeFavorite(USER, 6, { db });
        await db.outbox.clear();
        return [{ profileId: 6, createdAt: new Date(1000).toISOString(), isPublic: true }];
      },
    });
    expect(await favouriteIds()).toEqual([]);
    // the stale answer was not written; the pull asked again
    expect(requests).toBe(2);
  });

  it('when taps keep coming under every request, then it stops asking and the device keeps its taps', async () => {
    let requests = 0;
    await pullFavorites(USER, {
      db,
      fetchList: async () => {
        requests += 1;
        await addFavorite(USER, 10 + requests, { db });
        await db.outbox.clear();
        return [];
      },
    });
    expect(requests).toBe(3);
    expect(await favouriteIds()).toEqual([11, 12, 13]);
  });

  it('when several taps on one profile wait, then the last one wins', async () => {
    await addFavorite(USER, 5, { db, now: () => 5000 });
    await removeFavorite(USER, 5, { db, now: () => 5001 });
    await addFavorite(USER, 5, { db, now: () => 5002 });
    await pullFavorites(USER, server());
    expect(await db.favorites.get([USER, 5])).toMatchObject({ addedAt: 5002 });
  });

  it("leaves other users' favourites and outbox alone", async () => {
    await db.favorites.put({ userId: OTHER, profileId: 1, addedAt: 1000 });
    await removeFavorite(OTHER, 2, { db });
    await pullFavorites(USER, server([2, 2000]));
    expect(await favouriteIds(OTHER)).toEqual([1]);
    expect(await favouriteIds(USER)).toEqual([2]);
    expect(await db.outbox.count()).toBe(1);
  });

  it('keeps card snapshots and fills a missing one from the catalogue replica', async () => {
    await db.favorites.put({ userId: USER, profileId: 1, addedAt: 1000, card: card(1, { firstName: 'Snapshot' }) });
    await db.profiles.bulkPut([toLocalProfile(card(1, { firstName: 'Replica' }), 1), toLocalProfile(card(2, { firstName: 'Ana' }), 1)]);
    await pullFavorites(USER, server([1, 1000], [2, 2000], [3, 3000, false]));
    const rows = await db.favorites.toArray();
    expect(rows.map((row) => row.card?.firstName)).toEqual(['Snapshot', 'Ana', undefined]);
  });

  it('writes nothing when the user logged out while the request was under way', async () => {
    await pullFavorites(USER, { ...server([1, 1000]), isCurrentUser: () => false });
    expect(await db.favorites.count()).toBe(0);
  });
});
