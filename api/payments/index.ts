// Picks the payment provider from the environment: Stripe with STRIPE_SECRET_KEY, else the
// built-in test mode (DESIGN §4).
import type { Sql } from '#db/connection.ts';
import type { Env } from '../env.ts';
import { serverSecret } from '../secret.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { createStripeProvider } from './stripe-provider.ts';
import { createTestProvider } from './test-provider.ts';

export function createPaymentProvider(env: Env, sql: Sql): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL });
  }
  return createTestProvider({ sql, serverSecret: () => serverSecret(env) });
}
