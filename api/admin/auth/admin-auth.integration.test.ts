// Admin sign-in over HTTP against a real PostgreSQL: the login, logout
// and user calls; a Strict, HttpOnly cookie over admin_sessions rows with an idle limit and an
// absolute cap; one answer for every failed login, rate limited; deactivated or re-roled admins
// lose their sessions at once; state-changing admin requests need an Origin; all of it audited.

import { describe, expect, it } from 'vitest';
import { AdminLoginAnswerSchema, AdminSuccessSchema, CurrentAdminSchema } from '#contract/admin-auth.schema.ts';
import { insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { adminClient, signedInAdmin } from '#tests/admin-client.ts';
import { cookieClient, usingAuthApp } from '#tests/auth-client.ts';
import { LOGIN_ACCOUNT_LIMIT } from '../../auth/login-limits.ts';
import { ADMIN_ABSOLUTE_SECONDS, ADMIN_IDLE_SECONDS } from '../admin-session.ts';
import { INVALID_CREDENTIALS } from './admin-auth.service.ts';

const ctx = usingAuthApp();

const sessionRows = (adminId: number) =>
  ctx.db.sql<{ id: string; type: string; expiresAt: Date; absoluteExpiresAt: Date; ipAddress: string; userAgent: string | null }[]>`
    SELECT id, type, expires_at AS "expiresAt", absolute_expires_at AS "absoluteExpiresAt", ip_address AS "ipAddress",
      user_agent AS "userAgent"
    FROM admin_sessions WHERE admin_id = ${adminId} ORDER BY created_at`;

const auditRows = (action: string) =>
  ctx.db.sql<{ adminId: number | null; targetId: string | null; details: Record<string, unknown>; ipAddress: string | null }[]>`
    SELECT admin_id AS "adminId", target_id AS "targetId", details, ip_address AS "ipAddress"
    FROM admin_activity_log WHERE action = ${action} ORDER BY id`;

const minutes = (ms: number) => ms / 60_000;

/** Eleven argon2 checks: CPU-bound work a busy 2-core machine slows several-fold (as in api/auth's tests). */
const ARGON2_BUDGET = 90_000;

describe('POST /api/admin/login', () => {
  it('when the credentials are right, then answers success with the admin, sets a Strict HttpOnly cookie and audits the login', async () => {
    const admin = await insertAdmin(ctx.db.sql, { role: 'superadmin' });
    const client = adminClient(ctx.app.url);
    const res = await client.post('/api/admin/login', { username: admin.username.toUpperCase(), password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, admin: { id: admin.id, username: admin.username, email: admin.email, role: 'superadmin' } });
    AdminLoginAnswerSchema.parse(res.body);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const [cookie] = res.setCookies;
    expect(cookie).toMatch(/^contacto\.admin=Fe26\.2\*/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Strict/i);
    expect(cookie).toMatch(new RegExp(`;\\s*Max-Age=${ADMIN_IDLE_SECONDS}\\b`, 'i'));

    const [row] = await sessionRows(admin.id);
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.type).toBe('superadmin');
    expect(row?.ipAddress).toBeTruthy();
    expect(minutes(row!.expiresAt.getTime() - Date.now())).toBeCloseTo(ADMIN_IDLE_SECONDS / 60, 0);
    expect(minutes(row!.absoluteExpiresAt.getTime() - Date.now())).toBeCloseTo(ADMIN_ABSOLUTE_SECONDS / 60, 0);
    const [stamped] = await ctx.db.sql<
      { lastLogin: Date | null }[]
    >`SELECT last_login AS "lastLogin" FROM admin_users WHERE id = ${admin.id}`;
    expect(stamped?.lastLogin).toBeInstanceOf(Date);
    expect((await auditRows('admin.login')).filter((r) => r.adminId === admin.id)).toHaveLength(1);

    const me = await client.get('/api/admin/user');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ id: admin.id, username: admin.username, email: admin.email, role: 'superadmin' });
    CurrentAdminSchema.parse(me.body);
  });

  it('when the username is unknown, the password wrong or the account deactivated, then the same 401 answer, each audited', async () => {
    const admin = await insertAdmin(ctx.db.sql);
    const inactive = await insertAdmin(ctx.db.sql, { isActive: false });
    const answers = [];
    for (const body of [
      // a password typed into the username field, as happens
      { username: 'Hunter2-typed-as-name', password: 'whatever-it-is' },
      { username: admin.username, password: 'not-the-password' },
      { username: inactive.username, password: inactive.password },
    ]) {
      const client = adminClient(ctx.app.url);
      const res = await client.post('/api/admin/login', body);
      answers.push([res.status, res.body]);
      expect(res.setCookies).toEqual([]);
    }
    expect(answers).toEqual(Array(3).fill([401, { message: INVALID_CREDENTIALS }]));
    const failed = await auditRows('admin.login_failed');
    // that a login failed, why, from which client and, when the name matched, whose account: never
    // the name as typed (often a password typed into the wrong field)
    expect(failed.map((r) => [r.targetId, r.details])).toEqual([
      [null, { reason: 'unknown' }],
      [String(admin.id), { reason: 'password' }],
      [String(inactive.id), { reason: 'inactive' }],
    ]);
    expect(failed.every((r) => r.adminId === null && r.ipAddress)).toBe(true);
    const stored = JSON.stringify(await ctx.db.sql`SELECT * FROM admin_activity_log WHERE action = 'admin.login_failed'`);
    for (const typed of ['Hunter2-typed-as-name', admin.username, inactive.username]) expect(stored).not.toContain(typed);
  });

  it('when a field is missing, then 400 with the fixed message and field errors', async () => {
    const res = await adminClient(ctx.app.url).post('/api/admin/login', { username: 'someone' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter both username and password');
    expect(res.body.fieldErrors).toHaveProperty('password');
    const wrongType = await adminClient(ctx.app.url).post('/api/admin/login', { username: ['a'], password: 5 });
    expect(wrongType.status).toBe(400);
  });

  it(
    `when a stranger's client has failed ${LOGIN_ACCOUNT_LIMIT} times against an account, then the owner's right password still signs her in and guesses stay refused`,
    async () => {
      const admin = await insertAdmin(ctx.db.sql);
      const stranger = cookieClient(ctx.app.url, { origin: true, from: '127.0.0.70' });
      for (let i = 0; i < LOGIN_ACCOUNT_LIMIT; i++) {
        expect((await stranger.post('/api/admin/login', { username: admin.username, password: `wrong-${i}` })).status).toBe(401);
      }
      const refused = await stranger.post('/api/admin/login', { username: admin.username, password: admin.password });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      const owner = await adminClient(ctx.app.url).post('/api/admin/login', { username: admin.username, password: admin.password });
      expect(owner.status).toBe(200);
      const elsewhere = cookieClient(ctx.app.url, { origin: true, from: '127.0.0.71' });
      expect((await elsewhere.post('/api/admin/login', { username: admin.username, password: 'wrong-again' })).status).toBe(429);
      const failed = (await auditRows('admin.login_failed')).filter((r) => r.targetId === String(admin.id));
      expect(failed).toHaveLength(LOGIN_ACCOUNT_LIMIT + 1);
    },
    ARGON2_BUDGET,
  );

  it('when the request carries no Origin, then it is refused (403) before the password is checked', async () => {
    const admin = await insertAdmin(ctx.db.sql);
    const res = await cookieClient(ctx.app.url).post('/api/admin/login', { username: admin.username, password: admin.password });
    expect(res.status).toBe(403);
    expect(await sessionRows(admin.id)).toEqual([]);
  });

  it('when a browser already holds an admin cookie, then the login issues a new session id and drops the old row', async () => {
    const { admin, client } = await signedInAdmin(ctx);
    const [before] = await sessionRows(admin.id);
    const again = await client.post('/api/admin/login', { username: admin.username, password: admin.password });
    expect(again.status).toBe(200);
    const after = await sessionRows(admin.id);
    expect(after).toHaveLength(1);
    expect(after[0]?.id).not.toBe(before?.id);
  });
});

describe('an admin session', () => {
  it('when a guest or a site user asks for the admin, then 401', async () => {
    expect((await adminClient(ctx.app.url).get('/api/admin/user')).status).toBe(401);
  });

  it('when idle past 30 minutes, then it has ended', async () => {
    const { admin, client } = await signedInAdmin(ctx);
    await ctx.db
      .sql`UPDATE admin_sessions SET expires_at = now() - interval '1 second', last_activity = now() - interval '31 minutes' WHERE admin_id = ${admin.id}`;
    expect((await client.get('/api/admin/user')).status).toBe(401);
    expect(client.jar.size).toBe(0);
  });

  it('when used, then its idle limit slides, but never past the 12-hour cap', async () => {
    const { admin, client } = await signedInAdmin(ctx);
    await ctx.db.sql`
      UPDATE admin_sessions SET last_activity = now() - interval '20 minutes', expires_at = now() + interval '4 minutes',
        absolute_expires_at = now() + interval '5 minutes'
      WHERE admin_id = ${admin.id}`;
    const res = await client.get('/api/admin/user');
    expect(res.status).toBe(200);
    const [row] = await sessionRows(admin.id);
    // slid from 4 minutes left to the cap (5 minutes), not to 30 minutes
    expect(minutes(row!.expiresAt.getTime() - Date.now())).toBeCloseTo(5, 0);
    expect(row!.expiresAt.getTime()).toBeLessThanOrEqual(row!.absoluteExpiresAt.getTime());
    await ctx.db
      .sql`UPDATE admin_sessions SET absolute_expires_at = now() - interval '1 second', expires_at = now() - interval '1 second' WHERE admin_id = ${admin.id}`;
    expect((await client.get('/api/admin/user')).status).toBe(401);
  });

  it('when the admin is deactivated or their role changes, then the session stops working at once', async () => {
    const deactivated = await signedInAdmin(ctx);
    await ctx.db.sql`UPDATE admin_users SET is_active = false WHERE id = ${deactivated.admin.id}`;
    expect((await deactivated.client.get('/api/admin/user')).status).toBe(401);

    const demoted = await signedInAdmin(ctx, 'superadmin');
    await ctx.db.sql`UPDATE admin_users SET role = 'admin' WHERE id = ${demoted.admin.id}`;
    expect((await demoted.client.get('/api/admin/user')).status).toBe(401);
  });

  it('when the site-user cookie is sent instead, then it is no admin session', async () => {
    const { admin, client } = await signedInAdmin(ctx);
    const userCookieOnly = cookieClient(ctx.app.url, { jar: new Map([['contacto.sid', client.jar.get('contacto.admin') ?? '']]) });
    expect((await userCookieOnly.get('/api/admin/user')).status).toBe(401);
    expect(admin.id).toBeGreaterThan(0);
  });
});

describe('POST /api/admin/logout', () => {
  it('when signed in, then the row goes, the cookie is cleared, the logout is audited and the old cookie is worthless', async () => {
    const { admin, client } = await signedInAdmin(ctx);
    const stolen = client.clone();
    const res = await client.post('/api/admin/logout');
    AdminSuccessSchema.parse(res.body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect(client.jar.size).toBe(0);
    expect(await sessionRows(admin.id)).toEqual([]);
    expect((await stolen.get('/api/admin/user')).status).toBe(401);
    expect((await auditRows('admin.logout')).filter((r) => r.adminId === admin.id)).toHaveLength(1);
  });

  it('when nobody is signed in, then it still answers success', async () => {
    const res = await adminClient(ctx.app.url).post('/api/admin/logout');
    expect(res.status).toBe(200);
  });
});
