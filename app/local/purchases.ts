// Purchased contacts kept on the buyer's device (DESIGN §7): written after a paid order (the
// payment result page) or from the signed link in the order email, read offline by "My
// purchases". Writes are keyed by the order item id, so saving the same order twice is safe
// and a later save brings in contact details that were still empty the first time. Each row
// keeps the order's header too, so the payment page can show a saved order again from the device
// alone. Saving purchases asks the browser to keep the storage (persistent-storage.ts).
import { useLiveQuery } from 'dexie-react-hooks';
import type { PaidOrder, PurchasedContact } from '#api/contract/checkout.schema.ts';
import { type ContactoDb, db as defaultDb, type PurchaseRow } from './db.ts';
import { requestPersistentStorage } from './persistent-storage.ts';

export function toPurchaseRows(order: PaidOrder, contacts: readonly PurchasedContact[]): PurchaseRow[] {
  return contacts.map((contact) => ({
    id: contact.id,
    orderId: order.id,
    profileId: contact.profile?.id ?? null,
    price: Number(contact.price),
    profile: { ...contact.profile },
    contactInfo: { ...contact.contactInfo },
    purchasedAt: order.createdAt,
    order: { customerName: order.customerName, customerEmail: order.customerEmail, totalAmount: order.totalAmount, status: order.status },
  }));
}

/**
 * Saves (or refreshes) the contacts of an order; resolves how many rows were written. Once a
 * buyer has purchases, the browser is asked (without waiting for its answer, which may be a
 * prompt) to keep this site's storage.
 */
export async function savePurchases(order: PaidOrder, contacts: readonly PurchasedContact[], db: ContactoDb = defaultDb): Promise<number> {
  const rows = toPurchaseRows(order, contacts);
  if (rows.length > 0) {
    await db.purchases.bulkPut(rows);
    void requestPersistentStorage();
  }
  return rows.length;
}

export interface SavedOrder {
  order: PaidOrder;
  /** The order's contacts in their order-item order. */
  items: PurchaseRow[];
}

/**
 * An order as saved on this device, for the payment page once its address no longer carries the
 * payment reference; null when its contacts are not here (or were saved by an older version,
 * without the header: "My purchases" still shows those).
 */
export async function readSavedOrder(orderId: number, db: ContactoDb = defaultDb): Promise<SavedOrder | null> {
  const items = (await db.purchases.where('orderId').equals(orderId).toArray()).sort((a, b) => a.id - b.id);
  const [first] = items;
  const header = items.find((row) => row.order)?.order;
  if (!first || !header) return null;
  return { order: { id: orderId, createdAt: first.purchasedAt, ...header }, items };
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
