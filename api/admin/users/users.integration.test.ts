// User management over HTTP: the list with
// its optional paging and search (total in X-Total-Count), a user's favourites and orders in the
// fixed shapes, and Activate/Deactivate that work — a deactivated user is signed out at once and
// cannot log in, and each change is audited.

import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { AdminSiteUserSchema, AdminUserFavoriteSchema, AdminUserOrderSchema } from '#contract/admin-user.schema.ts';
import { insertOrder } from '#db/seed/factories/order.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import { cookieClient, signedInClient, usingAuthApp } from '#tests/auth-client.ts';

const ctx = usingAuthApp();

const USER_KEYS = [
  'email',
  'firstName',
  'id',
  'isActive',
  'isEmailVerified',
  'lastLogin',
  'lastName',
  'registrationDate',
  'role',
  'username',
];

const auditRows = (action: string, targetId: number) => ctx.db.sql<
  { adminId: number | null; targetType: string; details: Record<string, unknown> }[]
>`
  SELECT admin_id AS "adminId", target_type AS "targetType", details FROM admin_activity_log
  WHERE action = ${action} AND target_id = ${String(targetId)} ORDER BY id`;

describe('GET /api/admin/users', () => {
  it('when an admin asks without parameters, then every user is listed newest first in the site-user view, with the total', async () => {
    const older = await insertUser(ctx.db.sql, {
      registrationDate: new Date('2026-01-01T00:00:00Z'),
      lastLogin: new Date('2026-02-01T00:00:00Z'),
    });
    const newer = await insertUser(ctx.db.sql, { firstName: null, lastName: null, isEmailVerified: false });
    const { client } = await signedInAdmin(ctx, 'admin');
    const res = await client.get('/api/admin/users');
    expect(res.status).toBe(200);
    const list = res.body as unknown as Record<string, unknown>[];
    z.array(AdminSiteUserSchema).parse(list);
    expect(Array.isArray(list)).toBe(true);
    expect(Number(res.headers.get('x-total-count'))).toBe(list.length);
    const ids = list.map((user) => user.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    const row = list.find((user) => user.id === older.id);
    expect(Object.keys(row ?? {}).sort()).toEqual(USER_KEYS);
    expect(row).toEqual({
      id: older.id,
      username: older.username,
      email: older.email,
      firstName: 'Alex',
      lastName: 'Buyer',
      isActive: true,
      isEmailVerified: true,
      registrationDate: '2026-01-01T00:00:00.000Z',
      lastLogin: '2026-02-01T00:00:00.000Z',
      role: 'user',
    });
    expect(list.find((user) => user.id === newer.id)).toMatchObject({
      firstName: null,
      lastName: null,
      isEmailVerified: false,
      lastLogin: null,
    });
  });

  it('when it searches, then email, username, first, last and full name match in any case, across all pages, with the total of matches', async () => {
    const tag = `zq${Date.now().toString(36)}`;
    const byEmail = await insertUser(ctx.db.sql, { email: `${tag}.mail@example.com` });
    const byUsername = await insertUser(ctx.db.sql, { username: `${tag}_user` });
    const byFirst = await insertUser(ctx.db.sql, { firstName: `Ana${tag}` });
    const byLast = await insertUser(ctx.db.sql, { lastName: `Ruiz${tag}` });
    await insertUser(ctx.db.sql, { firstName: 'Nobody' });
    const { client } = await signedInAdmin(ctx, 'admin');

    const all = await client.get(`/api/admin/users?search=${tag.toUpperCase()}`);
    expect(all.status).toBe(200);
    expect((all.body as unknown as { id: number }[]).map((u) => u.id).sort()).toEqual(
      [byEmail.id, byUsername.id, byFirst.id, byLast.id].sort(),
    );
    expect(all.headers.get('x-total-count')).toBe('4');

    const page1 = await client.get(`/api/admin/users?search=${tag}&limit=3&offset=0`);
    const page2 = await client.get(`/api/admin/users?search=${tag}&limit=3&offset=3`);
    expect((page1.body as unknown as unknown[]).length).toBe(3);
    expect((page2.body as unknown as unknown[]).length).toBe(1);
    expect(page2.headers.get('x-total-count')).toBe('4');

    const full = await client.get(`/api/admin/users?search=${encodeURIComponent(`ana${tag} ruiz`)}`);
    expect(full.headers.get('x-total-count')).toBe('0');
    const both = await insertUser(ctx.db.sql, { firstName: `Eva${tag}`, lastName: 'Soto' });
    const fullName = await client.get(`/api/admin/users?search=${encodeURIComponent(`eva${tag} soto`)}`);
    expect((fullName.body as unknown as { id: number }[]).map((u) => u.id)).toEqual([both.id]);
  });

  it('when the search holds % or _, then they are plain characters', async () => {
    const { client } = await signedInAdmin(ctx, 'admin');
    const res = await client.get('/api/admin/users?search=%25');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total-count')).toBe('0');
  });

  it.each(['limit=0', 'limit=abc', 'limit=1001', 'limit=1&limit=2', 'offset=-1', `search=${'x'.repeat(101)}`])(
    'when the query is %s, then it is a 400 with field errors',
    async (queryString) => {
      const { client } = await signedInAdmin(ctx, 'admin');
      const res = await client.get(`/api/admin/users?${queryString}`);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toBeTypeOf('object');
    },
  );

  it('when the search holds a NUL, then it is a 400', async () => {
    const { client } = await signedInAdmin(ctx, 'admin');
    expect((await client.get('/api/admin/users?search=a%00b')).status).toBe(400);
  });

  it('when a guest or a site user asks, then it is a 401', async () => {
    expect((await cookieClient(ctx.app.url).get('/api/admin/users')).status).toBe(401);
    const { client } = await signedInClient(ctx);
    expect((await client.get('/api/admin/users')).status).toBe(401);
  });
});

describe('GET /api/admin/user-favorites/{userId} and /api/admin/user-orders/{userId}', () => {
  it('when the user has favourites, then each is {id, createdAt, profile {id, firstName, lastName, age, location, photos}}, newest first', async () => {
    const user = await insertUser(ctx.db.sql);
    const first = await insertProfile(ctx.db.sql, { firstName: 'Lucia', lastName: 'Mendez', age: 27, location: 'Santiago' });
    const second = await insertProfile(ctx.db.sql);
    await ctx.db.sql`INSERT INTO user_favorites (user_id, profile_id, created_at) VALUES
      (${user.id}, ${first.id}, '2026-03-01T10:00:00Z'), (${user.id}, ${second.id}, '2026-03-02T10:00:00Z')`;
    const { client } = await signedInAdmin(ctx, 'admin');
    const res = await client.get(`/api/admin/user-favorites/${user.id}`);
    expect(res.status).toBe(200);
    const list = res.body as unknown as { id: number; createdAt: string; profile: Record<string, unknown> }[];
    z.array(AdminUserFavoriteSchema).parse(list);
    expect(list.map((f) => f.profile.id)).toEqual([second.id, first.id]);
    expect(list[1]).toEqual({
      id: expect.any(Number),
      createdAt: '2026-03-01T10:00:00.000Z',
      profile: {
        id: first.id,
        firstName: 'Lucia',
        lastName: 'Mendez',
        age: 27,
        location: 'Santiago',
        photos: first.photos,
        primaryPhoto: first.primaryPhoto,
      },
    });
  });

  it('when the user has orders, then each is {id, createdAt, status, totalAmount, items [{profile names, price}]} with money in dollars as numbers', async () => {
    const user = await insertUser(ctx.db.sql);
    const a = await insertProfile(ctx.db.sql, { firstName: 'Maria', lastName: 'Lopez', price: '29.99' });
    const b = await insertProfile(ctx.db.sql, { firstName: 'Rosa', lastName: null, price: '2.00' });
    const completed = await insertOrder(ctx.db.sql, [a.id, b.id], { userId: user.id, createdAt: new Date('2026-04-01T09:00:00Z') });
    const pending = await insertOrder(ctx.db.sql, [b.id], {
      userId: user.id,
      status: 'pending',
      createdAt: new Date('2026-04-02T09:00:00Z'),
    });
    await insertOrder(ctx.db.sql, [a.id], { userId: null, customerEmail: user.email });
    const { client } = await signedInAdmin(ctx, 'admin');
    const res = await client.get(`/api/admin/user-orders/${user.id}`);
    expect(res.status).toBe(200);
    const orders = res.body as unknown as Record<string, unknown>[];
    z.array(AdminUserOrderSchema).parse(orders);
    expect(orders.map((o) => o.id)).toEqual([pending.id, completed.id]);
    expect(orders[1]).toEqual({
      id: completed.id,
      createdAt: '2026-04-01T09:00:00.000Z',
      status: 'completed',
      totalAmount: 31.99,
      currency: 'USD',
      items: [
        { id: completed.items[0]?.id, price: 29.99, profileId: a.id, profile: { firstName: 'Maria', lastName: 'Lopez' } },
        { id: completed.items[1]?.id, price: 2, profileId: b.id, profile: { firstName: 'Rosa', lastName: null } },
      ],
    });
    expect(orders[0]).toMatchObject({ status: 'pending', totalAmount: 2 });
  });

  it('when the user has none, then both lists are empty', async () => {
    const user = await insertUser(ctx.db.sql);
    const { client } = await signedInAdmin(ctx, 'admin');
    expect((await client.get(`/api/admin/user-favorites/${user.id}`)).body).toEqual([]);
    expect((await client.get(`/api/admin/user-orders/${user.id}`)).body).toEqual([]);
  });

  it.each(['user-favorites', 'user-orders'])('when /%s names no user, then it is a 404; a bad id is a 400', async (path) => {
    const { client } = await signedInAdmin(ctx, 'admin');
    expect((await client.get(`/api/admin/${path}/999999`)).status).toBe(404);
    expect((await client.get(`/api/admin/${path}/abc`)).status).toBe(400);
    expect((await client.get(`/api/admin/${path}/0`)).status).toBe(400);
  });
});

describe('PATCH /api/admin/users/{id}', () => {
  it('when an admin deactivates a signed-in user, then her sessions end at once, she cannot log in, and the change is audited', async () => {
    const { user, client: userClient } = await signedInClient(ctx);
    const second = cookieClient(ctx.app.url);
    expect((await second.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    const { admin, client } = await signedInAdmin(ctx, 'admin');

    const res = await client.patch(`/api/admin/users/${user.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, isActive: false });
    AdminSiteUserSchema.parse(res.body);

    expect((await userClient.get('/api/auth/user')).status).toBe(401);
    expect((await second.get('/api/auth/user')).status).toBe(401);
    const [sessions] = await ctx.db.sql<{ count: number }[]>`SELECT count(*)::int AS count FROM user_sessions WHERE user_id = ${user.id}`;
    expect(sessions?.count).toBe(0);

    const login = await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ message: 'Invalid email or password' });

    expect(await auditRows('user.deactivate', user.id)).toEqual([
      {
        adminId: admin.id,
        targetType: 'user',
        details: { username: user.username, changes: { isActive: { from: true, to: false } }, sessionsEnded: 2 },
      },
    ]);
  });

  it('when an admin activates her again, then she can log in, and that is audited too', async () => {
    const user = await insertUser(ctx.db.sql, { isActive: false });
    const { admin, client } = await signedInAdmin(ctx, 'admin');
    const res = await client.patch(`/api/admin/users/${user.id}`, { isActive: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, isActive: true });
    const login = await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(await auditRows('user.activate', user.id)).toEqual([
      {
        adminId: admin.id,
        targetType: 'user',
        details: { username: user.username, changes: { isActive: { from: false, to: true } }, sessionsEnded: 0 },
      },
    ]);
  });

  it.each([
    ['no body', undefined],
    ['a string', { isActive: 'false' }],
    ['an unknown field', { isActive: false, role: 'admin' }],
    ['nothing', {}],
  ])('when the body has %s, then it is a 400 and nothing changes', async (_what, body) => {
    const user = await insertUser(ctx.db.sql);
    const { client } = await signedInAdmin(ctx, 'admin');
    const res = await client.patch(`/api/admin/users/${user.id}`, body);
    expect(res.status).toBe(400);
    const [row] = await ctx.db.sql<{ isActive: boolean }[]>`SELECT is_active AS "isActive" FROM users WHERE id = ${user.id}`;
    expect(row?.isActive).toBe(true);
  });

  it('when the id names no user, then it is a 404; a bad id is a 400', async () => {
    const { client } = await signedInAdmin(ctx, 'admin');
    expect((await client.patch('/api/admin/users/999999', { isActive: false })).status).toBe(404);
    expect((await client.patch('/api/admin/users/abc', { isActive: false })).status).toBe(400);
  });
});
