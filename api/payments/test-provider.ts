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

export interface TestSessionRow {
  id: string;
  orderId: number | null;
  amountTotal: number;
  currency: string;
  customerEmail: string;
  customerName: string | null;
  lineItems: { name: string; amount: number }[];
  metadata: Record<string, string>;
  successUrl: string;
  cancelUrl: string;
  status: 'open' | 'complete' | 'expired';
  paymentStatus: 'paid' | 'unpaid';
  paymentIntentId: string | null;
  createdAt: Date;
  expiresAt: Date;
  completedAt: Date | null;
  captureMethod: 'automatic' | 'manual';
  /** The payment intent once paid: 'requires_capture' (manual, authorised), 'succeeded', 'canceled'. */
  intentStatus: 'requires_capture' | 'succeeded' | 'canceled' | null;
  amountCaptured: number | null;
  cardFingerprint: string | null;
  cardCountry: string | null;
  billingCountry: string | null;
}

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

interface LockedIntent {
  amountTotal: number;
  intentStatus: TestSessionRow['intentStatus'];
  amountCaptured: number | null;
  key: string | null;
}

async function lockIntent(tx: Queryable, paymentIntentId: string): Promise<LockedIntent> {
  const [intent] = await tx<LockedIntent[]>`
    SELECT amount_total AS "amountTotal", intent_status AS "intentStatus", amount_captured AS "amountCaptured",
           intent_idempotency_key AS key
    FROM test_payment_sessions WHERE payment_intent_id = ${paymentIntentId} FOR UPDATE`;
  if (!intent) throw new Error(`no test payment ${paymentIntentId}`);
  return intent;
}

export function createTestProvider(options: TestProviderOptions): TestProvider {
  const { sql } = options;
  const secret = options.webhookSecret ?? `whsec_${randomToken(32)}`;
  const webhookSecret = () => secret;

  async function load(sessionId: string): Promise<TestSessionRow | null> {
    const [row] = await sql<TestSessionRow[]>`
      SELECT id, order_id AS "orderId", amount_total AS "amountTotal", currency,
             customer_email AS "customerEmail", customer_name AS "customerName",
             line_items AS "lineItems", metadata, success_url AS "successUrl", cancel_url AS "cancelUrl",
             CASE WHEN status = 'open' AND expires_at <= now() THEN 'expired' ELSE status END AS status,
             payment_status AS "paymentStatus", payment_intent_id AS "paymentIntentId",
             created_at AS "createdAt", expires_at AS "expiresAt", completed_at AS "completedAt",
             capture_method AS "captureMethod", intent_status AS "intentStatus",
             amount_captured AS "amountCaptured", card_fingerprint AS "cardFingerprint",
             card_country AS "cardCountry", billing_country AS "billingCountry"
      FROM test_payment_sessions WHERE id = ${sessionId}`;
    return row ?? null;
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
      const [existing] = await sql<{ id: string; expiresAt: Date }[]>`
        SELECT id, expires_at AS "expiresAt" FROM test_payment_sessions
        WHERE order_id = ${input.orderId} AND status = 'open' AND expires_at > now()`;
      const id = existing?.id ?? `test_cs_${randomToken(24)}`;
      let expiresAt = existing?.expiresAt;
      if (!existing) {
        expiresAt = new Date(Date.now() + SESSION_TTL_MS);
        const lineItems = input.lines.map((line) => ({ name: line.name, amount: line.unitAmountCents }));
        await sql`
          INSERT INTO test_payment_sessions (id, order_id, amount_total, currency, customer_email, customer_name,
                                             line_items, metadata, success_url, cancel_url, expires_at, capture_method)
          VALUES (${id}, ${input.orderId}, ${input.amountTotalCents}, ${input.currency.toLowerCase()}, ${input.customerEmail},
                  ${input.customerName}, ${sql.json(lineItems)}, ${sql.json(input.metadata)},
                  ${input.successUrl.replace('{CHECKOUT_SESSION_ID}', id)}, ${input.cancelUrl}, ${expiresAt}, ${input.captureMethod})`;
      }
      return { sessionId: id, url: new URL(`/test-checkout/${id}`, input.successUrl).toString(), expiresAt: expiresAt as Date };
    },

    async retrieveSession(sessionId) {
      const row = await load(sessionId);
      return row ? toSession(row) : null;
    },

    async findSessionIdByPaymentIntent(paymentIntentId) {
      const [row] = await sql<{ id: string }[]>`SELECT id FROM test_payment_sessions WHERE payment_intent_id = ${paymentIntentId}`;
      return row?.id ?? null;
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
          await tx`
            UPDATE test_payment_sessions SET intent_status = 'succeeded', amount_captured = ${amountCents},
              intent_idempotency_key = ${idempotencyKey}
            WHERE payment_intent_id = ${paymentIntentId}`;
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
        await tx`
          UPDATE test_payment_sessions SET intent_status = 'canceled', amount_captured = 0, intent_idempotency_key = ${idempotencyKey}
          WHERE payment_intent_id = ${paymentIntentId}`;
      });
    },

    // Like Stripe: at most what was captured, and the same idempotency key gives the same refund.
    async refundPayment({ paymentIntentId, amountCents, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents < 1) throw new Error(`refund amount must be a positive whole number of cents`);
      return sql.begin(async (tx) => {
        const [paid] = await tx<{ amountTotal: number }[]>`
          SELECT CASE WHEN capture_method = 'manual' THEN coalesce(amount_captured, 0) ELSE amount_total END AS "amountTotal"
          FROM test_payment_sessions
          WHERE payment_intent_id = ${paymentIntentId} AND payment_status = 'paid' AND coalesce(intent_status, 'succeeded') = 'succeeded'
          FOR UPDATE`;
        if (!paid) throw new Error(`no captured test payment ${paymentIntentId}`);
        const [earlier] = await tx<{ id: string; paymentIntentId: string; amount: number }[]>`
          SELECT id, payment_intent_id AS "paymentIntentId", amount FROM test_payment_refunds WHERE idempotency_key = ${idempotencyKey}`;
        if (earlier) {
          if (earlier.paymentIntentId !== paymentIntentId || earlier.amount !== amountCents) {
            throw new Error('idempotency key reused with different refund parameters');
          }
          return { refundId: earlier.id };
        }
        const [sum] = await tx<{ refunded: number }[]>`
          SELECT coalesce(sum(amount), 0)::int AS refunded FROM test_payment_refunds WHERE payment_intent_id = ${paymentIntentId}`;
        const refunded = sum?.refunded ?? 0;
        if (refunded + amountCents > paid.amountTotal) {
          throw new Error(`refund of ${amountCents} exceeds what is left of ${paid.amountTotal} (${refunded} refunded)`);
        }
        const id = `test_re_${randomToken(18)}`;
        await tx`
          INSERT INTO test_payment_refunds (id, idempotency_key, payment_intent_id, amount)
          VALUES (${id}, ${idempotencyKey}, ${paymentIntentId}, ${amountCents})`;
        return { refundId: id };
      });
    },

    getSession: load,

    async pay(sessionId, cardId = TEST_CARDS[0].id, countries = {}) {
      const card = TEST_CARDS.find((c) => c.id === cardId) ?? TEST_CARDS[0];
      const intent = `test_pi_${randomToken(18)}`;
      await sql`
        UPDATE test_payment_sessions
        SET status = 'complete', payment_status = 'paid', payment_intent_id = ${intent}, completed_at = now(),
            intent_status = CASE WHEN capture_method = 'manual' THEN 'requires_capture' ELSE 'succeeded' END,
            amount_captured = CASE WHEN capture_method = 'manual' THEN NULL ELSE amount_total END,
            card_fingerprint = ${testCardFingerprint(card.number)},
            card_country = ${countries.cardCountry ?? null}, billing_country = ${countries.billingCountry ?? null}
        WHERE id = ${sessionId} AND status = 'open' AND expires_at > now()`;
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
