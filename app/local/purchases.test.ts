// Purchases are saved once per order item with their order's header, read back as one order for
// the payment page, and grouped by order for "My purchases"; saving them asks once for
// persistent storage.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaidOrder, PurchasedContact } from '#api/contract/checkout.schema.ts';
import { ContactoDb } from './db.ts';
import { resetPersistentStorageRequest } from './persistent-storage.ts';
import { groupPurchases, readSavedOrder, savePurchases } from './purchases.ts';

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
    await savePurchases(order, [contact(1), contact(2, { whatsapp: '+1 809 555 0101' })], db);
    await savePurchases(order, [contact(1, { email: 'ana@example.com' }), contact(2, { whatsapp: '+1 809 555 0101' })], db);

    const rows = await db.purchases.orderBy('id').toArray();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ id: 1, orderId: 12, profileId: 10, price: 2, contactInfo: { email: 'ana@example.com' } });
    expect(rows[1]?.purchasedAt).toBe(order.createdAt);
  });
});

describe('readSavedOrder', () => {
  it('gives back the order as the payment page showed it, its contacts in item order', async () => {
    await savePurchases(order, [contact(2, { whatsapp: '+1 809 555 0101' }), contact(1)], db);
    await savePurchases({ ...order, id: 13 }, [contact(3)], db);
    const saved = await readSavedOrder(12, db);
    expect(saved?.order).toEqual(order);
    expect(saved?.items.map((row) => [row.id, row.contactInfo])).toEqual([
      [1, {}],
      [2, { whatsapp: '+1 809 555 0101' }],
    ]);
  });

  it('knows no order whose contacts are not on the device, or were saved without the header', async () => {
    expect(await readSavedOrder(12, db)).toBeNull();
    await db.purchases.put({ id: 5, orderId: 14, profileId: 50, price: 2, profile: {}, contactInfo: {}, purchasedAt: order.createdAt });
    expect(await readSavedOrder(14, db)).toBeNull();
  });
});

describe('persistent storage', () => {
  it('when the first purchases are saved, then the browser is asked once to keep the storage', async () => {
    const storage = stubStorage(false);
    await savePurchases(order, [contact(1)], db);
    await vi.waitFor(() => expect(storage.persist).toHaveBeenCalledTimes(1));
    await savePurchases({ ...order, id: 13 }, [contact(3)], db);
    expect(storage.persisted).toHaveBeenCalledTimes(1);
    expect(storage.persist).toHaveBeenCalledTimes(1);
  });

  it('when the storage is already persistent, then nothing is asked', async () => {
    const storage = stubStorage(true);
    await savePurchases(order, [contact(1)], db);
    await vi.waitFor(() => expect(storage.persisted).toHaveBeenCalledTimes(1));
    expect(storage.persist).not.toHaveBeenCalled();
  });

  it('an order without contacts asks nothing, and a browser without the API still saves', async () => {
    const storage = stubStorage(false);
    await savePurchases(order, [], db);
    expect(storage.persisted).not.toHaveBeenCalled();
    vi.stubGlobal('navigator', {});
    expect(await savePurchases(order, [contact(1)], db)).toBe(1);
  });
});

describe('groupPurchases', () => {
  it('groups by order, newest order first', async () => {
    await savePurchases(order, [contact(2), contact(1)], db);
    await savePurchases({ ...order, id: 13, createdAt: '2025-02-01T00:00:00.000Z' }, [contact(3)], db);
    const groups = groupPurchases(await db.purchases.toArray());
    expect(groups.map((g) => [g.orderId, g.items.map((i) => i.id)])).toEqual([
      [13, [3]],
      [12, [1, 2]],
    ]);
  });
});
