// SQL for refunds (migration 00007): the automatic refunds of money taken for nothing released
// (fulfil() at payment; her answers to an order paid at once), and what the refund job reads and records.
import type { Queryable, Sql } from '#db/connection.ts';

/** declined_requests: items paid at once that waited for her and that she did not release. */
export type RefundKind = 'declined_items' | 'declined_requests' | 'amount_mismatch' | 'admin';

export interface RefundRow {
  id: number;
  orderId: number;
  kind: RefundKind;
  amountCents: number;
  currency: string;
  status: 'pending' | 'succeeded';
  providerRefundId: string | null;
  paymentIntentId: string | null;
  provider: 'stripe' | 'test';
}

/** The automatic refund of its kind for an order; null when one was written before. */
export async function insertAutomaticRefund(
  tx: Queryable,
  refund: { orderId: number; kind: Exclude<RefundKind, 'admin'>; amountCents: number; currency: string },
): Promise<number | null> {
  const [row] = await tx<{ id: number }[]>`
    INSERT INTO order_refunds (order_id, kind, amount_cents, currency)
    VALUES (${refund.orderId}, ${refund.kind}, ${refund.amountCents}, ${refund.currency})
    ON CONFLICT (order_id, kind) WHERE kind <> 'admin' DO NOTHING
    RETURNING id`;
  return row?.id ?? null;
}

export async function findRefund(sql: Queryable, id: number): Promise<RefundRow | null> {
  const [row] = await sql<RefundRow[]>`
    SELECT r.id, r.order_id AS "orderId", r.kind, r.amount_cents AS "amountCents", r.currency, r.status,
           r.provider_refund_id AS "providerRefundId", o.stripe_payment_intent_id AS "paymentIntentId", o.provider
    FROM order_refunds r JOIN orders o ON o.id = r.order_id
    WHERE r.id = ${id}`;
  return row ?? null;
}

/** Records the provider's refund; a refund of declined items settles what the order owed back. */
export async function markRefundSucceeded(sql: Sql, refund: RefundRow, providerRefundId: string): Promise<void> {
  await sql.begin(async (tx) => {
    const done = await tx`
      UPDATE order_refunds SET status = 'succeeded', provider_refund_id = ${providerRefundId}, completed_at = now(),
             attempts = attempts + 1, last_error = NULL
      WHERE id = ${refund.id} AND status = 'pending'`;
    if (done.count === 1 && (refund.kind === 'declined_items' || refund.kind === 'declined_requests')) {
      await tx`
        UPDATE orders SET refund_due = greatest(refund_due - ${refund.amountCents}::numeric / 100, 0)
        WHERE id = ${refund.orderId}`;
    }
  });
}

export async function markRefundAttemptFailed(sql: Queryable, id: number, error: string): Promise<void> {
  await sql`
    UPDATE order_refunds SET attempts = attempts + 1, last_error = ${error.slice(0, 1000)}
    WHERE id = ${id} AND status = 'pending'`;
}
