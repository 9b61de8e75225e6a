// The buyer's outcome email of an order that waited for her answers (DESIGN §8a): which contacts
// were approved (their details are on the purchase page and in My purchases) and which were
// declined, and that nothing declined was charged. Enqueued by the settle step in the same
// transaction that marks the payment settled.
import { z } from 'zod';
import { defineJob } from '../jobs/queues.ts';

export const ORDER_OUTCOME_QUEUE = 'mail.order-outcome';

export const orderOutcomeJob = defineJob({
  payload: z.object({ orderId: z.int().positive() }),
  name: ORDER_OUTCOME_QUEUE,
  options: { retryLimit: 10, retryDelay: 30 },
  async handle({ orderId }, { log }) {
    log.info({ orderId }, 'order outcome mail not written yet');
  },
});
