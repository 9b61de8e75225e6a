// The buyer's outcome email of an order that waited for her answers: which contacts
// were approved (their details are on the purchase page and in My purchases, behind the link)
// and which were declined and why, and what was finally charged — declined contacts never are,
// or, paid at once, are refunded. Enqueued by the settle step in the same transaction that marks
// the payment settled (or, paid at once, that completes the order after her last answer).
import { z } from 'zod';
import { formatCents } from '#contract/pricing.ts';
import { defineJob } from '../jobs/queues.ts';
import { releasedCents } from './approval-decisions.queries.ts';
import { renderOrderMail } from './order-confirmation.job.ts';
import { findOrderById } from './orders.queries.ts';

export const ORDER_OUTCOME_QUEUE = 'mail.order-outcome';

export const orderOutcomeJob = defineJob({
  payload: z.object({ orderId: z.int().positive() }),
  name: ORDER_OUTCOME_QUEUE,
  options: { retryLimit: 10, retryDelay: 30 },
  async handle({ orderId }, { sql, log, env, mailer }) {
    const order = await findOrderById(sql, orderId);
    const settled = order?.paymentState === 'captured' || order?.paymentState === 'cancelled';
    const paidAtOnce = order?.captureMethod === 'automatic' && order.status === 'completed';
    if (!order || !(settled || paidAtOnce)) {
      return log.warn({ orderId, paymentState: order?.paymentState }, 'no settled order to tell the outcome of');
    }
    // paid at once: what is kept is what the released contacts cost (the rest is refunded)
    const kept = paidAtOnce ? formatCents(await releasedCents(sql, orderId)) : (order.capturedAmount ?? '0');
    const mail = await renderOrderMail(sql, env, order, { capturedAmount: kept });
    await mailer.send({ to: order.customerEmail, ...mail });
  },
});
