import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactoDb } from './db.ts';
import { addFavorite, dropRejectedFavorite, removeFavorite, setFavorite } from './favorites.ts';

let db: ContactoDb;

beforeEach(async () => {
  db = new ContactoDb(`favorites-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

describe('favourites on the device', () => {
  it('writes each change with its outbox entry, in order', async () => {
    await addFavorite(7, 42, { db, now: () => 1000 });
    expect(await db.favorites.get([7, 42])).toEqual({ userId: 7, profileId: 42, addedAt: 1000 });
    await removeFavorite(7, 42, { db, now: () => 2000 });
    expect(await db.favorites.count()).toBe(0);
    const entries = await db.outbox.orderBy('createdAt').toArray();
    expect(entries.map((entry) => [entry.kind, entry.payload])).toEqual([
      ['favorite.add', { userId: 7, profileId: 42, addedAt: 1000 }],
      ['favorite.remove', { userId: 7, profileId: 42 }],
    ]);
  });

  it('sets a favourite on or off only when it is not so already', async () => {
    expect(await setFavorite(7, 42, false, { db })).toBeNull();
    expect((await setFavorite(7, 42, true, { db }))?.kind).toBe('favorite.add');
    expect(await setFavorite(7, 42, true, { db })).toBeNull();
    expect((await setFavorite(7, 42, false, { db }))?.kind).toBe('favorite.remove');
    expect(await db.outbox.count()).toBe(2);
    expect(await db.favorites.count()).toBe(0);
  });

  it('when the server rejects an add, then the heart goes off unless a later change of it still waits', async () => {
    const rejected = await addFavorite(7, 42, { db });
    await addFavorite(7, 43, { db });
    await db.outbox.delete(rejected.id);
    await dropRejectedFavorite(rejected, { db });
    expect(await db.favorites.get([7, 42])).toBeUndefined();
    expect(await db.favorites.get([7, 43])).toBeDefined();

    // tapped again while the first add was on its way: that later add decides
    const first = await addFavorite(7, 44, { db });
    await removeFavorite(7, 44, { db });
    await addFavorite(7, 44, { db });
    await db.outbox.delete(first.id);
    await dropRejectedFavorite(first, { db });
    expect(await db.favorites.get([7, 44])).toBeDefined();
  });
});
