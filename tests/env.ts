// Environments for tests and benches that run the app as production does (decision 009): every
// variable production requires, with values that pass its checks and reach nothing real.
import { type Env, parseEnv } from '#api/env.ts';

/** Random-looking and placeholder-free, as production demands; known only to the tests. */
export const PRODUCTION_TEST_SECRET = 'Jr8kQ2vX9mLp4TnZ7wBc1YdFh6SgA3eU0oRiKx5qHs';

/** The variables of a production start; `overrides` may unset one with undefined. */
export function productionVariables(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://contacto.example',
    SESSION_SECRET: PRODUCTION_TEST_SECRET,
    SMTP_URL: 'smtp://127.0.0.1:9',
    // the shape of a live restricted key; no Stripe account has it
    STRIPE_SECRET_KEY: 'rk_live_contactoTestsNotARealKey000000',
    STRIPE_WEBHOOK_SECRET: 'whsec_contactoTestsNotARealSecret0000',
    LOG_LEVEL: 'silent',
    ...overrides,
  };
}

export function productionEnv(overrides: Record<string, string | undefined> = {}): Env {
  return parseEnv(productionVariables(overrides));
}

/** Production with test-mode payments (a staging site): the built-in TEST MODE page. */
export function stagingVariables(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return productionVariables({
    STRIPE_SECRET_KEY: undefined,
    STRIPE_WEBHOOK_SECRET: undefined,
    UNSAFE_TEST_PAYMENTS_IN_PRODUCTION: 'true',
    ...overrides,
  });
}
