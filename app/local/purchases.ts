// Purchased contacts kept on the buyer's device (DESIGN §7): written after a paid order (the
// payment result page) or from the signed link in the order email, read offline by "My
// purchases". Writes are keyed by the order item id, so saving the same order twice is safe
// and a later save brings in contact details that were still empty the first time.
import { useLiveQuery } from 'dexie-react-hooks';
import type { PaidOrder, PurchasedContact } from '#api/contract/checkout.schema.ts';
import { type ContactoDb, db as defaultDb, type PurchaseRow } from './db.ts';

export function toPurchaseRows(order: PaidOrder, contacts: readonly PurchasedContact[]): PurchaseRow[] {
  return contacts.map((contact) => ({
    id: contact.id,
    orderId: order.id,
    profileId: contact.profile?.id ?? null,
    price: Number(contact.price),
    profile: { ...contact.profile },
    contactInfo: { ...contact.contactInfo },
    purchasedAt: order.createdAt,
  }));
}

/** Saves (or refreshes) the contacts of an order; resolves how many rows were written. */
export async function savePurchases(order: PaidOrder, contacts: readonly PurchasedContact[], db: ContactoDb = defaultDb): Promise<number> {
  const rows = toPurchaseRows(order, contacts);
  if (rows.length > 0) await db.purchases.bulkPut(rows);
  return rows.length;
}

export interface PurchasedOrder {
  orderId: number;
  purchasedAt: string;
  items: PurchaseRow[];
}

/** Rows grouped by order, newest order first, items in their order-item order. */
export function groupPurchases(rows: readonly PurchaseRow[]): PurchasedOrder[] {
  const byOrder = new Map<number, PurchasedOrder>();
  for (const row of rows) {
    const group = byOrder.get(row.orderId) ?? { orderId: row.orderId, purchasedAt: row.purchasedAt, items: [] };
    group.items.push(row);
    byOrder.set(row.orderId, group);
  }
  for (const group of byOrder.values()) group.items.sort((a, b) => a.id - b.id);
  return [...byOrder.values()].sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt) || b.orderId - a.orderId);
}

/** Every purchase on this device, grouped by order (live); undefined while loading. */
export function usePurchasedOrders(): PurchasedOrder[] | undefined {
  return useLiveQuery(async () => groupPurchases(await defaultDb.purchases.toArray()), []);
}
