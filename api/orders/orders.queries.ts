// SQL for orders: finding them by provider session, locking a pending checkout for fulfilment,
// writing the released items, and reading a paid order back with its contact snapshot.
// Contact VALUES are read here only for fulfilment and for a paid order's own view.
import type postgres from 'postgres';
import type { ApprovalReason, DeclineReason } from '#contract/approval-request.schema.ts';
import type { Language } from '#contract/languages.ts';
import type { Queryable } from '#db/connection.ts';
import { publicProfile } from '../profiles/public-profile.ts';
import { type OrderStatus, PAID_STATUSES } from './order-status.ts';

export type { OrderStatus };

export interface OrderRow {
  id: number;
  customerEmail: string;
  customerName: string | null;
  totalAmount: string;
  currency: string;
  status: OrderStatus;
  provider: 'stripe' | 'test';
  providerSessionId: string | null;
  paymentIntentId: string | null;
  language: Language;
  createdAt: Date;
  completedAt: Date | null;
  expiresAt: Date | null;
  confirmationSentAt: Date | null;
  /** 'manual': authorised at payment, captured once every item is decided. */
  captureMethod: 'automatic' | 'manual';
  paymentState: 'authorized' | 'captured' | 'cancelled' | null;
  /** What was finally taken of an authorised payment, once settled. */
  capturedAmount: string | null;
  userId: number | null;
  /** The country the buyer declared at checkout; null on orders from before it was asked. */
  buyerCountry: string | null;
}

const ORDER_COLUMNS = (sql: Queryable) => sql`
  id, customer_email AS "customerEmail", customer_name AS "customerName", total_amount AS "totalAmount",
  currency, status, provider, provider_session_id AS "providerSessionId",
  stripe_payment_intent_id AS "paymentIntentId", language, created_at AS "createdAt",
  completed_at AS "completedAt", expires_at AS "expiresAt", confirmation_sent_at AS "confirmationSentAt",
  capture_method AS "captureMethod", payment_state AS "paymentState", captured_amount AS "capturedAmount",
  user_id AS "userId", buyer_country AS "buyerCountry"`;

export async function findOrderById(sql: Queryable, id: number): Promise<OrderRow | null> {
  const [row] = await sql<OrderRow[]>`SELECT ${ORDER_COLUMNS(sql)} FROM orders WHERE id = ${id}`;
  return row ?? null;
}

export async function findOrderBySessionId(sql: Queryable, sessionId: string): Promise<OrderRow | null> {
  const [row] = await sql<OrderRow[]>`SELECT ${ORDER_COLUMNS(sql)} FROM orders WHERE provider_session_id = ${sessionId}`;
  return row ?? null;
}

export async function findOrderByPaymentIntent(sql: Queryable, paymentIntentId: string): Promise<OrderRow | null> {
  const [row] = await sql<OrderRow[]>`SELECT ${ORDER_COLUMNS(sql)} FROM orders WHERE stripe_payment_intent_id = ${paymentIntentId}`;
  return row ?? null;
}

/** The paid orders a signed-in buyer made (orders.user_id), newest first, at most `limit`. */
export async function findPaidOrdersOfUser(sql: Queryable, userId: number, limit: number): Promise<OrderRow[]> {
  return sql<OrderRow[]>`
    SELECT ${ORDER_COLUMNS(sql)} FROM orders
    WHERE user_id = ${userId} AND status IN ${sql([...PAID_STATUSES])}
    ORDER BY created_at DESC, id DESC
    LIMIT ${limit}`;
}

/** The checkout behind a provider session, locked until the transaction ends. */
export async function lockOrderBySessionId(tx: Queryable, sessionId: string): Promise<OrderRow | null> {
  const [row] = await tx<OrderRow[]>`SELECT ${ORDER_COLUMNS(tx)} FROM orders WHERE provider_session_id = ${sessionId} FOR UPDATE`;
  return row ?? null;
}

/** An order item with what fulfilment needs of its profile (null fields when the profile is gone). */
export interface ItemForRelease {
  id: number;
  profileId: number | null;
  price: string;
  releasePolicy: 'instant' | 'approve_each_buyer';
  profile: {
    firstName: string;
    lastName: string | null;
    age: number;
    location: string;
    primaryPhoto: string | null;
    photos: string[];
    contactMethods: Record<string, string>;
    sharedChannels: string[];
    isPublic: boolean;
    /** Her release policy now (the item keeps the one it was sold under). */
    releasePolicy: 'instant' | 'approve_each_buyer';
  } | null;
}

/**
 * The order's items, locked for update, with their profiles as they are once every withdrawal
 * (or take-down, or deletion) that had already touched her row has committed; her row stays
 * locked FOR SHARE until the transaction ends, so one that starts now waits for the release.
 * Without the lock, a withdrawal that commits while fulfilment runs is not seen, and her contact
 * details go out after she took them back. Two statements: PostgreSQL cannot lock the nullable
 * side of the LEFT JOIN (a deleted profile), and under READ COMMITTED the second statement reads
 * with a snapshot taken after the lock was granted.
 */
export async function lockItemsForRelease(tx: Queryable, orderId: number, onlyItemId?: number): Promise<ItemForRelease[]> {
  const only = onlyItemId === undefined ? tx`` : tx`AND oi.id = ${onlyItemId}`;
  await tx`
    SELECT p.id FROM order_items oi JOIN profiles p ON p.id = oi.profile_id
    WHERE oi.order_id = ${orderId} ${only}
    ORDER BY p.id
    FOR SHARE OF p`;
  const rows = await tx<
    (Omit<ItemForRelease, 'profile'> &
      Omit<NonNullable<ItemForRelease['profile']>, 'releasePolicy'> & {
        pId: number | null;
        profilePolicy: ItemForRelease['releasePolicy'];
      })[]
  >`
    SELECT oi.id, oi.profile_id AS "profileId", oi.price, oi.release_policy AS "releasePolicy",
           p.id AS "pId", p.first_name AS "firstName", p.last_name AS "lastName", p.age, p.location,
           -- what the public saw: switched-off photos are no part of what was sold
           CASE WHEN p.primary_photo = ANY (p.inactive_photos) THEN NULL ELSE p.primary_photo END AS "primaryPhoto",
           ARRAY(SELECT u.photo FROM unnest(p.photos) WITH ORDINALITY AS u(photo, n)
                 WHERE u.photo <> ALL (p.inactive_photos) ORDER BY u.n) AS photos,
           p.contact_methods AS "contactMethods",
           p.shared_channels AS "sharedChannels", p.release_policy AS "profilePolicy",
           coalesce(${publicProfile(tx, 'p')}, false) AS "isPublic"
    FROM order_items oi
    LEFT JOIN profiles p ON p.id = oi.profile_id
    WHERE oi.order_id = ${orderId} ${only}
    ORDER BY oi.id
    FOR UPDATE OF oi`;
  return rows.map((r) => ({
    id: r.id,
    profileId: r.profileId,
    price: r.price,
    releasePolicy: r.releasePolicy,
    profile:
      r.pId === null
        ? null
        : {
            firstName: r.firstName,
            lastName: r.lastName,
            age: r.age,
            location: r.location,
            primaryPhoto: r.primaryPhoto,
            photos: r.photos,
            contactMethods: r.contactMethods,
            sharedChannels: r.sharedChannels,
            isPublic: r.isPublic,
            releasePolicy: r.profilePolicy,
          },
  }));
}

export interface ItemRelease {
  id: number;
  releaseStatus: 'released' | 'awaiting_consent' | 'declined';
  contactInfo: Record<string, string> | null;
  profileSnapshot: Record<string, unknown>;
  approvalTokenHash?: string | null;
  approvalDeadline?: Date | null;
  declineReason?: DeclineReason | null;
  decidedBy?: 'owner' | 'deadline' | 'system' | null;
  /** Why a waiting item waits although it was not sold under her approval (kept once decided). */
  approvalReason?: ApprovalReason | null;
}

export async function writeItemRelease(tx: Queryable, release: ItemRelease, now: Date): Promise<void> {
  const awaiting = release.releaseStatus === 'awaiting_consent';
  await tx`
    UPDATE order_items SET
      release_status = ${release.releaseStatus},
      contact_info = ${release.contactInfo === null ? null : tx.json(release.contactInfo)},
      profile_snapshot = ${tx.json(release.profileSnapshot as postgres.JSONValue)},
      released_at = ${release.releaseStatus === 'released' ? now : null},
      decided_at = ${awaiting ? null : now},
      decline_reason = ${release.releaseStatus === 'declined' ? (release.declineReason ?? 'unavailable') : null},
      approval_decided_by = ${release.decidedBy ?? null},
      -- a decided request keeps its token and deadline: her link then shows what was decided
      approval_token_hash = ${awaiting ? (release.approvalTokenHash ?? null) : tx`approval_token_hash`},
      approval_deadline = ${awaiting ? (release.approvalDeadline ?? null) : tx`approval_deadline`},
      approval_reason = ${awaiting ? (release.approvalReason ?? null) : tx`approval_reason`},
      approval_requested_at = ${awaiting ? now : tx`approval_requested_at`}
    WHERE id = ${release.id}`;
}

export async function markOrderPaid(
  tx: Queryable,
  order: {
    id: number;
    status: OrderStatus;
    paymentIntentId: string | null;
    paidAmount: string;
    refundDue: string;
    /** 'authorized' for a manual capture; null when the payment was taken at once. */
    paymentState: 'authorized' | null;
    cardFingerprint: string | null;
    authorizationExpiresAt: Date | null;
    cardCountry: string | null;
    billingCountry: string | null;
  },
  now: Date,
): Promise<void> {
  await tx`
    UPDATE orders SET status = ${order.status}, completed_at = ${now},
           stripe_payment_intent_id = coalesce(${order.paymentIntentId}, stripe_payment_intent_id),
           paid_amount = ${order.paidAmount}, refund_due = ${order.refundDue}, failure_reason = NULL,
           payment_state = ${order.paymentState}, card_fingerprint = ${order.cardFingerprint},
           authorization_expires_at = ${order.authorizationExpiresAt},
           card_country = ${order.cardCountry}, billing_country = ${order.billingCountry}
    WHERE id = ${order.id}`;
}

/**
 * Serialises fulfilments of one buyer: a transaction-scoped advisory lock per identity (the
 * receipt email's hash, the account, the card), taken in one global order so two fulfilments that
 * share identities never wait on each other in a circle. Held until the transaction ends, so the
 * daily cap counted after it sees every earlier fulfilment of the same buyer.
 */
export async function lockBuyer(tx: Queryable, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx`SELECT pg_advisory_xact_lock(hashtextextended(${`buyer:${key}`}, 0))`;
  }
}

/**
 * Contacts one buyer (any of its identities) holds from other paid orders since a moment: released
 * or waiting for her answer; declined and refunded ones do not count.
 */
export async function contactsHeldSince(
  tx: Queryable,
  who: { email: string; userId: number | null; cardFingerprint: string | null },
  since: Date,
  exceptOrderId: number,
): Promise<number> {
  const [row] = await tx<{ count: number }[]>`
    SELECT count(*)::int AS count
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
    WHERE o.id <> ${exceptOrderId} AND o.status IN ${tx([...PAID_STATUSES])} AND o.completed_at > ${since}
      AND oi.release_status IN ('released', 'awaiting_consent')
      AND (lower(o.customer_email) = lower(${who.email})
           ${who.userId === null ? tx`` : tx`OR o.user_id = ${who.userId}`}
           ${who.cardFingerprint === null ? tx`` : tx`OR o.card_fingerprint = ${who.cardFingerprint}`})`;
  return row?.count ?? 0;
}

export async function markOrderFailed(
  tx: Queryable,
  order: { id: number; reason: string; paymentIntentId: string | null; paidAmount: string | null },
): Promise<void> {
  await tx`
    UPDATE orders SET status = 'failed', failure_reason = ${order.reason},
           stripe_payment_intent_id = coalesce(${order.paymentIntentId}, stripe_payment_intent_id),
           paid_amount = ${order.paidAmount}
    WHERE id = ${order.id}`;
}

/** An authorisation that is held but releases nothing (a failed order): the settle job cancels it. */
export async function markAuthorised(tx: Queryable, orderId: number): Promise<void> {
  await tx`UPDATE orders SET payment_state = 'authorized' WHERE id = ${orderId}`;
}

/** Gives up a checkout that was never paid; a no-op unless it is still pending. */
export async function expireOrder(sql: Queryable, orderId: number, reason: string): Promise<boolean> {
  const result = await sql`
    UPDATE orders SET status = 'expired', failure_reason = ${reason}
    WHERE id = ${orderId} AND status = 'pending'`;
  return result.count === 1;
}

export interface PaidItemRow {
  id: number;
  price: string;
  releaseStatus: string;
  contactInfo: Record<string, string> | null;
  profileSnapshot: Record<string, unknown>;
  declineReason: DeclineReason | null;
  approvalDeadline: Date | null;
  approvalReason: ApprovalReason | null;
}

const PAID_ITEM_COLUMNS = (sql: Queryable) => sql`
  id, price, release_status AS "releaseStatus", contact_info AS "contactInfo",
  profile_snapshot AS "profileSnapshot", decline_reason AS "declineReason", approval_deadline AS "approvalDeadline",
  approval_reason AS "approvalReason"`;

export async function orderItems(sql: Queryable, orderId: number): Promise<PaidItemRow[]> {
  return sql<PaidItemRow[]>`SELECT ${PAID_ITEM_COLUMNS(sql)} FROM order_items WHERE order_id = ${orderId} ORDER BY id`;
}

/** The items of several orders in one query, by order id (each order's items in their order). */
export async function itemsOfOrders(sql: Queryable, orderIds: readonly number[]): Promise<Map<number, PaidItemRow[]>> {
  const byOrder = new Map<number, PaidItemRow[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return byOrder;
  const rows = await sql<(PaidItemRow & { orderId: number })[]>`
    SELECT order_id AS "orderId", ${PAID_ITEM_COLUMNS(sql)} FROM order_items
    WHERE order_id IN ${sql([...orderIds])} ORDER BY order_id, id`;
  for (const { orderId, ...item } of rows) byOrder.get(orderId)?.push(item);
  return byOrder;
}

export interface PendingCheckout {
  id: number;
  provider: 'stripe' | 'test';
  providerSessionId: string | null;
  createdAt: Date;
  expiresAt: Date | null;
}

/** Pending checkouts old enough that their webhook should have come, oldest first. */
export async function pendingCheckouts(sql: Queryable, options: { olderThan: Date; limit: number }): Promise<PendingCheckout[]> {
  return sql<PendingCheckout[]>`
    SELECT id, provider, provider_session_id AS "providerSessionId", created_at AS "createdAt", expires_at AS "expiresAt"
    FROM orders
    WHERE status = 'pending' AND created_at < ${options.olderThan}
    ORDER BY created_at
    LIMIT ${options.limit}`;
}

export async function markConfirmationSent(sql: Queryable, orderId: number): Promise<void> {
  await sql`UPDATE orders SET confirmation_sent_at = now() WHERE id = ${orderId}`;
}

/** A verified provider event as webhook_events keeps it. */
export interface WebhookEventRow {
  provider: string;
  eventId: string;
  type: string;
  payload: unknown;
}

/** Records a provider event once by its id; false when it was recorded before. */
export async function insertWebhookEvent(sql: Queryable, event: WebhookEventRow): Promise<boolean> {
  const [inserted] = await sql<{ id: number }[]>`
    INSERT INTO webhook_events (provider, event_id, type, payload)
    VALUES (${event.provider}, ${event.eventId}, ${event.type}, ${sql.json(event.payload as never)})
    ON CONFLICT (provider, event_id) DO NOTHING
    RETURNING id`;
  return inserted !== undefined;
}

/** True when the recorded event was handled to the end. */
export async function isWebhookEventProcessed(sql: Queryable, provider: string, eventId: string): Promise<boolean> {
  const [existing] = await sql<{ processedAt: Date | null }[]>`
    SELECT processed_at AS "processedAt" FROM webhook_events WHERE provider = ${provider} AND event_id = ${eventId}`;
  return Boolean(existing?.processedAt);
}

/** Notes why handling the event failed (its first 1,000 characters). */
export async function markWebhookEventFailed(sql: Queryable, provider: string, eventId: string, message: string): Promise<void> {
  await sql`
    UPDATE webhook_events SET error = ${message.slice(0, 1000)}
    WHERE provider = ${provider} AND event_id = ${eventId}`;
}

/** The event was handled: processed now, any earlier error cleared (once). */
export async function markWebhookEventProcessed(sql: Queryable, provider: string, eventId: string): Promise<void> {
  await sql`
    UPDATE webhook_events SET processed_at = now(), error = NULL
    WHERE provider = ${provider} AND event_id = ${eventId} AND processed_at IS NULL`;
}
