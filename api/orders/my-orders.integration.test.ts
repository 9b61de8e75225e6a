// Orders follow the account: a checkout started while signed in is linked to
// the user, a guest's is not, and GET /api/orders/mine answers that user's paid orders (and no
// one else's) in the purchase page's shape; a guest gets the fixed 401. The answer costs the
// same few queries however many orders she has, and each account may ask a limited number of
// times per window.
import postgres from 'postgres';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { type PaymentSuccessResponse, PaymentSuccessResponseSchema } from '#contract/checkout.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { type CookieClient, cookieClient, signedInClient, startAuthApp, usingAuthApp } from '#tests/auth-client.ts';
import { MY_ORDERS_RATE_LIMIT } from './orders.router.ts';

const ctx = usingAuthApp();

const signedIn = () => signedInClient(ctx);

async function checkoutOwner(client: CookieClient): Promise<number | null> {
  const { id } = await insertProfile(ctx.db.sql);
  const res = await client.post('/api/create-checkout-session', {
    profileIds: [id],
    customerEmail: 'buyer@example.com',
    buyerCountry: 'GB',
  });
  expect(res.status).toBe(200);
  const [row] = await ctx.db.sql<{ userId: number | null }[]>`
    SELECT o.user_id AS "userId" FROM orders o JOIN order_items i ON i.order_id = o.id WHERE i.profile_id = ${id}`;
  return row!.userId;
}

describe('a checkout', () => {
  it('when started while signed in, then the order belongs to the user; a guest checkout belongs to no one', async () => {
    const { user, client } = await signedIn();
    expect(await checkoutOwner(client)).toBe(user.id);
    expect(await checkoutOwner(cookieClient(ctx.app.url))).toBeNull();
  });
});

describe('GET /api/orders/mine', () => {
  it('when a guest asks, then 401 with the message and the requiresLogin flag', async () => {
    const res = await cookieClient(ctx.app.url).get('/api/orders/mine');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required', requiresLogin: true });
  });

  it("when a user asks, then gets her paid orders newest first with their released contacts, not unpaid or others' orders", async () => {
    const { user, client } = await signedIn();
    const other = await insertUser(ctx.db.sql);
    const [a, b] = [await insertProfile(ctx.db.sql), await insertProfile(ctx.db.sql)];
    const older = await insertOrder(ctx.db.sql, [a.id], { userId: user.id, createdAt: new Date(Date.now() - 60_000) });
    const newer = await insertOrder(ctx.db.sql, [b.id], { userId: user.id });
    await insertOrder(ctx.db.sql, [a.id], { userId: user.id, status: 'pending' });
    await insertOrder(ctx.db.sql, [b.id], { userId: other.id });
    await insertOrder(ctx.db.sql, [b.id], { userId: null, customerEmail: user.email });
    const res = await client.get('/api/orders/mine');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const orders = res.body as unknown as PaymentSuccessResponse[];
    z.array(PaymentSuccessResponseSchema).parse(orders);
    expect(orders.map((o) => o.order?.id)).toEqual([newer.id, older.id]);
    expect(orders[0]).toMatchObject({ success: true, order: { status: 'completed' } });
    expect(orders[0]?.contactInfo).toHaveLength(1);
    expect(orders[0]?.contactInfo[0]).toMatchObject({ profile: { id: b.id }, releaseStatus: 'released' });
    expect(Object.keys(orders[0]!.contactInfo[0]!.contactInfo).length).toBeGreaterThan(0);
  });
});

describe('GET /api/orders/mine, its cost and its limit', () => {
  it('answers 1 order and 20 orders with the same number of database queries', async () => {
    let queries = 0;
    const counting = postgres(ctx.db.url, { max: 2, onnotice: () => undefined, debug: () => (queries += 1) });
    const app = await startAuthApp(counting);
    try {
      const cost = async (orders: number) => {
        const { user, client } = await signedInClient({ db: ctx.db, app });
        const profile = await insertProfile(ctx.db.sql);
        for (let i = 0; i < orders; i++) await insertOrder(ctx.db.sql, [profile.id], { userId: user.id });
        const before = queries;
        const res = await client.get('/api/orders/mine');
        expect(res.status).toBe(200);
        expect(res.body).toHaveLength(orders);
        return queries - before;
      };
      const one = await cost(1);
      const twenty = await cost(20);
      expect(twenty).toBe(one);
    } finally {
      await app.close();
      await counting.end({ timeout: 5 });
    }
  });

  it('past its limit an account is answered 429 with Retry-After; another account from the same address is not', async () => {
    const { client } = await signedIn();
    for (let i = 0; i < MY_ORDERS_RATE_LIMIT; i++) expect((await client.get('/api/orders/mine')).status).toBe(200);
    const refused = await client.get('/api/orders/mine');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await (await signedIn()).client.get('/api/orders/mine')).status).toBe(200);
  });
});
