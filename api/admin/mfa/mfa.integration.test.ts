// Admin MFA over HTTP against a real PostgreSQL (decisions 024 and 066): enrolment with the
// password again, one step of drift and never a code twice, single-use keyed recovery codes, the
// login's second step under the login limits, new codes and disable with the password and a
// current code, changing one's own password, a superadmin's reset, the
// mfa_required setting and its gate; every change audited. The server's clock is the test's:
// Date is faked (only Date), so the steps the tests compute are the ones the server checks.

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { keyRing } from '#api/secret.ts';
import { AdminMfaRowSchema } from '#contract/admin-mfa.schema.ts';
import { insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { hashToken, sha256 } from '#lib/crypto.ts';
import { adminClient, signedInAdmin } from '#tests/admin-client.ts';
import { AUTH_TEST_SECRET, type CookieClient, cookieClient, usingAuthApp } from '#tests/auth-client.ts';
import { recoveryCodeHash } from './recovery-codes.ts';
import { TOTP_PERIOD_SECONDS, totpCode, totpStep } from './totp.ts';

const ctx = usingAuthApp();
// Each login is an argon2 check; a loaded machine needs more than the default time for a dozen.
vi.setConfig({ testTimeout: 120_000 });

// The middle of a step, so ±1 step is exactly one step away.
const START = (totpStep(Date.now()) + 0.5) * TOTP_PERIOD_SECONDS * 1000;
let now = START;
const at = (ms: number) => {
  now = ms;
  vi.setSystemTime(ms);
};
const step = () => totpStep(now);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  // Each test a few steps later, so no test's steps overlap another's.
  at(now + 3 * TOTP_PERIOD_SECONDS * 1000);
});
afterEach(() => {
  vi.useRealTimers();
});

const auditRows = (action: string, targetId?: number) =>
  ctx.db.sql<{ adminId: number | null; targetType: string | null; targetId: string | null; details: Record<string, unknown> }[]>`
    SELECT admin_id AS "adminId", target_type AS "targetType", target_id AS "targetId", details
      FROM admin_activity_log
     WHERE action = ${action} AND (${targetId ?? null}::text IS NULL OR target_id = ${targetId ?? null}::text)
     ORDER BY id`;

/** A signed-in admin who completed enrolment: her secret and recovery codes. */
async function enrolled(role: 'admin' | 'superadmin' = 'admin') {
  const signed = await signedInAdmin(ctx, role);
  const setup = await signed.client.post('/api/admin/mfa/setup', { password: signed.admin.password });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const confirm = await signed.client.post('/api/admin/mfa/confirm', { code: totpCode(secret, step()) });
  expect(confirm.status).toBe(200);
  // Two steps on: the step before the current one is still later than the one that confirmed.
  at(now + 2 * TOTP_PERIOD_SECONDS * 1000);
  return { ...signed, secret, recoveryCodes: confirm.body.recoveryCodes as string[] };
}

const login = (body: Record<string, unknown>, client: CookieClient = adminClient(ctx.app.url)) => client.post('/api/admin/login', body);

/** A six-digit code that none of the steps around now would accept (the n-th such one). */
function wrongCodeFor(secret: string, n = 0): string {
  const valid = new Set([-2, -1, 0, 1, 2].map((d) => totpCode(secret, step() + d)));
  return Array.from({ length: 20 }, (_, i) => String(100000 + n * 20 + i)).find((code) => !valid.has(code)) ?? '000000';
}

describe('enrolment', () => {
  it('when the password is wrong, then no key is made; when right, a pending key with its URI and QR code that changes nothing yet', async () => {
    const { admin, client } = await signedInAdmin(ctx);
    const wrong = await client.post('/api/admin/mfa/setup', { password: 'not-my-password' });
    expect(wrong.status).toBe(400);
    expect(await ctx.db.sql`SELECT 1 FROM admin_mfa WHERE admin_id = ${admin.id}`).toHaveLength(0);

    const res = await client.post('/api/admin/mfa/setup', { password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(new URL(res.body.otpauthUri as string).searchParams.get('secret')).toBe(res.body.secret);
    expect(res.body.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    const [row] = await ctx.db.sql<{ pending: string; active: string | null }[]>`
      SELECT pending_secret_sealed AS pending, secret_sealed AS active FROM admin_mfa WHERE admin_id = ${admin.id}`;
    expect(row?.active).toBeNull();
    expect(row?.pending).not.toContain(res.body.secret as string);

    expect((await client.get('/api/admin/mfa')).body).toEqual({ enrolled: false, enrolledAt: null, recoveryCodesLeft: 0, required: false });
    // A pending key does not ask for a code at login.
    expect((await login({ username: admin.username, password: admin.password })).status).toBe(200);
  });

  it('when confirmed with a code one step old, then MFA is on with ten recovery codes stored hashed, and the enrolment is audited', async () => {
    const { admin, client } = await signedInAdmin(ctx);
    const setup = await client.post('/api/admin/mfa/setup', { password: admin.password });
    const secret = setup.body.secret as string;
    expect((await client.post('/api/admin/mfa/confirm', { code: totpCode(secret, step() - 2) })).status).toBe(400);
    expect((await client.post('/api/admin/mfa/confirm', { code: 'abc' })).status).toBe(400);

    const res = await client.post('/api/admin/mfa/confirm', { code: totpCode(secret, step() - 1) });
    expect(res.status).toBe(200);
    const codes = res.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);

    // Each code is stored only as its HMAC-SHA-256 under a key derived from the server secret,
    // with that key's id: never the code, never a plain (unkeyed) hash of it.
    const stored = await ctx.db.sql<{ codeHash: string; keyId: string }[]>`
      SELECT code_hash AS "codeHash", key_id AS "keyId" FROM admin_recovery_codes WHERE admin_id = ${admin.id}`;
    const ring = keyRing('admin-recovery-code', [AUTH_TEST_SECRET]);
    expect(stored.map((r) => r.codeHash).sort()).toEqual(codes.map((code) => recoveryCodeHash(ring, code).hash).sort());
    expect(new Set(stored.map((r) => r.keyId))).toEqual(new Set([ring.current.id]));
    const plain = codes.flatMap((code) => [code, code.replace(/-/g, ''), code.toUpperCase()]);
    const unkeyed = new Set(plain.flatMap((form) => [form, hashToken(form), sha256(form, 'base64url')]));
    for (const row of stored) {
      expect(unkeyed.has(row.codeHash)).toBe(false);
      for (const code of codes) expect(row.codeHash).not.toContain(code.replace(/-/g, ''));
    }
    const status = await client.get('/api/admin/mfa');
    expect(status.body).toMatchObject({ enrolled: true, recoveryCodesLeft: 10, required: false });
    expect(await auditRows('mfa.enrol', admin.id)).toEqual([
      { adminId: admin.id, targetType: 'admin', targetId: String(admin.id), details: { username: admin.username } },
    ]);
    // Confirming again, or setting up again while on, is refused.
    expect((await client.post('/api/admin/mfa/confirm', { code: totpCode(secret, step()) })).status).toBe(409);
    expect((await client.post('/api/admin/mfa/setup', { password: admin.password })).status).toBe(409);
  });
});

describe('the login of an enrolled admin', () => {
  it('when the password is right and no code comes, then 401 {mfaRequired} and no session', async () => {
    const { admin } = await enrolled();
    const res = await login({ username: admin.username, password: admin.password });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ mfaRequired: true });
    expect(res.body.message).toEqual(expect.any(String));
    expect(res.setCookies).toEqual([]);
    // A wrong password says nothing about MFA.
    const wrong = await login({ username: admin.username, password: 'not-the-password', code: totpCode('A'.repeat(32), step()) });
    expect(wrong.status).toBe(401);
    expect(wrong.body.mfaRequired).toBeUndefined();
  });

  it('accepts a code of the current step or one step either side, refuses two steps away, and never accepts a step twice', async () => {
    const { admin, secret } = await enrolled();
    const credentials = { username: admin.username, password: admin.password };
    expect((await login({ ...credentials, code: totpCode(secret, step() - 2) })).status).toBe(401);
    expect((await login({ ...credentials, code: totpCode(secret, step() + 2) })).status).toBe(401);

    const ok = await login({ ...credentials, code: totpCode(secret, step() - 1) });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, admin: { id: admin.id } });
    // The same code again (a replay), and the step before it, are refused.
    const replay = await login({ ...credentials, code: totpCode(secret, step() - 1) });
    expect(replay.status).toBe(401);
    expect(replay.body.mfaRequired).toBe(true);
    expect(replay.setCookies).toEqual([]);
    // Later steps still work, each once.
    expect((await login({ ...credentials, code: totpCode(secret, step()) })).status).toBe(200);
    expect((await login({ ...credentials, code: totpCode(secret, step()) })).status).toBe(401);
    expect((await login({ ...credentials, code: totpCode(secret, step() + 1) })).status).toBe(200);
    const failed = await auditRows('admin.login_failed', admin.id);
    expect(failed.map((r) => r.details)).toEqual(Array(4).fill({ reason: 'mfa' }));
  });

  it('accepts each recovery code once, however it is typed, and audits its use', async () => {
    const { admin, client, recoveryCodes } = await enrolled();
    const [first = '', second = ''] = recoveryCodes;
    const credentials = { username: admin.username, password: admin.password };
    const res = await login({ ...credentials, recoveryCode: first.toUpperCase().replace('-', ' ') });
    expect(res.status).toBe(200);
    expect((await login({ ...credentials, recoveryCode: first })).status).toBe(401);
    expect((await login({ ...credentials, recoveryCode: 'aaaaa-bbbbb-ccccc-ddddd-eeeeee' })).status).toBe(401);
    expect((await login({ ...credentials, recoveryCode: second })).status).toBe(200);
    expect((await client.get('/api/admin/mfa')).body).toMatchObject({ recoveryCodesLeft: 8 });
    const used = await auditRows('mfa.recovery_code_used', admin.id);
    expect(used.map((r) => [r.adminId, r.details])).toEqual([
      [admin.id, { recoveryCodesLeft: 9 }],
      [admin.id, { recoveryCodesLeft: 8 }],
    ]);
    const [spent] = await ctx.db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM admin_recovery_codes WHERE admin_id = ${admin.id} AND used_at IS NOT NULL`;
    expect(spent?.n).toBe(2);
  });

  it('when wrong codes keep coming, then the login limits stop them (429) like wrong passwords', async () => {
    const { admin, secret } = await enrolled();
    const credentials = { username: admin.username, password: admin.password };
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) answers.push((await login({ ...credentials, code: String(100000 + i) })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(answers[10]).toBe(429);
    // Even the right code waits for the window now.
    expect((await login({ ...credentials, code: totpCode(secret, step()) })).status).toBe(429);
  });
  it("when a stranger has used up the account's failed logins from another client, then the owner's password and code still sign her in", async () => {
    const { admin, secret } = await enrolled();
    const stranger = cookieClient(ctx.app.url, { origin: true, from: '127.0.0.72' });
    for (let i = 0; i < 10; i += 1) expect((await login({ username: admin.username, password: `guess-${i}` }, stranger)).status).toBe(401);
    expect((await login({ username: admin.username, password: 'guess-10' }, stranger)).status).toBe(429);
    const owner = cookieClient(ctx.app.url, { origin: true, from: '127.0.0.73' });
    const res = await login({ username: admin.username, password: admin.password, code: totpCode(secret, step()) }, owner);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, admin: { id: admin.id } });
    // a wrong code, or a guess, from yet another client is refused: the account is past its limit
    const third = cookieClient(ctx.app.url, { origin: true, from: '127.0.0.74' });
    const valid = [-1, 0, 1].map((d) => totpCode(secret, step() + d));
    const wrongCode = ['000000', '000001', '000002', '000003'].find((code) => !valid.includes(code));
    expect((await login({ username: admin.username, password: admin.password, code: wrongCode }, third)).status).toBe(429);
    expect((await login({ username: admin.username, password: 'guess-11' }, third)).status).toBe(429);
  });
});

describe('changing one’s own MFA', () => {
  it('new recovery codes need the password and a current code, replace the old set and are audited', async () => {
    const { admin, client, recoveryCodes, secret } = await enrolled();
    const [first = ''] = recoveryCodes;
    expect(
      (await client.post('/api/admin/mfa/recovery-codes', { password: 'wrong-password', code: totpCode(secret, step()) })).status,
    ).toBe(400);
    expect((await client.post('/api/admin/mfa/recovery-codes', {})).status).toBe(400);
    // the password alone, a recovery code or a wrong code is not enough
    const passwordOnly = await client.post('/api/admin/mfa/recovery-codes', { password: admin.password });
    expect(passwordOnly.status).toBe(400);
    expect(passwordOnly.body.fieldErrors).toHaveProperty('code');
    expect((await client.post('/api/admin/mfa/recovery-codes', { password: admin.password, code: first })).status).toBe(400);
    const wrong = await client.post('/api/admin/mfa/recovery-codes', { password: admin.password, code: wrongCodeFor(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fieldErrors).toEqual({ code: ['Invalid code'] });
    expect((await client.get('/api/admin/mfa')).body).toMatchObject({ recoveryCodesLeft: 10 });

    const code = totpCode(secret, step());
    const res = await client.post('/api/admin/mfa/recovery-codes', { password: admin.password, code });
    expect(res.status).toBe(200);
    const fresh = res.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.some((c) => recoveryCodes.includes(c))).toBe(false);
    // the code was spent: the same one again is refused
    expect((await client.post('/api/admin/mfa/recovery-codes', { password: admin.password, code })).status).toBe(400);
    const credentials = { username: admin.username, password: admin.password };
    expect((await login({ ...credentials, recoveryCode: recoveryCodes[0] })).status).toBe(401);
    expect((await login({ ...credentials, recoveryCode: fresh[0] })).status).toBe(200);
    expect(await auditRows('mfa.recovery_codes', admin.id)).toHaveLength(1);
  });

  it('disable needs the password and a current code, turns the second step off and is audited', async () => {
    const { admin, client, secret } = await enrolled();
    expect((await client.post('/api/admin/mfa/disable', { password: 'wrong-password', code: totpCode(secret, step()) })).status).toBe(400);
    expect((await client.post('/api/admin/mfa/disable', { password: admin.password })).status).toBe(400);
    expect((await client.post('/api/admin/mfa/disable', { password: admin.password, code: wrongCodeFor(secret) })).status).toBe(400);
    expect((await client.get('/api/admin/mfa')).body).toMatchObject({ enrolled: true });
    const res = await client.post('/api/admin/mfa/disable', { password: admin.password, code: totpCode(secret, step()) });
    expect(res.status).toBe(200);
    expect((await client.get('/api/admin/mfa')).body).toMatchObject({ enrolled: false, recoveryCodesLeft: 0 });
    expect((await login({ username: admin.username, password: admin.password })).status).toBe(200);
    expect(await auditRows('mfa.disable', admin.id)).toHaveLength(1);
  });

  it('wrong codes for a change count as failed logins: past the limit even the right code waits', async () => {
    const { admin, client, secret } = await enrolled();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1)
      answers.push((await client.post('/api/admin/mfa/disable', { password: admin.password, code: wrongCodeFor(secret, i) })).status);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(answers[10]).toBe(429);
    expect((await client.post('/api/admin/mfa/disable', { password: admin.password, code: totpCode(secret, step()) })).status).toBe(429);
  });

  it('refuses bodies with unknown fields, no password or, to change MFA that is on, no code', async () => {
    const { client } = await signedInAdmin(ctx);
    expect((await client.post('/api/admin/mfa/setup', {})).status).toBe(400);
    expect((await client.post('/api/admin/mfa/setup', { password: 'x', extra: 1 })).status).toBe(400);
    for (const path of ['/api/admin/mfa/disable', '/api/admin/mfa/recovery-codes']) {
      expect((await client.post(path, {})).status).toBe(400);
      expect((await client.post(path, { code: '123456' })).status).toBe(400);
      expect((await client.post(path, { password: 'x' })).status).toBe(400);
      expect((await client.post(path, { password: 'x', code: '12345' })).status).toBe(400);
      expect((await client.post(path, { password: 'x', code: '123456', extra: 1 })).status).toBe(400);
    }
  });
});

describe('changing one’s own password', () => {
  const hashOf = async (id: number) =>
    (await ctx.db.sql<{ hash: string }[]>`SELECT password_hash AS hash FROM admin_users WHERE id = ${id}`)[0]?.hash;

  it('with MFA on: needs the current password and a current code; the new one signs in, other sessions end, and it is audited', async () => {
    const { admin, client, secret } = await enrolled();
    const elsewhere = adminClient(ctx.app.url);
    at(now + 2 * TOTP_PERIOD_SECONDS * 1000);
    expect((await login({ username: admin.username, password: admin.password, code: totpCode(secret, step()) }, elsewhere)).status).toBe(
      200,
    );
    at(now + 2 * TOTP_PERIOD_SECONDS * 1000);
    const before = await hashOf(admin.id);
    const newPassword = 'quiet-harbour-lamp';

    const missing = await client.post('/api/admin/password', { currentPassword: admin.password, newPassword });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ code: ['adminSecurity.errors.codeRequired'] });
    const wrongPassword = await client.post('/api/admin/password', {
      currentPassword: 'not-it',
      code: totpCode(secret, step()),
      newPassword,
    });
    expect(wrongPassword.body.fieldErrors).toEqual({ currentPassword: ['adminSecurity.errors.wrongPassword'] });
    const wrongCode = await client.post('/api/admin/password', {
      currentPassword: admin.password,
      code: wrongCodeFor(secret),
      newPassword,
    });
    expect(wrongCode.body.fieldErrors).toEqual({ code: ['adminSecurity.errors.wrongCode'] });
    const common = await client.post('/api/admin/password', {
      currentPassword: admin.password,
      code: totpCode(secret, step()),
      newPassword: 'Superman1',
    });
    expect(common.body.fieldErrors).toEqual({ newPassword: ['adminSecurity.errors.passwordCommon'] });
    const short = await client.post('/api/admin/password', {
      currentPassword: admin.password,
      code: totpCode(secret, step()),
      newPassword: 'k3#vq9z',
    });
    expect(short.body.fieldErrors).toEqual({ newPassword: ['adminSecurity.errors.passwordMin'] });
    expect(await hashOf(admin.id)).toBe(before);
    expect(await auditRows('admin.password_change', admin.id)).toEqual([]);

    const code = totpCode(secret, step());
    const res = await client.post('/api/admin/password', { currentPassword: admin.password, code, newPassword });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    // the code was spent; this browser stays signed in, the other one is signed out
    expect(
      (await client.post('/api/admin/password', { currentPassword: newPassword, code, newPassword: 'another-quiet-lamp' })).status,
    ).toBe(400);
    expect((await client.get('/api/admin/user')).status).toBe(200);
    expect((await elsewhere.get('/api/admin/user')).status).toBe(401);
    at(now + 2 * TOTP_PERIOD_SECONDS * 1000);
    expect((await login({ username: admin.username, password: admin.password, code: totpCode(secret, step()) })).status).toBe(401);
    expect((await login({ username: admin.username, password: newPassword, code: totpCode(secret, step() + 1) })).status).toBe(200);
    expect(await auditRows('admin.password_change', admin.id)).toEqual([
      { adminId: admin.id, targetType: 'admin', targetId: String(admin.id), details: { username: admin.username, otherSessionsEnded: 1 } },
    ]);
  });

  it('with MFA off (and not required): the current password is enough', async () => {
    const { admin, client } = await signedInAdmin(ctx);
    const res = await client.post('/api/admin/password', { currentPassword: admin.password, newPassword: 'paper-lantern-river' });
    expect(res.status).toBe(200);
    expect((await login({ username: admin.username, password: 'paper-lantern-river' })).status).toBe(200);
    expect(await auditRows('admin.password_change', admin.id)).toHaveLength(1);
  });

  it('refuses a guest (401) and bodies that are not a change (400)', async () => {
    expect(
      (await adminClient(ctx.app.url).post('/api/admin/password', { currentPassword: 'x', newPassword: 'paper-lantern-river' })).status,
    ).toBe(401);
    const { client } = await signedInAdmin(ctx);
    for (const body of [
      {},
      { currentPassword: 'x' },
      { newPassword: 'paper-lantern-river' },
      { currentPassword: 'x', newPassword: 'y'.repeat(257) },
    ]) {
      expect((await client.post('/api/admin/password', body)).status).toBe(400);
    }
    expect((await client.post('/api/admin/password', { currentPassword: 'x', newPassword: 'paper-lantern-river', extra: 1 })).status).toBe(
      400,
    );
    expect(
      (await client.post('/api/admin/password', { currentPassword: 'x', newPassword: 'paper-lantern-river', code: '12' })).status,
    ).toBe(400);
  });
});

describe('superadmin', () => {
  it('lists every admin with enrolled yes or no', async () => {
    const { client } = await signedInAdmin(ctx, 'superadmin');
    const on = await enrolled();
    const off = await insertAdmin(ctx.db.sql);
    const res = await client.get('/api/admin/mfa/admins');
    expect(res.status).toBe(200);
    const rows = res.body as unknown as { id: number; enrolled: boolean }[];
    z.array(AdminMfaRowSchema).parse(rows);
    expect(rows.find((r) => r.id === on.admin.id)).toMatchObject({ enrolled: true });
    expect(rows.find((r) => r.id === off.id)).toMatchObject({ enrolled: false, username: off.username });
  });

  it('resets another admin’s MFA, ending their sessions, audited; never their own, and a missing admin is a 404', async () => {
    const { admin: superadmin, client } = await signedInAdmin(ctx, 'superadmin');
    const target = await enrolled();
    const res = await client.post(`/api/admin/mfa/admins/${target.admin.id}/reset`);
    expect(res.status).toBe(200);
    expect((await target.client.get('/api/admin/user')).status).toBe(401);
    expect((await login({ username: target.admin.username, password: target.admin.password })).status).toBe(200);
    const [row] = await auditRows('mfa.reset', target.admin.id);
    expect(row).toMatchObject({ adminId: superadmin.id, details: { username: target.admin.username, hadMfa: true, sessionsEnded: 1 } });

    expect((await client.post(`/api/admin/mfa/admins/${superadmin.id}/reset`)).status).toBe(400);
    expect((await client.post('/api/admin/mfa/admins/999999/reset')).status).toBe(404);
    expect((await client.post('/api/admin/mfa/admins/abc/reset')).status).toBe(400);
  });

  it('the mfa_required setting: off by default, audited when changed; while on, disable is refused and an admin who has not enrolled may only enrol', async () => {
    const { admin: superadmin, client } = await enrolled('superadmin');
    const plain = await signedInAdmin(ctx, 'superadmin');
    const withMfa = await enrolled();
    try {
      expect((await client.get('/api/admin/settings/mfa-required')).body).toEqual({ required: false });
      expect((await client.put('/api/admin/settings/mfa-required', { required: 'yes' })).status).toBe(400);
      expect((await client.put('/api/admin/settings/mfa-required', { required: true, other: 1 })).status).toBe(400);
      const put = await client.put('/api/admin/settings/mfa-required', { required: true });
      expect(put.status).toBe(200);
      expect(put.body).toEqual({ required: true });
      expect(await auditRows('settings.update')).toEqual([
        { adminId: superadmin.id, targetType: 'setting', targetId: 'mfa_required', details: { mfa_required: { from: false, to: true } } },
      ]);

      const refused = await withMfa.client.post('/api/admin/mfa/disable', {
        password: withMfa.admin.password,
        code: totpCode(withMfa.secret, step()),
      });
      expect(refused.status).toBe(403);
      expect((await withMfa.client.get('/api/admin/mfa')).body).toMatchObject({ enrolled: true, required: true });

      // Not enrolled: who am I, MFA and logout only.
      const gated = await plain.client.get('/api/admin/settings/mfa-required');
      expect(gated.status).toBe(403);
      expect(gated.body).toMatchObject({ mfaEnrolmentRequired: true });
      expect((await plain.client.get('/api/admin/activity')).status).toBe(403);
      expect((await plain.client.get('/api/admin/user')).status).toBe(200);
      expect((await plain.client.get('/api/admin/mfa')).body).toMatchObject({ enrolled: false, required: true });
      const setup = await plain.client.post('/api/admin/mfa/setup', { password: plain.admin.password });
      expect((await plain.client.post('/api/admin/mfa/confirm', { code: totpCode(setup.body.secret as string, step()) })).status).toBe(200);
      expect((await plain.client.get('/api/admin/settings/mfa-required')).status).toBe(200);
    } finally {
      await client.put('/api/admin/settings/mfa-required', { required: false });
    }
    expect((await auditRows('settings.update')).map((r) => r.details)).toEqual([
      { mfa_required: { from: false, to: true } },
      { mfa_required: { from: true, to: false } },
    ]);
  });
});
