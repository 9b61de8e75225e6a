// The production posture of decision 009, attacked over HTTP: no free payments (no test-mode page
// beside Stripe, no event or session of the other mode), no NUL byte reaching PostgreSQL, no bearer
// secret in the request log.
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buyableProfile,
  type CommerceHarness,
  checkoutBody,
  completedEvent,
  deliverWebhook,
  postJson,
  sessionIdFromUrl,
  signEvent,
  startCommerce,
  TEST_WEBHOOK_SECRET,
} from '#tests/commerce.ts';
import { productionEnv, stagingVariables } from '#tests/env.ts';
import { listen } from '#tests/http.ts';
import { parseEnv } from './env.ts';
import { createStripeProvider } from './payments/stripe-provider.ts';
import { createTestProvider } from './payments/test-provider.ts';
import { createApp } from './server.ts';
import { createDiskStorage } from './storage/storage.ts';

let h: CommerceHarness;
beforeAll(async () => {
  h = await startCommerce();
});
afterAll(async () => {
  await h?.close();
});

/** The app on h's database with another environment, provider or logger. */
async function appWith(options: Partial<Parameters<typeof createApp>[0]>) {
  return listen(
    createApp({
      env: h.env,
      logger: pino({ level: 'silent' }),
      sql: h.sql,
      jobs: h.boss,
      storage: createDiskStorage(`${h.dataDir}/uploads`),
      readiness: { sql: h.sql, queue: async () => undefined },
      ...options,
    }),
  );
}

describe('free payments', () => {
  it('with a Stripe key, the test-mode payment page is not there at all', async () => {
    const server = await appWith({ env: productionEnv() });
    try {
      for (const path of ['/test-checkout/test_cs_aaaaaaaaaaaaaaaaaaaaaaaa', '/test-checkout/test_cs_aaaaaaaaaaaaaaaaaaaaaaaa/pay']) {
        const get = await fetch(`${server.url}${path}`);
        expect(get.status).toBe(404);
        expect(await get.text()).not.toContain('TEST MODE');
      }
      const pay = await fetch(`${server.url}/test-checkout/test_cs_aaaaaaaaaaaaaaaaaaaaaaaa/pay`, { method: 'POST', redirect: 'manual' });
      expect(pay.status).toBe(404);
    } finally {
      await server.close();
    }
  });

  it('a staging site that opted in shows the page, marked TEST MODE', async () => {
    const server = await appWith({ env: parseEnv(stagingVariables({ DATA_DIR: h.dataDir })) });
    try {
      const p = await buyableProfile(h.sql);
      const res = await postJson(`${server.url}/api/create-checkout-session`, checkoutBody([p.id]));
      expect(res.status, res.text).toBe(200);
      const page = await fetch(String(res.json.url).replace('https://contacto.example', server.url));
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('TEST MODE');
    } finally {
      await server.close();
    }
  });

  it('a live Stripe key makes a live provider, a test key a test one', () => {
    const live = createStripeProvider({ secretKey: 'rk_live_x', webhookSecret: 'whsec_x' });
    const test = createStripeProvider({ secretKey: 'sk_test_x', webhookSecret: 'whsec_x' });
    expect([live.livemode, test.livemode]).toEqual([true, false]);
  });

  it('when an event of the other mode arrives, then it is refused before anything is written', async () => {
    const p = await buyableProfile(h.sql, { price: '2.00' });
    const res = await postJson(`${h.url}/api/create-checkout-session`, checkoutBody([p.id]));
    const sessionId = sessionIdFromUrl(String(res.json.url));
    const event = completedEvent({ id: sessionId, amountTotal: 200, livemode: true }, 'evt_live_in_test_mode');
    const answer = await deliverWebhook(h.url, signEvent(event, TEST_WEBHOOK_SECRET));
    expect(answer.status).toBe(400);
    const [row] = await h.sql<{ events: number; status: string }[]>`
      SELECT (SELECT count(*)::int FROM webhook_events WHERE event_id = 'evt_live_in_test_mode') AS events,
             (SELECT status FROM orders WHERE provider_session_id = ${sessionId}) AS status`;
    expect(row).toEqual({ events: 0, status: 'pending' });
  });

  it('when the provider reports a session of the other mode, then payment-success delivers nothing', async () => {
    const real = createTestProvider({ sql: h.sql, webhookSecret: TEST_WEBHOOK_SECRET });
    // a provider whose sessions claim live money while this installation takes test payments
    const otherMode = {
      ...real,
      retrieveSession: async (id: string) => {
        const session = await real.retrieveSession(id);
        return session && { ...session, livemode: true };
      },
    };
    const server = await appWith({ payments: otherMode });
    try {
      const p = await buyableProfile(h.sql, { price: '2.00' });
      const res = await postJson(`${server.url}/api/create-checkout-session`, checkoutBody([p.id]));
      const sessionId = sessionIdFromUrl(String(res.json.url));
      expect(await real.pay(sessionId)).not.toBeNull();
      const result = await postJson(`${server.url}/api/payment-success`, { sessionId });
      expect(result.json).toMatchObject({ success: false, contactInfo: [] });
      expect(result.text).not.toContain(String(p.contactMethods.whatsapp));
    } finally {
      await server.close();
    }
  });
});

describe('NUL bytes', () => {
  it.each([
    '/api/profiles?search=%00',
    '/api/profiles?location=a%00b',
    '/api/profiles/slug/a%00',
    '/api/profiles/by-slug/a%00/en',
    '/api/sync/catalog?cursor=%00',
    '/api/purchases/1?token=%00',
    '/uploads/images/%00.jpg',
    '/es/a%00b',
    '/es/browse?search=%00',
  ])('GET %s is a 400', async (path) => {
    const res = await fetch(`${h.url}${path}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ message: expect.any(String) });
  });

  it.each([
    ['/api/contact', { fullName: 'Ana', email: 'ana@example.com', subject: 'general', message: 'hello \u0000 there, world' }],
    ['/api/payment-success', { sessionId: 'cs_\u0000' }],
    ['/api/create-checkout-session', { profileIds: [1], customerEmail: 'a@example.com', customerName: 'A\u0000' }],
  ])('a NUL in the body of POST %s is a 400', async (path, body) => {
    const res = await postJson(`${h.url}${path}`, body);
    expect(res.status, res.text).toBe(400);
  });
});

describe('the request log', () => {
  it('never holds a checkout session id, a purchase-link token or a payment intent', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const server = await appWith({ logger: pino({ level: 'info' }, sink) });
    try {
      await fetch(`${server.url}/api/purchases/1?token=k1.SECRETTOKENVALUE`);
      await fetch(`${server.url}/es/payment-success?session_id=cs_live_SECRETSESSION`);
      await fetch(`${server.url}/en/payment-success?payment_intent=pi_SECRETINTENT`);
      // the page's own address travels as the referer of every request it makes
      await fetch(`${server.url}/api/profiles/featured`, {
        headers: { Referer: `${server.url}/es/payment-success?session_id=cs_REFERERSECRET` },
      });
    } finally {
      await server.close();
    }
    const log = lines.join('');
    expect(log).toContain('/api/purchases/1?token=[redacted]');
    for (const secret of ['SECRETTOKENVALUE', 'SECRETSESSION', 'SECRETINTENT', 'REFERERSECRET']) expect(log).not.toContain(secret);
  });
});
