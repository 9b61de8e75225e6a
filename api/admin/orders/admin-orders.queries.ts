// SQL of the back office's orders (decision 029): the searched and filtered list,
// one order with its items and refunds, the refund an admin writes, and the queue of money owed
// back. The search expressions are those migration 00019 indexes, written verbatim. Money stays
// numeric in SQL and reaches JavaScript as text.
import type { AdminOrderFilter, AdminOrderMode } from '#contract/admin-order.schema.ts';
import type { Queryable } from '#db/connection.ts';
import type { OrderStatus } from '../../orders/order-status.ts';

export interface OrderSearch {
  /** The search as typed, trimmed; a number (with or without '#') also matches the order id. */
  q?: string;
  status?: AdminOrderFilter;
  mode?: AdminOrderMode;
  /** YYYY-MM-DD, whole days in UTC, both inclusive. */
  from?: string;
  to?: string;
}

/** `value` as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
const containsPattern = (value: string) => `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The ids of orders the search matches, each source answered from its index (00019). */
function searchMatches(q: Queryable, term: string) {
  const pattern = containsPattern(term);
  const number = /^#?\s*(\d{1,9})$/.exec(term)?.[1];
  const byId = number ? q`SELECT ${Number(number)}::int UNION ALL` : q``;
  return q`o.id IN (
    ${byId}
    SELECT id FROM orders WHERE lower(customer_email) LIKE lower(${pattern})
    UNION ALL
    SELECT order_id FROM order_items
    WHERE search_normalize(coalesce(profile_snapshot ->> 'firstName', '') || ' ' || coalesce(profile_snapshot ->> 'lastName', ''))
      LIKE search_normalize(${pattern})
    UNION ALL
    SELECT i.order_id FROM profiles p JOIN order_items i ON i.profile_id = p.id
    WHERE search_normalize(p.first_name || ' ' || coalesce(p.last_name, '')) LIKE search_normalize(${pattern})
  )`;
}

function statusMatches(q: Queryable, status: AdminOrderFilter) {
  if (status === 'refunded') return q`EXISTS (SELECT 1 FROM order_items ri WHERE ri.order_id = o.id AND ri.release_status = 'refunded')`;
  if (status === 'refund_due') return q`o.refund_due > 0`;
  return q`o.status = ${status}`;
}

function matching(q: Queryable, search: OrderSearch) {
  const parts = [q`true`];
  if (search.q) parts.push(searchMatches(q, search.q));
  if (search.status) parts.push(statusMatches(q, search.status));
  if (search.mode) parts.push(q`o.provider = ${search.mode === 'live' ? 'stripe' : 'test'}`);
  if (search.from) parts.push(q`o.created_at >= ${search.from}::date::timestamp AT TIME ZONE 'UTC'`);
  if (search.to) parts.push(q`o.created_at < (${search.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`);
  return parts.reduce((all, part) => q`${all} AND ${part}`);
}

export interface OrderListRow {
  id: number;
  createdAt: Date;
  status: OrderStatus;
  provider: 'stripe' | 'test';
  customerEmail: string;
  customerName: string | null;
  totalAmount: string;
  refundDue: string;
  itemCount: number;
  refundedCount: number;
  profileNames: string[];
}

/** An item's name as sold, or the profile's current one before the sale fixed it. */
const itemName = (q: Queryable) => q`
  btrim(coalesce(i.profile_snapshot ->> 'firstName', p.first_name, '') || ' ' ||
        coalesce(i.profile_snapshot ->> 'lastName', p.last_name, ''))`;

/**
 * One page of matching orders, newest first, and how many match in all; the items are aggregated
 * for the page's rows only. With a search, one statement counts too (count over the window), so
 * the search's sources are read once; without one the matches can be many, and a separate count
 * from the indexes is cheaper than a window over all of them.
 */
export async function findOrderPage(
  q: Queryable,
  search: OrderSearch,
  page: { limit: number; offset: number },
): Promise<{ orders: OrderListRow[]; total: number }> {
  const rows = await q<(OrderListRow & { total: number })[]>`
    SELECT o.id, o.created_at AS "createdAt", o.status, o.provider, o.customer_email AS "customerEmail",
      o.customer_name AS "customerName", o.total_amount::text AS "totalAmount", o.refund_due::text AS "refundDue",
      o.total, items."itemCount", items."refundedCount", items."profileNames"
    FROM (
      SELECT o.*, ${search.q ? q`count(*) OVER ()::int` : q`0`} AS total FROM orders o
      WHERE ${matching(q, search)}
      ORDER BY o.created_at DESC, o.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}
    ) o
    CROSS JOIN LATERAL (
      SELECT count(*)::int AS "itemCount",
        (count(*) FILTER (WHERE i.release_status = 'refunded'))::int AS "refundedCount",
        coalesce(array_agg(${itemName(q)} ORDER BY i.id), '{}') AS "profileNames"
      FROM order_items i LEFT JOIN profiles p ON p.id = i.profile_id
      WHERE i.order_id = o.id
    ) items
    ORDER BY o.created_at DESC, o.id DESC`;
  if (!search.q || (rows.length === 0 && page.offset > 0)) {
    // no search, or past the last page (the window had no row to count on)
    const [count] = await q<{ total: number }[]>`SELECT count(*)::int AS total FROM orders o WHERE ${matching(q, search)}`;
    return { orders: rows.map(({ total: _total, ...order }) => order), total: count?.total ?? 0 };
  }
  return { orders: rows.map(({ total: _total, ...order }) => order), total: rows[0]?.total ?? 0 };
}

export interface OrderDetailRow {
  id: number;
  createdAt: Date;
  completedAt: Date | null;
  status: OrderStatus;
  failureReason: string | null;
  provider: 'stripe' | 'test';
  providerSessionId: string | null;
  paymentIntentId: string | null;
  customerEmail: string;
  customerName: string | null;
  userId: number | null;
  language: string;
  totalAmount: string;
  paidAmount: string | null;
  /** 'authorized' until the hold is settled; a captured payment is refundable up to captured_amount. */
  paymentState: 'authorized' | 'captured' | 'cancelled' | null;
  capturedAmount: string | null;
  refundDue: string;
  confirmationSentAt: Date | null;
  hasDisclosure: boolean;
  disclosureErasedAt: Date | null;
}

const orderColumns = (q: Queryable) => q`
  o.id, o.created_at AS "createdAt", o.completed_at AS "completedAt", o.status, o.failure_reason AS "failureReason",
  o.provider, o.provider_session_id AS "providerSessionId", o.stripe_payment_intent_id AS "paymentIntentId",
  o.customer_email AS "customerEmail", o.customer_name AS "customerName", o.user_id AS "userId", o.language,
  o.total_amount::text AS "totalAmount", o.paid_amount::text AS "paidAmount", o.refund_due::text AS "refundDue",
  o.confirmation_sent_at AS "confirmationSentAt", o.payment_state AS "paymentState", o.captured_amount::text AS "capturedAmount",
  o.buyer_disclosure_sealed IS NOT NULL AS "hasDisclosure", o.buyer_disclosure_erased_at AS "disclosureErasedAt"`;

/** The order's sealed disclosure form: undefined without such an order, null when it holds none. */
export async function findSealedDisclosure(q: Queryable, id: number): Promise<string | null | undefined> {
  const [row] = await q<{ sealed: string | null }[]>`SELECT buyer_disclosure_sealed AS sealed FROM orders WHERE id = ${id}`;
  return row?.sealed;
}

export async function findOrder(q: Queryable, id: number): Promise<OrderDetailRow | undefined> {
  const [row] = await q<OrderDetailRow[]>`SELECT ${orderColumns(q)} FROM orders o WHERE o.id = ${id}`;
  return row;
}

/** The order, locked until the transaction ends: refunds of one order happen one at a time. */
export async function lockOrder(q: Queryable, id: number): Promise<OrderDetailRow | undefined> {
  const [row] = await q<OrderDetailRow[]>`SELECT ${orderColumns(q)} FROM orders o WHERE o.id = ${id} FOR UPDATE`;
  return row;
}

export interface OrderItemRow {
  id: number;
  profileId: number | null;
  name: string;
  price: string;
  releasePolicy: string;
  releaseStatus: string;
  releasedAt: Date | null;
  refundedAt: Date | null;
  refundId: number | null;
}

export async function findOrderItems(q: Queryable, orderId: number, options: { lock?: boolean } = {}): Promise<OrderItemRow[]> {
  return q<OrderItemRow[]>`
    SELECT i.id, i.profile_id AS "profileId", ${itemName(q)} AS name, i.price::text AS price,
      i.release_policy AS "releasePolicy", i.release_status AS "releaseStatus", i.released_at AS "releasedAt",
      i.refunded_at AS "refundedAt", i.refund_id AS "refundId"
    FROM order_items i LEFT JOIN profiles p ON p.id = i.profile_id
    WHERE i.order_id = ${orderId}
    ORDER BY i.id
    ${options.lock ? q`FOR UPDATE OF i` : q``}`;
}

export interface RefundRow {
  id: number;
  orderId: number;
  kind: 'declined_items' | 'declined_requests' | 'amount_mismatch' | 'admin';
  amountCents: number;
  status: 'pending' | 'succeeded';
  reason: string | null;
  adminUsername: string | null;
  providerRefundId: string | null;
  lastError: string | null;
  attempts: number;
  createdAt: Date;
  completedAt: Date | null;
}

const refundColumns = (q: Queryable) => q`
  r.id, r.order_id AS "orderId", r.kind, r.amount_cents AS "amountCents", r.status, r.reason,
  a.username AS "adminUsername", r.provider_refund_id AS "providerRefundId", r.last_error AS "lastError",
  r.attempts, r.created_at AS "createdAt", r.completed_at AS "completedAt"`;

export async function findOrderRefunds(q: Queryable, orderId: number): Promise<RefundRow[]> {
  return q<RefundRow[]>`
    SELECT ${refundColumns(q)} FROM order_refunds r LEFT JOIN admin_users a ON a.id = r.admin_id
    WHERE r.order_id = ${orderId} ORDER BY r.id`;
}

export async function findRefundByKey(q: Queryable, idempotencyKey: string): Promise<RefundRow | undefined> {
  const [row] = await q<RefundRow[]>`
    SELECT ${refundColumns(q)} FROM order_refunds r LEFT JOIN admin_users a ON a.id = r.admin_id
    WHERE r.idempotency_key = ${idempotencyKey}`;
  return row;
}

export async function findRefundOfOrder(q: Queryable, orderId: number, refundId: number): Promise<RefundRow | undefined> {
  const [row] = await q<RefundRow[]>`
    SELECT ${refundColumns(q)} FROM order_refunds r LEFT JOIN admin_users a ON a.id = r.admin_id
    WHERE r.id = ${refundId} AND r.order_id = ${orderId}`;
  return row;
}

/** Cents refunded or being refunded on the order, every kind. */
export async function refundedCents(q: Queryable, orderId: number): Promise<number> {
  const [row] = await q<{ cents: number }[]>`
    SELECT coalesce(sum(amount_cents), 0)::int AS cents FROM order_refunds WHERE order_id = ${orderId}`;
  return row?.cents ?? 0;
}

/** Writes the admin's refund and marks its items refunded (their copy of her details dropped). */
export async function insertAdminRefund(
  q: Queryable,
  refund: { orderId: number; amountCents: number; reason: string; adminId: number | null; idempotencyKey: string; itemIds: number[] },
): Promise<number> {
  const [row] = await q<{ id: number }[]>`
    INSERT INTO order_refunds (order_id, kind, amount_cents, currency, reason, admin_id, idempotency_key)
    VALUES (${refund.orderId}, 'admin', ${refund.amountCents}, 'usd', ${refund.reason}, ${refund.adminId}, ${refund.idempotencyKey})
    RETURNING id`;
  if (!row) throw new Error('refund insert returned no id');
  await q`
    UPDATE order_items SET release_status = 'refunded', refund_id = ${row.id}, refunded_at = now(), contact_info = NULL
    WHERE order_id = ${refund.orderId} AND id = ANY(${refund.itemIds}::int[])`;
  return row.id;
}

/** Lets the confirmation job send again (it skips an order whose confirmation was sent). */
export async function clearConfirmationSent(q: Queryable, orderId: number): Promise<void> {
  await q`UPDATE orders SET confirmation_sent_at = NULL WHERE id = ${orderId}`;
}

export interface RefundQueueRow {
  orderId: number;
  customerEmail: string;
  createdAt: Date;
  amount: string;
  pendingRefunds: number;
  lastError: string | null;
}

/**
 * Orders owing money back: refund_due (items paid but not delivered, until their automatic refund
 * succeeded) plus refunds that have not gone through yet, oldest first.
 */
export async function findRefundQueue(q: Queryable, limit: number): Promise<{ rows: RefundQueueRow[]; total: number }> {
  const owing = q`o.id IN (SELECT id FROM orders WHERE refund_due > 0 UNION SELECT order_id FROM order_refunds WHERE status = 'pending')`;
  const rows = await q<RefundQueueRow[]>`
    SELECT o.id AS "orderId", o.customer_email AS "customerEmail", o.created_at AS "createdAt",
      (o.refund_due + coalesce(sum(r.amount_cents) FILTER (WHERE r.kind NOT IN ('declined_items', 'declined_requests')), 0) / 100.0)::numeric(12, 2)::text AS amount,
      count(r.id)::int AS "pendingRefunds",
      (array_agg(r.last_error ORDER BY r.id DESC) FILTER (WHERE r.last_error IS NOT NULL))[1] AS "lastError"
    FROM orders o LEFT JOIN order_refunds r ON r.order_id = o.id AND r.status = 'pending'
    WHERE ${owing}
    GROUP BY o.id
    ORDER BY o.created_at, o.id
    LIMIT ${limit}`;
  const [count] = await q<{ total: number }[]>`SELECT count(*)::int AS total FROM orders o WHERE ${owing}`;
  return { rows, total: count?.total ?? 0 };
}
