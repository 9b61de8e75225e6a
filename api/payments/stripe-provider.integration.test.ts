// Stripe mode end to end with Stripe's API faked at the HTTP boundary: the real SDK talks to a
// local server (any request it has no handler for fails the test) and webhooks are signed with
// the real SDK and our STRIPE_WEBHOOK_SECRET.
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  completedEvent,
  deliverWebhook,
  emailJobCount,
  orderBySession,
  postJson,
  signEvent,
  startCommerce,
  testLinkKeys,
} from '#tests/commerce.ts';
import { type FakeStripe, startFakeStripe } from '#tests/fake-stripe.ts';
import { createOrdersService } from '../orders/orders.service.ts';
import { createPaymentProvider } from './index.ts';

const WEBHOOK_SECRET = 'whsec_fake_secret_for_tests';
let stripe: FakeStripe;
let h: CommerceHarness;

beforeAll(async () => {
  stripe = await startFakeStripe();
  h = await startCommerce({
    env: {
      STRIPE_SECRET_KEY: 'sk_test_fake_key',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
      PUBLIC_URL: 'https://shop.example',
    },
  });
});
afterEach(() => {
  expect(stripe.unexpected, 'requests the fake Stripe has no handler for').toEqual([]);
});
afterAll(async () => {
  await h?.close();
  await stripe?.close();
});

async function startCheckout(profileIds: number[], overrides: Record<string, unknown> = {}) {
  const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody(profileIds, overrides));
  expect(res.status, res.text).toBe(200);
  const session = [...stripe.sessions.values()].find((s) => s.url === res.json.url);
  if (!session) throw new Error('no Stripe session behind the URL');
  return { url: String(res.json.url), session };
}

describe('Stripe Checkout', () => {
  it('creates a session with one line item per profile at the server price, return URLs, metadata and an idempotency key', async () => {
    const a = await buyableProfile(h.sql, { price: '2.00', firstName: 'Rosa', lastName: 'Diaz', age: 31 });
    const b = await buyableProfile(h.sql, { price: '4.99' });
    const { url, session } = await startCheckout([a.id, b.id], { amount: 0.5, language: 'pt' });
    expect(url).toBe(session.url);
    const create = stripe.requests.find((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
    const order = await orderBySession(h.sql, session.id);
    expect(order).toMatchObject({ status: 'pending', totalAmount: '6.99' });
    expect(create?.headers['idempotency-key']).toBe(`checkout-order-${order!.id}`);
    expect(create?.form).toMatchObject({
      mode: 'payment',
      customer_email: 'buyer@example.com',
      client_reference_id: String(order!.id),
      locale: 'pt',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '200',
      'line_items[0][price_data][product_data][name]': 'Rosa D., 31',
      'line_items[1][price_data][unit_amount]': '499',
      'payment_intent_data[capture_method]': 'automatic',
      success_url: 'https://shop.example/pt/payment-success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://shop.example/pt/cart',
      'metadata[orderId]': String(order!.id),
      'metadata[profileIds]': `${a.id},${b.id}`,
    });
    expect(session.amount_total).toBe(699);
  });

  it('when Stripe signs checkout.session.completed, then the order is fulfilled once; a forged copy is refused', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const { session } = await startCheckout([p.id]);
    stripe.pay(session.id);
    const event = completedEvent({ id: session.id, amountTotal: 200, paymentIntent: session.payment_intent ?? undefined });
    expect((await deliverWebhook(h.url, signEvent(event, 'whsec_someone_else'))).status).toBe(400);
    expect((await orderBySession(h.sql, session.id))?.status).toBe('pending');
    const signed = signEvent(event, WEBHOOK_SECRET);
    const results = await Promise.all(Array.from({ length: 5 }, () => deliverWebhook(h.url, signed)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const order = await orderBySession(h.sql, session.id);
    expect(order?.status).toBe('completed');
    expect(await emailJobCount(h.sql, order!.id)).toBe(1);
  });

  it('when the buyer is back before the webhook, then payment-success asks Stripe and fulfils (by session or payment intent)', async () => {
    const p = await buyableProfile(h.sql, { price: '3.00' });
    const { session } = await startCheckout([p.id]);
    const unpaid = await postJson(`${h.url}/api/payment-success`, { sessionId: session.id });
    expect(unpaid.json).toMatchObject({ success: false, order: { status: 'pending' }, contactInfo: [] });

    stripe.pay(session.id);
    const byIntent = await postJson(`${h.url}/api/payment-success`, { paymentIntentId: session.payment_intent });
    expect(byIntent.status).toBe(200);
    expect(byIntent.json).toMatchObject({
      success: true,
      order: { status: 'completed', totalAmount: '3.00' },
      contactInfo: [{ contactInfo: { whatsapp: p.contactMethods.whatsapp } }],
    });
    const retrieves = stripe.requests.filter((r) => r.method === 'GET' && r.path.startsWith(`/v1/checkout/sessions/${session.id}`));
    expect(retrieves.length).toBeGreaterThanOrEqual(2);
    // with the payment intent, its payment method and latest charge (authorisation, card fingerprint, hold expiry)
    for (const retrieve of retrieves) {
      const query = [...new URL(retrieve.path, 'http://stripe.local').searchParams];
      const expand = query.filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      expect(expand).toEqual(['payment_intent', 'payment_intent.payment_method', 'payment_intent.latest_charge']);
    }
    expect(stripe.requests.some((r) => r.path.startsWith('/v1/checkout/sessions?payment_intent='))).toBe(true);

    // the late webhook finds it done
    const late = await deliverWebhook(h.url, signEvent(completedEvent({ id: session.id, amountTotal: 300 }), WEBHOOK_SECRET));
    expect(late.status).toBe(200);
    const order = await orderBySession(h.sql, session.id);
    expect(await emailJobCount(h.sql, order!.id)).toBe(1);
  });

  it('when Stripe fails, then the SDK retries with the same idempotency key, and after the last try the buyer gets a clear 503', async () => {
    const p = await buyableProfile(h.sql);
    stripe.failNext(1);
    const { session } = await startCheckout([p.id]);
    const creates = stripe.requests.filter((r) => r.method === 'POST' && r.form['metadata[orderId]'] !== undefined);
    const keys = creates.slice(-2).map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
    expect(session.id).toMatch(/^cs_test_/);

    stripe.failNext(3); // the first try and both retries
    const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody([p.id], { language: 'it' }));
    expect(res.status).toBe(503);
    expect(res.json.error).toBe(
      'Il fornitore dei pagamenti non è raggiungibile in questo momento. Non ti è stato addebitato nulla. Riprova tra qualche minuto.',
    );
    const [failed] = await h.sql`SELECT status, failure_reason FROM orders ORDER BY id DESC LIMIT 1`;
    expect(failed?.status).toBe('failed');
  });

  it('reconciliation fulfils a paid session whose webhook never came and expires the abandoned ones', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const paid = (await startCheckout([p.id])).session;
    const abandoned = (await startCheckout([p.id], { customerEmail: 'a@example.com' })).session;
    const fresh = (await startCheckout([p.id], { customerEmail: 'f@example.com' })).session;
    const vanished = (await startCheckout([p.id], { customerEmail: 'v@example.com' })).session;
    stripe.pay(paid.id);
    stripe.expire(abandoned.id);
    stripe.sessions.delete(vanished.id);
    await h.sql`UPDATE orders SET created_at = now() - interval '30 minutes' WHERE provider_session_id IN ${h.sql([paid.id, abandoned.id])}`;
    await h.sql`UPDATE orders SET created_at = now() - interval '30 hours', expires_at = now() - interval '6 hours'
                WHERE provider_session_id = ${vanished.id}`;

    const payments = createPaymentProvider(h.env, h.sql);
    const log = pino({ level: 'silent' });
    const result = await createOrdersService({ sql: h.sql, jobs: h.boss, log, payments, linkKeys: () => testLinkKeys }).reconcile();
    expect(result).toMatchObject({ fulfilled: 1 });
    expect((await orderBySession(h.sql, paid.id))?.status).toBe('completed');
    expect((await orderBySession(h.sql, abandoned.id))?.status).toBe('expired');
    expect((await orderBySession(h.sql, vanished.id))?.status).toBe('expired');
    expect((await orderBySession(h.sql, fresh.id))?.status).toBe('pending');
    const paidOrder = await orderBySession(h.sql, paid.id);
    expect(await emailJobCount(h.sql, paidOrder!.id)).toBe(1);
    // a second run changes nothing
    const again = await createOrdersService({ sql: h.sql, jobs: h.boss, log, payments, linkKeys: () => testLinkKeys }).reconcile();
    expect(again.fulfilled).toBe(0);
    expect(await emailJobCount(h.sql, paidOrder!.id)).toBe(1);
  });

  it('when the card that paid was issued in the US although the buyer declared DO, then the webhook puts the item to her instead of releasing it', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const { session } = await startCheckout([p.id], { buyerCountry: 'DO', customerEmail: 'us-card@example.com' });
    stripe.pay(session.id, { country: 'US', billingCountry: 'DO' });
    const event = completedEvent({ id: session.id, amountTotal: 200, paymentIntent: session.payment_intent ?? undefined });
    expect((await deliverWebhook(h.url, signEvent(event, WEBHOOK_SECRET))).status).toBe(200);
    const order = await orderBySession(h.sql, session.id);
    expect(order?.status).toBe('awaiting_approval');
    const [item] = await h.sql`SELECT release_status, approval_reason, contact_info FROM order_items WHERE order_id = ${order!.id}`;
    expect(item).toEqual({ release_status: 'awaiting_consent', approval_reason: 'payment_country', contact_info: null });
    const [countries] = await h.sql`SELECT card_country, billing_country FROM orders WHERE id = ${order!.id}`;
    expect(countries).toEqual({ card_country: 'US', billing_country: 'DO' });

    // the same card from DO: released as before
    const q = await buyableProfile(h.sql, { price: '2.00' });
    const home = (await startCheckout([q.id], { buyerCountry: 'DO', customerEmail: 'do-card@example.com' })).session;
    stripe.pay(home.id, { country: 'DO', billingCountry: 'DO' });
    const paid = completedEvent({ id: home.id, amountTotal: 200, paymentIntent: home.payment_intent ?? undefined });
    expect((await deliverWebhook(h.url, signEvent(paid, WEBHOOK_SECRET))).status).toBe(200);
    expect((await orderBySession(h.sql, home.id))?.status).toBe('completed');
  });
});
