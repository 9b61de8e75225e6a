// The back office's orders (decision 029): the list's query (search, filters,
// paging; the total in X-Total-Count), one order as its page shows it, and the refund request.
// Dates are YYYY-MM-DD, whole days in UTC; money is in dollars as numbers (the shop sells in USD).
import { z } from 'zod/mini';
import { BuyerDisclosureSchema } from '#contract/approval-request.schema.ts';
import { text } from '#contract/text.ts';

export const ADMIN_ORDERS_PAGE_SIZE = 25;
export const ADMIN_ORDERS_MAX_LIMIT = 100;
export const ADMIN_ORDERS_SEARCH_MAX = 100;
export const REFUND_REASON_MAX = 500;

/** orders.status */
export const ADMIN_ORDER_STATUSES = ['pending', 'completed', 'awaiting_approval', 'expired', 'cancelled', 'failed'] as const;
export type AdminOrderStatus = (typeof ADMIN_ORDER_STATUSES)[number];
/** The status filter: a status, or 'refunded' (an item was refunded) or 'refund_due' (money owed back). */
export const ADMIN_ORDER_FILTERS = [...ADMIN_ORDER_STATUSES, 'refunded', 'refund_due'] as const;
export type AdminOrderFilter = (typeof ADMIN_ORDER_FILTERS)[number];
/** test: the built-in test-mode provider; live: Stripe. */
export const ADMIN_ORDER_MODES = ['test', 'live'] as const;
export type AdminOrderMode = (typeof ADMIN_ORDER_MODES)[number];
export const ITEM_RELEASE_STATUSES = ['pending', 'released', 'awaiting_consent', 'declined', 'refunded'] as const;
export type ItemReleaseStatus = (typeof ITEM_RELEASE_STATUSES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const isCalendarDay = (value: string): boolean => {
  const time = Date.parse(`${value}T00:00:00Z`);
  return DATE.test(value) && !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
};
const day = z.string().check(z.refine(isCalendarDay, 'Use YYYY-MM-DD'));

/** GET /api/admin/orders?q&status&mode&from&to&limit&offset, all optional. */
export const AdminOrdersQuerySchema = z.strictObject({
  q: z.optional(text().check(z.trim(), z.maxLength(ADMIN_ORDERS_SEARCH_MAX))),
  status: z.optional(z.enum(ADMIN_ORDER_FILTERS)),
  mode: z.optional(z.enum(ADMIN_ORDER_MODES)),
  from: z.optional(day),
  to: z.optional(day),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(ADMIN_ORDERS_MAX_LIMIT))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000_000))),
});
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuerySchema>;

/** :id of /api/admin/orders/{id}… */
export const AdminOrderIdParamsSchema = z.strictObject({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647)),
});

/** POST /api/admin/orders/{id}/refunds: some items (absent: all that are left), why, and the client's key. */
export const AdminRefundRequestSchema = z.strictObject({
  itemIds: z.optional(
    z.array(z.int().check(z.positive(), z.maximum(2_147_483_647))).check(
      z.minLength(1),
      z.maxLength(100),
      z.refine((ids) => new Set(ids).size === ids.length, 'Each item once'),
    ),
  ),
  reason: text('adminOrders.refund.reasonRequired').check(
    z.trim(),
    z.minLength(1, 'adminOrders.refund.reasonRequired'),
    z.maxLength(REFUND_REASON_MAX, 'adminOrders.refund.reasonTooLong'),
  ),
  idempotencyKey: z.uuid(),
});
export type AdminRefundRequest = z.infer<typeof AdminRefundRequestSchema>;

/**
 * Why a refund is refused (409 {message, code}): the English message by code; the page shows
 * adminOrders.refusals.<code> in the admin's language.
 */
export const REFUND_REFUSALS = {
  notPaid: 'Only a completed (paid) order can be refunded',
  noPayment: 'The order has no payment to refund',
  unknownItem: 'An item is not part of this order',
  alreadyRefunded: 'An item was already refunded',
  notReleased: 'Only delivered items can be refunded; items not delivered are refunded automatically',
  nothingLeft: 'Nothing is left to refund on this order',
  exceedsPaid: 'The refund is more than what is left of the payment',
  notCaptured: 'The payment is only authorised, not captured: nothing was charged yet',
  keyReused: 'This idempotency key was used for another refund',
} as const;
export type RefundRefusal = keyof typeof REFUND_REFUSALS;

/** One order in the list. */
export const AdminOrderListItemSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  status: z.enum(ADMIN_ORDER_STATUSES),
  mode: z.enum(ADMIN_ORDER_MODES),
  customerEmail: z.string(),
  customerName: z.nullable(z.string()),
  totalAmount: z.number(),
  itemCount: z.int(),
  refundedCount: z.int(),
  /** The profiles' names as sold (or as they are, for an unpaid order). */
  profileNames: z.array(z.string()),
  refundDue: z.number(),
});
export type AdminOrderListItem = z.infer<typeof AdminOrderListItemSchema>;

export const AdminOrderItemSchema = z.object({
  id: z.int(),
  profileId: z.nullable(z.int()),
  name: z.string(),
  /** What it was sold at, in dollars. */
  price: z.number(),
  releasePolicy: z.string(),
  releaseStatus: z.enum(ITEM_RELEASE_STATUSES),
  releasedAt: z.nullable(z.string()),
  refundedAt: z.nullable(z.string()),
  refundId: z.nullable(z.int()),
});
export type AdminOrderItem = z.infer<typeof AdminOrderItemSchema>;

export const AdminOrderRefundSchema = z.object({
  id: z.int(),
  kind: z.enum(['declined_items', 'declined_requests', 'amount_mismatch', 'admin']),
  amount: z.number(),
  status: z.enum(['pending', 'succeeded']),
  reason: z.nullable(z.string()),
  adminUsername: z.nullable(z.string()),
  providerRefundId: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  attempts: z.int(),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
});
export type AdminOrderRefund = z.infer<typeof AdminOrderRefundSchema>;

/** The buyer's disclosure form of an order: none was asked, kept (sealed; a superadmin may open it), or erased. */
export const ORDER_DISCLOSURE_STATES = ['none', 'kept', 'erased'] as const;
export type OrderDisclosureState = (typeof ORDER_DISCLOSURE_STATES)[number];

export const AdminOrderDetailSchema = z.object({
  id: z.int(),
  createdAt: z.string(),
  completedAt: z.nullable(z.string()),
  status: z.enum(ADMIN_ORDER_STATUSES),
  failureReason: z.nullable(z.string()),
  mode: z.enum(ADMIN_ORDER_MODES),
  provider: z.enum(['stripe', 'test']),
  providerSessionId: z.nullable(z.string()),
  paymentIntentId: z.nullable(z.string()),
  /** The payment in the provider's dashboard (Stripe); null for the test-mode provider. */
  dashboardUrl: z.nullable(z.string()),
  customerEmail: z.string(),
  customerName: z.nullable(z.string()),
  userId: z.nullable(z.int()),
  language: z.string(),
  totalAmount: z.number(),
  paidAmount: z.nullable(z.number()),
  refundDue: z.number(),
  /** What was refunded or is being refunded, in dollars. */
  refundedAmount: z.number(),
  confirmation: z.object({
    sentAt: z.nullable(z.string()),
    /** Paid and not sent yet: the job is queued or retrying. */
    pending: z.boolean(),
  }),
  items: z.array(AdminOrderItemSchema),
  refunds: z.array(AdminOrderRefundSchema),
  disclosure: z.object({ state: z.enum(ORDER_DISCLOSURE_STATES), erasedAt: z.nullable(z.string()) }),
});
export type AdminOrderDetail = z.infer<typeof AdminOrderDetailSchema>;

/**
 * POST /api/admin/orders/{id}/disclosure (superadmin, audited): the buyer's answers. A POST, with
 * an empty body: reading them is an act the audit trail records, never a prefetch.
 */
export const AdminOrderDisclosureSchema = z.object({ disclosure: BuyerDisclosureSchema });
export type AdminOrderDisclosure = z.infer<typeof AdminOrderDisclosureSchema>;

/** POST …/refunds answers the refund written (201) or the one an earlier request with the key wrote (200). */
export const AdminRefundResultSchema = z.object({ refund: AdminOrderRefundSchema, order: AdminOrderDetailSchema });
export type AdminRefundResult = z.infer<typeof AdminRefundResultSchema>;

/** GET /api/admin/orders/refund-queue: orders owing money back (refund due, or a refund not through yet). */
export const AdminRefundQueueItemSchema = z.object({
  orderId: z.int(),
  customerEmail: z.string(),
  createdAt: z.string(),
  /** Dollars still owed back. */
  amount: z.number(),
  pendingRefunds: z.int(),
  lastError: z.nullable(z.string()),
});
export type AdminRefundQueueItem = z.infer<typeof AdminRefundQueueItemSchema>;
export const REFUND_QUEUE_LIMIT = 20;
