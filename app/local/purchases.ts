// Purchased contacts kept on the buyer's device: written after a paid order (the
// payment result page) or from the signed link in the order email, read offline by "My
// purchases". Writes are keyed by the order item id, so saving the same order twice is safe
// and a later save brings in contact details that were still empty the first time. Each row
// keeps the order's header too, so the payment page can show a saved order again from the device
// alone. Saving purchases asks the browser to keep the storage (persistent-storage.ts).
// Rows saved while signed in, and the account's orders pulled from GET /api/orders/mine, carry
// the account's id: a visitor sees the device's guest rows plus those of the account signed in,
// and logout removes the account's rows (account-data.ts). Each row also keeps how to ask the
// server about its order again (its lookup), so an order that waits for her answer can learn it
// (purchase-answers.ts).
import { liveQuery } from 'dexie';
import { useLiveQuery } from 'dexie-react-hooks';
import type { PaidOrder, PaymentSuccessResponse, PurchasedContact } from '#contract/checkout.schema.ts';
import { type ContactoDb, db as defaultDb, type PurchaseLookup, type PurchaseOrderHeader, type PurchaseRow } from './db.ts';
import { requestPersistentStorage } from './persistent-storage.ts';
import { type BoughtContact, isVisibleTo } from './purchased-ids.ts';

export interface SaveOptions {
  db?: ContactoDb;
  /** The signed-in account the order is saved for (or read by); null or absent for a guest. */
  userId?: number | null;
  /** How this device may ask about the order again; a save without one keeps the lookup the rows had. */
  lookup?: PurchaseLookup;
}

export function toPurchaseRows(
  order: PaidOrder,
  contacts: readonly PurchasedContact[],
  userId: number | null = null,
  lookup?: PurchaseLookup,
): PurchaseRow[] {
  return contacts.map((contact) => ({
    id: contact.id,
    orderId: order.id,
    profileId: contact.profile?.id ?? null,
    price: Number(contact.price),
    profile: { ...contact.profile },
    contactInfo: { ...contact.contactInfo },
    purchasedAt: order.createdAt,
    order: {
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      totalAmount: order.totalAmount,
      status: order.status,
      ...(order.captureMethod ? { captureMethod: order.captureMethod } : {}),
      ...(order.paymentState !== undefined ? { paymentState: order.paymentState } : {}),
    },
    ...(contact.releaseStatus ? { releaseStatus: contact.releaseStatus } : {}),
    ...(contact.declineReason ? { declineReason: contact.declineReason } : {}),
    ...(contact.approvalDeadline ? { approvalDeadline: contact.approvalDeadline } : {}),
    ...(contact.approvalReason ? { approvalReason: contact.approvalReason } : {}),
    ...(userId === null ? {} : { userId }),
    ...(lookup ? { lookup: { ...lookup } } : {}),
  }));
}

/**
 * The lookup a row keeps: the new one, except that a signed token is never traded for a payment
 * reference (which opens the order only for a few hours after the payment); none keeps the old.
 */
function keptLookup(next: PurchaseLookup | undefined, before: PurchaseLookup | undefined): PurchaseLookup | undefined {
  if (!next) return before;
  return before && 'token' in before && !('token' in next) ? before : next;
}

/** Writes rows by order item id, each keeping the better of its old and new lookup. */
async function putRows(db: ContactoDb, rows: readonly PurchaseRow[]): Promise<void> {
  await db.transaction('rw', db.purchases, async () => {
    const before = await db.purchases.bulkGet(rows.map((row) => row.id));
    await db.purchases.bulkPut(
      rows.map((row, index) => {
        const lookup = keptLookup(row.lookup, before[index]?.lookup);
        return lookup ? { ...row, lookup } : row;
      }),
    );
  });
}

/**
 * Saves (or refreshes) the contacts of an order; resolves how many rows were written. Once a
 * buyer has purchases, the browser is asked (without waiting for its answer, which may be a
 * prompt) to keep this site's storage.
 */
export async function savePurchases(
  order: PaidOrder,
  contacts: readonly PurchasedContact[],
  { db = defaultDb, userId = null, lookup }: SaveOptions = {},
): Promise<number> {
  const rows = toPurchaseRows(order, contacts, userId, lookup);
  if (rows.length > 0) {
    await putRows(db, rows);
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
 * payment reference; null when its contacts are not here, belong to another account than the one
 * signed in (`userId`, null for a guest), or were saved by an older version without the header
 * ("My purchases" still shows those).
 */
export async function readSavedOrder(orderId: number, { db = defaultDb, userId = null }: SaveOptions = {}): Promise<SavedOrder | null> {
  const items = (await db.purchases.where('orderId').equals(orderId).toArray())
    .filter((row) => isVisibleTo(row, userId))
    .sort((a, b) => a.id - b.id);
  const [first] = items;
  const header = items.find((row) => row.order)?.order;
  if (!first || !header) return null;
  return { order: { id: orderId, createdAt: first.purchasedAt, ...header }, items };
}

/** Calls `listener` with the saved order (as readSavedOrder reads it), now and on each change; null on a read that fails. */
export function watchSavedOrder(orderId: number, listener: (saved: SavedOrder | null) => void, options: SaveOptions = {}): () => void {
  const subscription = liveQuery(() => readSavedOrder(orderId, options)).subscribe({ next: listener, error: () => listener(null) });
  return () => subscription.unsubscribe();
}

/**
 * True while the server may still change a saved order: an item waits for her answer, or the
 * payment was only authorised and is not settled yet (captured for what she accepted, or cancelled).
 */
export function awaitsAnswer(
  order: Pick<PurchaseOrderHeader, 'paymentState'> | undefined,
  items: readonly { releaseStatus?: string | undefined }[],
): boolean {
  return (
    order?.paymentState === 'authorized' ||
    items.some((item) => item.releaseStatus === 'awaiting_consent' || item.releaseStatus === 'pending')
  );
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

/**
 * The account's paid orders as GET /api/orders/mine answered them, saved for that account (an
 * order already on the device as a guest's becomes the account's: the server says it is). Rows
 * are only added or refreshed, never removed: the answer holds the newest orders only.
 */
export async function saveAccountOrders(
  userId: number,
  answers: readonly PaymentSuccessResponse[],
  db: ContactoDb = defaultDb,
): Promise<number> {
  const rows = answers.flatMap((answer) =>
    answer.success && answer.order && Array.isArray(answer.contactInfo) ? toPurchaseRows(answer.order, answer.contactInfo, userId) : [],
  );
  if (rows.length > 0) await putRows(db, rows);
  return rows.length;
}

/** A row that means the visitor holds this profile's contact (a declined or refunded item was paid back instead). */
export function isBoughtContact(row: Pick<PurchaseRow, 'profileId' | 'releaseStatus'>): row is PurchaseRow & { profileId: number } {
  return typeof row.profileId === 'number' && row.releaseStatus !== 'declined' && row.releaseStatus !== 'refunded';
}

/** The visitor's purchases of one profile, newest first. */
export async function purchasesOfProfile(profileId: number, userId: number | null, db: ContactoDb = defaultDb): Promise<PurchaseRow[]> {
  const rows = await db.purchases
    .filter((row) => row.profileId === profileId && isBoughtContact(row) && isVisibleTo(row, userId))
    .toArray();
  return rows.sort((a, b) => b.purchasedAt.localeCompare(a.purchasedAt) || b.id - a.id);
}

/** The profiles whose contacts the visitor has bought. */
export async function purchasedProfileIds(userId: number | null, db: ContactoDb = defaultDb): Promise<Set<number>> {
  const rows = await db.purchases.filter((row) => isBoughtContact(row) && isVisibleTo(row, userId)).toArray();
  return new Set(rows.map((row) => row.profileId as number));
}

/** The visitor's purchases on this device, grouped by order (live); undefined while loading. */
export function usePurchasedOrders(userId: number | null): PurchasedOrder[] | undefined {
  return useLiveQuery(
    async () => groupPurchases((await defaultDb.purchases.toArray()).filter((row) => isVisibleTo(row, userId))),
    [userId],
  );
}

/** The visitor's purchases of one profile (live), newest first; undefined while loading. */
export function useProfilePurchases(profileId: number, userId: number | null): PurchaseRow[] | undefined {
  return useLiveQuery(() => purchasesOfProfile(profileId, userId), [profileId, userId]);
}

/** The profiles whose contacts the visitor has bought (live); empty while loading. */
export function usePurchasedProfileIds(userId: number | null): ReadonlySet<number> {
  return useLiveQuery(() => purchasedProfileIds(userId), [userId]) ?? NO_IDS;
}

const NO_IDS: ReadonlySet<number> = new Set();

/** Calls `listener` with every bought contact on the device (all owners), now and on each change. */
export function watchBoughtContacts(listener: (rows: BoughtContact[]) => void, db: ContactoDb = defaultDb): () => void {
  const subscription = liveQuery(async () =>
    (await db.purchases.toArray())
      .filter(isBoughtContact)
      .map(
        (row): BoughtContact =>
          row.userId === undefined ? { profileId: row.profileId } : { profileId: row.profileId, userId: row.userId },
      ),
  ).subscribe({
    next: listener,
    // A blocked or broken database: nothing reads as bought.
    error: () => listener([]),
  });
  return () => subscription.unsubscribe();
}
