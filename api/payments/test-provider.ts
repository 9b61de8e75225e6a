// Test-mode payments (no STRIPE_SECRET_KEY, DESIGN §4): a built-in provider that behaves like
// Stripe Checkout. Its sessions live in test_payment_sessions; the hosted page
// (test-checkout.router.ts) marks one paid, then delivers a checkout.session.completed event
// signed exactly as Stripe signs it to our own webhook, so the real fulfilment path runs.

import Stripe from 'stripe';
import type { Sql } from '#db/connection.ts';
import { randomToken } from '../crypto.ts';
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
}

export interface TestProvider extends PaymentProvider {
  readonly name: 'test';
  readonly webhookSecret: string;
  /** The session as the hosted page shows it (expired once past its expiry). */
  getSession(sessionId: string): Promise<TestSessionRow | null>;
  /** Marks an open session paid; returns it (also when it was paid before), or null when it cannot be paid. */
  pay(sessionId: string): Promise<TestSessionRow | null>;
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
             created_at AS "createdAt", expires_at AS "expiresAt"
      FROM test_payment_sessions WHERE id = ${sessionId}`;
    return row ?? null;
  }

  const toSession = (row: TestSessionRow): ProviderSession => ({
    id: row.id,
    status: row.status,
    paymentStatus: row.paymentStatus,
    amountTotal: row.amountTotal,
    currency: row.currency,
    paymentIntentId: row.paymentIntentId,
    customerEmail: row.customerEmail,
    metadata: row.metadata,
    cardFingerprint: null,
    authorizationExpiresAt: null,
    livemode: false,
  });

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
                                             line_items, metadata, success_url, cancel_url, expires_at)
          VALUES (${id}, ${input.orderId}, ${input.amountTotalCents}, ${input.currency.toLowerCase()}, ${input.customerEmail},
                  ${input.customerName}, ${sql.json(lineItems)}, ${sql.json(input.metadata)},
                  ${input.successUrl.replace('{CHECKOUT_SESSION_ID}', id)}, ${input.cancelUrl}, ${expiresAt})`;
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

    // Test mode takes every payment at once; authorise-then-capture (DESIGN §8a) is not modelled yet.
    async capturePayment() {},
    async cancelPayment() {},

    // Like Stripe: at most what was paid, and the same idempotency key gives the same refund.
    async refundPayment({ paymentIntentId, amountCents, idempotencyKey }) {
      if (!Number.isInteger(amountCents) || amountCents < 1) throw new Error(`refund amount must be a positive whole number of cents`);
      return sql.begin(async (tx) => {
        const [paid] = await tx<{ amountTotal: number }[]>`
          SELECT amount_total AS "amountTotal" FROM test_payment_sessions
          WHERE payment_intent_id = ${paymentIntentId} AND payment_status = 'paid' FOR UPDATE`;
        if (!paid) throw new Error(`no paid test payment ${paymentIntentId}`);
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

    async pay(sessionId) {
      const intent = `test_pi_${randomToken(18)}`;
      await sql`
        UPDATE test_payment_sessions
        SET status = 'complete', payment_status = 'paid', payment_intent_id = ${intent}, completed_at = now()
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
            payment_status: 'paid',
            amount_subtotal: session.amountTotal,
            amount_total: session.amountTotal,
            currency: session.currency,
            customer_email: session.customerEmail,
            customer_details: { email: session.customerEmail, name: session.customerName },
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
