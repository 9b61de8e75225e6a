// The confirmation email of a paid order, enqueued by fulfil() in the same transaction as the
// order itself. Retried with backoff; once the mailer has accepted it, confirmation_sent_at
// keeps a retried job from sending it twice.
import { z } from 'zod';
import type { Queryable } from '#db/connection.ts';
import type { Env } from '../env.ts';
import { defineJob } from '../jobs/queues.ts';
import { type RenderedEmail, renderOrderConfirmation } from '../mail/order-confirmation.ts';
import { isPaid } from './order-status.ts';
import { findOrderById, markConfirmationSent, type OrderRow, orderItems } from './orders.queries.ts';
import { purchaseLink, purchaseLinkKeys } from './purchase-token.ts';

export const ORDER_CONFIRMATION_QUEUE = 'mail.order-confirmation';

/** The confirmation (or, with `outcome`, the outcome) email of a paid order, in its language. */
export async function renderOrderMail(
  sql: Queryable,
  env: Env,
  order: OrderRow,
  outcome?: { capturedAmount: string },
): Promise<RenderedEmail> {
  const items = await orderItems(sql, order.id);
  const baseUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  return renderOrderConfirmation({
    language: order.language,
    orderId: order.id,
    customerName: order.customerName,
    date: order.completedAt ?? order.createdAt,
    totalAmount: order.totalAmount,
    currency: order.currency,
    link: purchaseLink(baseUrl, order.language, order.id, purchaseLinkKeys(env)),
    captureMethod: order.captureMethod,
    ...(outcome ? { outcome } : {}),
    items: items.map((item) => {
      const snapshot = item.profileSnapshot as { firstName?: string; lastName?: string; age?: number; location?: string };
      return {
        firstName: snapshot.firstName ?? '',
        lastName: snapshot.lastName ?? '',
        age: snapshot.age ?? null,
        location: snapshot.location ?? '',
        price: item.price,
        releaseStatus: item.releaseStatus,
        contactInfo: item.releaseStatus === 'released' ? (item.contactInfo ?? {}) : {},
        declineReason: item.declineReason,
        approvalDeadline: item.approvalDeadline,
        approvalReason: item.approvalReason,
      };
    }),
  });
}

export const orderConfirmationJob = defineJob({
  payload: z.object({ orderId: z.int().positive() }),
  name: ORDER_CONFIRMATION_QUEUE,
  options: { retryLimit: 10, retryDelay: 30 },
  async handle({ orderId }, { sql, log, env, mailer }) {
    const order = await findOrderById(sql, orderId);
    if (!order || !isPaid(order.status)) {
      log.warn({ orderId, status: order?.status }, 'no paid order to confirm');
      return;
    }
    if (order.confirmationSentAt) return;
    await mailer.send({ to: order.customerEmail, ...(await renderOrderMail(sql, env, order)) });
    await markConfirmationSent(sql, order.id);
  },
});
