// The order use cases after checkout: a signed provider event arrives, the buyer comes back to
// the payment-success page, the buyer opens the emailed link, and the reconciliation job sweeps
// up checkouts whose event never came. Contact details leave the server only here, and only for
// a paid order; by its payment reference only for a few hours after the payment.
import path from 'node:path';
import type { Logger } from 'pino';
import {
  GUEST_CUSTOMER,
  type PaymentSuccessRequest,
  type PaymentSuccessResponse,
  type PurchasedContact,
  type PurchasedProfile,
} from '#contract/checkout.schema.ts';
import type { Sql } from '#db/connection.ts';
import { ForbiddenError, NotFoundError } from '../errors.ts';
import { translator } from '../i18n/messages.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { type PaymentProvider, type ProviderSession, ProviderUnavailableError, type WebhookEvent } from '../payments/payment-provider.ts';
import type { KeyRing } from '../secret.ts';
import { fulfil } from './fulfil.ts';
import { isFulfillable, isPaid } from './order-status.ts';
import {
  expireOrder,
  findOrderById,
  findOrderByPaymentIntent,
  findOrderBySessionId,
  findPaidOrdersOfUser,
  insertWebhookEvent,
  isWebhookEventProcessed,
  itemsOfOrders,
  markWebhookEventFailed,
  markWebhookEventProcessed,
  type OrderRow,
  orderItems,
  type PaidItemRow,
  pendingCheckouts,
} from './orders.queries.ts';
import { purchaseToken, verifyPurchaseToken } from './purchase-token.ts';

const MESSAGES_DIR = path.join(import.meta.dirname, 'messages');

/**
 * How long after the payment a payment reference (checkout session id, payment intent id) still
 * opens the order's contacts through POST /api/payment-success. Such a reference sits in browser
 * histories, server logs and the provider's dashboard; after this the emailed signed link, the
 * account, or the signed token the buyer's device kept, open them.
 */
export const CONTACTS_BY_PAYMENT_REFERENCE_HOURS = 6;
const CONTACTS_BY_PAYMENT_REFERENCE_MS = CONTACTS_BY_PAYMENT_REFERENCE_HOURS * 3600 * 1000;

export interface OrdersDeps {
  sql: Sql;
  jobs: JobSender | undefined;
  log: Logger;
  payments: PaymentProvider;
  /** The keys that sign purchase links. */
  linkKeys: () => KeyRing;
}

/** The payment result: contact details only for a paid order, only for released items. */
export async function orderView(sql: Sql, order: OrderRow, { withItems = true } = {}): Promise<PaymentSuccessResponse> {
  return viewOf(order, isPaid(order.status) && withItems ? await orderItems(sql, order.id) : []);
}

/** An order and its items (none for an unpaid order) as the payment result shows them. */
function viewOf(order: OrderRow, orderItemRows: readonly PaidItemRow[]): PaymentSuccessResponse {
  const paid = isPaid(order.status);
  const items = paid ? orderItemRows : [];
  return {
    success: paid,
    order: {
      id: order.id,
      customerName: order.customerName ?? GUEST_CUSTOMER,
      customerEmail: order.customerEmail,
      totalAmount: order.totalAmount,
      status: order.status,
      createdAt: order.createdAt.toISOString(),
      captureMethod: order.captureMethod,
      paymentState: order.paymentState,
    },
    contactInfo: items.map(
      (item): PurchasedContact => ({
        id: item.id,
        price: item.price,
        profile: item.profileSnapshot as unknown as PurchasedProfile,
        contactInfo: item.releaseStatus === 'released' ? (item.contactInfo ?? {}) : {},
        releaseStatus: item.releaseStatus as PurchasedContact['releaseStatus'],
        declineReason: item.declineReason,
        approvalDeadline: item.releaseStatus === 'awaiting_consent' ? (item.approvalDeadline?.toISOString() ?? null) : null,
        approvalReason: item.approvalReason,
      }),
    ),
  };
}

/** Asks the provider about a checkout that is not paid yet, and fulfils it when it is. */
async function settleWithProvider(deps: OrdersDeps, order: OrderRow): Promise<OrderRow> {
  if (!isFulfillable(order.status) || !order.providerSessionId || order.provider !== deps.payments.name) return order;
  const session = await deps.payments.retrieveSession(order.providerSessionId);
  if (!session) return order;
  if (isPaymentTaken(session)) await fulfil(deps, session);
  else if (session.status === 'expired') await expireOrder(deps.sql, order.id, 'the payment provider expired the session');
  else return order;
  return (await findOrderById(deps.sql, order.id)) ?? order;
}

/**
 * POST /api/payment-success: the buyer is back from the hosted page. Within the hours after the
 * payment the answer holds the contacts and the order's signed purchase token (the device keeps
 * it to ask again later, GET /api/purchases/{orderId}?token=); after them, the order without its
 * contacts and a message saying where they are.
 */
async function paymentSuccess(deps: OrdersDeps, request: PaymentSuccessRequest, now = new Date()): Promise<PaymentSuccessResponse> {
  let order: OrderRow | null;
  if ('sessionId' in request) {
    order = await findOrderBySessionId(deps.sql, request.sessionId);
  } else {
    order = await findOrderByPaymentIntent(deps.sql, request.paymentIntentId);
    if (!order) {
      const sessionId = await deps.payments.findSessionIdByPaymentIntent(request.paymentIntentId);
      order = sessionId ? await findOrderBySessionId(deps.sql, sessionId) : null;
    }
  }
  if (!order) throw new NotFoundError('Order not found');
  // Usually the webhook was faster; if not, the provider's word is enough to deliver now.
  order = await settleWithProvider(deps, order);
  if (!isPaid(order.status)) return orderView(deps.sql, order);
  const paidAt = order.completedAt ?? order.createdAt;
  if (now.getTime() - paidAt.getTime() > CONTACTS_BY_PAYMENT_REFERENCE_MS) {
    const { contactInfo: _withheld, ...rest } = await orderView(deps.sql, order, { withItems: false });
    const message = translator(MESSAGES_DIR, order.language)('paymentSuccess.contactsWithheld');
    return { ...rest, contactInfo: [], contactsWithheld: true, message };
  }
  return { ...(await orderView(deps.sql, order)), purchaseToken: purchaseToken(deps.linkKeys(), order.id) };
}

/** GET /api/orders/mine holds at most this many orders (newest first). */
export const MY_ORDERS_LIMIT = 200;

/**
 * GET /api/orders/mine: the paid orders of a signed-in buyer, each as the purchase page shows it.
 * Two queries however many orders: the orders, then all their items at once.
 */
async function ordersOfUser(deps: Pick<OrdersDeps, 'sql'>, userId: number): Promise<PaymentSuccessResponse[]> {
  const orders = await findPaidOrdersOfUser(deps.sql, userId, MY_ORDERS_LIMIT);
  const items = await itemsOfOrders(
    deps.sql,
    orders.map((order) => order.id),
  );
  return orders.map((order) => viewOf(order, items.get(order.id) ?? []));
}

/** GET /api/purchases/:orderId?token=…: the emailed link. */
async function purchaseByLink(deps: OrdersDeps, orderId: number, token: string): Promise<PaymentSuccessResponse> {
  if (!verifyPurchaseToken(deps.linkKeys(), orderId, token)) throw new ForbiddenError('This link is not valid');
  const order = await findOrderById(deps.sql, orderId);
  if (!order) throw new NotFoundError('Order not found');
  return orderView(deps.sql, order);
}

/**
 * A verified provider event. Recorded once by its id; a repeat of an event already handled ends
 * there. Failures are recorded on the event and rethrown, so the provider retries.
 */
async function receiveWebhook(deps: OrdersDeps, event: WebhookEvent): Promise<'handled' | 'duplicate'> {
  const provider = deps.payments.name;
  const inserted = await insertWebhookEvent(deps.sql, { provider, eventId: event.id, type: event.type, payload: event.payload });
  if (!inserted) {
    if (await isWebhookEventProcessed(deps.sql, provider, event.id)) return 'duplicate';
    // Not processed yet: a concurrent delivery is at it, or an earlier attempt failed. fulfil()
    // is idempotent, so handling it again is safe.
  }
  try {
    await applyEvent(deps, event);
  } catch (error) {
    await markWebhookEventFailed(deps.sql, provider, event.id, String((error as Error).message));
    throw error;
  }
  await markWebhookEventProcessed(deps.sql, provider, event.id);
  return 'handled';
}

/** Paid, or authorised (fulfil() decides which one the order needed). */
const isPaymentTaken = (session: ProviderSession): boolean => session.paymentStatus === 'paid' || session.paymentStatus === 'authorized';

/**
 * The event's session completed with what only the provider's own session says: an
 * authorisation (which the event reports 'unpaid') is the provider's session as it is; a payment
 * the event reports taken keeps the event's word and gains the card's fingerprint and countries.
 */
function withProviderWord(event: ProviderSession, current: ProviderSession | null): ProviderSession {
  if (!current) return event;
  if (event.paymentStatus === 'unpaid') return current;
  return {
    ...event,
    cardFingerprint: current.cardFingerprint,
    cardCountry: current.cardCountry,
    billingCountry: current.billingCountry ?? event.billingCountry,
  };
}

async function applyEvent(deps: OrdersDeps, event: WebhookEvent): Promise<void> {
  const session = event.session;
  if (!session) return;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      // The event says neither whether a manual-capture payment is authorised (it is 'unpaid' there,
      // Stripe's word for it) nor what the card is (fingerprint, issuing country, billing country):
      // the provider's own session, with its payment intent, does.
      const current = session.status === 'complete' ? await deps.payments.retrieveSession(session.id) : null;
      await fulfil(deps, withProviderWord(session, current));
      return;
    }
    case 'checkout.session.expired': {
      const order = await findOrderBySessionId(deps.sql, session.id);
      if (order) await expireOrder(deps.sql, order.id, 'the payment provider expired the session');
      return;
    }
    case 'checkout.session.async_payment_failed': {
      const order = await findOrderBySessionId(deps.sql, session.id);
      if (order) await expireOrder(deps.sql, order.id, 'the payment failed');
      return;
    }
    default:
      return;
  }
}

export interface ReconcileResult {
  checked: number;
  fulfilled: number;
  expired: number;
  skipped: number;
}

/** How long a pending checkout waits for its webhook before the job asks the provider. */
const WEBHOOK_GRACE_MS = 5 * 60 * 1000;
/** A checkout is given up this long after the provider's session expired. */
const EXPIRY_GRACE_MS = 60 * 60 * 1000;
const DEFAULT_LIFETIME_MS = 24 * 3600 * 1000;

/**
 * The safety net: pending checkouts whose webhook never came. Paid ones are fulfilled, the ones
 * the provider expired (or that are long past their expiry) become 'expired'.
 */
async function reconcile(deps: OrdersDeps, now = new Date()): Promise<ReconcileResult> {
  const result: ReconcileResult = { checked: 0, fulfilled: 0, expired: 0, skipped: 0 };
  const pending = await pendingCheckouts(deps.sql, { olderThan: new Date(now.getTime() - WEBHOOK_GRACE_MS), limit: 500 });
  for (const checkout of pending) {
    result.checked += 1;
    const expiry = (checkout.expiresAt?.getTime() ?? checkout.createdAt.getTime() + DEFAULT_LIFETIME_MS) + EXPIRY_GRACE_MS;
    const longGone = now.getTime() > expiry;
    if (!checkout.providerSessionId || checkout.provider !== deps.payments.name) {
      // No session (the provider failed at creation) or another provider than the one configured now.
      if (!checkout.providerSessionId || longGone) {
        if (await expireOrder(deps.sql, checkout.id, 'no payment session to reconcile')) result.expired += 1;
      } else result.skipped += 1;
      continue;
    }
    let session: Awaited<ReturnType<PaymentProvider['retrieveSession']>>;
    try {
      session = await deps.payments.retrieveSession(checkout.providerSessionId);
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      deps.log.warn({ orderId: checkout.id, err: error }, 'reconciliation: provider unavailable, will retry');
      result.skipped += 1;
      continue;
    }
    if (session && isPaymentTaken(session)) {
      const outcome = await fulfil(deps, session);
      if (outcome.kind === 'fulfilled') {
        deps.log.warn({ orderId: checkout.id }, 'reconciliation fulfilled an order whose webhook never came');
        result.fulfilled += 1;
      }
    } else if (session?.status === 'expired' || longGone) {
      if (await expireOrder(deps.sql, checkout.id, session ? 'the payment provider expired the session' : 'unknown to the provider')) {
        result.expired += 1;
      }
    } else result.skipped += 1;
  }
  return result;
}

export function createOrdersService(deps: OrdersDeps) {
  return {
    /** The buyer back from the provider's page (by session id, payment intent or purchase token). */
    paymentSuccess: (request: PaymentSuccessRequest, now = new Date()): Promise<PaymentSuccessResponse> =>
      paymentSuccess(deps, request, now),
    /** The orders bought while signed in to this account, newest first. */
    ofUser: (userId: number): Promise<PaymentSuccessResponse[]> => ordersOfUser(deps, userId),
    /** The order the emailed signed link opens. */
    byLink: (orderId: number, token: string): Promise<PaymentSuccessResponse> => purchaseByLink(deps, orderId, token),
    /** A verified provider event, recorded once and handled. */
    receiveWebhook: (event: WebhookEvent): Promise<'handled' | 'duplicate'> => receiveWebhook(deps, event),
    /** The reconciliation job's sweep of checkouts whose event never came. */
    reconcile: (now = new Date()): Promise<ReconcileResult> => reconcile(deps, now),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
