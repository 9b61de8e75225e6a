// Test harness for checkout, payments and orders: a fresh database, pg-boss on it (queues created;
// workers only when asked), the real HTTP app on port 0, and helpers to sign provider events with
// the real Stripe SDK and to count what fulfilment wrote.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import Stripe from 'stripe';
import { type Env, parseEnv } from '#api/env.ts';
import { startBoss } from '#api/jobs/boss.ts';
import type { Mailer } from '#api/mail/mailer.ts';
import { ORDER_CONFIRMATION_QUEUE } from '#api/orders/order-confirmation.job.ts';
import { PURCHASE_LINK_PURPOSE } from '#api/orders/purchase-token.ts';
import { keyRing } from '#api/secret.ts';
import { createApp } from '#api/server.ts';
import { createDiskStorage, type MediaStorage } from '#api/storage/storage.ts';
import type { ProfileFields } from '#db/seed/factories/profile.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { fixedRateLimitClock, listen } from './http.ts';

export const TEST_SECRET = 'checkout-tests-secret-0123456789-abcdefghijkl';
/** Test mode signs its events with STRIPE_WEBHOOK_SECRET when one is set (api/payments/index.ts). */
export const TEST_WEBHOOK_SECRET = 'whsec_checkoutTestsSignTheirOwnEvents0000';
/** The purchase-link keys of an app started with TEST_SECRET. */
export const testLinkKeys = keyRing(PURCHASE_LINK_PURPOSE, [TEST_SECRET]);

export interface CommerceHarness {
  db: TestDatabase;
  sql: TestDatabase['sql'];
  env: Env;
  boss: PgBoss;
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

export async function startCommerce(
  options: { env?: Record<string, string>; work?: boolean; mailer?: Mailer; db?: TestDatabase; storage?: MediaStorage } = {},
): Promise<CommerceHarness> {
  const db = options.db ?? (await createTestDatabase());
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'contacto-commerce-'));
  const env = parseEnv({
    NODE_ENV: 'test',
    SESSION_SECRET: TEST_SECRET,
    STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    CHECKOUT_RATE_LIMIT: '0',
    ...options.env,
  });
  const log = pino({ level: 'silent' });
  const boss = await startBoss({ url: db.url, sql: db.sql, log, work: options.work ?? false, env, mailer: options.mailer });
  const app = createApp({
    env,
    logger: log,
    sql: db.sql,
    jobs: boss,
    storage: options.storage ?? createDiskStorage(path.join(dataDir, 'uploads')),
    readiness: { sql: db.sql, queue: async () => undefined },
    rateLimitClock: fixedRateLimitClock,
  });
  const server = await listen(app);
  return {
    db,
    sql: db.sql,
    env,
    boss,
    url: server.url,
    dataDir,
    async close() {
      await server.close();
      await boss.stop({ graceful: false });
      if (!options.db) await db.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let profiles = 0;

/**
 * A public profile with fictitious contact details on three channels (one of them not shared);
 * each one's WhatsApp number is its own within a test file, so a test that looks for one
 * profile's number in an answer never finds another's.
 */
export async function buyableProfile(sql: TestDatabase['sql'], overrides: Partial<ProfileFields> = {}) {
  profiles += 1;
  return insertProfile(sql, {
    price: '2.00',
    contactMethods: {
      whatsapp: `+1 809 555 ${String(1000 + (profiles % 9000))}`,
      instagram: '@demo_hidden',
      email: 'x@example.com',
    },
    sharedChannels: ['whatsapp', 'email'],
    ...overrides,
  });
}

export async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
  const text = await res.text();
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, headers: res.headers, text, json: json as Record<string, unknown> };
}

export function checkoutBody(profileIds: number[], overrides: Record<string, unknown> = {}) {
  return {
    amount: 0.01,
    profileIds,
    customerEmail: 'buyer@example.com',
    customerName: 'John Buyer',
    profileNames: profileIds.map((id) => `Profile ${id}`),
    language: 'en',
    // not in approve_each_buyer_countries: each profile's own release policy applies
    buyerCountry: 'DO',
    ...overrides,
  };
}

/** The event body and Stripe-Signature header, signed with the real SDK. */
export function signEvent(event: object, secret: string, timestamp = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify(event);
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp }) };
}

export function completedEvent(
  session: {
    id: string;
    amountTotal: number;
    metadata?: Record<string, string>;
    paymentIntent?: string;
    email?: string;
    livemode?: boolean;
  },
  eventId = `evt_${Math.random().toString(36).slice(2)}`,
  type = 'checkout.session.completed',
) {
  const livemode = session.livemode ?? false;
  return {
    id: eventId,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        livemode,
        amount_total: session.amountTotal,
        currency: 'usd',
        payment_status: 'paid',
        status: 'complete',
        metadata: session.metadata ?? {},
        customer_email: session.email ?? 'buyer@example.com',
        payment_intent: session.paymentIntent ?? `pi_${Math.random().toString(36).slice(2)}`,
      },
    },
  };
}

export async function deliverWebhook(baseUrl: string, signed: { body: string; signature: string | null }) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (signed.signature !== null) headers['Stripe-Signature'] = signed.signature;
  const res = await fetch(`${baseUrl}/api/stripe/webhook`, { method: 'POST', headers, body: signed.body });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

export async function emailJobCount(sql: TestDatabase['sql'], orderId?: number): Promise<number> {
  const [row] = await sql<{ count: number }[]>`
    SELECT count(*)::int AS count FROM pgboss.job
    WHERE name = ${ORDER_CONFIRMATION_QUEUE} ${orderId === undefined ? sql`` : sql`AND (data->>'orderId')::int = ${orderId}`}`;
  return row?.count ?? 0;
}

export async function orderBySession(sql: TestDatabase['sql'], sessionId: string) {
  const [row] = await sql<{ id: number; status: string; totalAmount: string; completedAt: Date | null }[]>`
    SELECT id, status, total_amount AS "totalAmount", completed_at AS "completedAt" FROM orders WHERE provider_session_id = ${sessionId}`;
  return row;
}

export function sessionIdFromUrl(url: string): string {
  const id = url.split('/test-checkout/')[1];
  if (!id) throw new Error(`not a test-checkout URL: ${url}`);
  return id;
}

/** The id of an order's confirmation mail job (there is one; emailJobCount proves it elsewhere). */
export async function confirmationJobId(sql: TestDatabase['sql'], orderId: number): Promise<string> {
  const [job] = await sql<{ id: string }[]>`
    SELECT id FROM pgboss.job WHERE name = ${ORDER_CONFIRMATION_QUEUE} AND (data->>'orderId')::int = ${orderId}`;
  if (!job) throw new Error(`no confirmation job for order ${orderId}`);
  return job.id;
}

/**
 * A checkout paid on the test-mode page as the buyer does it: the payment page's answer (303 on
 * success), the session id and the order as stored afterwards.
 */
export async function payInTestMode(h: CommerceHarness, profileIds: number[], overrides: Record<string, unknown> = {}) {
  const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody(profileIds, overrides));
  if (res.status !== 200) throw new Error(`checkout answered ${res.status}: ${res.text}`);
  const sessionId = sessionIdFromUrl(String(res.json.url));
  const url = String(res.json.url).replace(/^https?:\/\/[^/]+/, h.url);
  const paid = await fetch(`${url}/pay`, { method: 'POST', redirect: 'manual' });
  return { paidStatus: paid.status, sessionId, order: await orderBySession(h.sql, sessionId) };
}
