// What the payment says decides as well as what the buyer typed: a card or billing address from a
// country where she approves each buyer, or from another country than the one he declared at
// checkout, sends the item through her approval; so does her switch to approving each buyer
// after his checkout. Driven as a buyer drives it: checkout over HTTP, then the test-mode page's
// Pay with a chosen card country and billing country, whose signed webhook fulfils the order.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentSuccessResponse } from '#contract/checkout.schema.ts';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  orderBySession,
  postJson,
  sessionIdFromUrl,
  startCommerce,
  TEST_WEBHOOK_SECRET,
} from '#tests/commerce.ts';
import { createTestProvider, type TestProvider } from '../payments/test-provider.ts';
import { decideApprovalRequest, declineExpiredRequests } from './approval-decisions.ts';
import { APPROVAL_REQUEST_QUEUE } from './approval-request.job.ts';
import { fulfil } from './fulfil.ts';
import { ORDER_OUTCOME_QUEUE } from './order-outcome.job.ts';
import { REFUND_QUEUE } from './refund.job.ts';

let h: CommerceHarness;
let provider: TestProvider;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  h = await startCommerce();
  provider = createTestProvider({ sql: h.sql, webhookSecret: TEST_WEBHOOK_SECRET });
});
afterAll(async () => {
  await h?.close();
});

let buyers = 0;

/** A checkout declaring `declared`, paid on the test-mode page with a card and billing address from the given countries. */
async function payWith(profileIds: number[], countries: { declared: string; card?: string; billing?: string }) {
  const res = await postJson(
    `${h.url}/api/create-checkout-session`,
    checkoutBody(profileIds, { buyerCountry: countries.declared, customerEmail: `country${++buyers}.${Date.now()}@example.com` }),
  );
  expect(res.status, res.text).toBe(200);
  const url = String(res.json.url).replace(/^https?:\/\/[^/]+/, h.url);
  const sessionId = sessionIdFromUrl(url);
  const form = new URLSearchParams({ card: 'visa' });
  if (countries.card) form.set('cardCountry', countries.card);
  if (countries.billing) form.set('billingCountry', countries.billing);
  const paid = await fetch(`${url}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
  });
  expect(paid.status).toBe(303);
  const order = await orderBySession(h.sql, sessionId);
  if (!order) throw new Error('no order');
  return { sessionId, orderId: order.id };
}

async function itemsOf(orderId: number) {
  return h.sql<{ id: number; profileId: number; releaseStatus: string; approvalReason: string | null; declineReason: string | null }[]>`
    SELECT id, profile_id AS "profileId", release_status AS "releaseStatus", approval_reason AS "approvalReason",
           decline_reason AS "declineReason"
    FROM order_items WHERE order_id = ${orderId} ORDER BY id`;
}

async function orderOf(orderId: number) {
  const [row] = await h.sql<
    { status: string; captureMethod: string; cardCountry: string | null; billingCountry: string | null; refundDue: string }[]
  >`
    SELECT status, capture_method AS "captureMethod", card_country AS "cardCountry", billing_country AS "billingCountry",
           refund_due::text AS "refundDue"
    FROM orders WHERE id = ${orderId}`;
  return row!;
}

async function jobCount(queue: string, key: string, value: number) {
  const [row] = await h.sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${queue} AND (data->>${key})::int = ${value}`;
  return row?.count ?? 0;
}

const deps = () => ({ sql: h.sql, jobs: h.boss, log });

describe('the card and billing countries at fulfilment', () => {
  it('declared DO, card from the US: the item waits for her approval, and the buyer is told it is because of the payment country', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const { sessionId, orderId } = await payWith([p.id], { declared: 'DO', card: 'US', billing: 'DO' });
    const [item] = await itemsOf(orderId);
    expect(item).toMatchObject({ releaseStatus: 'awaiting_consent', approvalReason: 'payment_country' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'awaiting_approval', cardCountry: 'US', billingCountry: 'DO' });
    expect(await jobCount(APPROVAL_REQUEST_QUEUE, 'itemId', item!.id)).toBe(1);

    const answer = (await postJson(`${h.url}/api/payment-success`, { sessionId })).json as unknown as PaymentSuccessResponse;
    expect(answer).toMatchObject({ success: true, order: { status: 'awaiting_approval' } });
    expect(answer.contactInfo[0]).toMatchObject({ releaseStatus: 'awaiting_consent', approvalReason: 'payment_country', contactInfo: {} });
    expect(JSON.stringify(answer)).not.toContain(p.contactMethods.whatsapp);
  });

  it('declared DO, card and billing address from DO: released at once, as before', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const { orderId } = await payWith([p.id], { declared: 'DO', card: 'DO', billing: 'DO' });
    expect(await itemsOf(orderId)).toMatchObject([{ releaseStatus: 'released', approvalReason: null }]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', cardCountry: 'DO', billingCountry: 'DO' });
  });

  it('a billing address in a listed country, or a card from another unlisted country than the declared one, needs her approval too', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const billedInUs = await payWith([p.id], { declared: 'DO', card: 'DO', billing: 'US' });
    expect(await itemsOf(billedInUs.orderId)).toMatchObject([{ releaseStatus: 'awaiting_consent', approvalReason: 'payment_country' }]);
    const otherCard = await payWith([p.id], { declared: 'DE', card: 'FR', billing: 'DE' });
    expect(await itemsOf(otherCard.orderId)).toMatchObject([{ releaseStatus: 'awaiting_consent', approvalReason: 'payment_country' }]);
  });

  it('the test-mode page offers the card country and the billing country, both preset to the declared country', async () => {
    const p = await buyableProfile(h.sql);
    const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody([p.id], { buyerCountry: 'DE' }));
    const html = await (await fetch(String(res.json.url).replace(/^https?:\/\/[^/]+/, h.url))).text();
    expect(html).toMatch(/<select[^>]*name="cardCountry"/);
    expect(html).toMatch(/<select[^>]*name="billingCountry"/);
    expect(html.match(/<option value="DE" selected>/g)).toHaveLength(2);
    expect(html).toContain('<label for="card-country">');
  });
});

describe('an item that waits for her after a payment taken at once', () => {
  it('her no refunds its price (and the order completes, the buyer hears the outcome); her yes releases it with nothing refunded', async () => {
    const a = await buyableProfile(h.sql, { price: '3.00' });
    const b = await buyableProfile(h.sql, { price: '2.00' });
    const { orderId } = await payWith([a.id, b.id], { declared: 'DO', card: 'US', billing: 'US' });
    expect(await orderOf(orderId)).toMatchObject({ captureMethod: 'automatic', status: 'awaiting_approval', refundDue: '0.00' });
    const [first, second] = await itemsOf(orderId);
    expect(await decideApprovalRequest(deps(), { itemId: first!.id, profileId: a.id, decision: 'decline', block: false })).toMatchObject({
      kind: 'answered',
      releaseStatus: 'declined',
    });
    // one request still waits: nothing refunded yet
    expect(await h.sql`SELECT 1 FROM order_refunds WHERE order_id = ${orderId}`).toHaveLength(0);
    expect(await decideApprovalRequest(deps(), { itemId: second!.id, profileId: b.id, decision: 'approve', block: false })).toMatchObject({
      kind: 'answered',
      releaseStatus: 'released',
    });
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', refundDue: '3.00' });
    const refunds = await h.sql<{ id: number; kind: string; amountCents: number }[]>`
      SELECT id, kind, amount_cents AS "amountCents" FROM order_refunds WHERE order_id = ${orderId}`;
    expect(refunds).toMatchObject([{ kind: 'declined_requests', amountCents: 300 }]);
    expect(await jobCount(REFUND_QUEUE, 'refundId', refunds[0]!.id)).toBe(1);
    expect(await jobCount(ORDER_OUTCOME_QUEUE, 'orderId', orderId)).toBe(1);
  });

  it('the deadline refunds it as well', async () => {
    const a = await buyableProfile(h.sql, { price: '2.00' });
    const { orderId } = await payWith([a.id], { declared: 'DO', card: 'US', billing: 'DO' });
    expect(await declineExpiredRequests(deps(), new Date(Date.now() + 200 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    expect(await itemsOf(orderId)).toMatchObject([{ releaseStatus: 'declined', declineReason: 'expired' }]);
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', refundDue: '2.00' });
    expect(await h.sql`SELECT kind FROM order_refunds WHERE order_id = ${orderId}`).toEqual([{ kind: 'declined_requests' }]);
  });
});

describe('her policy at the payment', () => {
  it('sold instant, but she switched to approving each buyer before the payment: the item waits for her', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody([p.id], { customerEmail: 'switch@example.com' }));
    const sessionId = sessionIdFromUrl(String(res.json.url));
    await h.sql`UPDATE profiles SET release_policy = 'approve_each_buyer' WHERE id = ${p.id}`;
    await provider.pay(sessionId, 'visa', { cardCountry: 'DO', billingCountry: 'DO' });
    const session = await provider.retrieveSession(sessionId);
    expect(await fulfil({ ...deps(), payments: provider }, session!)).toMatchObject({ kind: 'fulfilled', status: 'awaiting_approval' });
    const order = await orderBySession(h.sql, sessionId);
    expect(await itemsOf(order!.id)).toMatchObject([{ releaseStatus: 'awaiting_consent', approvalReason: 'policy_changed' }]);
  });

  it('sold under her approval, then she switched to instant: the item still waits for her (the stricter of the two)', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00', releasePolicy: 'approve_each_buyer' });
    const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody([p.id], { customerEmail: 'switch2@example.com' }));
    const sessionId = sessionIdFromUrl(String(res.json.url));
    await h.sql`UPDATE profiles SET release_policy = 'instant' WHERE id = ${p.id}`;
    await provider.pay(sessionId, 'visa', { cardCountry: 'DO', billingCountry: 'DO' });
    const session = await provider.retrieveSession(sessionId);
    await fulfil({ ...deps(), payments: provider }, session!);
    const order = await orderBySession(h.sql, sessionId);
    expect(await itemsOf(order!.id)).toMatchObject([{ releaseStatus: 'awaiting_consent', approvalReason: null }]);
  });
});
