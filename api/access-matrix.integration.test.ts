// The access matrix of the whole product: every route the app
// declares, called by every kind of caller, against the access the table below says it has.
// A caller who must not get in getting a 2xx fails, as does a refusal other than the route's own
// (401 without a session, 403 for a forged link, the owner link's one 404 …) and, for a caller
// who may get in, a 401, 403, 429 or 5xx. Every answer is also scanned for the contact values of
// two public profiles: only a buyer of a paid, released order of hers (on the purchase calls),
// her own owner link (on its calls) and the back office (on /api/admin: the profile editor and
// list show her contact values and contact email to moderators; its preview, which shows her as
// buyers see her, does not) may ever see them.
// A route missing from the table, or a table entry the app no longer declares, fails the first test;
// a route missing from the API description (GET /api/openapi.json), or described there with
// another access than the table's, fails the second.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBlock } from '#api/buyers/buyer-blocks.ts';
import { declaredRoutes } from '#api/openapi/declared-routes.ts';
import type { OpenApiDocument } from '#api/openapi/openapi.ts';
import { PURCHASE_LINK_PURPOSE, purchaseToken } from '#api/orders/purchase-token.ts';
import { keyRing } from '#api/secret.ts';
import { insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { type InsertedProfile, insertProfile } from '#db/seed/factories/profile.factory.ts';
import { type InsertedUser, insertUser } from '#db/seed/factories/user.factory.ts';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { EXPECTED_ADMIN_ROUTES } from '#tests/admin-access.ts';
import { AUTH_TEST_SECRET, type AuthTestApp, type CookieClient, cookieClient, type JsonAnswer, startAuthApp } from '#tests/auth-client.ts';
import { checkoutBody } from '#tests/commerce.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { sealedDisclosure } from '#tests/factories/disclosure.factory.ts';

/**
 *   public            anyone
 *   user              a signed-in site user (401 otherwise)
 *   owner-link        any owner token in X-Owner-Token: her own profile (the one 404 otherwise)
 *   her-owner-link    the owner token of the profile the address's row belongs to (the one 404 otherwise)
 *   approval-request-link     the token of her emailed approval request, X-Approval-Token (404 otherwise)
 *   new-link-link     the token of her mailed link to a new owner link, X-Owner-Link-Request: 404
 *                     for everyone here (nobody holds one: redeeming it would end the owner links
 *                     the other calls use; api/owner/owner-link-request.integration.test.ts)
 *   purchase-link     the signed token of the order in the address (403 otherwise)
 *   checkout-session  whoever holds the payment session's id (404 for an unknown one); the
 *                     /test-checkout pages exist only in test mode
 *   webhook-signature the payment provider's signature (400 for everyone here: nobody holds it)
 *   admin, superadmin the back office's roles (401 without an admin session, 403 for a plain admin)
 */
type Access =
  | 'public'
  | 'user'
  | 'owner-link'
  | 'her-owner-link'
  | 'approval-request-link'
  | 'new-link-link'
  | 'purchase-link'
  | 'checkout-session'
  | 'webhook-signature'
  | 'admin'
  | 'superadmin';

const PRODUCT_ROUTES: Record<string, Access> = {
  'POST /api/stripe/webhook': 'webhook-signature',
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/worker-nudge': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/auth/user': 'user',
  'GET /api/auth/session': 'public',
  'POST /api/auth/login': 'public',
  'POST /api/auth/register': 'public',
  'POST /api/auth/logout': 'public',
  'POST /api/auth/forgot-password': 'public',
  // the emailed token travels in the body (or the query): the route itself is open
  'POST /api/auth/reset-password': 'public',
  'POST /api/auth/verify-email': 'public',
  'GET /api/auth/verify-email': 'public',
  'POST /api/auth/resend-verification': 'user',
  'POST /api/auth/change-password': 'user',
  'POST /api/auth/change-email': 'user',
  'GET /api/account/export': 'user',
  // without her password (none of the walk's calls sends it) the answer is a 400: nobody is erased
  'POST /api/account/delete': 'user',
  'GET /api/profiles': 'public',
  'GET /api/profiles/featured': 'public',
  'GET /api/profiles/by-slug/:slug/:language': 'public',
  'GET /api/profiles/:id': 'public',
  'POST /api/profiles': 'public',
  'GET /api/owner/profile': 'owner-link',
  'PUT /api/owner/profile': 'owner-link',
  'POST /api/owner/profile/pause': 'owner-link',
  'POST /api/owner/profile/resume': 'owner-link',
  'POST /api/owner/profile/withdraw': 'owner-link',
  'DELETE /api/owner/profile': 'owner-link',
  'PUT /api/owner/release-policy': 'owner-link',
  'GET /api/owner/approval-requests': 'owner-link',
  'POST /api/owner/approval-requests/:id/decision': 'her-owner-link',
  'POST /api/owner/approval-requests/:id/block': 'her-owner-link',
  'DELETE /api/owner/blocks/:id': 'her-owner-link',
  'GET /api/approval-request': 'approval-request-link',
  'POST /api/approval-request/decision': 'approval-request-link',
  // the same calls at the addresses an app from before the rename still uses
  'GET /api/owner/requests': 'owner-link',
  'POST /api/owner/requests/:id/answer': 'her-owner-link',
  'POST /api/owner/requests/:id/block': 'her-owner-link',
  'POST /api/approval-request/answer': 'approval-request-link',
  'POST /api/owner/resend': 'public',
  'POST /api/owner/new-link': 'new-link-link',
  'GET /api/sync/catalog': 'public',
  'GET /api/pricing': 'public',
  'POST /api/create-checkout-session': 'public',
  'POST /api/payment-success': 'checkout-session',
  'GET /api/orders/mine': 'user',
  'GET /api/purchases/:orderId': 'purchase-link',
  'POST /api/contact': 'public',
  'POST /api/reports': 'public',
  'POST /api/takedowns': 'public',
  'POST /api/upload': 'public',
  // a resumable upload is addressed by its unguessable id, its result only to the client that sent it
  'GET /api/uploads/tus/:id/result': 'public',
  'POST /api/uploads/tus': 'public',
  'OPTIONS /api/uploads/tus': 'public',
  'OPTIONS /api/uploads/tus/:id': 'public',
  'HEAD /api/uploads/tus/:id': 'public',
  'PATCH /api/uploads/tus/:id': 'public',
  'DELETE /api/uploads/tus/:id': 'public',
  'GET /api/favorites': 'user',
  'GET /api/favorites/:profileId/status': 'user',
  'POST /api/favorites/:profileId': 'user',
  'DELETE /api/favorites/:profileId': 'user',
  'POST /api/sync/push': 'user',
  'GET /api/sync/favorites': 'user',
  'GET /test-checkout/:id': 'checkout-session',
  'POST /test-checkout/:id/pay': 'checkout-session',
  'POST /test-checkout/:id/cancel': 'checkout-session',
  // media follow the public view (media-access.ts; public-media.integration.test.ts walks who sees what)
  'GET /uploads/images/:variant/:name': 'public',
  'GET /uploads/:kind/:name': 'public',
  'GET /robots.txt': 'public',
  'GET /sitemap.xml': 'public',
  'GET /og/default.jpg': 'public',
  'GET /og/profile/:file': 'public',
};

const EXPECTED: Record<string, Access> = { ...PRODUCT_ROUTES, ...EXPECTED_ADMIN_ROUTES };

/**
 * Valid bodies where the route reads its body before the token: with an empty one the answer
 * would be the 400, whoever calls. (Her decision is decline: the walk must not release anything.)
 */
const MINIMAL_BODIES: Record<string, unknown> = {
  'PUT /api/owner/release-policy': { releasePolicy: 'instant' },
  'POST /api/owner/approval-requests/:id/decision': { decision: 'decline' },
  'POST /api/approval-request/decision': { decision: 'decline' },
  'POST /api/owner/requests/:id/answer': { decision: 'decline' },
  'POST /api/approval-request/answer': { decision: 'decline' },
};

/** Routes that check a whole edit form before the token: a 400 refuses as well as the 404. */
const BODY_CHECKED_FIRST = new Set(['PUT /api/owner/profile']);

/** The purchase calls (and the copy of her data), which show a paid order's contact values to its buyer. */
const BUYER_READS = new Set([
  'POST /api/payment-success',
  'GET /api/purchases/:orderId',
  'GET /api/orders/mine',
  'GET /api/account/export',
]);

/**
 * Calls that end a session, pay, or take her listing down: made after every other call of every
 * caller, each caller making them in this order.
 */
const LAST_ROUTES = [
  'POST /api/owner/profile/pause',
  'POST /api/owner/profile/resume',
  'POST /test-checkout/:id/pay',
  'POST /api/owner/profile/withdraw',
  'DELETE /api/owner/profile',
  'POST /api/auth/logout',
  'POST /api/admin/logout',
];

/** Two public profiles: hers (the one bought and asked about) and another woman's. */
type Her = 'her' | 'other';
type Secret = 'her-owner-token' | 'other-owner-token' | 'approval-token' | 'purchase-token' | 'checkout-session';

interface Caller {
  name: string;
  kind: 'guest' | 'user' | 'owner' | 'admin' | 'superadmin';
  client: CookieClient;
  /** The profile whose owner link this caller holds. */
  owns?: Her;
  /** The profile this caller bought (a paid order, released). */
  bought?: Her;
  holds: Set<Secret>;
}

interface World {
  marker: Record<Her, string>;
  profile: Record<Her, InsertedProfile>;
  ownerToken: Record<Her, string>;
  approvalToken: string;
  requestItemId: number;
  blockId: number;
  buyer: InsertedUser;
  buyerOrderId: number;
  paidSessionId: string;
  openSessionId: string;
}

const NONEXISTENT = '999999';
const UNKNOWN_SESSION = `test_cs_${'0'.repeat(32)}`;
const UNKNOWN_UPLOAD = '0'.repeat(32);
const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** A walk is about a thousand calls and five argon2 logins: room for a busy 2-core machine. */
const WALK_BUDGET = 180_000;
const CONCURRENCY = 4;

function expectedOutcome(access: Access, caller: Caller): 'allowed' | number {
  const admin = caller.kind === 'admin' || caller.kind === 'superadmin';
  switch (access) {
    case 'public':
      return 'allowed';
    case 'user':
      return caller.kind === 'user' ? 'allowed' : 401;
    case 'owner-link':
      return caller.owns ? 'allowed' : 404;
    case 'her-owner-link':
      return caller.holds.has('her-owner-token') ? 'allowed' : 404;
    case 'approval-request-link':
      return caller.holds.has('approval-token') ? 'allowed' : 404;
    case 'new-link-link':
      return 404;
    case 'purchase-link':
      return caller.holds.has('purchase-token') ? 'allowed' : 403;
    case 'checkout-session':
      return caller.holds.has('checkout-session') ? 'allowed' : 404;
    case 'webhook-signature':
      return 400;
    case 'admin':
      return admin ? 'allowed' : 401;
    case 'superadmin':
      return caller.kind === 'superadmin' ? 'allowed' : caller.kind === 'admin' ? 403 : 401;
  }
}

/** May this caller read this profile's contact values in the answer of this route? */
function mayRead(caller: Caller, key: string, her: Her): boolean {
  // the back office's preview shows her as buyers see her: no contact value, to admins either
  if (key === 'GET /api/admin/profiles/:id/preview') return false;
  if (key.split(' ')[1]?.startsWith('/api/admin/')) return caller.kind === 'admin' || caller.kind === 'superadmin';
  if (EXPECTED[key] === 'owner-link') return caller.owns === her; // her own profile, as her page shows it
  if (BUYER_READS.has(key)) return caller.bought === her;
  return false;
}

/** The address's parameters as a caller really has them: rows of the world, the secrets it holds. */
function realParams(method: string, path: string, w: World, caller: Caller): Record<string, string> {
  const her = w.profile.her;
  if (path === '/api/profiles/by-slug/:slug/:language') return { slug: her.slugEn ?? '', language: 'en' };
  if (path === '/api/profiles/:id' || path.startsWith('/api/favorites/:profileId'))
    return { id: String(her.id), profileId: String(her.id) };
  if (path.startsWith('/api/owner/approval-requests/') || path.startsWith('/api/owner/requests/')) return { id: String(w.requestItemId) };
  if (path.startsWith('/api/owner/blocks/')) return { id: String(w.blockId) };
  if (path === '/api/purchases/:orderId') return { orderId: String(w.buyerOrderId) };
  if (path.startsWith('/test-checkout/')) return { id: caller.holds.has('checkout-session') ? w.openSessionId : UNKNOWN_SESSION };
  if (path.startsWith('/api/uploads/tus/')) return { id: UNKNOWN_UPLOAD };
  if (path.startsWith('/uploads/')) return { variant: 'w320', kind: 'images', name: her.photos[0] ?? '' };
  if (path === '/og/profile/:file') return { file: `${her.id}.jpg` };
  // The back office reads real rows; its state-changing calls get ids that do not exist, so
  // the walk never approves, pauses or refunds what the other calls read.
  if (method === 'GET' && (path === '/api/admin/profiles/:id' || path === '/api/admin/profiles/:id/preview')) return { id: String(her.id) };
  if (method === 'GET' && path === '/api/admin/orders/:id') return { id: String(w.buyerOrderId) };
  if (method === 'GET' && path.startsWith('/api/admin/user-')) return { userId: String(w.buyer.id) };
  return {};
}

interface Call {
  caller: Caller;
  key: string;
  method: string;
  url: string;
  body?: unknown;
  headers?: Record<string, string>;
}

function fill(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? NONEXISTENT));
}

/** The calls of one route by one caller: with its real parameters and, for a read, with ids that do not exist. */
function callsOf(key: string, w: World, caller: Caller): Call[] {
  const [method = '', path = ''] = key.split(' ');
  let query = '';
  if (path === '/api/purchases/:orderId') {
    query = `?token=${caller.holds.has('purchase-token') ? purchaseToken(keyRing(PURCHASE_LINK_PURPOSE, [AUTH_TEST_SECRET]), w.buyerOrderId) : 'forged.link'}`;
  }
  let body: unknown = SAFE.has(method) || method === 'DELETE' ? undefined : (MINIMAL_BODIES[key] ?? {});
  if (key === 'POST /api/payment-success') body = { sessionId: caller.holds.has('checkout-session') ? w.paidSessionId : UNKNOWN_SESSION };
  // The resumable-upload calls speak tus: without its version header every answer is a 412.
  const headers = path.startsWith('/api/uploads/tus') && !path.endsWith('/result') ? { 'tus-resumable': '1.0.0' } : undefined;
  const url = fill(path, realParams(method, path, w, caller)) + query;
  const calls: Call[] = [{ caller, key, method, url, body, headers }];
  // A forged purchase link is refused whatever the order; an unknown order needs no second call.
  const unknown = fill(path, {});
  if (method === 'GET' && unknown !== url && EXPECTED[key] !== 'purchase-link')
    calls.push({ caller, key, method, url: unknown, body, headers });
  return calls;
}

/** Runs `tasks` at most `limit` at a time. */
async function inPool<T>(items: T[], limit: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await run(item);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

let db: TestDatabase;
let dataDir: string;
let app: AuthTestApp;
let world: World;
let callers: Caller[];

beforeAll(async () => {
  db = await createTestDatabase();
  // Its own data folder: the upload staging and test-mode payment keys stay out of the project's.
  dataDir = await mkdtemp(path.join(tmpdir(), 'access-matrix-'));
  app = await startAuthApp(db.sql, { DATA_DIR: dataDir });
  const sql = db.sql;
  const run = randomToken(6).toLowerCase();
  const marker = { her: `leak-check-${run}-her`, other: `leak-check-${run}-other` } satisfies Record<Her, string>;
  const ownerToken = { her: randomToken(32), other: randomToken(32) } satisfies Record<Her, string>;
  // Contact values that appear nowhere else: a shared WhatsApp and email, an Instagram she does
  // not share, and the contact email of her owner link.
  const profileOf = (h: Her) =>
    insertProfile(sql, {
      contactMethods: { whatsapp: `${marker[h]}-whatsapp`, email: `${marker[h]}-mail@example.org`, instagram: `@${marker[h]}-instagram` },
      sharedChannels: ['whatsapp', 'email'],
      email: `${marker[h]}-owner@example.org`,
      ownerTokenHash: hashToken(ownerToken[h]),
      isFeatured: true,
    });
  const profile = { her: await profileOf('her'), other: await profileOf('other') };

  const [siteUser, anotherUser, buyer] = [await insertUser(sql), await insertUser(sql), await insertUser(sql)];
  const admin = await insertAdmin(sql, { role: 'admin' });
  const superadmin = await insertAdmin(sql, { role: 'superadmin' });
  const bought = await insertOrder(sql, [profile.her.id], { userId: buyer.id, customerEmail: buyer.email, customerName: 'Buyer' });
  await insertOrder(sql, [profile.other.id], { userId: anotherUser.id, customerEmail: anotherUser.email, customerName: 'Another' });

  // A purchase of her details waiting for her answer (authorised, not captured), and a buyer she blocked.
  const waiting = await insertOrder(sql, [profile.her.id], { status: 'awaiting_approval', customerEmail: `asking-${run}@example.com` });
  const form = sealedDisclosure(AUTH_TEST_SECRET);
  await sql`
    UPDATE orders SET capture_method = 'manual', payment_state = 'authorized', buyer_country = 'US',
      buyer_disclosure_sealed = ${form.sealed}, buyer_first_name = ${form.firstName}, card_fingerprint = ${`card_${run}`}
    WHERE id = ${waiting.id}`;
  const requestItemId = waiting.items[0]?.id ?? 0;
  const approvalToken = randomToken(32);
  await sql`
    UPDATE order_items SET release_policy = 'approve_each_buyer', approval_requested_at = now(),
      approval_deadline = now() + interval '3 days', approval_token_hash = ${hashToken(approvalToken)}
    WHERE id = ${requestItemId}`;
  const blockId = await insertBlock(sql, { profileId: profile.her.id, email: `blocked-${run}@example.com`, byOwner: true });

  // Each caller talks from a loopback address of its own, as separate clients do: one caller's
  // calls never use up another's rate limits.
  const client = (n: number, headers: Record<string, string> = {}) =>
    cookieClient(app.url, { from: `127.0.0.${60 + n}`, origin: true, headers });
  const userLogin = async (c: CookieClient, user: InsertedUser) => {
    const res = await c.post('/api/auth/login', { email: user.email, password: user.password });
    if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  };
  const adminLogin = async (c: CookieClient, a: { username: string; password: string }) => {
    const res = await c.post('/api/admin/login', { username: a.username, password: a.password });
    if (res.status !== 200) throw new Error(`admin login failed: ${res.status} ${JSON.stringify(res.body)}`);
  };
  callers = [
    { name: 'guest', kind: 'guest', client: client(1), holds: new Set() },
    { name: 'site user', kind: 'user', client: client(2), holds: new Set() },
    { name: 'another site user (bought the other profile)', kind: 'user', client: client(3), bought: 'other', holds: new Set() },
    {
      name: 'her owner link',
      kind: 'owner',
      client: client(4, { 'x-owner-token': ownerToken.her, 'x-approval-token': approvalToken }),
      owns: 'her',
      holds: new Set(['her-owner-token', 'approval-token']),
    },
    {
      name: 'another profile’s owner link',
      kind: 'owner',
      client: client(5, { 'x-owner-token': ownerToken.other }),
      owns: 'other',
      holds: new Set(['other-owner-token']),
    },
    { name: 'buyer', kind: 'user', client: client(6), bought: 'her', holds: new Set(['purchase-token', 'checkout-session']) },
    { name: 'admin', kind: 'admin', client: client(7), holds: new Set() },
    { name: 'superadmin', kind: 'superadmin', client: client(8), holds: new Set() },
  ];
  const by = (name: string) => callers.find((c) => c.name === name)?.client as CookieClient;
  const buyerClient = by('buyer');
  await Promise.all([
    userLogin(by('site user'), siteUser),
    userLogin(by('another site user (bought the other profile)'), anotherUser),
    userLogin(buyerClient, buyer),
    adminLogin(by('admin'), admin),
    adminLogin(by('superadmin'), superadmin),
  ]);
  // The buyer's checkout of the other profile, still open on the test-mode payment page.
  const checkout = await buyerClient.post('/api/create-checkout-session', checkoutBody([profile.other.id], { customerEmail: buyer.email }));
  if (checkout.status !== 200) throw new Error(`checkout failed: ${checkout.status} ${JSON.stringify(checkout.body)}`);
  const openSessionId = String(checkout.body.url).split('/test-checkout/')[1] ?? '';

  world = {
    marker,
    profile,
    ownerToken,
    approvalToken,
    requestItemId,
    blockId,
    buyer,
    buyerOrderId: bought.id,
    paidSessionId: bought.providerSessionId ?? '',
    openSessionId,
  };
}, WALK_BUDGET);

afterAll(async () => {
  await app?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Walk {
  unexpected: string[];
  leaks: string[];
  /** "caller | route | profile" for every allowed reader that did see her values. */
  seen: Set<string>;
  sessionsLost: string[];
}

let walked: Promise<Walk> | undefined;

/** One walk of every route by every caller, shared by the tests below. */
function walk(): Promise<Walk> {
  walked ??= (async () => {
    const result: Walk = { unexpected: [], leaks: [], seen: new Set(), sessionsLost: [] };
    const check = (call: Call, res: JsonAnswer) => {
      const access = EXPECTED[call.key] as Access;
      const expected = expectedOutcome(access, call.caller);
      const ok =
        expected === 'allowed'
          ? res.status !== 401 && res.status !== 403 && res.status !== 429 && res.status < 500
          : res.status === expected || (res.status === 400 && BODY_CHECKED_FIRST.has(call.key));
      const where = `${call.caller.name}: ${call.method} ${call.url}`;
      if (!ok)
        result.unexpected.push(`${where} → ${res.status} ${JSON.stringify(res.body).slice(0, 200)} (${access}: expected ${expected})`);
      const text = `${JSON.stringify(res.body)} ${[...res.headers].map(([k, v]) => `${k}: ${v}`).join(' ')}`;
      for (const her of ['her', 'other'] as const) {
        if (!text.includes(world.marker[her])) continue;
        if (mayRead(call.caller, call.key, her)) result.seen.add(`${call.caller.name} | ${call.key} | ${her}`);
        else result.leaks.push(`${where} → ${res.status} shows ${her === 'her' ? 'her' : "the other profile's"} contact values`);
      }
    };
    const send = async (call: Call) => check(call, await call.caller.client.request(call.method, call.url, call.body, call.headers));

    const firstKeys = Object.keys(EXPECTED).filter((key) => !LAST_ROUTES.includes(key));
    const first = callers.flatMap((caller) => firstKeys.flatMap((key) => callsOf(key, world, caller)));
    await inPool(first, CONCURRENCY, send);
    // Nothing before the last calls may have ended a session.
    for (const caller of callers) {
      const probe =
        caller.kind === 'user' ? '/api/auth/user' : caller.kind === 'guest' || caller.kind === 'owner' ? null : '/api/admin/user';
      if (probe && (await caller.client.get(probe)).status !== 200) result.sessionsLost.push(caller.name);
    }
    await inPool(callers, CONCURRENCY, async (caller) => {
      for (const key of LAST_ROUTES) for (const call of callsOf(key, world, caller)) await send(call);
    });
    return result;
  })();
  return walked;
}

describe('the access matrix', () => {
  it('lists every route the app declares, and no other', () => {
    const declared = declaredRoutes(app.express).map((r) => `${r.method} ${r.path}`);
    const missing = declared.filter((key) => !(key in EXPECTED));
    const gone = Object.keys(EXPECTED).filter((key) => !declared.includes(key));
    expect({ missing, gone }).toEqual({ missing: [], gone: [] });
  });

  it('describes every route the app declares in the API description, with the access this table gives it', async () => {
    const doc = (await (await fetch(`${app.url}/api/openapi.json`)).json()) as OpenApiDocument;
    const documented = new Map(
      Object.entries(doc.paths).flatMap(([path, item]) =>
        Object.entries(item).map(([method, op]) => [`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op['x-access']]),
      ),
    );
    const declared = declaredRoutes(app.express).map((r) => `${r.method} ${r.path}`);
    const undescribed = declared.filter((key) => !documented.has(key));
    const otherAccess = declared.filter((key) => documented.has(key) && documented.get(key) !== EXPECTED[key]);
    expect({ undescribed, otherAccess }).toEqual({ undescribed: [], otherAccess: [] });
  });

  it(
    'answers every caller on every route as its access says',
    async () => {
      const { unexpected, sessionsLost } = await walk();
      expect(unexpected).toEqual([]);
      expect(sessionsLost).toEqual([]);
    },
    WALK_BUDGET,
  );

  it(
    'shows her contact values only to a buyer of a paid order, to her own owner link and to the back office',
    async () => {
      const { leaks, seen } = await walk();
      expect(leaks).toEqual([]);
      // The scan sees the values where they belong: it would see them anywhere else.
      for (const reader of [
        'buyer | GET /api/orders/mine | her',
        'buyer | GET /api/purchases/:orderId | her',
        'buyer | POST /api/payment-success | her',
        'another site user (bought the other profile) | GET /api/orders/mine | other',
        'her owner link | GET /api/owner/profile | her',
        'another profile’s owner link | GET /api/owner/profile | other',
        'admin | GET /api/admin/profiles/:id | her',
        'superadmin | GET /api/admin/profiles | her',
      ]) {
        expect(seen, reader).toContain(reader);
      }
    },
    WALK_BUDGET,
  );
});
