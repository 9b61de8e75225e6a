// Her consent decides (decision 033), against real PostgreSQL and the test-mode
// provider's model of authorise-then-capture: every transition of a request (her yes, her no,
// the deadline, her withdrawal, a hold about to lapse), double clicks, mixed carts, the block
// lists on each identity and the daily cap with two checkouts paid at the same moment.
import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobContext } from '#api/jobs/queues.ts';
import type { MailMessage } from '#api/mail/mailer.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { hashToken } from '#lib/crypto.ts';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  postJson,
  sessionIdFromUrl,
  startCommerce,
  TEST_SECRET,
  TEST_WEBHOOK_SECRET,
} from '#tests/commerce.ts';
import { buyerDisclosure, sealedDisclosure } from '#tests/factories/disclosure.factory.ts';
import { createAdminOrdersService } from '../admin/orders/admin-orders.service.ts';
import { buyerEmailHash, insertBlock } from '../buyers/buyer-blocks.ts';
import { disclosureSeal } from '../buyers/buyer-disclosure.ts';
import { createTestProvider, type TestCardId, type TestProvider, testCardFingerprint } from '../payments/test-provider.ts';
import {
  decideApprovalRequest,
  declineAwaitingOfProfile,
  declineExpiredRequests,
  itemByApprovalToken,
  settleAuthorisations,
} from './approval-decisions.ts';
import { APPROVAL_REQUEST_QUEUE, approvalRequestJob } from './approval-request.job.ts';
import { fulfil } from './fulfil.ts';
import { ORDER_OUTCOME_QUEUE, orderOutcomeJob } from './order-outcome.job.ts';
import { refundJob } from './refund.job.ts';
import { SETTLE_QUEUE, settleOrder } from './settle.job.ts';

let h: CommerceHarness;
let provider: TestProvider;
const log = pino({ level: 'silent' });

beforeAll(async () => {
  h = await startCommerce({ env: { PUBLIC_URL: 'https://shop.example' } });
  provider = createTestProvider({ sql: h.sql, webhookSecret: TEST_WEBHOOK_SECRET });
});
afterAll(async () => {
  await h?.close();
});

const deps = () => ({ sql: h.sql, jobs: h.boss, log, payments: provider });
let buyers = 0;
const newEmail = () => `buyer${++buyers}.${Date.now()}@example.com`;

type Policy = 'instant' | 'approve_each_buyer';

/** A pending checkout written as checkout writes it, its provider session, and (unless told) the payment. */
async function paidOrder(options: {
  items: { profileId: number; price: string; policy: Policy }[];
  capture: 'automatic' | 'manual';
  email?: string;
  userId?: number | null;
  card?: TestCardId;
  /** The card's fingerprint; default one of this order alone (the test cards are shared by every test). */
  fingerprint?: string;
  pay?: boolean;
}) {
  const email = options.email ?? newEmail();
  const cents = options.items.reduce((sum, item) => sum + Math.round(Number(item.price) * 100), 0);
  const form = sealedDisclosure(TEST_SECRET, buyerDisclosure({ firstName: 'Johnny' }));
  const [order] = await h.sql<{ id: number }[]>`
    INSERT INTO orders (user_id, customer_email, customer_name, total_amount, provider, capture_method, language, buyer_country,
                        buyer_disclosure_sealed, buyer_first_name)
    VALUES (${options.userId ?? null}, ${email}, 'John Buyer', ${(cents / 100).toFixed(2)}, 'test', ${options.capture}, 'en', 'US',
            ${form.sealed}, ${form.firstName})
    RETURNING id`;
  const orderId = order!.id;
  await h.sql`INSERT INTO order_items ${h.sql(
    options.items.map((item) => ({ order_id: orderId, profile_id: item.profileId, price: item.price, release_policy: item.policy })),
  )}`;
  const created = await provider.createCheckout({
    orderId,
    currency: 'usd',
    amountTotalCents: cents,
    lines: options.items.map((item) => ({
      profileId: item.profileId,
      name: 'Contact',
      unitAmountCents: Math.round(Number(item.price) * 100),
    })),
    customerEmail: email,
    customerName: 'John Buyer',
    language: 'en',
    successUrl: `${h.url}/en/payment-success?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${h.url}/en/cart`,
    idempotencyKey: `checkout-order-${orderId}`,
    metadata: { orderId: String(orderId) },
    captureMethod: options.capture,
  });
  await h.sql`UPDATE orders SET provider_session_id = ${created.sessionId}, expires_at = ${created.expiresAt} WHERE id = ${orderId}`;
  if (options.pay !== false) {
    await provider.pay(created.sessionId, options.card);
    const fingerprint = options.fingerprint ?? (options.card ? null : `tfp_order_${orderId}`);
    if (fingerprint) await h.sql`UPDATE test_payment_sessions SET card_fingerprint = ${fingerprint} WHERE id = ${created.sessionId}`;
  }
  return { orderId, sessionId: created.sessionId, email };
}

async function fulfilNow(sessionId: string) {
  const session = await provider.retrieveSession(sessionId);
  if (!session) throw new Error('no session');
  return fulfil(deps(), session);
}

async function fulfilled(options: Parameters<typeof paidOrder>[0]) {
  const order = await paidOrder(options);
  const outcome = await fulfilNow(order.sessionId);
  return { ...order, outcome };
}

async function itemsOf(orderId: number) {
  return h.sql<
    {
      id: number;
      profileId: number;
      releaseStatus: string;
      declineReason: string | null;
      decidedBy: string | null;
      contactInfo: Record<string, string> | null;
      deadline: Date | null;
      requestedAt: Date | null;
      snapshot: Record<string, unknown>;
    }[]
  >`
    SELECT id, profile_id AS "profileId", release_status AS "releaseStatus", decline_reason AS "declineReason",
           approval_decided_by AS "decidedBy", contact_info AS "contactInfo", approval_deadline AS deadline,
           approval_requested_at AS "requestedAt", profile_snapshot AS snapshot
    FROM order_items WHERE order_id = ${orderId} ORDER BY id`;
}

async function orderOf(orderId: number) {
  const [row] = await h.sql<
    {
      status: string;
      paymentState: string | null;
      capturedAmount: string | null;
      cardFingerprint: string | null;
      authorizationExpiresAt: Date | null;
      refundDue: string;
      settledAt: Date | null;
      paymentIntentId: string;
    }[]
  >`
    SELECT status, payment_state AS "paymentState", captured_amount AS "capturedAmount", card_fingerprint AS "cardFingerprint",
           authorization_expires_at AS "authorizationExpiresAt", refund_due AS "refundDue", settled_at AS "settledAt",
           stripe_payment_intent_id AS "paymentIntentId"
    FROM orders WHERE id = ${orderId}`;
  return row!;
}

async function jobCount(queue: string, key: string, value: number) {
  const [row] = await h.sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM pgboss.job WHERE name = ${queue} AND (data->>${key})::int = ${value}`;
  return row?.count ?? 0;
}

async function intentOf(sessionId: string) {
  return provider.getSession(sessionId);
}

async function setCap(cap: number) {
  await h.sql`UPDATE admin_settings SET value = ${h.sql.json(cap)} WHERE key = 'max_purchases_per_buyer_per_day'`;
}

describe('a manual-capture order after payment', () => {
  it('mixed cart: the instant item is released at once, the other waits for her with a deadline, the card is held, her request is queued', async () => {
    const instant = await buyableProfile(h.sql, { price: '2.00' });
    const hers = await buyableProfile(h.sql, { price: '3.00', releasePolicy: 'approve_each_buyer' });
    const { orderId, outcome } = await fulfilled({
      capture: 'manual',
      card: 'mastercard',
      items: [
        { profileId: instant.id, price: '2.00', policy: 'instant' },
        { profileId: hers.id, price: '3.00', policy: 'approve_each_buyer' },
      ],
    });
    expect(outcome).toMatchObject({ kind: 'fulfilled', status: 'awaiting_approval' });
    const [first, second] = await itemsOf(orderId);
    expect(first).toMatchObject({ releaseStatus: 'released' });
    expect(first?.contactInfo).toHaveProperty('whatsapp');
    expect(second).toMatchObject({ releaseStatus: 'awaiting_consent', contactInfo: null });
    expect(second?.requestedAt).toBeInstanceOf(Date);
    // the default 72 h, well inside the 7-day hold
    expect(Math.abs(second!.deadline!.getTime() - (Date.now() + 72 * 3600 * 1000))).toBeLessThan(60_000);
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'awaiting_approval',
      paymentState: 'authorized',
      cardFingerprint: testCardFingerprint('5555555555554444'),
    });
    expect(order.authorizationExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 6.9 * 24 * 3600 * 1000);
    expect(await jobCount(APPROVAL_REQUEST_QUEUE, 'itemId', second!.id)).toBe(1);
    expect(await jobCount(SETTLE_QUEUE, 'orderId', orderId)).toBe(0);

    // her yes: released with the same snapshot code; the capture takes both items, once
    expect(await decideApprovalRequest(deps(), { itemId: second!.id, profileId: hers.id, decision: 'approve', block: false })).toEqual({
      kind: 'answered',
      itemId: second!.id,
      releaseStatus: 'released',
    });
    const [, approved] = await itemsOf(orderId);
    expect(approved).toMatchObject({ releaseStatus: 'released', decidedBy: 'owner', declineReason: null });
    expect(approved?.contactInfo).toHaveProperty('whatsapp');
    expect(await jobCount(SETTLE_QUEUE, 'orderId', orderId)).toBe(1);
    expect(await settleOrder(deps(), orderId)).toBe('captured');
    expect(await settleOrder(deps(), orderId)).toBe('settled-before');
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', paymentState: 'captured', capturedAmount: '5.00' });
    const { sessionId } = (
      await h.sql<{ sessionId: string }[]>`SELECT provider_session_id AS "sessionId" FROM orders WHERE id = ${orderId}`
    )[0]!;
    expect(await intentOf(sessionId)).toMatchObject({ intentStatus: 'succeeded', amountCaptured: 500 });
    expect(await jobCount(ORDER_OUTCOME_QUEUE, 'orderId', orderId)).toBe(1);

    // his outcome email gives the details she accepted to share; the instant item lists its own
    const sent: MailMessage[] = [];
    const mailer = {
      send: async (m: MailMessage) => {
        sent.push(m);
        return { messageId: 'x' };
      },
    };
    await orderOutcomeJob.handle({ orderId }, { sql: h.sql, log, env: h.env, mailer } as unknown as JobContext);
    expect(sent).toHaveLength(1);
    const approvedWhatsapp = (approved!.contactInfo as Record<string, string>).whatsapp!;
    const instantWhatsapp = (first!.contactInfo as Record<string, string>).whatsapp!;
    const acceptedBlock = sent[0]!.text.split('She accepted your request. Her contact details:\n')[1]!.split('\n\n')[0];
    expect(acceptedBlock).toContain(`WhatsApp: ${approvedWhatsapp}`);
    expect(sent[0]!.text).toContain(instantWhatsapp);
    expect(sent[0]!.text.match(/She accepted your request/g)).toHaveLength(1);
  });

  it('her no on every request cancels the hold: nothing is charged; a block from her answer keys on all three identities', async () => {
    const a = await buyableProfile(h.sql, { price: '2.00', releasePolicy: 'approve_each_buyer' });
    const user = await insertUser(h.sql);
    const { orderId, sessionId, email } = await fulfilled({
      capture: 'manual',
      userId: user.id,
      items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }],
    });
    const [item] = await itemsOf(orderId);
    const answer = await decideApprovalRequest(deps(), { itemId: item!.id, profileId: a.id, decision: 'decline', block: true });
    expect(answer).toEqual({ kind: 'answered', itemId: item!.id, releaseStatus: 'declined' });
    expect((await itemsOf(orderId))[0]).toMatchObject({
      releaseStatus: 'declined',
      declineReason: 'she_declined',
      decidedBy: 'owner',
      contactInfo: null,
    });
    expect(await settleOrder(deps(), orderId)).toBe('cancelled');
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', paymentState: 'cancelled', capturedAmount: '0.00' });
    expect(await intentOf(sessionId)).toMatchObject({ intentStatus: 'canceled' });

    const [block] = await h.sql<{ emailHash: string; userId: number; card: string; label: string; byOwner: boolean; profileId: number }[]>`
      SELECT buyer_email_hash AS "emailHash", user_id AS "userId", card_fingerprint AS card, label,
             created_by_owner AS "byOwner", profile_id AS "profileId"
      FROM buyer_blocks WHERE source_order_item_id = ${item!.id}`;
    expect(block).toEqual({
      emailHash: buyerEmailHash(email),
      userId: user.id,
      card: `tfp_order_${orderId}`,
      label: 'Johnny (US)',
      byOwner: true,
      profileId: a.id,
    });
  });

  it('an answer for another profile, or an unknown item, is not-found; a decided item answers already with its real status', async () => {
    const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const other = await buyableProfile(h.sql);
    const { orderId } = await fulfilled({ capture: 'manual', items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }] });
    const [item] = await itemsOf(orderId);
    expect(await decideApprovalRequest(deps(), { itemId: item!.id, profileId: other.id, decision: 'approve', block: false })).toEqual({
      kind: 'not-found',
    });
    expect(await decideApprovalRequest(deps(), { itemId: 999_999, profileId: a.id, decision: 'approve', block: false })).toEqual({
      kind: 'not-found',
    });
    await decideApprovalRequest(deps(), { itemId: item!.id, profileId: a.id, decision: 'decline', block: false });
    expect(await decideApprovalRequest(deps(), { itemId: item!.id, profileId: a.id, decision: 'approve', block: false })).toEqual({
      kind: 'already',
      itemId: item!.id,
      releaseStatus: 'declined',
    });
  });

  it('double clicks: two identical answers at once decide once and capture once; yes and no at once, one of them wins', async () => {
    const a = await buyableProfile(h.sql, { price: '4.00', releasePolicy: 'approve_each_buyer' });
    const { orderId, sessionId } = await fulfilled({
      capture: 'manual',
      items: [{ profileId: a.id, price: '4.00', policy: 'approve_each_buyer' }],
    });
    const [item] = await itemsOf(orderId);
    const click = () => decideApprovalRequest(deps(), { itemId: item!.id, profileId: a.id, decision: 'approve', block: false });
    const answers = await Promise.all([click(), click(), click()]);
    expect(answers.map((a) => a.kind).sort()).toEqual(['already', 'already', 'answered']);
    expect(await jobCount(SETTLE_QUEUE, 'orderId', orderId)).toBe(1);
    const settles = await Promise.all([settleOrder(deps(), orderId), settleOrder(deps(), orderId)]);
    expect(settles).toContain('captured');
    expect(await intentOf(sessionId)).toMatchObject({ intentStatus: 'succeeded', amountCaptured: 400 });
    expect(await jobCount(ORDER_OUTCOME_QUEUE, 'orderId', orderId)).toBe(1);

    const b = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const race = await fulfilled({ capture: 'manual', items: [{ profileId: b.id, price: '2.00', policy: 'approve_each_buyer' }] });
    const [raced] = await itemsOf(race.orderId);
    const [yes, no] = await Promise.all([
      decideApprovalRequest(deps(), { itemId: raced!.id, profileId: b.id, decision: 'approve', block: false }),
      decideApprovalRequest(deps(), { itemId: raced!.id, profileId: b.id, decision: 'decline', block: false }),
    ]);
    expect([yes.kind, no.kind].sort()).toEqual(['already', 'answered']);
    const final = (await itemsOf(race.orderId))[0]!.releaseStatus;
    expect(yes.kind === 'answered' ? 'released' : 'declined').toBe(final);
    expect(no).toMatchObject({ releaseStatus: final });
    expect(await jobCount(SETTLE_QUEUE, 'orderId', race.orderId)).toBe(1);
  });

  it('the deadline: with the clock past it, the sweep declines the request (expired, by the deadline) and the hold is cancelled', async () => {
    const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const instant = await buyableProfile(h.sql, { price: '2.00' });
    const { orderId, sessionId } = await fulfilled({
      capture: 'manual',
      items: [
        { profileId: a.id, price: '2.00', policy: 'approve_each_buyer' },
        { profileId: instant.id, price: '2.00', policy: 'instant' },
      ],
    });
    expect(await declineExpiredRequests(deps(), new Date(Date.now() + 71 * 3600 * 1000))).toBe(0);
    expect(await declineExpiredRequests(deps(), new Date(Date.now() + 73 * 3600 * 1000))).toBeGreaterThanOrEqual(1);
    const [expired, released] = await itemsOf(orderId);
    expect(expired).toMatchObject({ releaseStatus: 'declined', declineReason: 'expired', decidedBy: 'deadline' });
    expect(expired?.snapshot).toMatchObject({ photos: [], primaryPhoto: null });
    expect(released?.releaseStatus).toBe('released');
    // a late answer changes nothing
    expect(await decideApprovalRequest(deps(), { itemId: expired!.id, profileId: a.id, decision: 'approve', block: false })).toMatchObject({
      kind: 'already',
      releaseStatus: 'declined',
    });
    // the instant item is what is captured
    expect(await settleOrder(deps(), orderId)).toBe('captured');
    expect(await intentOf(sessionId)).toMatchObject({ amountCaptured: 200 });
  });

  it('her withdrawal on her owner link declines what waits for her (withdrawn) in the same transaction and the hold is cancelled', async () => {
    const token = `owner-token-${Date.now()}-abcdefghijklmnop`;
    const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer', ownerTokenHash: hashToken(token) });
    const { orderId, sessionId } = await fulfilled({
      capture: 'manual',
      items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }],
    });
    const res = await fetch(`${h.url}/api/owner/profile/withdraw`, { method: 'POST', headers: { 'x-owner-token': token } });
    expect(res.status).toBe(200);
    expect((await itemsOf(orderId))[0]).toMatchObject({ releaseStatus: 'declined', declineReason: 'withdrawn', decidedBy: 'system' });
    expect(await jobCount(SETTLE_QUEUE, 'orderId', orderId)).toBe(1);
    expect(await settleOrder(deps(), orderId)).toBe('cancelled');
    expect(await intentOf(sessionId)).toMatchObject({ intentStatus: 'canceled' });
    // nothing left to decline
    expect(await h.sql.begin((tx) => declineAwaitingOfProfile(tx, h.boss, a.id, 'withdrawn'))).toBe(0);
  });

  it('a hold that lapses within a day: reconciliation declines what waits (expired, by the system) and settles before it does', async () => {
    const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const { orderId } = await fulfilled({ capture: 'manual', items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }] });
    await h.sql`UPDATE orders SET authorization_expires_at = now() + interval '2 hours' WHERE id = ${orderId}`;
    const result = await settleAuthorisations(deps());
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await itemsOf(orderId))[0]).toMatchObject({ releaseStatus: 'declined', declineReason: 'expired', decidedBy: 'system' });
    expect(await jobCount(SETTLE_QUEUE, 'orderId', orderId)).toBe(1);
  });

  it('the deadline never passes the hold: an authorisation that lapses sooner brings the deadline 12 h before it', async () => {
    await h.sql`UPDATE admin_settings SET value = '144' WHERE key = 'approval_deadline_hours'`;
    try {
      const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
      const { orderId } = await fulfilled({ capture: 'manual', items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }] });
      const order = await orderOf(orderId);
      const [item] = await itemsOf(orderId);
      // 144 h fits in the 7-day hold minus 12 h (156 h)
      expect(Math.abs(item!.deadline!.getTime() - (Date.now() + 144 * 3600 * 1000))).toBeLessThan(60_000);
      expect(item!.deadline!.getTime()).toBeLessThanOrEqual(order.authorizationExpiresAt!.getTime() - 12 * 3600 * 1000);
    } finally {
      await h.sql`UPDATE admin_settings SET value = '72' WHERE key = 'approval_deadline_hours'`;
    }
  });

  it("an 'authorized' session of an order captured at once is not paid; a manual order is not fulfilled by a 'paid' word it never had", async () => {
    const a = await buyableProfile(h.sql);
    const order = await paidOrder({ capture: 'automatic', items: [{ profileId: a.id, price: '2.00', policy: 'instant' }] });
    const session = await provider.retrieveSession(order.sessionId);
    expect(await fulfil(deps(), { ...session!, paymentStatus: 'authorized' })).toMatchObject({ kind: 'unpaid' });
    const manual = await paidOrder({ capture: 'manual', items: [{ profileId: a.id, price: '2.00', policy: 'instant' }], pay: false });
    const open = await provider.retrieveSession(manual.sessionId);
    expect(await fulfil(deps(), { ...open!, status: 'complete', paymentStatus: 'paid' })).toMatchObject({ kind: 'unpaid' });
    // an approve_each_buyer item in an order captured at once is never sold that way: declined and refunded
    const hers = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const { orderId } = await fulfilled({
      capture: 'automatic',
      items: [{ profileId: hers.id, price: '2.00', policy: 'approve_each_buyer' }],
    });
    expect((await itemsOf(orderId))[0]).toMatchObject({ releaseStatus: 'declined', declineReason: 'unavailable' });
    expect((await orderOf(orderId)).refundDue).toBe('2.00');
  });
});

describe('an authorised payment that does not match the order', () => {
  it('fails the order, releases nothing and cancels the hold instead of refunding it', async () => {
    const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const { orderId, sessionId } = await paidOrder({
      capture: 'manual',
      items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }],
    });
    await h.sql`UPDATE test_payment_sessions SET amount_total = 100 WHERE id = ${sessionId}`;
    expect(await fulfilNow(sessionId)).toMatchObject({ kind: 'amount-mismatch' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'failed', paymentState: 'authorized' });
    expect(await h.sql`SELECT 1 FROM order_refunds WHERE order_id = ${orderId}`).toHaveLength(0);
    expect(await settleOrder(deps(), orderId)).toBe('cancelled');
    expect(await orderOf(orderId)).toMatchObject({ status: 'failed', paymentState: 'cancelled' });
    expect(await intentOf(sessionId)).toMatchObject({ intentStatus: 'canceled' });
  });
});

describe('paying on the test-mode page', () => {
  it("a manual checkout's completed event says 'unpaid'; the webhook asks the provider and holds the order for her answer", async () => {
    const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const { orderId, sessionId } = await paidOrder({
      capture: 'manual',
      items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }],
      pay: false,
    });
    const res = await fetch(`${h.url}/test-checkout/${sessionId}/pay`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'card=visa-debit',
    });
    expect(res.status).toBe(303);
    expect(await orderOf(orderId)).toMatchObject({
      status: 'awaiting_approval',
      paymentState: 'authorized',
      cardFingerprint: testCardFingerprint('4012888888881881'),
    });
    const [event] = await h.sql<{ payload: { data: { object: { payment_status: string } } } }[]>`
      SELECT payload FROM webhook_events WHERE payload -> 'data' -> 'object' ->> 'id' = ${sessionId}`;
    expect(event?.payload.data.object.payment_status).toBe('unpaid');
  });
});

describe('her request mail', () => {
  it('goes to her contact email in the language she submitted in, with the buyer, where to read his answers, the deadline and a working link', async () => {
    const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer', firstName: 'Carmen', email: 'carmen@example.com' });
    await h.sql`UPDATE profiles SET owner_language = 'es' WHERE id = ${a.id}`;
    const { orderId } = await fulfilled({ capture: 'manual', items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }] });
    const [item] = await itemsOf(orderId);
    const sent: MailMessage[] = [];
    const context = {
      sql: h.sql,
      log,
      env: h.env,
      mailer: {
        send: async (m: MailMessage) => {
          sent.push(m);
          return { messageId: 'x' };
        },
      },
    };
    await approvalRequestJob.handle({ itemId: item!.id }, context as unknown as JobContext);
    expect(sent).toHaveLength(1);
    const mail = sent[0]!;
    expect(mail.to).toBe('carmen@example.com');
    expect(mail.subject).toBe('Un comprador quiere tus datos de contacto');
    expect(mail.text).toContain('Johnny, de Estados Unidos, quiere comprar tus datos de contacto');
    expect(mail.text).toContain('Lee sus respuestas en la página de la solicitud');
    expect(mail.text).not.toContain('Texas');
    expect(mail.text).not.toContain('@example.com');
    const token = /https:\/\/shop\.example\/es\/approval-requests\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();
    expect(await itemByApprovalToken(h.sql, token!)).toEqual({ itemId: item!.id, profileId: a.id });
    expect(await itemByApprovalToken(h.sql, 'x'.repeat(43))).toBeNull();

    // decided meanwhile: nothing is sent
    await decideApprovalRequest(deps(), { itemId: item!.id, profileId: a.id, decision: 'decline', block: false });
    await approvalRequestJob.handle({ itemId: item!.id }, context as unknown as JobContext);
    expect(sent).toHaveLength(1);
    // her link still names the item (its page shows the decision)
    expect(await itemByApprovalToken(h.sql, token!)).toEqual({ itemId: item!.id, profileId: a.id });
  });
});

describe('blocks, checked inside the fulfilment lock', () => {
  it('her block on the card fingerprint catches the same card under another email: declined (blocked) and refunded', async () => {
    const a = await buyableProfile(h.sql, { price: '2.00' });
    const b = await buyableProfile(h.sql, { price: '3.00' });
    await insertBlock(h.sql, { profileId: a.id, cardFingerprint: testCardFingerprint('5555555555554444'), byOwner: true });
    const { orderId } = await fulfilled({
      capture: 'automatic',
      card: 'mastercard',
      items: [
        { profileId: a.id, price: '2.00', policy: 'instant' },
        { profileId: b.id, price: '3.00', policy: 'instant' },
      ],
    });
    const [blocked, ok] = await itemsOf(orderId);
    expect(blocked).toMatchObject({ releaseStatus: 'declined', declineReason: 'blocked', contactInfo: null });
    expect(ok?.releaseStatus).toBe('released');
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', refundDue: '2.00', paymentState: null });
    const [refund] = await h.sql<{ kind: string; amountCents: number }[]>`
      SELECT kind, amount_cents AS "amountCents" FROM order_refunds WHERE order_id = ${orderId}`;
    expect(refund).toEqual({ kind: 'declined_items', amountCents: 200 });
  });

  it("an admin's block on the account blocks everywhere; a manual order's blocked item is simply not captured", async () => {
    const user = await insertUser(h.sql);
    await insertBlock(h.sql, { profileId: null, userId: user.id, reason: 'fraud' });
    const a = await buyableProfile(h.sql, { releasePolicy: 'approve_each_buyer' });
    const { orderId, sessionId } = await fulfilled({
      capture: 'manual',
      userId: user.id,
      items: [{ profileId: a.id, price: '2.00', policy: 'approve_each_buyer' }],
    });
    expect((await itemsOf(orderId))[0]).toMatchObject({ releaseStatus: 'declined', declineReason: 'blocked' });
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', refundDue: '0.00', paymentState: 'authorized' });
    expect(await jobCount(APPROVAL_REQUEST_QUEUE, 'itemId', (await itemsOf(orderId))[0]!.id)).toBe(0);
    // nothing waits: settled at once, and the buyer already knows from his confirmation
    expect(await jobCount(SETTLE_QUEUE, 'orderId', orderId)).toBe(1);
    expect(await settleOrder(deps(), orderId)).toBe('cancelled');
    expect(await intentOf(sessionId)).toMatchObject({ intentStatus: 'canceled' });
    expect(await jobCount(ORDER_OUTCOME_QUEUE, 'orderId', orderId)).toBe(0);
  });

  it('her block on the receipt email: that buyer is declined on her profile only', async () => {
    const email = newEmail();
    const a = await buyableProfile(h.sql);
    const b = await buyableProfile(h.sql);
    await insertBlock(h.sql, { profileId: a.id, email: email.toUpperCase(), byOwner: true });
    const { orderId } = await fulfilled({
      capture: 'automatic',
      email,
      items: [
        { profileId: a.id, price: '2.00', policy: 'instant' },
        { profileId: b.id, price: '2.00', policy: 'instant' },
      ],
    });
    expect((await itemsOf(orderId)).map((i) => i.declineReason)).toEqual(['blocked', null]);
  });
});

describe('the daily cap, inside the lock', () => {
  it('two checkouts paid at the same moment: only up to the cap is released, the rest declined (over_cap) and refunded', async () => {
    await setCap(3);
    try {
      const email = newEmail();
      const profiles = await Promise.all([1, 2, 3, 4].map(() => buyableProfile(h.sql, { price: '2.00' })));
      // both pass checkout's early check: nothing is paid yet
      const start = async (ids: number[]) => {
        const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody(ids, { customerEmail: email }));
        expect(res.status, res.text).toBe(200);
        return sessionIdFromUrl(String(res.json.url));
      };
      const first = await start([profiles[0]!.id, profiles[1]!.id]);
      const second = await start([profiles[2]!.id, profiles[3]!.id]);
      await Promise.all([provider.pay(first), provider.pay(second)]);
      const card = `tfp_race_${Date.now()}`;
      await h.sql`UPDATE test_payment_sessions SET card_fingerprint = ${card} WHERE id IN (${first}, ${second})`;
      const outcomes = await Promise.all([fulfilNow(first), fulfilNow(second)]);
      expect(outcomes.map((o) => o.kind)).toEqual(['fulfilled', 'fulfilled']);
      const rows = await h.sql<{ releaseStatus: string; declineReason: string | null }[]>`
        SELECT oi.release_status AS "releaseStatus", oi.decline_reason AS "declineReason"
        FROM order_items oi JOIN orders o ON o.id = oi.order_id WHERE o.customer_email = ${email}`;
      expect(rows.filter((r) => r.releaseStatus === 'released')).toHaveLength(3);
      expect(rows.filter((r) => r.declineReason === 'over_cap')).toHaveLength(1);
      const [refunds] = await h.sql<{ count: number; cents: number }[]>`
        SELECT count(*)::int AS count, coalesce(sum(r.amount_cents), 0)::int AS cents
        FROM order_refunds r JOIN orders o ON o.id = r.order_id WHERE o.customer_email = ${email} AND r.kind = 'declined_items'`;
      expect(refunds).toEqual({ count: 1, cents: 200 });

      // the same card under another email counts too: nothing is left today
      const fp = (await h.sql<{ fp: string }[]>`SELECT card_fingerprint AS fp FROM orders WHERE provider_session_id = ${first}`)[0]!.fp;
      expect(fp).toBe(card);
      const again = await buyableProfile(h.sql);
      const other = await fulfilled({
        capture: 'automatic',
        fingerprint: card,
        items: [{ profileId: again.id, price: '2.00', policy: 'instant' }],
      });
      expect((await itemsOf(other.orderId))[0]).toMatchObject({ releaseStatus: 'declined', declineReason: 'over_cap' });
    } finally {
      await setCap(20);
    }
  });
});

describe('admin refunds of an authorised payment (decision 029)', () => {
  it('are refused while the card is only held (notCaptured), and refund out of what was captured once settled', async () => {
    const user = await insertUser(h.sql);
    const instant = await buyableProfile(h.sql, { price: '2.00' });
    const hers = await buyableProfile(h.sql, { price: '3.00', releasePolicy: 'approve_each_buyer' });
    await insertBlock(h.sql, { profileId: hers.id, userId: user.id, byOwner: true });
    const { orderId, sessionId } = await fulfilled({
      capture: 'manual',
      userId: user.id,
      items: [
        { profileId: instant.id, price: '2.00', policy: 'instant' },
        { profileId: hers.id, price: '3.00', policy: 'approve_each_buyer' },
      ],
    });
    // nothing waits (her item blocked): completed, but the card is only held until the settle job runs
    expect(await orderOf(orderId)).toMatchObject({ status: 'completed', paymentState: 'authorized' });
    const admin = createAdminOrdersService({ sql: h.sql, jobs: h.boss, disclosures: disclosureSeal(h.env) });
    const actor = { adminId: null, ip: null };
    const request = { reason: 'Buyer asked', idempotencyKey: randomUUID() };
    await expect(admin.refund(actor, orderId, request)).rejects.toMatchObject({ status: 409, details: { code: 'notCaptured' } });

    expect(await settleOrder(deps(), orderId)).toBe('captured');
    expect(await intentOf(sessionId)).toMatchObject({ amountCaptured: 200 });
    const done = await admin.refund(actor, orderId, { ...request, idempotencyKey: randomUUID() });
    expect(done.refund).toMatchObject({ amount: 2, status: 'pending' });
    const [refund] = await h.sql<{ id: number }[]>`SELECT id FROM order_refunds WHERE order_id = ${orderId} AND kind = 'admin'`;
    await refundJob.handle({ refundId: refund!.id }, { sql: h.sql, log, payments: provider } as unknown as JobContext);
    const [row] = await h.sql<{ status: string }[]>`SELECT status FROM order_refunds WHERE id = ${refund!.id}`;
    expect(row?.status).toBe('succeeded');
  });
});
