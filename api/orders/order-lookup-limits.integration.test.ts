// POST /api/payment-success with a payment_intent we have no order for asks the payment provider
// (Stripe's API, faked at the HTTP boundary): such look-ups have their own, tighter allowance, so
// a flood of made-up ids is not a flood of provider calls, while ids we know are still answered.
// The harness runs with CHECKOUT_RATE_LIMIT=0: look-ups are limited all the same.
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { buyableProfile, type CommerceHarness, postJson, startCommerce } from '#tests/commerce.ts';
import { type FakeStripe, startFakeStripe } from '#tests/fake-stripe.ts';
import { UNKNOWN_PAYMENT_LOOKUP_LIMIT } from './orders.router.ts';

let stripe: FakeStripe;
let h: CommerceHarness;

beforeAll(async () => {
  stripe = await startFakeStripe();
  h = await startCommerce({
    env: { STRIPE_SECRET_KEY: 'sk_test_fake_key', STRIPE_WEBHOOK_SECRET: 'whsec_fake_secret_for_tests', STRIPE_API_URL: stripe.url },
  });
});
beforeEach(async () => {
  await h.sql`DELETE FROM rate_limits`;
});
afterEach(() => {
  expect(stripe.unexpected, 'requests the fake Stripe has no handler for').toEqual([]);
});
afterAll(async () => {
  await h?.close();
  await stripe?.close();
});

const providerLookups = () => stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/checkout/sessions')).length;
const byIntent = (paymentIntentId: string) => postJson(`${h.url}/api/payment-success`, { paymentIntentId });

it('when a client sends 40 made-up payment_intent ids, then the provider is asked only the allowance, the rest are 429s', async () => {
  const asked = providerLookups();
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) statuses.push((await byIntent(`pi_madeup_${i}_${Math.random().toString(36).slice(2)}`)).status);
  expect(statuses.slice(0, UNKNOWN_PAYMENT_LOOKUP_LIMIT)).toEqual(Array(UNKNOWN_PAYMENT_LOOKUP_LIMIT).fill(404));
  expect(statuses.slice(UNKNOWN_PAYMENT_LOOKUP_LIMIT)).toEqual(Array(40 - UNKNOWN_PAYMENT_LOOKUP_LIMIT).fill(429));
  expect(providerLookups() - asked).toBe(UNKNOWN_PAYMENT_LOOKUP_LIMIT);
});

it('after that flood, a payment_intent we have an order for is still answered, without asking the provider', async () => {
  for (let i = 0; i <= UNKNOWN_PAYMENT_LOOKUP_LIMIT; i += 1) await byIntent(`pi_madeup_again_${i}`);
  expect((await byIntent('pi_madeup_one_more')).status).toBe(429);
  const profile = await buyableProfile(h.sql);
  await insertOrder(h.sql, [profile.id], { status: 'completed', provider: 'stripe', stripePaymentIntentId: 'pi_known_order' });
  const asked = providerLookups();
  const known = await byIntent('pi_known_order');
  expect(known.status, known.text).toBe(200);
  expect(known.json).toMatchObject({ success: true });
  expect(providerLookups()).toBe(asked);
});
