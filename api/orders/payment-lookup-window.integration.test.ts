// A payment reference (checkout session id or payment intent id) opens the contacts of its order
// only for a few hours after the payment: it sits in browser histories, logs and the provider's
// dashboard, and must not be a key to her contact details forever. Within those hours the answer
// carries the order's signed purchase token, which the buyer's device keeps instead (a guest who
// waits for her answer learns it with the token, whenever it comes); after them the payment
// reference answers the order without contacts and says where they are.

import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSuccessResponse } from '#contract/checkout.schema.ts';
import { buyableProfile, type CommerceHarness, payInTestMode, postJson, startCommerce } from '#tests/commerce.ts';
import { createTestProvider } from '../payments/test-provider.ts';
import { decideApprovalRequest } from './approval-decisions.ts';
import { CONTACTS_BY_PAYMENT_REFERENCE_HOURS } from './orders.service.ts';

let h: CommerceHarness;

beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => {
  await h?.close();
});

const HOUR = 3600 * 1000;

/** Moves the order's payment this far into the past. */
async function paidAgo(orderId: number, ms: number) {
  await h.sql`UPDATE orders SET completed_at = now() - ${`${Math.round(ms / 1000)} seconds`}::interval WHERE id = ${orderId}`;
}

async function intentOf(orderId: number): Promise<string> {
  const [row] = await h.sql<{ pi: string }[]>`SELECT stripe_payment_intent_id AS pi FROM orders WHERE id = ${orderId}`;
  return row!.pi;
}

const ask = async (body: object) => (await postJson(`${h.url}/api/payment-success`, body)).json as unknown as PaymentSuccessResponse;
const byLink = async (orderId: number, token: string) => {
  const res = await fetch(`${h.url}/api/purchases/${orderId}?token=${encodeURIComponent(token)}`);
  return { status: res.status, body: (await res.json()) as PaymentSuccessResponse };
};

describe('POST /api/payment-success', () => {
  it('within the hours after the payment: the contacts, and the signed purchase token that opens the order later', async () => {
    expect(CONTACTS_BY_PAYMENT_REFERENCE_HOURS).toBe(6);
    const p = await buyableProfile(h.sql);
    const { sessionId, order } = await payInTestMode(h, [p.id]);
    await paidAgo(order!.id, 5 * HOUR);
    const answer = await ask({ sessionId });
    expect(answer).toMatchObject({ success: true, contactInfo: [{ contactInfo: { whatsapp: p.contactMethods.whatsapp } }] });
    expect(answer.contactsWithheld).toBeUndefined();
    expect(answer.purchaseToken).toEqual(expect.any(String));
    const link = await byLink(order!.id, answer.purchaseToken!);
    expect(link.status).toBe(200);
    expect(link.body.contactInfo[0]?.contactInfo).toEqual(answer.contactInfo[0]?.contactInfo);
  });

  it('after them: the order without contacts (by session id and by payment intent), saying to use the emailed link or the account', async () => {
    const p = await buyableProfile(h.sql);
    const { sessionId, order } = await payInTestMode(h, [p.id], { language: 'de' });
    await paidAgo(order!.id, 6 * HOUR + 60_000);
    for (const body of [{ sessionId }, { paymentIntentId: await intentOf(order!.id) }]) {
      const res = await postJson(`${h.url}/api/payment-success`, body);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({
        success: true,
        order: { id: order!.id, status: 'completed' },
        contactInfo: [],
        contactsWithheld: true,
      });
      expect(res.json.message).toMatch(/E-Mail/);
      expect(res.json.purchaseToken).toBeUndefined();
      expect(res.text).not.toContain(p.contactMethods.whatsapp);
    }
  });

  it('a guest who kept the token while she decided sees her contacts once she said yes, long after the payment reference stopped opening them', async () => {
    const p = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const { sessionId, order } = await payInTestMode(h, [p.id]);
    const waiting = await ask({ sessionId });
    expect(waiting.contactInfo[0]).toMatchObject({ releaseStatus: 'awaiting_consent', contactInfo: {} });
    const token = waiting.purchaseToken!;

    await paidAgo(order!.id, 30 * HOUR);
    const [item] = await h.sql<{ id: number }[]>`SELECT id FROM order_items WHERE order_id = ${order!.id}`;
    const provider = createTestProvider({ sql: h.sql });
    const deps = { sql: h.sql, jobs: h.boss, log: pino({ level: 'silent' }), payments: provider };
    expect(await decideApprovalRequest(deps, { itemId: item!.id, profileId: p.id, decision: 'approve', block: false })).toMatchObject({
      releaseStatus: 'released',
    });

    expect(await ask({ sessionId })).toMatchObject({ contactInfo: [], contactsWithheld: true });
    const link = await byLink(order!.id, token);
    expect(link.body.contactInfo[0]).toMatchObject({ releaseStatus: 'released', contactInfo: { whatsapp: p.contactMethods.whatsapp } });
  });
});
