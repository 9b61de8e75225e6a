// Purchases are saved once per order item and grouped by order for "My purchases".
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PaidOrder, PurchasedContact } from '#api/contract/checkout.schema.ts';
import { ContactoDb } from './db.ts';
import { groupPurchases, savePurchases } from './purchases.ts';

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
  await db.delete();
});

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
