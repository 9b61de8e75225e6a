// Never charged without delivery (decision 009): money taken for nothing released is given back
// through the provider by a job queued in the same transaction that decided it, exactly once.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  deliverWebhook,
  postJson,
  sessionIdFromUrl,
  signEvent,
  startCommerce,
  TEST_WEBHOOK_SECRET,
} from '#tests/commerce.ts';
import { completeJobContext } from '../jobs/queues.ts';
import { createTestProvider, type TestProvider } from '../payments/test-provider.ts';
import { REFUND_QUEUE, refundJob } from './refund.job.ts';

let h: CommerceHarness;
let provider: TestProvider;

beforeAll(async () => {
  h = await startCommerce();
  provider = createTestProvider({ sql: h.sql, webhookSecret: TEST_WEBHOOK_SECRET });
});
afterAll(async () => {
  await h?.close();
});

/** A checkout the buyer paid on the hosted page; the event is what the page delivers. */
async function paidCheckout(profileIds: number[]) {
  const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody(profileIds));
  expect(res.status, res.text).toBe(200);
  const sessionId = sessionIdFromUrl(String(res.json.url));
  const session = await provider.pay(sessionId);
  if (!session) throw new Error('not paid');
  const [order] = await h.sql<{ id: number }[]>`SELECT id FROM orders WHERE provider_session_id = ${sessionId}`;
  return { sessionId, session, orderId: order!.id };
}

async function refundsOf(orderId: number) {
  return h.sql<{ id: number; kind: string; amountCents: number; status: string; attempts: number; lastError: string | null }[]>`
    SELECT id, kind, amount_cents AS "amountCents", status, attempts, last_error AS "lastError"
    FROM order_refunds WHERE order_id = ${orderId} ORDER BY id`;
}

async function queuedRefundJobs(refundId: number) {
  const [row] = await h.sql<{ n: number }[]>`
    SELECT count(*)::int AS n FROM pgboss.job WHERE name = ${REFUND_QUEUE} AND (data->>'refundId')::int = ${refundId}`;
  return row?.n ?? 0;
}

async function providerRefunds(paymentIntentId: string) {
  return h.sql<{ amount: number }[]>`SELECT amount FROM test_payment_refunds WHERE payment_intent_id = ${paymentIntentId}`;
}

const runRefund = (refundId: number) =>
  refundJob.handle(
    { refundId },
    completeJobContext(h.boss, { sql: h.sql, log: pino({ level: 'silent' }), env: h.env, payments: provider }),
  );

describe('automatic refunds', () => {
  it('when her consent is withdrawn between checkout and payment, then her price is refunded once, however often the job runs', async () => {
    const kept = await buyableProfile(h.sql, { price: '2.00' });
    const withdrawn = await buyableProfile(h.sql, { price: '3.00' });
    const { session, orderId } = await paidCheckout([kept.id, withdrawn.id]);
    await h.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${withdrawn.id}`;
    const event = provider.completedEvent(session);
    // delivered twice: one refund row, one job
    expect((await deliverWebhook(h.url, event)).status).toBe(200);
    expect((await deliverWebhook(h.url, event)).status).toBe(200);

    const [refund, ...more] = await refundsOf(orderId);
    expect(more).toEqual([]);
    expect(refund).toMatchObject({ kind: 'declined_items', amountCents: 300, status: 'pending' });
    expect(await queuedRefundJobs(refund!.id)).toBe(1);

    await runRefund(refund!.id);
    await runRefund(refund!.id); // a retried job
    expect(await providerRefunds(session.paymentIntentId!)).toEqual([{ amount: 300 }]);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    const [order] = await h.sql<{ refundDue: string; status: string }[]>`
      SELECT refund_due AS "refundDue", status FROM orders WHERE id = ${orderId}`;
    expect(order).toEqual({ refundDue: '0.00', status: 'completed' });
  });

  it('when the paid amount does not match the order, then the whole payment is refunded and nothing is released', async () => {
    const p = await buyableProfile(h.sql, { price: '4.00' });
    const { session, orderId } = await paidCheckout([p.id]);
    // a payment of 1 cent for a $4.00 order (a tampered or broken checkout)
    const tampered = JSON.parse(provider.completedEvent(session).body) as { data: { object: Record<string, unknown> } };
    tampered.data.object.amount_total = 1;
    expect((await deliverWebhook(h.url, signEvent(tampered, TEST_WEBHOOK_SECRET))).status).toBe(200);

    const [refund] = await refundsOf(orderId);
    expect(refund).toMatchObject({ kind: 'amount_mismatch', amountCents: 1, status: 'pending' });
    await runRefund(refund!.id);
    expect(await providerRefunds(session.paymentIntentId!)).toEqual([{ amount: 1 }]);
    const [released] = await h.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM order_items WHERE order_id = ${orderId} AND contact_info IS NOT NULL`;
    expect(released?.n).toBe(0);
  });

  it('when everything is released, then no refund is written', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const { session, orderId } = await paidCheckout([p.id]);
    expect((await deliverWebhook(h.url, provider.completedEvent(session))).status).toBe(200);
    expect(await refundsOf(orderId)).toEqual([]);
  });

  it('when the provider refuses, then the attempt and its error are recorded and the job fails for a retry', async () => {
    const p = await buyableProfile(h.sql, { price: '2.50' });
    const { session, orderId } = await paidCheckout([p.id]);
    await h.sql`UPDATE profiles SET deleted_at = now() WHERE id = ${p.id}`;
    expect((await deliverWebhook(h.url, provider.completedEvent(session))).status).toBe(200);
    const [refund] = await refundsOf(orderId);
    // the provider has already given the money back by other means: a refund now exceeds what is left
    await provider.refundPayment({ paymentIntentId: session.paymentIntentId!, amountCents: 250, idempotencyKey: 'by-hand', metadata: {} });
    await expect(runRefund(refund!.id)).rejects.toThrow(/exceeds/);
    expect((await refundsOf(orderId))[0]).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/exceeds/) });
  });
});
