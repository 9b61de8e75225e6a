// The buyer's outcome email of an order that waited for her answers: which contacts
// were approved (their details are on the purchase page and in My purchases, behind the link)
// and which were declined and why, and what was finally charged — declined contacts never are.
// Enqueued by the settle step in the same transaction that marks the payment settled.
import { z } from 'zod';
import { defineJob } from '../jobs/queues.ts';
import { renderOrderMail } from './order-confirmation.job.ts';
import { findOrderById } from './orders.queries.ts';

export const ORDER_OUTCOME_QUEUE = 'mail.order-outcome';

export const orderOutcomeJob = defineJob({
  payload: z.object({ orderId: z.int().positive() }),
  name: ORDER_OUTCOME_QUEUE,
  options: { retryLimit: 10, retryDelay: 30 },
  async handle({ orderId }, { sql, log, env, mailer }) {
    const order = await findOrderById(sql, orderId);
    if (!order || (order.paymentState !== 'captured' && order.paymentState !== 'cancelled')) {
      return log.warn({ orderId, paymentState: order?.paymentState }, 'no settled order to tell the outcome of');
    }
    const mail = await renderOrderMail(sql, env, order, { capturedAmount: order.capturedAmount ?? '0' });
    await mailer.send({ to: order.customerEmail, ...mail });
  },
});
