// Picks the payment provider from the environment: Stripe with STRIPE_SECRET_KEY, else the
// built-in test mode.
import type { Sql } from '#db/connection.ts';
import type { Env } from '../env.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

export function createPaymentProvider(env: Env, sql: Sql): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL });
  }
  // parseEnv refuses this already; a second lock on the door that gives contacts away for free.
  if (env.NODE_ENV === 'production' && !env.UNSAFE_TEST_PAYMENTS_IN_PRODUCTION) {
    throw new Error('test-mode payments are refused in production (decision 009)');
  }
  // STRIPE_WEBHOOK_SECRET without a key: test mode signs with it (benches that sign their own events).
  return createTestProvider({ sql, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
}
