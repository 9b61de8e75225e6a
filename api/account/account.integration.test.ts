// A site user's copy of her data and the deletion of her account, over HTTP against a real
// PostgreSQL: the export holds exactly her profile, favourites and paid purchases and only
// same-origin pages may fetch it; a deletion asks for her password, ends the sessions of every
// device, erases what the account held and keeps her orders for the books without her.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ERASED_EMAIL } from '#api/account/account.queries.ts';
import { insertBlock } from '#api/buyers/buyer-blocks.ts';
import { AccountExportSchema } from '#contract/account.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { type InsertedUser, insertUser } from '#db/seed/factories/user.factory.ts';
import { type CookieClient, cookieClient, usingAuthApp } from '#tests/auth-client.ts';
import { buyerDisclosure } from '#tests/factories/disclosure.factory.ts';

const ctx = usingAuthApp();

async function login(user: InsertedUser): Promise<CookieClient> {
  const client = cookieClient(ctx.app.url);
  const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
  expect(res.status).toBe(200);
  return client;
}

const favorite = (userId: number, profileId: number) =>
  ctx.db.sql`INSERT INTO user_favorites (user_id, profile_id) VALUES (${userId}, ${profileId})`;

/** Everything a user's id or address still finds in the tables that hold an account's data. */
async function traces(user: InsertedUser) {
  const [row] = await ctx.db.sql<{ users: number; sessions: number; favorites: number; syncEntries: number; orders: number }[]>`
    SELECT
      (SELECT count(*) FROM users WHERE id = ${user.id} OR lower(email) = lower(${user.email}) OR lower(username) = lower(${user.username}))::int AS users,
      (SELECT count(*) FROM user_sessions WHERE user_id = ${user.id})::int AS sessions,
      (SELECT count(*) FROM user_favorites WHERE user_id = ${user.id})::int AS favorites,
      (SELECT count(*) FROM applied_sync_entries WHERE user_id = ${user.id})::int AS "syncEntries",
      (SELECT count(*) FROM orders WHERE user_id = ${user.id} OR lower(customer_email) = lower(${user.email}))::int AS orders`;
  return row;
}

describe('GET /api/account/export', () => {
  it('when a guest asks, then 401 with the requiresLogin flag', async () => {
    const res = await cookieClient(ctx.app.url).get('/api/account/export');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required', requiresLogin: true });
  });

  it('when she asks, then she downloads one JSON file with exactly her profile, favourites and paid purchases', async () => {
    const user = await insertUser(ctx.db.sql, { firstName: 'Ana', lastName: 'Export' });
    const other = await insertUser(ctx.db.sql);
    const [kept, hidden, theirs] = [
      await insertProfile(ctx.db.sql, { firstName: 'Lucía', lastName: 'Marte' }),
      await insertProfile(ctx.db.sql),
      await insertProfile(ctx.db.sql),
    ];
    await favorite(user.id, kept.id);
    await favorite(user.id, hidden.id);
    await favorite(other.id, theirs.id);
    await ctx.db.sql`UPDATE profiles SET status = 'INACTIVE' WHERE id = ${hidden.id}`;
    const paid = await insertOrder(ctx.db.sql, [kept.id], { userId: user.id, customerEmail: user.email });
    const waiting = await insertOrder(ctx.db.sql, [hidden.id], {
      userId: user.id,
      status: 'awaiting_approval',
      completedAt: new Date(),
    });
    await insertOrder(ctx.db.sql, [kept.id], { userId: user.id, status: 'pending' });
    await insertOrder(ctx.db.sql, [theirs.id], { userId: other.id });
    await insertOrder(ctx.db.sql, [theirs.id], { userId: null, customerEmail: user.email }); // a guest purchase: not the account's

    const res = await (await login(user)).get('/api/account/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="contacto-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const data = AccountExportSchema.parse(res.body);
    expect(data.account).toEqual({
      id: user.id,
      email: user.email,
      pendingEmail: null,
      username: user.username,
      firstName: 'Ana',
      lastName: 'Export',
      isEmailVerified: true,
      language: 'en',
      registrationDate: user.registrationDate.toISOString(),
      lastLogin: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|token/i);
    expect(data.favorites.map((f) => [f.profileId, f.isPublic, f.name])).toEqual(
      expect.arrayContaining([
        [kept.id, true, 'Lucía M.'],
        [hidden.id, false, null],
      ]),
    );
    expect(data.favorites).toHaveLength(2);
    expect(data.purchases.map((p) => p.order?.id).sort()).toEqual([paid.id, waiting.id].sort());
    const released = data.purchases.find((p) => p.order?.id === paid.id);
    expect(released?.contactInfo[0]).toMatchObject({ releaseStatus: 'released', contactInfo: paid.items[0]?.contactInfo });
    const awaiting = data.purchases.find((p) => p.order?.id === waiting.id);
    expect(awaiting?.contactInfo[0]).toMatchObject({ releaseStatus: 'awaiting_consent', contactInfo: {} });
  });

  it.each([
    ['another site (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site' }],
    ['a sibling site (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
    ['a page of another origin (Origin)', { origin: 'https://evil.example' }],
  ])('when %s asks for it with her cookie, then 403 and nothing is sent', async (_, headers) => {
    const user = await insertUser(ctx.db.sql);
    const client = await login(user);
    const res = await client.request('GET', '/api/account/export', undefined, headers);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(user.email);
    // her own page's request passes
    const own = await client.request('GET', '/api/account/export', undefined, { 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });
});

describe('POST /api/account/delete', () => {
  it('when a guest asks, then 401', async () => {
    const res = await cookieClient(ctx.app.url).post('/api/account/delete', { currentPassword: 'whatever' });
    expect(res.status).toBe(401);
  });

  it('when she gives her password, then every device is signed out, the account and its data are gone, and her orders stay without her', async () => {
    const user = await insertUser(ctx.db.sql, { firstName: 'Bea', lastName: 'Gone' });
    const bystander = await insertUser(ctx.db.sql);
    const laptop = await login(user);
    const phone = await login(user);
    const theirs = await login(bystander);
    const profile = await insertProfile(ctx.db.sql);
    await favorite(user.id, profile.id);
    await favorite(bystander.id, profile.id);
    await ctx.db.sql`INSERT INTO applied_sync_entries (user_id, entry_id, kind) VALUES (${user.id}, ${randomUUID()}, 'favorite.add')`;
    await ctx.db.sql`
      UPDATE users SET password_reset_token_hash = ${'a'.repeat(64)}, password_reset_expires = now() + interval '1 hour',
        pending_email = 'new@example.com', pending_email_token_hash = ${'b'.repeat(64)}, pending_email_expires = now() + interval '1 day'
      WHERE id = ${user.id}`;
    const order = await insertOrder(ctx.db.sql, [profile.id], {
      userId: user.id,
      customerEmail: user.email,
      customerName: 'Bea Gone',
      providerSessionId: `test_cs_${randomUUID()}`,
    });
    await ctx.db.sql`
      UPDATE orders SET buyer_country = 'US', buyer_disclosure = ${ctx.db.sql.json(buyerDisclosure({ firstName: 'Bea' }) as never)},
        card_fingerprint = 'fp_bea', stripe_payment_intent_id = 'pi_bea'
      WHERE id = ${order.id}`;
    await ctx.db.sql`
      INSERT INTO webhook_events (provider, event_id, type, payload, processed_at)
      VALUES ('test', ${`evt_${randomUUID()}`}, 'checkout.session.completed',
        ${ctx.db.sql.json({ data: { object: { id: order.providerSessionId, customer_email: user.email } } })}, now())`;
    await ctx.db.sql`
      INSERT INTO admin_activity_log (action, target_type, target_id, details)
      VALUES ('user.deactivate', 'user', ${String(user.id)}, ${ctx.db.sql.json({ username: user.username, sessionsEnded: 0 })}),
             ('order.resend_confirmation', 'order', ${String(order.id)}, ${ctx.db.sql.json({ customerEmail: user.email })})`;
    // her block by a listed woman holds her card too: it keeps blocking the card; one naming only the account goes
    const cardBlock = await insertBlock(ctx.db.sql, { profileId: profile.id, userId: user.id, cardFingerprint: 'fp_bea', byOwner: true });
    await insertBlock(ctx.db.sql, { profileId: null, userId: user.id });
    const [before] = await ctx.db.sql`SELECT total_amount, status, created_at, completed_at FROM orders WHERE id = ${order.id}`;
    const [itemBefore] = await ctx.db
      .sql`SELECT price, profile_id, profile_snapshot, release_status FROM order_items WHERE order_id = ${order.id}`;

    const res = await laptop.post('/api/account/delete', { currentPassword: user.password, language: 'es' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: expect.stringMatching(/cuenta/) });
    expect(laptop.jar.size).toBe(0);

    expect((await phone.get('/api/auth/user')).status).toBe(401);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect(await traces(user)).toEqual({ users: 0, sessions: 0, favorites: 0, syncEntries: 0, orders: 0 });
    expect(await ctx.db.sql`SELECT 1 FROM users WHERE pending_email = 'new@example.com'`).toHaveLength(0);
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);

    const [after] = await ctx.db.sql`
      SELECT total_amount, status, created_at, completed_at, user_id, customer_email, customer_name, buyer_country,
        buyer_disclosure, card_fingerprint
      FROM orders WHERE id = ${order.id}`;
    expect(after).toEqual({
      ...before,
      user_id: null,
      customer_email: ERASED_EMAIL,
      customer_name: null,
      buyer_country: null,
      buyer_disclosure: null,
      card_fingerprint: null,
    });
    expect(
      await ctx.db.sql`SELECT price, profile_id, profile_snapshot, release_status FROM order_items WHERE order_id = ${order.id}`,
    ).toEqual([itemBefore]);
    const events = await ctx.db.sql<
      { payload: unknown }[]
    >`SELECT payload FROM webhook_events WHERE payload::text LIKE ${`%${user.email}%`}`;
    expect(events).toEqual([]);
    const audit = await ctx.db.sql<{ details: Record<string, unknown> }[]>`
      SELECT details FROM admin_activity_log
      WHERE (target_type = 'user' AND target_id = ${String(user.id)}) OR (target_type = 'order' AND target_id = ${String(order.id)})
      ORDER BY id`;
    expect(audit.map((a) => a.details)).toEqual([{ sessionsEnded: 0 }, {}]);
    const blocks = await ctx.db
      .sql`SELECT id, user_id, card_fingerprint FROM buyer_blocks WHERE user_id = ${user.id} OR card_fingerprint = 'fp_bea'`;
    expect(blocks).toEqual([{ id: cardBlock, user_id: null, card_fingerprint: 'fp_bea' }]);

    // another account is untouched
    expect((await theirs.get('/api/auth/user')).status).toBe(200);
    expect(await traces(bystander)).toMatchObject({ users: 1, sessions: 1, favorites: 1 });
  });

  it.each([
    ['no password', {}, 400],
    ['a wrong password', { currentPassword: 'not-her-password' }, 400],
    ['a password that is not text', { currentPassword: 12 }, 400],
  ])('when she sends %s, then a 4xx with a field error and nothing changes', async (_, body, status) => {
    const user = await insertUser(ctx.db.sql);
    const client = await login(user);
    const profile = await insertProfile(ctx.db.sql);
    await favorite(user.id, profile.id);
    const res = await client.post('/api/account/delete', body);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ fieldErrors: { currentPassword: [expect.any(String)] } });
    expect(await traces(user)).toMatchObject({ users: 1, sessions: 1, favorites: 1 });
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it.each([
    ['waits for its payment', 'pending'],
    ['waits for her answer', 'awaiting_approval'],
  ] as const)('when a purchase of hers still %s, then 409 with a message and nothing changes', async (_, status) => {
    const user = await insertUser(ctx.db.sql);
    const client = await login(user);
    const profile = await insertProfile(ctx.db.sql);
    const order = await insertOrder(ctx.db.sql, [profile.id], { userId: user.id, customerEmail: user.email, status });
    const res = await client.post('/api/account/delete', { currentPassword: user.password });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ message: expect.stringMatching(/purchase/i), code: 'purchaseInProgress' });
    expect(await traces(user)).toMatchObject({ users: 1, sessions: 1, orders: 1 });
    const [row] = await ctx.db.sql`SELECT customer_email, user_id FROM orders WHERE id = ${order.id}`;
    expect(row).toEqual({ customer_email: user.email, user_id: user.id });
  });
});
