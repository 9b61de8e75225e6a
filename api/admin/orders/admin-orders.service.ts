// The back office's orders as use cases (decision 029): find an order, read it
// with its items, payment and refunds, mail its confirmation again, and refund it — all of it or
// some items — through the payment provider. A refund is decided here, in one transaction with its
// audit row and its job; the job (api/orders/refund.job.ts) then asks the provider with the row id
// as the idempotency key. The client's own key makes a double click or a retried request find the
// refund it already wrote; the order's row lock makes two different requests refund one by one,
// so an item is never refunded twice and no more than was paid is ever given back.
import {
  ADMIN_ORDERS_PAGE_SIZE,
  type AdminOrderDetail,
  type AdminOrderDisclosure,
  type AdminOrderListItem,
  type AdminOrderRefund,
  type AdminOrdersQuery,
  type AdminRefundQueueItem,
  type AdminRefundRequest,
  type AdminRefundResult,
  type ItemReleaseStatus,
  REFUND_QUEUE_LIMIT,
  REFUND_REFUSALS,
  type RefundRefusal,
} from '#contract/admin-order.schema.ts';
import type { Sql } from '#db/connection.ts';
import type { DisclosureSeal } from '../../buyers/buyer-disclosure.ts';
import { isLiveStripeKey } from '../../env.ts';
import { AppError, NotFoundError } from '../../errors.ts';
import { type JobSender, sendInTransaction } from '../../jobs/send-in-transaction.ts';
import { ORDER_CONFIRMATION_QUEUE } from '../../orders/order-confirmation.job.ts';
import { isPaid } from '../../orders/order-status.ts';
import { REFUND_QUEUE } from '../../orders/refund.job.ts';
import { type AuditActor, audit } from '../audit.ts';
import {
  clearConfirmationSent,
  findOrder,
  findOrderItems,
  findOrderPage,
  findOrderRefunds,
  findRefundByKey,
  findRefundOfOrder,
  findRefundQueue,
  findSealedDisclosure,
  insertAdminRefund,
  lockOrder,
  type OrderDetailRow,
  type OrderItemRow,
  type RefundRow,
  refundedCents,
} from './admin-orders.queries.ts';

/** 409 {message, code}: why a refund is refused. */
export class RefundRefusedError extends AppError {
  constructor(code: RefundRefusal) {
    super(409, REFUND_REFUSALS[code], { code });
  }
}

class JobQueueUnavailableError extends AppError {
  constructor() {
    super(503, 'The job queue is not available; try again later');
  }
}

export interface AdminOrdersDeps {
  sql: Sql;
  /** Opens the buyers' sealed disclosure forms (for a superadmin). */
  disclosures: Pick<DisclosureSeal, 'open'>;
  jobs?: JobSender | undefined;
  /** The configured Stripe key, if any: whether Stripe payments are live (their dashboard link). */
  stripeSecretKey?: string | undefined;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
const dollars = (amount: string | null) => (amount === null ? null : Number(amount));
const toCents = (amount: string) => Math.round(Number(amount) * 100);
const modeOf = (provider: 'stripe' | 'test') => (provider === 'stripe' ? 'live' : 'test');

function toRefund(row: RefundRow): AdminOrderRefund {
  return {
    id: row.id,
    kind: row.kind,
    amount: row.amountCents / 100,
    status: row.status,
    reason: row.reason,
    adminUsername: row.adminUsername,
    providerRefundId: row.providerRefundId,
    lastError: row.lastError,
    attempts: row.attempts,
    createdAt: row.createdAt.toISOString(),
    completedAt: iso(row.completedAt),
  };
}

export function createAdminOrdersService({ sql, disclosures, jobs, stripeSecretKey }: AdminOrdersDeps) {
  const dashboardUrl = (order: OrderDetailRow): string | null => {
    if (order.provider !== 'stripe' || !order.paymentIntentId) return null;
    const test = stripeSecretKey && isLiveStripeKey(stripeSecretKey) ? '' : 'test/';
    return `https://dashboard.stripe.com/${test}payments/${encodeURIComponent(order.paymentIntentId)}`;
  };

  const toDetail = (order: OrderDetailRow, items: OrderItemRow[], refunds: RefundRow[]): AdminOrderDetail => ({
    id: order.id,
    createdAt: order.createdAt.toISOString(),
    completedAt: iso(order.completedAt),
    status: order.status,
    failureReason: order.failureReason,
    mode: modeOf(order.provider),
    provider: order.provider,
    providerSessionId: order.providerSessionId,
    paymentIntentId: order.paymentIntentId,
    dashboardUrl: dashboardUrl(order),
    customerEmail: order.customerEmail,
    customerName: order.customerName,
    userId: order.userId,
    language: order.language,
    totalAmount: Number(order.totalAmount),
    paidAmount: dollars(order.paidAmount),
    refundDue: Number(order.refundDue),
    refundedAmount: refunds.reduce((sum, r) => sum + r.amountCents, 0) / 100,
    confirmation: { sentAt: iso(order.confirmationSentAt), pending: isPaid(order.status) && order.confirmationSentAt === null },
    items: items.map((item) => ({
      id: item.id,
      profileId: item.profileId,
      name: item.name,
      price: Number(item.price),
      releasePolicy: item.releasePolicy,
      releaseStatus: item.releaseStatus as ItemReleaseStatus,
      releasedAt: iso(item.releasedAt),
      refundedAt: iso(item.refundedAt),
      refundId: item.refundId,
    })),
    refunds: refunds.map(toRefund),
    disclosure: {
      state: order.hasDisclosure ? 'kept' : order.disclosureErasedAt ? 'erased' : 'none',
      erasedAt: iso(order.disclosureErasedAt),
    },
  });

  const detail = async (id: number): Promise<AdminOrderDetail> => {
    const order = await findOrder(sql, id);
    if (!order) throw new NotFoundError('Order not found');
    const [items, refunds] = await Promise.all([findOrderItems(sql, id), findOrderRefunds(sql, id)]);
    return toDetail(order, items, refunds);
  };

  const queue = (): JobSender => {
    if (!jobs) throw new JobQueueUnavailableError();
    return jobs;
  };

  return {
    /** One page of orders, newest first, and how many match in all. */
    async list(query: AdminOrdersQuery): Promise<{ orders: AdminOrderListItem[]; total: number }> {
      const { orders, total } = await findOrderPage(
        sql,
        { q: query.q || undefined, status: query.status, mode: query.mode, from: query.from, to: query.to },
        { limit: query.limit ?? ADMIN_ORDERS_PAGE_SIZE, offset: query.offset ?? 0 },
      );
      return {
        total,
        orders: orders.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          status: row.status,
          mode: modeOf(row.provider),
          customerEmail: row.customerEmail,
          customerName: row.customerName,
          totalAmount: Number(row.totalAmount),
          itemCount: row.itemCount,
          refundedCount: row.refundedCount,
          profileNames: row.profileNames,
          refundDue: Number(row.refundDue),
        })),
      };
    },

    detail,

    /** The buyer's answers, for a superadmin; each reading is audited. */
    async disclosure(actor: AuditActor, id: number): Promise<AdminOrderDisclosure> {
      return sql.begin(async (tx) => {
        const sealed = await findSealedDisclosure(tx, id);
        if (sealed === undefined) throw new NotFoundError('Order not found');
        if (sealed === null) throw new NotFoundError('No disclosure form is kept for this order');
        const disclosure = disclosures.open(sealed);
        if (!disclosure) {
          throw new AppError(409, 'The form was sealed under a server secret that is no longer configured', { code: 'unreadable' });
        }
        await audit(tx, actor, 'order.disclosure_view', { type: 'order', id });
        return { disclosure };
      });
    },

    /** Queues the confirmation email again (the job sends it once more, to the order's address). */
    async resendConfirmation(actor: AuditActor, id: number): Promise<AdminOrderDetail> {
      const sender = queue();
      await sql.begin(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order) throw new NotFoundError('Order not found');
        if (!isPaid(order.status)) throw new AppError(409, 'Only a paid order has a confirmation to send', { code: 'notPaid' });
        await clearConfirmationSent(tx, id);
        await sendInTransaction(sender, tx, ORDER_CONFIRMATION_QUEUE, { orderId: id });
        await audit(
          tx,
          actor,
          'order.resend_confirmation',
          { type: 'order', id },
          {
            customerEmail: order.customerEmail,
            changes: { confirmationSentAt: { from: iso(order.confirmationSentAt), to: null } },
          },
        );
      });
      return detail(id);
    },

    /**
     * Refunds the given items (all that are left without `itemIds`). The same idempotency key
     * answers the refund it wrote the first time (created: false) instead of refunding again.
     */
    async refund(actor: AuditActor, id: number, request: AdminRefundRequest): Promise<AdminRefundResult & { created: boolean }> {
      const sender = queue();
      const { refundId, created } = await sql.begin(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order) throw new NotFoundError('Order not found');
        // After the lock: a concurrent request with this key has committed its refund by now.
        const earlier = await findRefundByKey(tx, request.idempotencyKey);
        if (earlier) {
          if (earlier.orderId !== id) throw new RefundRefusedError('keyReused');
          return { refundId: earlier.id, created: false };
        }
        if (order.status !== 'completed') throw new RefundRefusedError('notPaid');
        if (!order.paymentIntentId || order.paidAmount === null) throw new RefundRefusedError('noPayment');
        // An authorisation (decision 033) holds money without taking it: only a capture can be refunded.
        if (order.paymentState === 'authorized') throw new RefundRefusedError('notCaptured');

        const items = await findOrderItems(tx, id, { lock: true });
        const byId = new Map(items.map((item) => [item.id, item]));
        const chosen = request.itemIds
          ? request.itemIds.map((itemId) => byId.get(itemId) ?? refuse('unknownItem'))
          : items.filter((item) => item.releaseStatus === 'released');
        if (chosen.length === 0) throw new RefundRefusedError('nothingLeft');
        if (chosen.some((item) => item.releaseStatus === 'refunded')) throw new RefundRefusedError('alreadyRefunded');
        if (chosen.some((item) => item.releaseStatus !== 'released')) throw new RefundRefusedError('notReleased');

        const amountCents = chosen.reduce((sum, item) => sum + toCents(item.price), 0);
        const taken =
          order.paymentState === 'captured' || order.paymentState === 'cancelled' ? (order.capturedAmount ?? '0') : order.paidAmount;
        const left = toCents(taken) - (await refundedCents(tx, id));
        if (amountCents > left) throw new RefundRefusedError('exceedsPaid');

        const itemIds = chosen.map((item) => item.id);
        const newId = await insertAdminRefund(tx, {
          orderId: id,
          amountCents,
          reason: request.reason,
          adminId: actor.adminId,
          idempotencyKey: request.idempotencyKey,
          itemIds,
        });
        await sendInTransaction(sender, tx, REFUND_QUEUE, { refundId: newId });
        await audit(
          tx,
          actor,
          'order.refund',
          { type: 'order', id },
          {
            refundId: newId,
            amount: amountCents / 100,
            reason: request.reason,
            items: chosen.map((item) => ({ id: item.id, name: item.name, price: Number(item.price) })),
            changes: { releaseStatus: { from: 'released', to: 'refunded' } },
          },
        );
        return { refundId: newId, created: true };
      });
      const order = await detail(id);
      const refund = order.refunds.find((r) => r.id === refundId);
      if (!refund) throw new Error(`refund ${refundId} not found after it was written`);
      return { refund, order, created };
    },

    /** Queues a refund that has not gone through again (the provider kept refusing it). */
    async retryRefund(actor: AuditActor, id: number, refundId: number): Promise<AdminOrderDetail> {
      const sender = queue();
      await sql.begin(async (tx) => {
        if (!(await lockOrder(tx, id))) throw new NotFoundError('Order not found');
        const refund = await findRefundOfOrder(tx, id, refundId);
        if (!refund) throw new NotFoundError('Refund not found');
        if (refund.status !== 'pending') throw new AppError(409, 'This refund has already gone through', { code: 'refundDone' });
        await sendInTransaction(sender, tx, REFUND_QUEUE, { refundId });
        await audit(
          tx,
          actor,
          'order.refund_retry',
          { type: 'order', id },
          {
            refundId,
            attempts: refund.attempts,
            lastError: refund.lastError,
          },
        );
      });
      return detail(id);
    },

    /** Orders owing money back, oldest first, and how many in all. */
    async refundQueue(): Promise<{ items: AdminRefundQueueItem[]; total: number }> {
      const { rows, total } = await findRefundQueue(sql, REFUND_QUEUE_LIMIT);
      return {
        total,
        items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), amount: Number(row.amount) })),
      };
    },
  };
}

function refuse(code: RefundRefusal): never {
  throw new RefundRefusedError(code);
}

export type AdminOrdersService = ReturnType<typeof createAdminOrdersService>;
