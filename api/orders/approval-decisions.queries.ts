// SQL of her approvals (decision 033): the items waiting for her answer, their
// decisions, and what the settle step needs of an authorised order.

import { buyerFirstName } from '#api/buyers/buyer-blocks.ts';
import type { DeclineReason } from '#contract/approval-request.schema.ts';
import type { Language } from '#contract/languages.ts';
import type { Queryable } from '#db/connection.ts';

export interface ApprovalOrder {
  id: number;
  status: string;
  captureMethod: 'automatic' | 'manual';
  paymentState: 'authorized' | 'captured' | 'cancelled' | null;
  provider: 'stripe' | 'test';
  paymentIntentId: string | null;
}

const APPROVAL_ORDER = (q: Queryable) => q`
  id, status, capture_method AS "captureMethod", payment_state AS "paymentState", provider,
  stripe_payment_intent_id AS "paymentIntentId"`;

export async function findApprovalOrder(q: Queryable, orderId: number): Promise<ApprovalOrder | null> {
  const [row] = await q<ApprovalOrder[]>`SELECT ${APPROVAL_ORDER(q)} FROM orders WHERE id = ${orderId}`;
  return row ?? null;
}

/** The order row, locked until the transaction ends (every decision on its items takes it first). */
export async function lockApprovalOrder(q: Queryable, orderId: number): Promise<ApprovalOrder | null> {
  const [row] = await q<ApprovalOrder[]>`SELECT ${APPROVAL_ORDER(q)} FROM orders WHERE id = ${orderId} FOR UPDATE`;
  return row ?? null;
}

/** The item with this token (any state: a decided request's link shows the decision). */
export async function findItemByTokenHash(q: Queryable, tokenHash: string): Promise<{ itemId: number; profileId: number } | null> {
  const [row] = await q<{ itemId: number; profileId: number }[]>`
    SELECT id AS "itemId", profile_id AS "profileId" FROM order_items
    WHERE approval_token_hash = ${tokenHash} AND profile_id IS NOT NULL`;
  return row ?? null;
}

export async function findItemOfProfile(q: Queryable, itemId: number, profileId: number): Promise<{ orderId: number } | null> {
  const [row] = await q<{ orderId: number }[]>`
    SELECT order_id AS "orderId" FROM order_items WHERE id = ${itemId} AND profile_id = ${profileId}`;
  return row ?? null;
}

/** Locks her row FOR SHARE: a withdrawal (which updates it) waits, or has committed and is seen. */
export async function shareLockProfile(q: Queryable, profileId: number): Promise<void> {
  await q`SELECT id FROM profiles WHERE id = ${profileId} FOR SHARE`;
}

export async function itemStatus(q: Queryable, itemId: number): Promise<string | null> {
  const [row] = await q<{ status: string }[]>`SELECT release_status AS status FROM order_items WHERE id = ${itemId}`;
  return row?.status ?? null;
}

/**
 * Declines waiting items of one order (all of them, or those of one profile, or those past a
 * deadline): no details, her photos dropped from the snapshot. Returns how many it declined.
 */
export async function declineAwaitingItems(
  q: Queryable,
  orderId: number,
  decision: { reason: DeclineReason; by: 'owner' | 'deadline' | 'system'; now: Date },
  only: { itemId?: number; profileId?: number; deadlineBy?: Date } = {},
): Promise<number> {
  const rows = await q`
    UPDATE order_items SET release_status = 'declined', decline_reason = ${decision.reason},
      approval_decided_by = ${decision.by}, decided_at = ${decision.now}, contact_info = NULL,
      profile_snapshot = profile_snapshot || '{"primaryPhoto": null, "photos": []}'::jsonb
    WHERE order_id = ${orderId} AND release_status = 'awaiting_consent'
      ${only.itemId === undefined ? q`` : q`AND id = ${only.itemId}`}
      ${only.profileId === undefined ? q`` : q`AND profile_id = ${only.profileId}`}
      ${only.deadlineBy === undefined ? q`` : q`AND approval_deadline <= ${only.deadlineBy}`}
    RETURNING id`;
  return rows.length;
}

export async function awaitingCount(q: Queryable, orderId: number): Promise<number> {
  const [row] = await q<{ count: number }[]>`
    SELECT count(*)::int AS count FROM order_items WHERE order_id = ${orderId} AND release_status = 'awaiting_consent'`;
  return row?.count ?? 0;
}

/** How an order's payment stands, as the decision that leaves nothing waiting settles it. */
export interface OrderPaymentState {
  paymentState: string | null;
  captureMethod: string;
  status: string;
  currency: string;
}

export async function findOrderPaymentState(q: Queryable, orderId: number): Promise<OrderPaymentState | null> {
  const [order] = await q<OrderPaymentState[]>`
    SELECT payment_state AS "paymentState", capture_method AS "captureMethod", status, currency FROM orders WHERE id = ${orderId}`;
  return order ?? null;
}

/** Orders with an item waiting for her (of one profile). */
export async function ordersAwaitingProfile(q: Queryable, profileId: number): Promise<number[]> {
  const rows = await q<{ orderId: number }[]>`
    SELECT DISTINCT order_id AS "orderId" FROM order_items
    WHERE profile_id = ${profileId} AND release_status = 'awaiting_consent' ORDER BY order_id`;
  return rows.map((r) => r.orderId);
}

/** Orders with an item whose deadline has passed, oldest deadline first. */
export async function ordersPastDeadline(q: Queryable, now: Date, limit: number): Promise<number[]> {
  const rows = await q<{ orderId: number }[]>`
    SELECT order_id AS "orderId" FROM order_items
    WHERE release_status = 'awaiting_consent' AND approval_deadline <= ${now}
    GROUP BY order_id ORDER BY min(approval_deadline) LIMIT ${limit}`;
  return rows.map((r) => r.orderId);
}

/**
 * Authorised orders that need settling now: the hold expires within `horizon` (their waiting
 * items are then declined), or nothing waits any more but the settle step has not finished
 * (its job gave up, or was lost) for `stuckAfter`.
 */
export async function authorisedOrdersToSettle(
  q: Queryable,
  options: { expiringBefore: Date; decidedBefore: Date; limit: number },
): Promise<{ id: number; expiring: boolean }[]> {
  return q<{ id: number; expiring: boolean }[]>`
    SELECT o.id, (o.authorization_expires_at <= ${options.expiringBefore}) AS expiring
    FROM orders o
    WHERE o.payment_state = 'authorized' AND (
      o.authorization_expires_at <= ${options.expiringBefore}
      OR NOT EXISTS (
        SELECT 1 FROM order_items oi WHERE oi.order_id = o.id
          AND (oi.release_status = 'awaiting_consent' OR oi.decided_at > ${options.decidedBefore})))
    ORDER BY o.authorization_expires_at NULLS LAST, o.id
    LIMIT ${options.limit}`;
}

/**
 * Orders paid at once whose requests to her are all decided but that still say
 * 'awaiting_approval' (their finishing step was not run: a decision made without a job queue),
 * the last decision older than `decidedBefore`.
 */
export async function decidedOrdersPaidAtOnce(q: Queryable, options: { decidedBefore: Date; limit: number }): Promise<number[]> {
  const rows = await q<{ id: number }[]>`
    SELECT o.id FROM orders o
    WHERE o.status = 'awaiting_approval' AND o.capture_method = 'automatic'
      AND NOT EXISTS (
        SELECT 1 FROM order_items oi WHERE oi.order_id = o.id
          AND (oi.release_status = 'awaiting_consent' OR oi.decided_at > ${options.decidedBefore}))
    ORDER BY o.id
    LIMIT ${options.limit}`;
  return rows.map((r) => r.id);
}

/** What the items she was asked about and that were not released cost, in cents (refunded after a payment taken at once). */
export async function declinedRequestsCents(q: Queryable, orderId: number): Promise<number> {
  const [row] = await q<{ cents: number }[]>`
    SELECT coalesce(round(sum(price) * 100), 0)::int AS cents FROM order_items
    WHERE order_id = ${orderId} AND release_status = 'declined' AND approval_requested_at IS NOT NULL`;
  return row?.cents ?? 0;
}

/**
 * An order paid at once whose requests are all decided: completed, and what was declined after
 * her request is owed back. False when it was finished before.
 */
export async function markRequestsDecided(q: Queryable, orderId: number, refundCents: number): Promise<boolean> {
  const rows = await q`
    UPDATE orders SET status = 'completed', refund_due = refund_due + ${refundCents}::numeric / 100
    WHERE id = ${orderId} AND status = 'awaiting_approval' AND capture_method = 'automatic'
    RETURNING id`;
  return rows.length > 0;
}

/** What the released items of an order cost, in cents: the amount to capture. */
export async function releasedCents(q: Queryable, orderId: number): Promise<number> {
  const [row] = await q<{ cents: number }[]>`
    SELECT coalesce(round(sum(price) * 100), 0)::int AS cents FROM order_items
    WHERE order_id = ${orderId} AND release_status = 'released'`;
  return row?.cents ?? 0;
}

/** Writes the settled payment; false when another settle got there first. */
export async function markSettled(
  q: Queryable,
  orderId: number,
  settled: { state: 'captured' | 'cancelled'; capturedAmount: string },
): Promise<boolean> {
  const rows = await q`
    UPDATE orders SET payment_state = ${settled.state}, captured_amount = ${settled.capturedAmount},
      settled_at = now(), status = CASE WHEN status = 'awaiting_approval' THEN 'completed' ELSE status END
    WHERE id = ${orderId} AND payment_state = 'authorized'
    RETURNING id`;
  return rows.length > 0;
}

/** True when one of the order's items was put to her (so the buyer waits for an outcome mail). */
export async function wasAskedOf(q: Queryable, orderId: number): Promise<boolean> {
  const [row] = await q<{ asked: boolean }[]>`
    SELECT EXISTS (SELECT 1 FROM order_items WHERE order_id = ${orderId} AND approval_requested_at IS NOT NULL) AS asked`;
  return row?.asked ?? false;
}

export interface ApprovalMailTarget {
  releaseStatus: string;
  deadline: Date | null;
  price: string;
  currency: string;
  /** Her contact email; null when she gave none. */
  email: string | null;
  language: Language;
  firstName: string;
  buyerFirstName: string | null;
  buyerCountry: string | null;
  /** Whether the buyer filled the disclosure form (the mail sends her to her page to read it). */
  hasDisclosure: boolean;
}

/** What her request mail needs; null when the item or her profile is gone. */
export async function findApprovalMailTarget(q: Queryable, itemId: number): Promise<ApprovalMailTarget | null> {
  const [row] = await q<(Omit<ApprovalMailTarget, 'buyerFirstName'> & { customerName: string | null; formName: string | null })[]>`
    SELECT oi.release_status AS "releaseStatus", oi.approval_deadline AS deadline, oi.price, o.currency,
           nullif(btrim(p.email), '') AS email, p.owner_language AS language, p.first_name AS "firstName",
           o.customer_name AS "customerName", o.buyer_first_name AS "formName", o.buyer_country AS "buyerCountry",
           o.buyer_disclosure_sealed IS NOT NULL AS "hasDisclosure"
    FROM order_items oi JOIN orders o ON o.id = oi.order_id JOIN profiles p ON p.id = oi.profile_id
    WHERE oi.id = ${itemId} AND p.deleted_at IS NULL`;
  if (!row) return null;
  const { customerName, formName, ...rest } = row;
  return { ...rest, buyerFirstName: buyerFirstName(formName, customerName) };
}

/** The hash of the secret in her newest request mail; false when the item no longer waits. */
export async function setApprovalTokenHash(q: Queryable, itemId: number, tokenHash: string): Promise<boolean> {
  const rows = await q`
    UPDATE order_items SET approval_token_hash = ${tokenHash}
    WHERE id = ${itemId} AND release_status = 'awaiting_consent' RETURNING id`;
  return rows.length > 0;
}
