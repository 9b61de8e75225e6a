// The test-mode provider's model of Stripe's authorise-then-capture: a manual
// session is authorised when paid, captured once for at most what was authorised (idempotent per
// key), or cancelled; refunds come only out of what was captured; the card that paid has a
// fingerprint that follows the card number across sessions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CommerceHarness, startCommerce, TEST_WEBHOOK_SECRET } from '#tests/commerce.ts';
import { createTestProvider, TEST_CARDS, testCardFingerprint } from './test-provider.ts';

let h: CommerceHarness;
let provider: ReturnType<typeof createTestProvider>;

beforeAll(async () => {
  h = await startCommerce();
  provider = createTestProvider({ sql: h.sql, webhookSecret: TEST_WEBHOOK_SECRET });
});
afterAll(async () => {
  await h?.close();
});

async function session(captureMethod: 'automatic' | 'manual', amount = 500) {
  const [order] = await h.sql<{ id: number }[]>`
    INSERT INTO orders (customer_email, total_amount, provider, capture_method)
    VALUES ('buyer@example.com', ${(amount / 100).toFixed(2)}, 'test', ${captureMethod}) RETURNING id`;
  const created = await provider.createCheckout({
    orderId: order!.id,
    currency: 'usd',
    amountTotalCents: amount,
    lines: [{ profileId: 1, name: 'Contact', unitAmountCents: amount }],
    customerEmail: 'buyer@example.com',
    customerName: 'John',
    language: 'en',
    successUrl: `${h.url}/en/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${h.url}/en/cart`,
    idempotencyKey: `checkout-order-${order!.id}`,
    metadata: { orderId: String(order!.id) },
    captureMethod,
  });
  return created.sessionId;
}

async function intentOf(sessionId: string) {
  const paid = await provider.retrieveSession(sessionId);
  if (!paid?.paymentIntentId) throw new Error('not paid');
  return paid.paymentIntentId;
}

describe('the test-mode provider, manual capture', () => {
  it("reports a paid manual session 'authorized' for 7 days with the card's fingerprint, and its completed event 'unpaid' like Stripe's", async () => {
    const id = await session('manual');
    const row = await provider.pay(id);
    const seen = await provider.retrieveSession(id);
    expect(seen).toMatchObject({
      status: 'complete',
      paymentStatus: 'authorized',
      cardFingerprint: testCardFingerprint(TEST_CARDS[0].number),
    });
    expect(seen?.authorizationExpiresAt?.getTime()).toBe(row!.completedAt!.getTime() + 7 * 24 * 3600 * 1000);
    const event = JSON.parse(provider.completedEvent(row!).body);
    expect(event.data.object).toMatchObject({ status: 'complete', payment_status: 'unpaid' });

    const automatic = await session('automatic');
    const paid = await provider.pay(automatic);
    expect(await provider.retrieveSession(automatic)).toMatchObject({ paymentStatus: 'paid', authorizationExpiresAt: null });
    expect(JSON.parse(provider.completedEvent(paid!).body).data.object.payment_status).toBe('paid');
  });

  it('the same card gives the same fingerprint in every session; another card another one', async () => {
    const [a, b, c] = [await session('manual'), await session('automatic'), await session('manual')];
    await provider.pay(a, 'mastercard');
    await provider.pay(b, 'mastercard');
    await provider.pay(c, 'visa');
    const [fa, fb, fc] = await Promise.all([a, b, c].map(async (s) => (await provider.retrieveSession(s))?.cardFingerprint));
    expect(fa).toBe(fb);
    expect(fa).not.toBe(fc);
  });

  it('captures once, at most what was authorised: the same key again is fine, another capture or a cancel is refused', async () => {
    const id = await session('manual', 500);
    await provider.pay(id);
    const pi = await intentOf(id);
    await expect(provider.capturePayment(pi, 501, 'k-too-much')).rejects.toThrow(/exceeds/);
    await Promise.all([provider.capturePayment(pi, 300, 'capture-1'), provider.capturePayment(pi, 300, 'capture-1')]);
    await provider.capturePayment(pi, 300, 'capture-1');
    await expect(provider.capturePayment(pi, 300, 'capture-2')).rejects.toThrow(/cannot be captured/);
    await expect(provider.cancelPayment(pi, 'cancel-1')).rejects.toThrow(/cannot be cancelled/);
    expect(await provider.getSession(id)).toMatchObject({ intentStatus: 'succeeded', amountCaptured: 300 });
    expect((await provider.retrieveSession(id))?.paymentStatus).toBe('paid');
    // refunds come out of the 300 captured, not the 500 authorised
    await provider.refundPayment({ paymentIntentId: pi, amountCents: 300, idempotencyKey: 'r1', metadata: {} });
    await expect(provider.refundPayment({ paymentIntentId: pi, amountCents: 1, idempotencyKey: 'r2', metadata: {} })).rejects.toThrow(
      /exceeds/,
    );
  });

  it('cancels (twice is fine); a cancelled or uncaptured hold is neither captured nor refunded', async () => {
    const held = await session('manual');
    await provider.pay(held);
    const heldPi = await intentOf(held);
    await expect(provider.refundPayment({ paymentIntentId: heldPi, amountCents: 100, idempotencyKey: 'r3', metadata: {} })).rejects.toThrow(
      /no captured/,
    );
    await provider.cancelPayment(heldPi, 'cancel-a');
    await provider.cancelPayment(heldPi, 'cancel-a');
    await expect(provider.capturePayment(heldPi, 100, 'capture-a')).rejects.toThrow(/cannot be captured/);
    expect(await provider.getSession(held)).toMatchObject({ intentStatus: 'canceled' });
    expect((await provider.retrieveSession(held))?.paymentStatus).toBe('unpaid');
  });

  it('the hosted page offers labelled test cards, the first checked, and pays with the one chosen', async () => {
    const id = await session('manual');
    const html = await (await fetch(`${h.url}/test-checkout/${id}`)).text();
    expect(html).toContain('<legend>Test card</legend>');
    expect(html).toMatch(/<label><input type="radio" name="card" value="visa" checked> Visa •••• 4242<\/label>/);
    expect(html).toContain('Mastercard •••• 4444');
    expect(html).not.toMatch(/<script/i);
    const res = await fetch(`${h.url}/test-checkout/${id}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'card=mastercard',
    });
    expect(res.status).toBe(303);
    expect((await provider.retrieveSession(id))?.cardFingerprint).toBe(testCardFingerprint('5555555555554444'));
  });
});
