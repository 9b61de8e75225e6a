// Every rate-limited route over HTTP (contact, reports, uploads, checkout, order look-ups) keys on the real
// client: a client cannot pick its own key with X-Forwarded-For, behind the compose
// proxy the address nginx saw is the key, IPv6 clients count by /64, and the stored bucket is a
// hash keyed with the server secret (another secret, another bucket; never a public key).
import { createHmac } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { fixedRateLimitClock, listen } from '#tests/http.ts';
import { parseEnv } from '../env.ts';
import { UPLOADS_PER_HOUR } from '../media/upload.router.ts';
import { createApp } from '../server.ts';
import { createDiskStorage } from '../storage/storage.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECRET = 'real-client-tests-secret-0123456789-abcdef';
const OTHER_SECRET = 'another-server-secret-0123456789-abcdefgh';

let db: TestDatabase;
let dataDir: string;
const servers: Awaited<ReturnType<typeof listen>>[] = [];

/** The app as a test file builds it, on the shared database. */
async function start(env: Record<string, string>): Promise<string> {
  const app = createApp({
    env: parseEnv({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }),
    logger: pino({ level: 'silent' }),
    sql: db.sql,
    storage: createDiskStorage(path.join(dataDir, 'uploads')),
    readiness: { sql: db.sql, queue: async () => undefined },
    rateLimitClock: fixedRateLimitClock,
  });
  const server = await listen(app);
  servers.push(server);
  return server.url;
}

/** The TRUST_PROXY the compose file gives the API replicas. */
async function composeTrustProxy(): Promise<string> {
  const compose = await readFile(path.join(ROOT, 'docker-compose.yml'), 'utf8');
  const value = /^\s*TRUST_PROXY:\s*"?([^"\n]*)"?\s*$/m.exec(compose)?.[1];
  if (value === undefined) throw new Error('docker-compose.yml sets no TRUST_PROXY');
  return value;
}

let direct: string; // no proxy trusted (the default), checkout limited to 3
let noCheckoutLimit: string; // CHECKOUT_RATE_LIMIT=0
let proxied: string; // as in docker-compose.yml, behind its nginx
let listed: string; // TRUST_PROXY as a list of proxy addresses
let otherSecret: string; // another SESSION_SECRET
let generatedSecret: string; // no SESSION_SECRET: the secret generated in DATA_DIR

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'contacto-real-client-'));
  direct = await start({ SESSION_SECRET: SECRET, CHECKOUT_RATE_LIMIT: '3' });
  noCheckoutLimit = await start({ SESSION_SECRET: SECRET, CHECKOUT_RATE_LIMIT: '0' });
  proxied = await start({ SESSION_SECRET: SECRET, CHECKOUT_RATE_LIMIT: '3', TRUST_PROXY: await composeTrustProxy() });
  listed = await start({ SESSION_SECRET: SECRET, TRUST_PROXY: 'loopback, 10.0.0.0/8' });
  otherSecret = await start({ SESSION_SECRET: OTHER_SECRET, CHECKOUT_RATE_LIMIT: '3' });
  generatedSecret = await start({ CHECKOUT_RATE_LIMIT: '3' });
});

afterAll(async () => {
  for (const server of servers) await server.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
});

interface LimitedRoute {
  /** The bucket name in rate_limits. */
  bucket: string;
  /** Requests one client gets per window (with the apps above). */
  allowed: number;
  send(base: string, headers: Record<string, string>): Promise<Response>;
}

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

const ROUTES: Record<string, LimitedRoute> = {
  contact: {
    bucket: 'contact',
    allowed: 5,
    send: (base, headers) =>
      fetch(`${base}/api/contact`, {
        ...json({ fullName: 'Sam Visitor', email: 'sam@example.org', subject: 'general', message: 'A question about the site, please.' }),
        headers: { 'content-type': 'application/json', ...headers },
      }),
  },
  reports: {
    bucket: 'reports',
    allowed: 5,
    send: (base, headers) => {
      const form = new FormData();
      for (const [key, value] of Object.entries({ type: 'fake', description: 'Not her photos.', anonymous: 'true' })) {
        form.append(key, value);
      }
      return fetch(`${base}/api/reports`, { method: 'POST', body: form, headers });
    },
  },
  uploads: {
    bucket: 'upload',
    allowed: UPLOADS_PER_HOUR,
    // A form without files is a 400, after the limit was counted.
    send: (base, headers) => fetch(`${base}/api/upload`, { method: 'POST', body: new FormData(), headers }),
  },
  checkout: {
    bucket: 'checkout',
    allowed: 3,
    // An empty cart is a 400, after the limit was counted: no profiles needed to reach the 429.
    send: (base, headers) =>
      fetch(`${base}/api/create-checkout-session`, { ...json({}), headers: { 'content-type': 'application/json', ...headers } }),
  },
  'order look-ups': {
    bucket: 'order-lookup',
    allowed: 120,
    send: (base, headers) =>
      fetch(`${base}/api/payment-success`, {
        ...json({ sessionId: 'cs_test_unknown' }),
        headers: { 'content-type': 'application/json', ...headers },
      }),
  },
};

/** Sends `allowed + 1` requests with the headers of each; the statuses before the last, and the last. */
async function exhaust(route: LimitedRoute, base: string, headers: (i: number) => Record<string, string>) {
  const before: number[] = [];
  for (let i = 1; i <= route.allowed; i += 1) before.push((await route.send(base, headers(i))).status);
  const last = await route.send(base, headers(route.allowed + 1));
  return { before, last: last.status };
}

describe.each(Object.entries(ROUTES))('%s', (_name, route) => {
  it('with no trusted proxy, a client that sends a new X-Forwarded-For each time still gets its 429', async () => {
    const { before, last } = await exhaust(route, direct, (i) => ({ 'x-forwarded-for': `10.66.${i >> 8}.${i & 255}` }));
    expect(before).not.toContain(429);
    expect(last).toBe(429);
  });

  it('behind the compose proxy, the address nginx saw is the key; a chain "spoofed, real" counts for real', async () => {
    // nginx overwrites X-Forwarded-For with the peer address, so the API gets exactly one value.
    const nginx = await readFile(path.join(ROOT, 'deploy/nginx.conf'), 'utf8');
    expect(nginx).toMatch(/^\s*proxy_set_header X-Forwarded-For \$remote_addr;$/m);
    expect(nginx).not.toContain('$proxy_add_x_forwarded_for');

    const asNginx = await exhaust(route, proxied, () => ({ 'x-forwarded-for': '198.51.100.7' }));
    expect(asNginx.before).not.toContain(429);
    expect(asNginx.last).toBe(429);
    expect((await route.send(proxied, { 'x-forwarded-for': '198.51.100.8' })).status).not.toBe(429);

    // Another proxy in front of ours (or a client, were nginx to append) adds a made-up hop.
    const spoofed = await exhaust(route, proxied, (i) => ({ 'x-forwarded-for': `10.66.0.${i & 255}, 198.51.100.9` }));
    expect(spoofed.before).not.toContain(429);
    expect(spoofed.last).toBe(429);
  });

  it('two IPv6 clients in one /64 share a bucket; the next /64 has its own', async () => {
    const inOne64 = ['2001:db8::1', '2001:0db8:0:0::ffff', '2001:db8:0:0:1::'];
    const { before, last } = await exhaust(route, proxied, (i) => ({ 'x-forwarded-for': inOne64[i % 3] ?? '' }));
    expect(before).not.toContain(429);
    expect(last).toBe(429);
    expect((await route.send(proxied, { 'x-forwarded-for': '2001:db8:0:1::1' })).status).not.toBe(429);
  });

  it('the stored bucket is keyed with the server secret: another secret, another bucket, never the public key', async () => {
    for (const base of [direct, otherSecret, generatedSecret]) await route.send(base, {});
    const rows = await db.sql<{ bucket: string }[]>`
      SELECT DISTINCT bucket FROM rate_limits WHERE bucket LIKE ${`${route.bucket}:%`}`;
    const buckets = rows.map((r) => r.bucket);
    expect(buckets).toHaveLength(3);
    expect(buckets.join()).not.toContain('127.0.0.1');
    // The key every installation shared before: anyone could hash a guessed address with it.
    const publicKey = `${route.bucket}:${createHmac('sha256', 'contacto-rate-limit').update('127.0.0.1').digest('base64url').slice(0, 32)}`;
    expect(buckets).not.toContain(publicKey);
  });
});

it('with TRUST_PROXY naming our proxies, the first address from the right that is not one of them is the key', async () => {
  const contact = ROUTES.contact as LimitedRoute;
  // 127.0.0.1 (the test, as our proxy) and 10.1.2.3 are trusted hops; 198.51.100.20 is the client.
  const { before, last } = await exhaust(contact, listed, (i) => ({ 'x-forwarded-for': `10.66.0.${i}, 198.51.100.20, 10.1.2.3` }));
  expect(before).not.toContain(429);
  expect(last).toBe(429);
  expect((await contact.send(listed, { 'x-forwarded-for': '198.51.100.21, 10.1.2.3' })).status).not.toBe(429);
});

it('order look-ups stay limited when CHECKOUT_RATE_LIMIT=0 turns off the checkout limit', async () => {
  const { before, last } = await exhaust(ROUTES['order look-ups'] as LimitedRoute, noCheckoutLimit, () => ({}));
  expect(before).not.toContain(429);
  expect(last).toBe(429);
  const link = await fetch(`${noCheckoutLimit}/api/purchases/1?token=whatever`);
  expect(link.status).toBe(429);
  expect(Number(link.headers.get('retry-after'))).toBeGreaterThan(0);
});
