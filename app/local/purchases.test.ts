// Purchases are saved once per order item with their order's header, read back as one order for
// the payment page (also live), and grouped by order for "My purchases"; saving them asks once for
// persistent storage; the lookup that lets the device ask about an order again survives saves
// that bring none.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaidOrder, PurchasedContact } from '#contract/checkout.schema.ts';
import { ContactoDb } from './db.ts';
import { resetPersistentStorageRequest } from './persistent-storage.ts';
import {
  awaitsAnswer,
  groupPurchases,
  purchasedProfileIds,
  purchasesOfProfile,
  readSavedOrder,
  saveAccountOrders,
  savePurchases,
  watchBoughtContacts,
  watchSavedOrder,
} from './purchases.ts';

const order: PaidOrder = {
  id: 12,
  customerName: 'Guest Customer',
  customerEmail: 'buyer@example.com',
  totalAmount: '4.00',
  status: 'completed',
  createdAt: '2025-01-02T10:00:00.000Z',
};
const contact = (id: number, contactInfo: Record<string, string> = {}): PurchasedContact => ({
  id,
  price: '2.00',
  profile: { id: id * 10, firstName: 'Ana', lastName: 'P.', age: 25, location: 'Santiago', primaryPhoto: null, photos: [] },
  contactInfo,
});

let db: ContactoDb;
beforeEach(async () => {
  db = new ContactoDb(`purchases-${crypto.randomUUID()}`);
  await db.open();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  resetPersistentStorageRequest();
  await db.delete();
});

/** A StorageManager stand-in that grants persistence on request. */
function stubStorage(persisted: boolean) {
  const storage = { persisted: vi.fn(async () => persisted), persist: vi.fn(async () => true) };
  vi.stubGlobal('navigator', { storage });
  return storage;
}

describe('savePurchases', () => {
  it('writes one row per order item, and saving again updates instead of duplicating', async () => {
    await savePurchases(order, [contact(1), contact(2, { whatsapp: '+1 809 555 0101' })], { db });
    await savePurchases(order, [contact(1, { email: 'ana@example.com' }), contact(2, { whatsapp: '+1 809 555 0101' })], { db });

    const rows = await db.purchases.orderBy('id').toArray();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: 1, orderId: 12, profileId: 10, price: 2, contactInfo: { email: 'ana@example.com' } });
    expect(rows[1]?.purchasedAt).toBe(order.createdAt);
  });
});

describe('the lookup of an order', () => {
  it('is kept on every row of the order, and a later save without one (the account pull) keeps it', async () => {
    await savePurchases(order, [contact(1), contact(2)], { db, lookup: { sessionId: 'cs_test_1' } });
    await savePurchases(order, [contact(1, { email: 'ana@example.com' })], { db });
    await saveAccountOrders(7, [{ success: true, order, contactInfo: [contact(2)] }], db);
    const rows = await db.purchases.orderBy('id').toArray();
    expect(rows.map((row) => [row.id, row.lookup, row.userId])).toEqual([
      [1, { sessionId: 'cs_test_1' }, undefined],
      [2, { sessionId: 'cs_test_1' }, 7],
    ]);
    expect(rows[0]?.contactInfo).toEqual({ email: 'ana@example.com' });
  });

  it('is replaced by a newer one (the order email link)', async () => {
    await savePurchases(order, [contact(1)], { db, lookup: { sessionId: 'cs_test_1' } });
    await savePurchases(order, [contact(1)], { db, lookup: { token: 'k1.sig' } });
    expect((await db.purchases.get(1))?.lookup).toEqual({ token: 'k1.sig' });
  });
});

describe('awaitsAnswer', () => {
  it('is true while an item waits for her answer or the authorised payment is not settled', () => {
    expect(awaitsAnswer({ paymentState: 'authorized' }, [{ releaseStatus: 'awaiting_consent' }])).toBe(true);
    // she said yes, the capture has not happened yet
    expect(awaitsAnswer({ paymentState: 'authorized' }, [{ releaseStatus: 'released' }])).toBe(true);
    // a row of an older version without the header
    expect(awaitsAnswer(undefined, [{ releaseStatus: 'released' }, { releaseStatus: 'awaiting_consent' }])).toBe(true);
  });

  it('is false once everything is decided and the payment settled, and for an instant order', () => {
    expect(awaitsAnswer({ paymentState: 'captured' }, [{ releaseStatus: 'released' }, { releaseStatus: 'declined' }])).toBe(false);
    expect(awaitsAnswer({ paymentState: 'cancelled' }, [{ releaseStatus: 'declined' }])).toBe(false);
    expect(awaitsAnswer({ paymentState: null }, [{ releaseStatus: 'released' }, {}])).toBe(false);
    expect(awaitsAnswer(undefined, [])).toBe(false);
  });
});

describe('readSavedOrder', () => {
  it('gives back the order as the payment page showed it, its contacts in item order', async () => {
    await savePurchases(order, [contact(2, { whatsapp: '+1 809 555 0101' }), contact(1)], { db });
    await savePurchases({ ...order, id: 13 }, [contact(3)], { db });
    const saved = await readSavedOrder(12, { db });
    expect(saved?.order).toEqual(order);
    expect(saved?.items.map((row) => [row.id, row.contactInfo])).toEqual([
      [1, {}],
      [2, { whatsapp: '+1 809 555 0101' }],
    ]);
  });

  it("shows an account's order only to that account", async () => {
    await savePurchases(order, [contact(1)], { db, userId: 7 });
    expect(await readSavedOrder(12, { db, userId: 7 })).not.toBeNull();
    expect(await readSavedOrder(12, { db })).toBeNull();
    expect(await readSavedOrder(12, { db, userId: 8 })).toBeNull();
  });

  it('is watched live: the payment page hears when the saved order changes', async () => {
    const waiting: PurchasedContact = { ...contact(1), releaseStatus: 'awaiting_consent' };
    await savePurchases({ ...order, paymentState: 'authorized' }, [waiting], { db });
    const seen: Array<string | undefined> = [];
    const stop = watchSavedOrder(12, (saved) => seen.push(saved?.items[0]?.releaseStatus), { db });
    await vi.waitFor(() => expect(seen).toEqual(['awaiting_consent']));
    await savePurchases(
      { ...order, paymentState: 'captured' },
      [{ ...contact(1, { whatsapp: '+1 809 555 0101' }), releaseStatus: 'released' }],
      {
        db,
      },
    );
    await vi.waitFor(() => expect(seen.at(-1)).toBe('released'));
    stop();
  });

  it('knows no order whose contacts are not on the device, or were saved without the header', async () => {
    expect(await readSavedOrder(12, { db })).toBeNull();
    await db.purchases.put({ id: 5, orderId: 14, profileId: 50, price: 2, profile: {}, contactInfo: {}, purchasedAt: order.createdAt });
    expect(await readSavedOrder(14, { db })).toBeNull();
  });
});

describe('persistent storage', () => {
  it('when the first purchases are saved, then the browser is asked once to keep the storage', async () => {
    const storage = stubStorage(false);
    await savePurchases(order, [contact(1)], { db });
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    await savePurchases({ ...order, id: 13 }, [contact(3)], { db });
    expect(storage.persisted).toHaveBeenCalledTimes(1);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('when the storage is already persistent, then nothing is asked', async () => {
    const storage = stubStorage(true);
    await savePurchases(order, [contact(1)], { db });
    await vi.waitFor(() => expect(storage.persisted).toHaveBeenCalledTimes(1));
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('an order without contacts asks nothing, and a browser without the API still saves', async () => {
    const storage = stubStorage(false);
    await savePurchases(order, [], { db });
    expect(storage.persisted).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', {});
    expect(await savePurchases(order, [contact(1)], { db })).toBe(1);
  });
});

describe('groupPurchases', () => {
  it('groups by order, newest order first', async () => {
    await savePurchases(order, [contact(2), contact(1)], { db });
    await savePurchases({ ...order, id: 13, createdAt: '2025-02-01T00:00:00.000Z' }, [contact(3)], { db });
    const groups = groupPurchases(await db.purchases.toArray());
    expect(groups.map((g) => [g.orderId, g.items.map((i) => i.id)])).toEqual([
      [13, [3]],
      [12, [1, 2]],
    ]);
  });
});

describe('purchases of an account', () => {
  const other = { ...order, id: 20, createdAt: '2025-03-01T00:00:00.000Z' };

  it('rows saved while signed in carry the account; a guest saves untagged rows', async () => {
    await savePurchases(order, [contact(1)], { db, userId: 7 });
    await savePurchases(other, [contact(2)], { db });
    expect((await db.purchases.orderBy('id').toArray()).map((row) => [row.id, row.userId])).toEqual([
      [1, 7],
      [2, undefined],
    ]);
  });

  it('the account pull adds its orders for that account, refreshes the ones on the device and ignores unpaid answers', async () => {
    await savePurchases(order, [contact(1)], { db });
    const saved = await saveAccountOrders(
      7,
      [
        { success: true, order, contactInfo: [contact(1, { email: 'ana@example.com' })] },
        { success: true, order: other, contactInfo: [contact(2), contact(3)] },
        { success: false, order: { ...other, id: 21, status: 'pending' }, contactInfo: [contact(4)] },
      ],
      db,
    );
    expect(saved).toBe(3);
    const rows = await db.purchases.orderBy('id').toArray();
    expect(rows.map((row) => [row.id, row.orderId, row.userId])).toEqual([
      [1, 12, 7],
      [2, 20, 7],
      [3, 20, 7],
    ]);
    expect(rows[0]?.contactInfo).toEqual({ email: 'ana@example.com' });
    // A second pull changes nothing.
    await saveAccountOrders(7, [{ success: true, order: other, contactInfo: [contact(2), contact(3)] }], db);
    expect(await db.purchases.count()).toBe(3);
  });

  it('a profile counts as bought from the guest rows and the signed-in account, never another account or a declined or refunded item', async () => {
    await savePurchases(order, [contact(1)], { db });
    await savePurchases(other, [contact(2)], { db, userId: 7 });
    await savePurchases({ ...other, id: 21 }, [contact(3)], { db, userId: 8 });
    await savePurchases({ ...other, id: 22 }, [{ ...contact(4), releaseStatus: 'declined' }], { db, userId: 7 });
    await savePurchases({ ...other, id: 23 }, [{ ...contact(5), releaseStatus: 'refunded' }], { db, userId: 7 });

    expect([...(await purchasedProfileIds(null, db))]).toEqual([10]);
    expect([...(await purchasedProfileIds(7, db))].sort()).toEqual([10, 20]);
    expect((await purchasesOfProfile(20, 7, db)).map((row) => row.id)).toEqual([2]);
    expect(await purchasesOfProfile(20, null, db)).toEqual([]);
    expect(await purchasesOfProfile(30, 7, db)).toEqual([]);
    expect(await purchasesOfProfile(40, 7, db)).toEqual([]);
    expect(await purchasesOfProfile(50, 7, db)).toEqual([]);
  });

  it('the cards watch every bought contact with its owner, and hear of a new one', async () => {
    const seen: unknown[] = [];
    const stop = watchBoughtContacts((rows) => seen.push(rows), db);
    await vi.waitFor(() => expect(seen).toEqual([[]]));
    await savePurchases(order, [contact(1)], { db, userId: 7 });
    await vi.waitFor(() => expect(seen.at(-1)).toEqual([{ profileId: 10, userId: 7 }]));
    stop();
  });
});
