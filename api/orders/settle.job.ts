// Settles an authorised payment once every item of its order is decided (decision
// 033): captures what the released items cost (instant ones and those she approved) or, when
// nothing was released, cancels the authorisation, so the buyer is never charged for a no.
// Enqueued in the transaction of the last decision (and again by the reconciliation job for an
// order whose settling never finished). The provider call carries an idempotency key per order,
// and the order is marked settled only while it is still 'authorized': retries, restarts and two
// jobs at once capture once.
import type { Logger } from 'pino';
import { z } from 'zod';
import { formatCents } from '#contract/pricing.ts';
import type { Sql } from '#db/connection.ts';
import { defineJob } from '../jobs/queues.ts';
import { type JobSender, sendInTransaction } from '../jobs/send-in-transaction.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { awaitingCount, findApprovalOrder, markSettled, releasedCents, wasAskedOf } from './approval-decisions.queries.ts';
import { ORDER_OUTCOME_QUEUE } from './order-outcome.job.ts';

export const SETTLE_QUEUE = 'orders.settle';

export type SettleOutcome = 'captured' | 'cancelled' | 'settled-before' | 'waiting' | 'not-authorised';

export async function settleOrder(
  deps: { sql: Sql; jobs: JobSender; log: Logger; payments: Pick<PaymentProvider, 'name' | 'capturePayment' | 'cancelPayment'> },
  orderId: number,
): Promise<SettleOutcome> {
  const order = await findApprovalOrder(deps.sql, orderId);
  if (order?.captureMethod !== 'manual') return 'not-authorised';
  if (order.paymentState === 'captured' || order.paymentState === 'cancelled') return 'settled-before';
  if (order.paymentState !== 'authorized') return 'not-authorised';
  // Items only leave 'awaiting_consent' (never return to it), so once none waits the sum is final.
  if ((await awaitingCount(deps.sql, orderId)) > 0) return 'waiting';
  if (order.provider !== deps.payments.name)
    throw new Error(`order ${orderId} was paid with ${order.provider}, but ${deps.payments.name} is configured`);
  if (!order.paymentIntentId) throw new Error(`order ${orderId} has no payment to settle`);
  const cents = await releasedCents(deps.sql, orderId);
  if (cents > 0) await deps.payments.capturePayment(order.paymentIntentId, cents, `capture-order-${orderId}`);
  else await deps.payments.cancelPayment(order.paymentIntentId, `cancel-order-${orderId}`);
  const state = cents > 0 ? 'captured' : 'cancelled';
  const settledNow = await deps.sql.begin(async (tx) => {
    if (!(await markSettled(tx, orderId, { state, capturedAmount: formatCents(cents) }))) return false;
    // The buyer hears the outcome of what she was asked; a cart decided entirely at payment
    // (blocked, over the cap) was told so by its confirmation email.
    if (await wasAskedOf(tx, orderId)) await sendInTransaction(deps.jobs, tx, ORDER_OUTCOME_QUEUE, { orderId });
    return true;
  });
  if (!settledNow) return 'settled-before';
  deps.log.info({ orderId, state, cents }, 'authorised payment settled');
  return state;
}

export const settleJob = defineJob({
  payload: z.object({ orderId: z.int().positive() }),
  name: SETTLE_QUEUE,
  options: { retryLimit: 12, retryDelay: 30, retryBackoff: true },
  async handle({ orderId }, { sql, log, jobs, payments }) {
    await settleOrder({ sql, log, jobs, payments }, orderId);
  },
});
