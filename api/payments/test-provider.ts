// Test-mode payments (no STRIPE_SECRET_KEY): a built-in provider that behaves like
// Stripe Checkout. Its sessions live in test_payment_sessions; the hosted page
// (test-checkout.router.ts) marks one paid, then delivers a checkout.session.completed event
// signed exactly as Stripe signs it to our own webhook, so the real fulfilment path runs.
// Like Stripe it models authorise-then-capture: a manual-capture session, once paid,
// holds an intent 'requires_capture' (reported 'authorized'; its completed event says 'unpaid',
// as Stripe's does) until it is captured, for at most what was authorised, or cancelled; and the
// card that paid has a fingerprint, the same for the same card number in every session, and the
// issuing country and billing country the tester picked.

import Stripe from 'stripe';
import type { Queryable, Sql } from '#db/connection.ts';
import { randomToken, sha256 } from '#lib/crypto.ts';
import type { CreateCheckoutInput, CreatedCheckout, PaymentProvider, ProviderSession } from './payment-provider.ts';
import { verifySignedEvent } from './stripe-provider.ts';
import {
  findOpenTestSessionOfOrder,
  findTestRefundByKey,
  findTestSession,
  findTestSessionIdByPaymentIntent,
  insertTestRefund,
  insertTestSession,
  type LockedTestIntent,
  lockCapturedTestPayment,
  lockTestIntent,
  markTestIntentCancelled,
  markTestIntentCaptured,
  markTestSessionPaid,
  sumTestRefunds,
  type TestSessionRow,
} from './test-provider.queries.ts';

/** Where the test card comes from: its issuing country and the billing address's country (null: not said). */
export interface TestPaymentCountries {
  cardCountry?: string | null;
  billingCountry?: string | null;
}

/** The cards the hosted page offers (Stripe's public test numbers); the first is the default. */
export const TEST_CARDS = [
  { id: 'visa', label: 'Visa •••• 4242', number: '4242424242424242' },
  { id: 'mastercard', label: 'Mastercard •••• 4444', number: '5555555555554444' },
  { id: 'visa-debit', label: 'Visa •••• 1881', number: '4012888888881881' },
] as const;
export type TestCardId = (typeof TEST_CARDS)[number]['id'];

/** Like Stripe's: the same card number gives the same fingerprint, whoever pays with it. */
export function testCardFingerprint(cardNumber: string): string {
  return `tfp_${sha256(`contacto-test-card:${cardNumber}`).slice(0, 16)}`;
}

/** Card authorisations last 7 days (Stripe, online card payments). */
export const AUTHORIZATION_LIFETIME_MS = 7 * 24 * 3600 * 1000;

export interface TestProvider extends PaymentProvider {
  readonly name: 'test';
  readonly webhookSecret: string;
  /** The session as the hosted page shows it (expired once past its expiry). */
  getSession(sessionId: string): Promise<TestSessionRow | null>;
  /**
   * Marks an open session paid (authorised, for a manual-capture one) with one of TEST_CARDS
   * (default the first), issued in and billed to the given countries (default: not said);
   * returns it (also when it was paid before), or null when it cannot be paid.
   */
  pay(sessionId: string, card?: TestCardId, countries?: TestPaymentCountries): Promise<TestSessionRow | null>;
  /** The signed checkout.session.completed event for a paid session: the body and its Stripe-Signature header. */
  completedEvent(session: TestSessionRow): { body: string; signature: string };
}

const SESSION_TTL_MS = 24 * 3600 * 1000;

export interface TestProviderOptions {
  sql: Sql;
  /**
   * Signs the events the hosted page delivers to our own webhook. Default: a random secret of
   * this process (the page posts to the replica that served it), unrelated to any other secret,
   * so knowing SESSION_SECRET never lets anyone sign a payment.
   */
  webhookSecret?: string;
}

/** What Stripe's session says: a manual-capture payment is 'paid' only once captured. */
function paymentStatusOf(row: TestSessionRow): 'paid' | 'unpaid' {
  if (row.paymentStatus !== 'paid') return 'unpaid';
  return row.captureMethod === 'manual' && row.intentStatus !== 'succeeded' ? 'unpaid' : 'paid';
}

async function lockIntent(tx: Queryable, paymentIntentId: string): Promise<LockedTestIntent> {
  const intent = await lockTestIntent(tx, paymentIntentId);
  if (!intent) throw new Error(`no test payment ${paymentIntentId}`);
  return intent;
}

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const { sql } = options;
  const secret = options.webhookSecret ?? `whsec_${randomToken(32)}`;
  const webhookSecret = () => secret;

  async function load(sessionId: string): Promise<TestSessionRow | null> {
    return findTestSession(sql, sessionId);
  }

  const toSession = (row: TestSessionRow): ProviderSession => {
    const authorised = row.paymentStatus === 'paid' && row.intentStatus === 'requires_capture';
    return {
      id: row.id,
      status: row.status,
      paymentStatus: authorised ? 'authorized' : paymentStatusOf(row),
      amountTotal: row.amountTotal,
      currency: row.currency,
      paymentIntentId: row.paymentIntentId,
      customerEmail: row.customerEmail,
      metadata: row.metadata,
      cardFingerprint: row.cardFingerprint,
      authorizationExpiresAt: authorised && row.completedAt ? new Date(row.completedAt.getTime() + AUTHORIZATION_LIFETIME_MS) : null,
      cardCountry: row.cardCountry,
      billingCountry: row.billingCountry,
      livemode: false,
    };
  };

  return {
    name: 'test',
    livemode: false,
    get webhookSecret() {
      return webhookSecret();
    },

    async createCheckout(input: CreateCheckoutInput): Promise<CreatedCheckout> {
      // Like Stripe's idempotency key: the same order gets its open session back.
      const existing = await findOpenTestSessionOfOrder(sql, input.orderId);
      const id = existing?.id ?? `test_cs_${randomToken(24)}`;
      let expiresAt = existing?.expiresAt;
      if (!existing) {
        expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        const lineItems = input.lines.map((line) => ({ name: line.name, amount: line.unitAmountCents }));
        await insertTestSession(sql, {
          id,
          orderId: input.orderId,
          amountTotal: input.amountTotalCents,
          currency: input.currency.toLowerCase(),
          customerEmail: input.customerEmail,
          customerName: input.customerName,
          lineItems,
          metadata: input.metadata,
          successUrl: input.successUrl.replace('{CHECKOUT_SESSION_ID}', id),
          cancelUrl: input.cancelUrl,
          expiresAt,
          captureMethod: input.captureMethod,
        });
      }
      return { sessionId: id, url: new URL(`/test-checkout/${id}`, input.successUrl).toString(), expiresAt: expiresAt as Date };
    },

    async retrieveSession(sessionId) {
      const row = await load(sessionId);
      return row ? toSession(row) : null;
    },

    async findSessionIdByPaymentIntent(paymentIntentId) {
      return findTestSessionIdByPaymentIntent(sql, paymentIntentId);
    },

    verifyWebhook(rawBody, signatureHeader) {
      return verifySignedEvent(rawBody, signatureHeader, webhookSecret());
    },

    // Like Stripe: one capture per authorisation, for at most what was authorised; the same key
    // again answers like the first call, another capture is refused, as is one of a cancelled hold.
    async capturePayment(paymentIntentId, amountCents, idempotencyKey) {
      if (!Number.isInteger(amountCents) || amountCents < 1) throw new Error('capture amount must be a positive whole number of cents');
      await sql.begin(async (tx) => {
        const intent = await lockIntent(tx, paymentIntentId);
        if (intent.intentStatus === 'requires_capture') {
          if (amountCents > intent.amountTotal) throw new Error(`capture of ${amountCents} exceeds the ${intent.amountTotal} authorised`);
          await markTestIntentCaptured(tx, paymentIntentId, amountCents, idempotencyKey);
          return;
        }
        if (intent.intentStatus === 'succeeded' && intent.key === idempotencyKey && intent.amountCaptured === amountCents) return;
        throw new Error(`payment intent ${paymentIntentId} cannot be captured: its status is ${intent.intentStatus}`);
      });
    },

    // Like Stripe: releases the hold; cancelling a cancelled intent is a no-op, a captured one is refused.
    async cancelPayment(paymentIntentId, idempotencyKey) {
      await sql.begin(async (tx) => {
        const intent = await lockIntent(tx, paymentIntentId);
        if (intent.intentStatus === 'canceled') return;
        if (intent.intentStatus !== 'requires_capture') {
          throw new Error(`payment intent ${paymentIntentId} cannot be cancelled: its status is ${intent.intentStatus}`);
        }
        await markTestIntentCancelled(tx, paymentIntentId, idempotencyKey);
      });
    },

    // Like Stripe: at most what was captured, and the same idempotency key gives the same refund.
    async refundPayment({ paymentIntentId, amountCents, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents < 1) throw new Error(`refund amount must be a positive whole number of cents`);
      return sql.begin(async (tx) => {
        const paid = await lockCapturedTestPayment(tx, paymentIntentId);
        if (!paid) throw new Error(`no captured test payment ${paymentIntentId}`);
        const earlier = await findTestRefundByKey(tx, idempotencyKey);
        if (earlier) {
          if (earlier.paymentIntentId !== paymentIntentId || earlier.amount !== amountCents) {
            throw new Error('idempotency key reused with different refund parameters');
          }
          return { refundId: earlier.id };
        }
        const refunded = await sumTestRefunds(tx, paymentIntentId);
        if (refunded + amountCents > paid.amountTotal) {
          throw new Error(`refund of ${amountCents} exceeds what is left of ${paid.amountTotal} (${refunded} refunded)`);
        }
        const id = `test_re_${randomToken(18)}`;
        await insertTestRefund(tx, { id, idempotencyKey, paymentIntentId, amount: amountCents });
        return { refundId: id };
      });
    },

    getSession: load,

    async pay(sessionId, cardId = TEST_CARDS[0].id, countries = {}) {
      const card = TEST_CARDS.find((c) => c.id === cardId) ?? TEST_CARDS[0];
      const intent = `test_pi_${randomToken(18)}`;
      await markTestSessionPaid(sql, sessionId, {
        paymentIntentId: intent,
        cardFingerprint: testCardFingerprint(card.number),
        cardCountry: countries.cardCountry ?? null,
        billingCountry: countries.billingCountry ?? null,
      });
      const row = await load(sessionId);
      return row?.paymentStatus === 'paid' ? row : null;
    },

    completedEvent(session) {
      const created = Math.floor(Date.now() / 1000);
      const event = {
        id: `evt_test_${randomToken(18)}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created,
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type: 'checkout.session.completed',
        data: {
          object: {
            id: session.id,
            object: 'checkout.session',
            mode: 'payment',
            livemode: false,
            status: 'complete',
            // Stripe says 'unpaid' for an authorised (manual-capture) payment: the webhook re-reads the session.
            payment_status: paymentStatusOf(session),
            amount_subtotal: session.amountTotal,
            amount_total: session.amountTotal,
            currency: session.currency,
            customer_email: session.customerEmail,
            customer_details: {
              email: session.customerEmail,
              name: session.customerName,
              address: session.billingCountry ? { country: session.billingCountry } : null,
            },
            client_reference_id: session.orderId === null ? null : String(session.orderId),
            metadata: session.metadata,
            payment_intent: session.paymentIntentId,
            success_url: session.successUrl,
            cancel_url: session.cancelUrl,
            created: Math.floor(session.createdAt.getTime() / 1000),
            expires_at: Math.floor(session.expiresAt.getTime() / 1000),
          },
        },
      };
      const body = JSON.stringify(event);
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: webhookSecret(), timestamp: created });
      return { body, signature };
    },
  };
}
