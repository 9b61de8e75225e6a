// Wires checkout, payments and orders together for the HTTP app: one payment provider (Stripe,
// or test mode without STRIPE_SECRET_KEY) shared by the checkout endpoint, the webhook, the
// payment-success and purchase-link endpoints, and the test-mode hosted page.
import { Router } from 'express';
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import type { Env } from '../env.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { ordersRouter } from '../orders/orders.router.ts';
import type { OrdersDeps } from '../orders/orders.service.ts';
import { purchaseLinkKeys } from '../orders/purchase-token.ts';
import { createPaymentProvider } from '../payments/index.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { testCheckoutRouter } from '../payments/test-checkout.router.ts';
import type { TestProvider } from '../payments/test-provider.ts';
import { webhookRouter } from '../payments/webhook.router.ts';
import { serverSecret } from '../secret.ts';
import { checkoutRouter } from './checkout.router.ts';

export interface Commerce {
  payments: PaymentProvider;
  /** POST /stripe/webhook with its own raw-body parser: mount it BEFORE express.json(). */
  webhook: Router;
  /** /create-checkout-session, /payment-success, /purchases/:orderId (JSON). */
  api: Router;
  /** /test-checkout/:id pages: test mode only, null with Stripe (then nothing is mounted). */
  hostedPages: Router | null;
}

export function createCommerce(deps: { env: Env; logger: Logger; sql: Sql; jobs?: JobSender; payments?: PaymentProvider }): Commerce {
  const { env, logger: log, sql } = deps;
  const payments = deps.payments ?? createPaymentProvider(env, sql);
  if (payments.name === 'test' && env.NODE_ENV === 'production') {
    log.warn('payments run in TEST MODE (UNSAFE_TEST_PAYMENTS_IN_PRODUCTION): nothing is charged, contacts are given away');
  }
  const orders: OrdersDeps = { sql, jobs: deps.jobs, log, payments, linkKeys: () => purchaseLinkKeys(env) };
  const api = Router();
  const limits = { rateLimit: env.CHECKOUT_RATE_LIMIT, rateLimitSecret: () => serverSecret(env) };
  api.use(checkoutRouter({ sql, log, payments, publicUrl: env.PUBLIC_URL, ...limits }));
  api.use(ordersRouter({ ...orders, ...limits }));
  return {
    payments,
    webhook: webhookRouter(orders),
    api,
    hostedPages: payments.name === 'test' ? testCheckoutRouter({ provider: payments as TestProvider, log }) : null,
  };
}
