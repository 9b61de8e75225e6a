// The SQL of the test-mode payment provider (test-provider.ts): its checkout sessions
// (test_payment_sessions), their payment intents (authorised, captured, cancelled) and refunds
// (test_payment_refunds), kept in our own database the way Stripe keeps them on its side.
import type { Queryable } from '#db/connection.ts';

export interface TestSessionRow {
  id: string;
  orderId: number | null;
  amountTotal: number;
  currency: string;
  customerEmail: string;
  customerName: string | null;
  lineItems: { name: string; amount: number }[];
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntentId: string | null;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
  captureMethod: 'automatic' | 'manual';
  /** The payment intent once paid: 'requires_capture' (manual, authorised), 'succeeded', 'canceled'. */
  intentStatus: 'requires_capture' | 'succeeded' | 'canceled' | null;
  amountCaptured: number | null;
  cardFingerprint: string | null;
  cardCountry: string | null;
  billingCountry: string | null;
}

/** One session as the hosted page and the provider interface read it (expired once past its expiry). */
export async function findTestSession(sql: Queryable, sessionId: string): Promise<TestSessionRow | null> {
  const [row] = await sql<TestSessionRow[]>`
    SELECT id, order_id AS "orderId", amount_total AS "amountTotal", currency,
           customer_email AS "customerEmail", customer_name AS "customerName",
           line_items AS "lineItems", metadata, success_url AS "successUrl", cancel_url AS "cancelUrl",
           CASE WHEN status = 'open' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
           payment_status AS "paymentStatus", payment_intent_id AS "paymentIntentId",
           created_at AS "createdAt", expires_at AS "expiresAt", completed_at AS "completedAt",
           capture_method AS "captureMethod", intent_status AS "intentStatus",
           amount_captured AS "amountCaptured", card_fingerprint AS "cardFingerprint",
           card_country AS "cardCountry", billing_country AS "billingCountry"
    FROM test_payment_sessions WHERE id = ${sessionId}`;
  return row ?? null;
}

/** The order's session that is still open, if any (the same order gets its open session back). */
export async function findOpenTestSessionOfOrder(sql: Queryable, orderId: number): Promise<{ id: string; expiresAt: Date } | undefined> {
  const [existing] = await sql<{ id: string; expiresAt: Date }[]>`
    SELECT id, expires_at AS "expiresAt" FROM test_payment_sessions
    WHERE order_id = ${orderId} AND status = 'open' AND expires_at > now()`;
  return existing;
}

/** A new open session. */
export interface NewTestSession {
  id: string;
  orderId: number;
  amountTotal: number;
  currency: string;
  customerEmail: string;
  customerName: string | null;
  lineItems: { name: string; amount: number }[];
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  captureMethod: 'automatic' | 'manual';
}

export async function insertTestSession(sql: Queryable, session: NewTestSession): Promise<void> {
  await sql`
    INSERT INTO test_payment_sessions (id, order_id, amount_total, currency, customer_email, customer_name,
                                       line_items, metadata, success_url, cancel_url, expires_at, capture_method)
    VALUES (${session.id}, ${session.orderId}, ${session.amountTotal}, ${session.currency}, ${session.customerEmail},
            ${session.customerName}, ${sql.json(session.lineItems)}, ${sql.json(session.metadata)},
            ${session.successUrl}, ${session.cancelUrl}, ${session.expiresAt}, ${session.captureMethod})`;
}

/** The id of the session that created this payment intent, or null. */
export async function findTestSessionIdByPaymentIntent(sql: Queryable, paymentIntentId: string): Promise<string | null> {
  const [row] = await sql<{ id: string }[]>`SELECT id FROM test_payment_sessions WHERE payment_intent_id = ${paymentIntentId}`;
  return row?.id ?? null;
}

/** How the card paid an open session: the new intent's id, the card's fingerprint and countries. */
export interface TestPayment {
  paymentIntentId: string;
  cardFingerprint: string;
  cardCountry: string | null;
  billingCountry: string | null;
}

/** Marks an open, unexpired session paid (authorised for a manual-capture one); anything else is left as it is. */
export async function markTestSessionPaid(sql: Queryable, sessionId: string, payment: TestPayment): Promise<void> {
  await sql`
    UPDATE test_payment_sessions
    SET status = 'complete', payment_status = 'paid', payment_intent_id = ${payment.paymentIntentId}, completed_at = now(),
        intent_status = CASE WHEN capture_method = 'manual' THEN 'requires_capture' ELSE 'succeeded' END,
        amount_captured = CASE WHEN capture_method = 'manual' THEN NULL ELSE amount_total END,
        card_fingerprint = ${payment.cardFingerprint},
        card_country = ${payment.cardCountry}, billing_country = ${payment.billingCountry}
    WHERE id = ${sessionId} AND status = 'open' AND expires_at > now()`;
}

/** A payment intent as a capture or a cancel reads it under its lock. */
export interface LockedTestIntent {
  amountTotal: number;
  intentStatus: TestSessionRow['intentStatus'];
  amountCaptured: number | null;
  key: string | null;
}

/** Locks the payment intent's session for this transaction; undefined when there is no such intent. */
export async function lockTestIntent(tx: Queryable, paymentIntentId: string): Promise<LockedTestIntent | undefined> {
  const [intent] = await tx<LockedTestIntent[]>`
    SELECT amount_total AS "amountTotal", intent_status AS "intentStatus", amount_captured AS "amountCaptured",
           intent_idempotency_key AS key
    FROM test_payment_sessions WHERE payment_intent_id = ${paymentIntentId} FOR UPDATE`;
  return intent;
}

/** The authorised intent captured, for `amountCents`, under this idempotency key. */
export async function markTestIntentCaptured(
  tx: Queryable,
  paymentIntentId: string,
  amountCents: number,
  idempotencyKey: string,
): Promise<void> {
  await tx`
    UPDATE test_payment_sessions SET intent_status = 'succeeded', amount_captured = ${amountCents},
      intent_idempotency_key = ${idempotencyKey}
    WHERE payment_intent_id = ${paymentIntentId}`;
}

/** The authorised intent cancelled (nothing captured), under this idempotency key. */
export async function markTestIntentCancelled(tx: Queryable, paymentIntentId: string, idempotencyKey: string): Promise<void> {
  await tx`
    UPDATE test_payment_sessions SET intent_status = 'canceled', amount_captured = 0, intent_idempotency_key = ${idempotencyKey}
    WHERE payment_intent_id = ${paymentIntentId}`;
}

/**
 * Locks a payment whose money was taken (paid at once, or an authorisation captured) and says how
 * much was taken; undefined when there is none.
 */
export async function lockCapturedTestPayment(tx: Queryable, paymentIntentId: string): Promise<{ amountTotal: number } | undefined> {
  const [paid] = await tx<{ amountTotal: number }[]>`
    SELECT CASE WHEN capture_method = 'manual' THEN coalesce(amount_captured, 0) ELSE amount_total END AS "amountTotal"
    FROM test_payment_sessions
    WHERE payment_intent_id = ${paymentIntentId} AND payment_status = 'paid' AND coalesce(intent_status, 'succeeded') = 'succeeded'
    FOR UPDATE`;
  return paid;
}

/** The refund made under this idempotency key, if any. */
export async function findTestRefundByKey(
  tx: Queryable,
  idempotencyKey: string,
): Promise<{ id: string; paymentIntentId: string; amount: number } | undefined> {
  const [earlier] = await tx<{ id: string; paymentIntentId: string; amount: number }[]>`
    SELECT id, payment_intent_id AS "paymentIntentId", amount FROM test_payment_refunds WHERE idempotency_key = ${idempotencyKey}`;
  return earlier;
}

/** Cents refunded of this payment so far. */
export async function sumTestRefunds(tx: Queryable, paymentIntentId: string): Promise<number> {
  const [sum] = await tx<{ refunded: number }[]>`
    SELECT coalesce(sum(amount), 0)::int AS refunded FROM test_payment_refunds WHERE payment_intent_id = ${paymentIntentId}`;
  return sum?.refunded ?? 0;
}

export async function insertTestRefund(
  tx: Queryable,
  refund: { id: string; idempotencyKey: string; paymentIntentId: string; amount: number },
): Promise<void> {
  await tx`
    INSERT INTO test_payment_refunds (id, idempotency_key, payment_intent_id, amount)
    VALUES (${refund.id}, ${refund.idempotencyKey}, ${refund.paymentIntentId}, ${refund.amount})`;
}
