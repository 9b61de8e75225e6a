// Gives money back through the payment provider (decision 009): queued by fulfil() in the same
// transaction that decided nothing would be released for it. The refund row's id is the
// provider's idempotency key, so a retried job (or a crash between the provider's answer and our
// write) never refunds twice. Failures are recorded on the row and retried with backoff; a refund
// that keeps failing stays pending, with its last error, for the back office.
import { z } from 'zod';
import { defineJob } from '../jobs/queues.ts';
import { findRefund, markRefundAttemptFailed, markRefundSucceeded } from './refunds.queries.ts';

export const REFUND_QUEUE = 'payments.refund';

export const refundJob = defineJob({
  payload: z.object({ refundId: z.int().positive() }),
  name: REFUND_QUEUE,
  options: { retryLimit: 12, retryDelay: 60, retryBackoff: true },
  async handle({ refundId }, { sql, log, payments }) {
    const refund = await findRefund(sql, refundId);
    if (!refund || refund.status === 'succeeded') return;
    try {
      if (refund.provider !== payments.name) throw new Error(`refund of a ${refund.provider} payment, but ${payments.name} is configured`);
      if (!refund.paymentIntentId) throw new Error('the order has no payment to refund');
      const { refundId: providerRefundId } = await payments.refundPayment({
        paymentIntentId: refund.paymentIntentId,
        amountCents: refund.amountCents,
        idempotencyKey: `contacto-refund-${refund.id}`,
        metadata: { orderId: String(refund.orderId), refundId: String(refund.id), kind: refund.kind },
      });
      await markRefundSucceeded(sql, refund, providerRefundId);
      log.info({ orderId: refund.orderId, refundId: refund.id, amountCents: refund.amountCents }, 'refunded');
    } catch (error) {
      await markRefundAttemptFailed(sql, refund.id, (error as Error).message);
      log.warn({ err: error, orderId: refund.orderId, refundId: refund.id }, 'refund failed; it will be retried');
      throw error;
    }
  },
});
