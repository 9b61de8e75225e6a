// POST /api/payment-success and GET /api/purchases/:orderId?token=… (the link in
// the confirmation email): the paid order with its contact details, or no details at all;
// GET /api/orders/mine: a signed-in buyer's paid orders in the same shape, limited per account.
import { Router } from 'express';
import { z } from 'zod';
import { PaymentSuccessRequestSchema } from '#contract/checkout.schema.ts';
import { requireUser, signedInUser } from '../auth/session.ts';
import { ServiceUnavailableError, ValidationError } from '../errors.ts';
import { noStore, setCacheControl } from '../http/cache-control.ts';
import { parseInput } from '../http/parse-input.ts';
import { ProviderUnavailableError } from '../payments/payment-provider.ts';
import { createRateLimiter, type LimiterBase, rateLimit, rateLimitByKey } from '../rate-limit/rate-limit.ts';
import { findOrderByPaymentIntent } from './orders.queries.ts';
import { createOrdersService, type OrdersDeps } from './orders.service.ts';

const PurchaseParamsSchema = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });
const PurchaseQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** Look-ups per client per 10 minutes, whatever CHECKOUT_RATE_LIMIT says (0 there turns off only the checkout limit). */
export const LOOKUP_LIMIT = 120;
/**
 * Look-ups per client per 10 minutes of a payment_intent we have no order for: each one is a
 * question to the payment provider's API, so a flood of made-up ids must not become a flood of
 * provider calls (and use up our API quota with the provider).
 */
export const UNKNOWN_PAYMENT_LOOKUP_LIMIT = 10;
/**
 * GET /api/orders/mine per account per 10 minutes: My purchases asks each time it opens, the
 * other pages at most every 5 minutes; each answer holds up to MY_ORDERS_LIMIT orders.
 */
export const MY_ORDERS_RATE_LIMIT = 60;

export interface OrdersRouterDeps extends OrdersDeps {
  /** CHECKOUT_RATE_LIMIT: a busy site's higher checkout limit raises the look-up limit with it. */
  rateLimit: number;
  /** The server's secret and clock for the limits' buckets. */
  limiter: LimiterBase;
}

/** A payment-success request that names no payment: every reason under one key. */
const paymentNotFound = (error: { issues: readonly { message: string }[] }) =>
  new ValidationError('Payment information not found', { _: error.issues.map((i) => i.message) });

/** A purchase link with a bad order id or token: one answer, whichever it is. */
const invalidLink = () => new ValidationError('This link is not valid');

export function ordersRouter(deps: OrdersRouterDeps): Router {
  const service = createOrdersService(deps);
  const router = Router();
  const limitOptions = { windowSeconds: 600, ...deps.limiter };
  const lookups = rateLimit(
    createRateLimiter(deps.sql, { name: 'order-lookup', limit: Math.max(LOOKUP_LIMIT, deps.rateLimit * 4), ...limitOptions }),
  );
  const providerLookups = createRateLimiter(deps.sql, {
    name: 'order-lookup-provider',
    limit: UNKNOWN_PAYMENT_LOOKUP_LIMIT,
    ...limitOptions,
  });
  const myOrders = rateLimitByKey(
    createRateLimiter(deps.sql, { name: 'my-orders-user', limit: MY_ORDERS_RATE_LIMIT, ...limitOptions }),
    (req) => `user:${signedInUser(req).id}`,
  );

  const providerDown = (error: unknown) => {
    if (error instanceof ProviderUnavailableError) {
      throw new ServiceUnavailableError(
        'The payment provider cannot be reached right now. Your payment is safe; please reload in a minute.',
      );
    }
    throw error;
  };

  router.post('/payment-success', lookups, async (req, res) => {
    const request = parseInput(PaymentSuccessRequestSchema, req.body ?? {}, paymentNotFound);
    // An id we have no order for is looked up at the provider: counted in the tighter bucket first.
    if ('paymentIntentId' in request && !(await findOrderByPaymentIntent(deps.sql, request.paymentIntentId))) {
      await providerLookups.consume(req.ip);
    }
    setCacheControl(res, 'noStore');
    res.json(await service.paymentSuccess(request).catch(providerDown));
  });

  // The orders bought while signed in to this account, from any device.
  router.get('/orders/mine', noStore, requireUser, myOrders, async (req, res) => {
    res.json(await service.ofUser(signedInUser(req).id));
  });

  router.get('/purchases/:orderId', lookups, async (req, res) => {
    const { orderId } = parseInput(PurchaseParamsSchema, req.params, invalidLink);
    const { token } = parseInput(PurchaseQuerySchema, req.query, invalidLink);
    setCacheControl(res, 'noStore');
    res.json(await service.byLink(orderId, token));
  });

  return router;
}
