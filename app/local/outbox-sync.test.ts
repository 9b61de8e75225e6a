// The Dexie outbox as the push loop sees it: only the signed-in account's entries, oldest first;
// failed pushes counted; an entry no schema accepts is dropped instead of blocking the rest.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ContactoDb } from './db.ts';
import { addFavorite, removeFavorite } from './favorites.ts';
import { dexieOutboxStore } from './outbox-sync.ts';

let db: ContactoDb;
beforeEach(async () => {
  db = new ContactoDb(`outbox-sync-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await db.delete();
});

describe('the Dexie outbox store', () => {
  it('gives the signed-in account’s entries oldest first, and none to a guest', async () => {
    const mine = [await addFavorite(1, 10, { db }), await removeFavorite(1, 10, { db })];
    await addFavorite(2, 10, { db });
    const third = await addFavorite(1, 11, { db });
    let userId: number | undefined = 1;
    const store = dexieOutboxStore(db, () => userId);
    expect((await store.peek(10)).map((e) => e.id)).toEqual([...mine, third].map((e) => e.id));
    expect((await store.peek(2)).map((e) => e.id)).toEqual(mine.map((e) => e.id));
    userId = undefined;
    expect(await store.peek(10)).toEqual([]);
  });

  it('counts failed pushes and forgets answered entries', async () => {
    const a = await addFavorite(1, 10, { db });
    const b = await addFavorite(1, 11, { db });
    const store = dexieOutboxStore(db, () => 1);
    await store.markFailed([a.id, b.id]);
    await store.markFailed([b.id]);
    expect((await db.outbox.orderBy('createdAt').toArray()).map((e) => e.attempts)).toEqual([1, 2]);
    await store.remove([a.id]);
    expect((await store.peek(10)).map((e) => e.id)).toEqual([b.id]);
  });

  it('drops an entry that no longer matches its schema, so it cannot block the others', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const good = await addFavorite(1, 10, { db });
    await db.outbox.add({ id: 'not-a-uuid', kind: 'favorite.add', payload: { userId: 1 }, createdAt: 0, attempts: 0 } as never);
    const store = dexieOutboxStore(db, () => 1);
    expect((await store.peek(10)).map((e) => e.id)).toEqual([good.id]);
    expect(await db.outbox.count()).toBe(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
