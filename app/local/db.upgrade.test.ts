// Opening the app's database over one a previous version left behind keeps the user's data:
// a version-1 database with rows in every table is upgraded in place, and every row is still
// there, still found through its indexes.
import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { readCatalogSyncState } from './catalog.ts';
import { ContactoDb } from './db.ts';

/** Version 1's schema, frozen here as it shipped (db.ts must never edit it either). */
const VERSION_1 = {
  profiles: 'id, createdTime, age, location, generation',
  profileDetails: 'id',
  syncState: 'key',
  cart: 'id, addedAt',
  favorites: 'profileId, createdAt',
  outbox: 'id, kind, createdAt',
  purchases: 'id, orderId, purchasedAt',
};

const profile = {
  id: 7,
  firstName: 'María',
  lastName: 'P.',
  age: 24,
  location: 'Santiago',
  aboutMe: 'Hola',
  price: '2.00',
  primaryPhoto: null,
  photos: [],
  videos: [],
  createdAt: '2025-01-02T10:00:00.000Z',
  searchText: 'maria p. hola',
  createdTime: Date.parse('2025-01-02T10:00:00.000Z'),
  generation: 3,
};
const v1Rows = {
  profiles: [profile],
  profileDetails: [{ id: 7, profile: { ...profile, height: null }, fetchedAt: 5 }],
  syncState: [
    { key: 'catalog.cursor', value: 'c-42' },
    { key: 'catalog.generation', value: 3 },
    { key: 'catalog.pulledAt', value: 1_700_000_000_000 },
  ],
  cart: [{ id: 7, name: 'María, 24', age: 24, location: 'Santiago', photo: '', price: 2, addedAt: 9 }],
  outbox: [
    {
      id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      kind: 'favorite.add',
      payload: { userId: 3, profileId: 7, addedAt: 8 },
      createdAt: 8,
      attempts: 1,
    },
  ],
  purchases: [
    {
      id: 11,
      orderId: 12,
      profileId: 7,
      price: 2,
      profile: { firstName: 'María' },
      contactInfo: { whatsapp: '+1 809 555 0101' },
      purchasedAt: '2025-01-03T10:00:00.000Z',
    },
  ],
};

let name = '';
afterEach(async () => {
  await Dexie.delete(name);
});

async function createVersion1(): Promise<void> {
  const old = new Dexie(name);
  old.version(1).stores(VERSION_1);
  await old.open();
  for (const [table, rows] of Object.entries(v1Rows)) await old.table(table).bulkAdd(rows);
  await old.table('favorites').add({ profileId: 7, createdAt: 8 });
  old.close();
}

describe('the upgrade from version 1', () => {
  it('keeps every row of every table that carries over, and they are found through their indexes', async () => {
    name = `upgrade-${crypto.randomUUID()}`;
    await createVersion1();

    const db = new ContactoDb(name);
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.browsePages.count()).toBe(0);
    for (const [table, rows] of Object.entries(v1Rows)) {
      expect(await db.table(table).toArray(), table).toEqual(rows);
    }
    expect(await db.profiles.where('age').equals(24).primaryKeys()).toEqual([7]);
    expect(await db.profiles.where('generation').below(4).count()).toBe(1);
    expect(await db.cart.orderBy('addedAt').primaryKeys()).toEqual([7]);
    expect(await db.outbox.where('kind').equals('favorite.add').count()).toBe(1);
    expect(await db.purchases.where('orderId').equals(12).primaryKeys()).toEqual([11]);
    expect(await readCatalogSyncState(db)).toMatchObject({ cursor: 'c-42', pulledAt: 1_700_000_000_000, generation: 3 });
    db.close();
  });

  it('replaces the owner-less favourites table with one keyed by user and profile', async () => {
    name = `upgrade-${crypto.randomUUID()}`;
    await createVersion1();

    const db = new ContactoDb(name);
    await db.open();
    expect(db.favorites.schema.primKey.keyPath).toEqual(['userId', 'profileId']);
    expect(await db.favorites.count()).toBe(0); // version 1's owner-less rows are gone
    await db.favorites.bulkAdd([
      { userId: 3, profileId: 7, addedAt: 20 },
      { userId: 4, profileId: 7, addedAt: 10 },
      { userId: 3, profileId: 9, addedAt: 30 },
    ]);
    expect(await db.favorites.get([3, 7])).toEqual({ userId: 3, profileId: 7, addedAt: 20 });
    const newestFirst = await db.favorites.where('[userId+addedAt]').between([3, Dexie.minKey], [3, Dexie.maxKey]).reverse().toArray();
    expect(newestFirst.map((row) => row.profileId)).toEqual([9, 7]);
    db.close();
  });
});
