// A local stand-in for Stripe's API at the HTTP boundary (STYLE.md "Nothing leaves the machine"):
// the real stripe SDK is pointed at it with host/port/protocol. It answers the Checkout Session
// and refund endpoints we call and records every request; anything else is answered 500 and listed in
// `unexpected`, which the test asserts is empty.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  /** Form fields as Stripe's SDK encodes them: "line_items[0][price_data][unit_amount]" → "200". */
  form: Record<string, string>;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: 'payment';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  amount_total: number;
  currency: string;
  customer_email: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  livemode: boolean;
  /** The card that paid, as an expanded payment intent shows it (not part of Stripe's session object). */
  card?: { country: string | null; billingCountry: string | null };
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  payment_intent: string;
  amount: number;
  status: 'succeeded';
  metadata: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  unexpected: string[];
  sessions: Map<string, FakeSession>;
  refunds: FakeRefund[];
  /** The next n requests are answered 503 (Stripe's retryable error). */
  failNext(n: number): void;
  /** The buyer paid on Stripe's page, with a card issued in (and billed to) the given countries. */
  pay(sessionId: string, card?: { country?: string; billingCountry?: string }): FakeSession;
  expire(sessionId: string): void;
  close(): Promise<void>;
}

function stripeError(status: number, type: string, message: string, code?: string) {
  return { status, body: { error: { type, message, ...(code ? { code } : {}) } } };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const unexpected: string[] = [];
  const sessions = new Map<string, FakeSession>();
  const byIdempotencyKey = new Map<string, FakeSession | FakeRefund>();
  const refunds: FakeRefund[] = [];
  let failures = 0;

  const handle = (req: RecordedRequest): { status: number; body: unknown } => {
    if (req.headers.authorization !== 'Bearer sk_test_fake_key') return stripeError(401, 'invalid_request_error', 'Invalid API Key');
    if (failures > 0) {
      failures -= 1;
      return stripeError(503, 'api_error', 'Stripe is having a bad day');
    }
    const url = new URL(req.path, 'http://stripe.local');
    if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const replay = byIdempotencyKey.get(key);
      if (replay) return { status: 200, body: replay };
      const id = `cs_test_${randomBytes(12).toString('hex')}`;
      let total = 0;
      for (let i = 0; req.form[`line_items[${i}][price_data][unit_amount]`] !== undefined; i++) {
        total += Number(req.form[`line_items[${i}][price_data][unit_amount]`]) * Number(req.form[`line_items[${i}][quantity]`] ?? 1);
      }
      const metadata: Record<string, string> = {};
      for (const [field, value] of Object.entries(req.form)) {
        const match = /^metadata\[(\w+)\]$/.exec(field);
        if (match) metadata[match[1]!] = value;
      }
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.com/c/pay/${id}`,
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: total,
        currency: String(req.form['line_items[0][price_data][currency]'] ?? 'usd'),
        customer_email: String(req.form.customer_email ?? ''),
        client_reference_id: req.form.client_reference_id ?? null,
        metadata,
        payment_intent: null,
        success_url: String(req.form.success_url),
        cancel_url: String(req.form.cancel_url),
        expires_at: Math.floor(Date.now() / 1000) + 24 * 3600,
        livemode: false,
      };
      sessions.set(id, session);
      if (key) byIdempotencyKey.set(key, session);
      return { status: 200, body: session };
    }
    if (req.method === 'GET' && url.pathname === '/v1/checkout/sessions') {
      const intent = url.searchParams.get('payment_intent');
      const data = [...sessions.values()].filter((s) => s.payment_intent === intent).map(({ card: _card, ...session }) => session);
      return { status: 200, body: { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' } };
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      if (!session) return stripeError(404, 'invalid_request_error', `No such checkout.session: '${retrieve[1]}'`, 'resource_missing');
      const { card, ...body } = session;
      // expand[]=payment_intent (with its payment method): the intent as an object, as Stripe answers it
      const expand = [...url.searchParams].filter(([key]) => /^expand\[\d*\]$/.test(key)).map(([, value]) => value);
      const expanded = expand.includes('payment_intent.payment_method');
      if (!expanded || !session.payment_intent) return { status: 200, body };
      const billing = { address: { country: card?.billingCountry ?? null } };
      const intent = {
        id: session.payment_intent,
        object: 'payment_intent',
        status: session.payment_status === 'paid' ? 'succeeded' : 'requires_payment_method',
        created: Math.floor(Date.now() / 1000),
        payment_method: {
          id: `pm_${session.id}`,
          object: 'payment_method',
          card: { country: card?.country ?? null },
          billing_details: billing,
        },
        latest_charge: {
          id: `ch_${session.id}`,
          object: 'charge',
          payment_method_details: { card: { country: card?.country ?? null } },
          billing_details: billing,
        },
      };
      return { status: 200, body: { ...body, payment_intent: intent } };
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const key = String(req.headers['idempotency-key'] ?? '');
      const replay = byIdempotencyKey.get(key);
      if (replay) return { status: 200, body: replay };
      const intent = String(req.form.payment_intent ?? '');
      const paid = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === 'paid');
      if (!paid) return stripeError(400, 'invalid_request_error', `No such payment_intent: '${intent}'`, 'resource_missing');
      const amount = Number(req.form.amount ?? paid.amount_total);
      const refunded = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
      if (refunded + amount > paid.amount_total) {
        return stripeError(400, 'invalid_request_error', 'Refund amount is greater than unrefunded amount on charge', 'amount_too_large');
      }
      const metadata: Record<string, string> = {};
      for (const [field, value] of Object.entries(req.form)) {
        const match = /^metadata\[(\w+)\]$/.exec(field);
        if (match) metadata[match[1]!] = value;
      }
      const refund: FakeRefund = {
        id: `re_${randomBytes(12).toString('hex')}`,
        object: 'refund',
        payment_intent: intent,
        amount,
        status: 'succeeded',
        metadata,
      };
      refunds.push(refund);
      if (key) byIdempotencyKey.set(key, refund);
      return { status: 200, body: refund };
    }
    unexpected.push(`${req.method} ${req.path}`);
    return stripeError(500, 'api_error', `fake Stripe has no handler for ${req.method} ${req.path}`);
  };

  const server: Server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const form = Object.fromEntries(new URLSearchParams(text));
      const recorded: RecordedRequest = { method: incoming.method ?? 'GET', path: incoming.url ?? '/', headers: incoming.headers, form };
      requests.push(recorded);
      const { status, body } = handle(recorded);
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${randomBytes(6).toString('hex')}` });
      res.end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    unexpected,
    sessions,
    refunds,
    failNext(n) {
      failures = n;
    },
    pay(sessionId, card) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        payment_intent: `pi_${randomBytes(8).toString('hex')}`,
        card: { country: card?.country ?? null, billingCountry: card?.billingCountry ?? null },
      });
      return session;
    },
    expire(sessionId) {
      const session = sessions.get(sessionId);
      if (session) session.status = 'expired';
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
