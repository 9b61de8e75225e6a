import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAccountData, countPendingChanges } from './account-data.ts';
import { ContactoDb } from './db.ts';
import { writeWithOutbox } from './outbox.ts';
import { savePurchases } from './purchases.ts';

let db: ContactoDb;

beforeEach(async () => {
  db = new ContactoDb(`account-data-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  await db.delete();
});

async function favorite(userId: number, profileId: number): Promise<void> {
  const row = { userId, profileId, addedAt: 1 };
  await writeWithOutbox({ kind: 'favorite.add', payload: row }, [db.favorites], () => db.favorites.put(row), { db });
}

describe('account data on the device', () => {
  it('counts and clears one account only, leaving another account on the same device untouched', async () => {
    await favorite(1, 10);
    await favorite(1, 11);
    await favorite(2, 10);
    expect(await countPendingChanges(1, db)).toBe(2);

    await clearAccountData(1, db);

    expect(await countPendingChanges(1, db)).toBe(0);
    expect(await db.favorites.toArray()).toEqual([{ userId: 2, profileId: 10, addedAt: 1 }]);
    expect(await countPendingChanges(2, db)).toBe(1);
  });

  it("clears the orders and purchased contacts of that account, leaving a guest's and another account's", async () => {
    const order = {
      id: 1,
      customerName: 'B',
      customerEmail: 'b@example.com',
      totalAmount: '2.00',
      status: 'completed',
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    const item = (id: number) => ({
      id,
      price: '2.00',
      profile: { id: id * 10, firstName: 'Ana', lastName: 'P.', age: 25, location: 'Santiago', primaryPhoto: null, photos: [] },
      contactInfo: { email: 'a@example.com' },
    });
    await savePurchases(order, [item(1)], { db, userId: 1 });
    await savePurchases({ ...order, id: 2 }, [item(2)], { db });
    await savePurchases({ ...order, id: 3 }, [item(3)], { db, userId: 2 });

    await clearAccountData(1, db);

    expect((await db.purchases.orderBy('id').toArray()).map((row) => [row.id, row.userId])).toEqual([
      [2, undefined],
      [3, 2],
    ]);
  });
});
