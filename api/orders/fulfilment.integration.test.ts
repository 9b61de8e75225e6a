// Fulfilment exactly once: the same signed webhook many times, at once, racing the
// payment-success page, ends in one order with its items and one confirmation email job; forged
// or stale signatures write nothing; a paid amount that is not our price releases nothing.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentSuccessResponseSchema } from '#contract/checkout.schema.ts';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  completedEvent,
  deliverWebhook,
  emailJobCount,
  orderBySession,
  postJson,
  sessionIdFromUrl,
  signEvent,
  startCommerce,
  TEST_WEBHOOK_SECRET,
} from '#tests/commerce.ts';
import { createTestProvider } from '../payments/test-provider.ts';

let h: CommerceHarness;
const webhookSecret = TEST_WEBHOOK_SECRET;

beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => {
  await h?.close();
});

async function startCheckout(profileIds: number[], overrides: Record<string, unknown> = {}) {
  const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody(profileIds, overrides));
  expect(res.status, res.text).toBe(200);
  const sessionId = sessionIdFromUrl(String(res.json.url));
  const order = await orderBySession(h.sql, sessionId);
  if (!order) throw new Error('no pending order');
  return { sessionId, order };
}

async function counts(orderId: number) {
  const [row] = await h.sql<{ webhookEvents: number; completed: number; released: number }[]>`
    SELECT (SELECT count(*)::int FROM webhook_events) AS "webhookEvents",
           (SELECT count(*)::int FROM orders WHERE id = ${orderId} AND status = 'completed') AS completed,
           (SELECT count(*)::int FROM order_items WHERE order_id = ${orderId} AND release_status = 'released') AS released`;
  return { ...row!, emailJobs: await emailJobCount(h.sql, orderId) };
}

describe('fulfilment', () => {
  it('when the same signed webhook arrives 100 times, 50 at once, racing payment-success, then one order, its items and one email job exist', async () => {
    const a = await buyableProfile(h.sql, { price: '2.00' });
    const b = await buyableProfile(h.sql, { price: '3.00' });
    const { sessionId, order } = await startCheckout([a.id, b.id]);
    expect(order.status).toBe('pending');
    expect(order.totalAmount).toBe('5.00');
    // The buyer paid on the hosted page (the provider now says "paid" to payment-success too).
    const provider = createTestProvider({ sql: h.sql, webhookSecret: TEST_WEBHOOK_SECRET });
    expect(await provider.pay(sessionId)).not.toBeNull();

    const signed = signEvent(
      completedEvent({ id: sessionId, amountTotal: 500, metadata: { orderId: String(order.id) } }, 'evt_same_event'),
      webhookSecret,
    );
    const webhook = () => deliverWebhook(h.url, signed);
    const success = () => postJson(`${h.url}/api/payment-success`, { sessionId });

    const first = await Promise.all([...Array.from({ length: 50 }, webhook), ...Array.from({ length: 10 }, success)]);
    const second = await Promise.all([...Array.from({ length: 50 }, webhook), ...Array.from({ length: 10 }, success)]);
    for (const res of [...first, ...second]) expect(res.status).toBe(200);

    const paid = second.at(-1) as Awaited<ReturnType<typeof success>>;
    expect(paid.json).toMatchObject({ success: true, order: { id: order.id, status: 'completed', totalAmount: '5.00' } });
    expect(await counts(order.id)).toEqual({ webhookEvents: 1, completed: 1, released: 2, emailJobs: 1 });
    const [event] = await h.sql<{ processedAt: Date | null }[]>`SELECT processed_at AS "processedAt" FROM webhook_events`;
    expect(event?.processedAt).toBeInstanceOf(Date);

    // A different event for the same session (Stripe also sends async_payment_succeeded) changes nothing.
    const other = signEvent(
      completedEvent({ id: sessionId, amountTotal: 500 }, 'evt_other', 'checkout.session.async_payment_succeeded'),
      webhookSecret,
    );
    expect((await deliverWebhook(h.url, other)).status).toBe(200);
    expect(await counts(order.id)).toEqual({ webhookEvents: 2, completed: 1, released: 2, emailJobs: 1 });

    // The snapshot holds only the channels she shares, and her public profile fields.
    const items = await h.sql<{ contactInfo: Record<string, string>; profileSnapshot: Record<string, unknown> }[]>`
      SELECT contact_info AS "contactInfo", profile_snapshot AS "profileSnapshot" FROM order_items WHERE order_id = ${order.id} ORDER BY id`;
    expect(items.map((i) => i.contactInfo)).toEqual([
      { whatsapp: a.contactMethods.whatsapp, email: 'x@example.com' },
      { whatsapp: b.contactMethods.whatsapp, email: 'x@example.com' },
    ]);
    expect(Object.keys(items[0]!.profileSnapshot).sort()).toEqual([
      'age',
      'firstName',
      'id',
      'lastName',
      'location',
      'photos',
      'primaryPhoto',
    ]);
    expect(JSON.stringify(paid.json)).not.toContain('@demo_hidden');
  });

  it('when the signature is forged, stale, missing or the body was changed, then 400 and nothing is written', async () => {
    const p = await buyableProfile(h.sql);
    const { sessionId, order } = await startCheckout([p.id]);
    const before = await counts(order.id);
    const event = completedEvent({ id: sessionId, amountTotal: 200 });
    const forged = signEvent(event, 'whsec_not_our_secret');
    const stale = signEvent(event, webhookSecret, Math.floor(Date.now() / 1000) - 301);
    const good = signEvent(event, webhookSecret);
    const tampered = { body: good.body.replace('"amount_total":200', '"amount_total":1'), signature: good.signature };
    for (const attempt of [forged, stale, tampered, { body: good.body, signature: null }, { body: good.body, signature: 't=1,v1=abc' }]) {
      const res = await deliverWebhook(h.url, attempt);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({ message: 'Invalid webhook signature' });
    }
    expect(await counts(order.id)).toEqual(before);
    expect((await orderBySession(h.sql, sessionId))?.status).toBe('pending');

    // within the 300 s tolerance it is accepted
    const recent = signEvent(event, webhookSecret, Math.floor(Date.now() / 1000) - 250);
    expect((await deliverWebhook(h.url, recent)).status).toBe(200);
    expect((await orderBySession(h.sql, sessionId))?.status).toBe('completed');
  });

  it('when the client sends a tampered amount, then the order is priced by the server', async () => {
    const ten = await Promise.all(Array.from({ length: 10 }, () => buyableProfile(h.sql, { price: '4.99' })));
    const { order: bulk } = await startCheckout(
      ten.map((p) => p.id),
      { amount: 0.01 },
    );
    expect(bulk.totalAmount).toBe('10.00');
    const nine = ten.slice(0, 9);
    const { order: single } = await startCheckout(
      nine.map((p) => p.id),
      { amount: 1, customerEmail: 'other@example.com' },
    );
    expect(single.totalAmount).toBe('44.91');
    const prices = await h.sql<{ price: string }[]>`SELECT price FROM order_items WHERE order_id = ${bulk.id}`;
    expect(prices.every((p) => p.price === '1.00')).toBe(true);
  });

  it('when the paid amount is not the server price, then nothing is released and no email is sent', async () => {
    const p = await buyableProfile(h.sql, { price: '3.00' });
    const { sessionId, order } = await startCheckout([p.id]);
    const res = await deliverWebhook(h.url, signEvent(completedEvent({ id: sessionId, amountTotal: 1 }), webhookSecret));
    expect(res.status).toBe(200);
    const [row] = await h.sql<{ status: string; failureReason: string }[]>`
      SELECT status, failure_reason AS "failureReason" FROM orders WHERE id = ${order.id}`;
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.failureReason).toMatch(/amount mismatch/);
    const [items] = await h.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM order_items WHERE order_id = ${order.id} AND contact_info IS NOT NULL`;
    expect(items?.n).toBe(0);
    expect(await emailJobCount(h.sql, order.id)).toBe(0);
    const view = await postJson(`${h.url}/api/payment-success`, { sessionId });
    PaymentSuccessResponseSchema.parse(view.json);
    expect(view.json).toMatchObject({ success: false, contactInfo: [] });
  });

  it('when her consent is withdrawn between checkout and payment, then her item is declined and owed back', async () => {
    const kept = await buyableProfile(h.sql, { price: '2.00' });
    const withdrawn = await buyableProfile(h.sql, { price: '3.00' });
    const { sessionId, order } = await startCheckout([kept.id, withdrawn.id]);
    await h.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${withdrawn.id}`;
    expect((await deliverWebhook(h.url, signEvent(completedEvent({ id: sessionId, amountTotal: 500 }), webhookSecret))).status).toBe(200);
    const view = await postJson(`${h.url}/api/payment-success`, { sessionId });
    expect(view.json).toMatchObject({ success: true, order: { status: 'completed' } });
    const contacts = view.json.contactInfo as {
      releaseStatus: string;
      contactInfo: Record<string, string>;
      profile: { photos: string[] };
    }[];
    expect(contacts.map((c) => c.releaseStatus)).toEqual(['released', 'declined']);
    expect(contacts[1]?.contactInfo).toEqual({});
    expect(contacts[1]?.profile.photos).toEqual([]);
    expect(view.text).not.toContain(String(withdrawn.contactMethods.whatsapp));
    const [row] = await h.sql<{ refundDue: string }[]>`SELECT refund_due AS "refundDue" FROM orders WHERE id = ${order.id}`;
    expect(row?.refundDue).toBe('3.00');
    expect(await emailJobCount(h.sql, order.id)).toBe(1);
  });

  it('a photo she switched off is not part of the order snapshot', async () => {
    const shown = '0b9c1a52-6f0e-4c8e-9a51-3c1f2b7d9e11.webp';
    const hidden = '0b9c1a52-6f0e-4c8e-9a51-3c1f2b7d9e12.webp';
    const p = await buyableProfile(h.sql, { price: '2.00', photos: [hidden, shown], primaryPhoto: hidden, inactivePhotos: [hidden] });
    const { sessionId } = await startCheckout([p.id]);
    expect((await deliverWebhook(h.url, signEvent(completedEvent({ id: sessionId, amountTotal: 200 }), webhookSecret))).status).toBe(200);
    const view = await postJson(`${h.url}/api/payment-success`, { sessionId });
    const [bought] = view.json.contactInfo as { profile: { primaryPhoto: string | null; photos: string[] } }[];
    expect(bought?.profile).toMatchObject({ primaryPhoto: null, photos: [`/uploads/images/${shown}`] });
  });

  it('when an event names a session we never created, then it is recorded and ignored', async () => {
    const res = await deliverWebhook(
      h.url,
      signEvent(completedEvent({ id: 'test_cs_unknown_session_0000000000', amountTotal: 100 }), webhookSecret),
    );
    expect(res.status).toBe(200);
    const [row] = await h.sql<
      { n: number }[]
    >`SELECT count(*)::int AS n FROM orders WHERE provider_session_id = 'test_cs_unknown_session_0000000000'`;
    expect(row?.n).toBe(0);
  });
});
