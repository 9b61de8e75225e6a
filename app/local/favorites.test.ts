import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ContactoDb } from './db.ts';
import { addFavorite, removeFavorite } from './favorites.ts';

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
});
