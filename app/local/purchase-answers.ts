// Her answer reaching the buyer's device. An order saved here while it waited for her answer (or
// while its authorised payment was not settled yet) is asked about again with the lookup the
// device kept — the order's signed purchase token through GET /api/purchases/{orderId} (or, on
// rows of older versions, the payment reference through POST /api/payment-success, which opens
// the contacts only for a few hours after the payment and then hands over the token) — and the
// answer is saved over its rows by order item id: her released details, her no and why, a lapsed
// deadline, the settled payment. The server sends contact details only for a paid order's
// released items. An order saved without a lookup (by an older version) cannot be asked; the link
// in the order email brings it up to date.
import { confirmPayment, fetchPurchase } from '#app/api/checkout.ts';
import { type ContactoDb, db as defaultDb, type PurchaseLookup } from './db.ts';
import { isVisibleTo } from './purchased-ids.ts';
import { awaitsAnswer, groupPurchases, savePurchases } from './purchases.ts';

/** How many answers the server gave so far: "answered since" is told by this count, not a clock. */
let answers = 0;
const answeredAt = new Map<number, number>();
const inFlight = new Map<number, Promise<void>>();

/** Where the answers stand now; an order answered after this mark has been answered since. */
export function answerMark(): number {
  return answers;
}

/** Records that the server has just answered about the order (the payment page's own confirmation too). */
export function noteAnswered(orderId: number): void {
  answers += 1;
  answeredAt.set(orderId, answers);
}

export interface RefreshOptions {
  /** The visitor: the device's guest orders and those of this account are asked about. */
  userId: number | null;
  /** Only this order (the payment page); every order of the visitor when absent (My purchases). */
  orderId?: number | undefined;
  /** An order the server answered after this mark (answerMark) is not asked again. */
  since?: number | undefined;
  /** Called once, before asking, when at least one order is asked about. */
  onAsking?: () => void;
  db?: ContactoDb;
}

export interface RefreshResult {
  asked: number;
  failed: number;
}

interface DueOrder {
  orderId: number;
  lookup: PurchaseLookup;
  /** The account the rows belong to (null: a guest's), kept on the rows the answer writes. */
  owner: number | null;
}

async function dueOrders({ userId, orderId, since, db = defaultDb }: RefreshOptions): Promise<DueOrder[]> {
  const rows = orderId === undefined ? await db.purchases.toArray() : await db.purchases.where('orderId').equals(orderId).toArray();
  const due: DueOrder[] = [];
  for (const group of groupPurchases(rows.filter((row) => isVisibleTo(row, userId)))) {
    const lookup = group.items.find((row) => row.lookup)?.lookup;
    const header = group.items.find((row) => row.order)?.order;
    if (!lookup || !awaitsAnswer(header, group.items)) continue;
    if (since !== undefined && (answeredAt.get(group.orderId) ?? -1) > since) continue;
    due.push({ orderId: group.orderId, lookup, owner: group.items[0]?.userId ?? null });
  }
  return due;
}

async function ask({ orderId, lookup, owner }: DueOrder, db: ContactoDb): Promise<void> {
  const answer = 'token' in lookup ? await fetchPurchase(String(orderId), lookup.token) : await confirmPayment(lookup);
  noteAnswered(orderId);
  // An order no longer paid (or not this one) brings no contacts: the device keeps what it has.
  if (!answer.success || answer.order?.id !== orderId) return;
  // the token the server handed over replaces the payment reference, which stops opening the order
  const next: PurchaseLookup = typeof answer.purchaseToken === 'string' && answer.purchaseToken ? { token: answer.purchaseToken } : lookup;
  await savePurchases(answer.order, Array.isArray(answer.contactInfo) ? answer.contactInfo : [], { db, userId: owner, lookup: next });
}

/**
 * Asks the server about the visitor's saved orders that wait for an answer and saves what it says.
 * One question per order at a time: a second caller meanwhile waits for the same answer.
 */
export async function refreshAwaitingOrders(options: RefreshOptions): Promise<RefreshResult> {
  const db = options.db ?? defaultDb;
  const due = await dueOrders(options);
  if (due.length === 0) return { asked: 0, failed: 0 };
  options.onAsking?.();
  const settled = await Promise.allSettled(
    due.map((order) => {
      let pending = inFlight.get(order.orderId);
      if (!pending) {
        pending = ask(order, db).finally(() => inFlight.delete(order.orderId));
        inFlight.set(order.orderId, pending);
      }
      return pending;
    }),
  );
  return { asked: due.length, failed: settled.filter((outcome) => outcome.status === 'rejected').length };
}
