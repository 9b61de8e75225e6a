// The MFA enrolment gate over HTTP against a real PostgreSQL: while every admin must use MFA, an
// admin who has not enrolled yet reaches the enrolment routes, who-am-I and logout, and nothing
// else — no admin list, no other admin's MFA, and no private media through the admin cookie
// (a pending profile's photos). Once enrolled, the same calls are answered.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import { startApiApp } from '#tests/api-app.ts';
import type { CookieClient } from '#tests/auth-client.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { createDiskStorage, type MediaStorage } from '../../storage/storage.ts';
import { totpCode, totpStep } from './totp.ts';

vi.setConfig({ testTimeout: 60_000 });

const ENV = { SESSION_SECRET: 'mfa-gate-tests-secret-0123456789-abcdefghij', PUBLIC_URL: 'https://contacto.example' };
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let dataDir: string;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'mfa-gate-'));
  storage = createDiskStorage(dataDir);
  server = await startApiApp(db, storage, ENV);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
  await db.sql`UPDATE admin_settings SET value = 'true'::jsonb WHERE key = 'mfa_required'`;
});

const cookieOf = (client: CookieClient) => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');

/** A pending (not public) profile with one photo on disk: only an admin may see it. */
async function pendingProfilePhoto(): Promise<string> {
  const name = `${crypto.randomUUID()}.jpg`;
  const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  await storage.put('images', name, jpeg, 'image/jpeg');
  await insertProfile(db.sql, { status: 'PENDING', isApproved: false, photos: [name] });
  return `/uploads/images/${name}`;
}

async function enrol(signed: Awaited<ReturnType<typeof signedInAdmin>>): Promise<void> {
  const setup = await signed.client.post('/api/admin/mfa/setup', { password: signed.admin.password });
  expect(setup.status).toBe(200);
  const confirm = await signed.client.post('/api/admin/mfa/confirm', { code: totpCode(setup.body.secret as string, totpStep(Date.now())) });
  expect(confirm.status).toBe(200);
}

describe('an admin who must enrol MFA first', () => {
  it('is refused a list route and a pending profile’s media with a clear 403 code; after enrolling, both are answered', async () => {
    const signed = await signedInAdmin({ db, app: server }, 'admin');
    const photo = await pendingProfilePhoto();

    const list = await signed.client.get('/api/admin/profiles');
    expect(list.status).toBe(403);
    expect(list.body).toMatchObject({ code: 'mfaEnrolmentRequired', mfaEnrolmentRequired: true });
    expect(list.body.message).toEqual(expect.any(String));
    const media = await fetch(`${server.url}${photo}`, { headers: { cookie: cookieOf(signed.client) } });
    expect(media.status).toBe(404);
    const variant = await fetch(`${server.url}${photo.replace('/images/', '/images/w320/')}`, {
      headers: { cookie: cookieOf(signed.client) },
    });
    expect(variant.status).toBe(404);

    // What it still reaches: who am I, its own MFA status and the enrolment itself.
    expect((await signed.client.get('/api/admin/user')).status).toBe(200);
    expect((await signed.client.get('/api/admin/mfa')).body).toMatchObject({ enrolled: false, required: true });
    await enrol(signed);

    expect((await signed.client.get('/api/admin/profiles')).status).toBe(200);
    const allowed = await fetch(`${server.url}${photo}`, { headers: { cookie: cookieOf(signed.client) } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('cache-control')).toBe('private, no-store');
  });

  it('as a superadmin, cannot list admins or reset another admin’s MFA before enrolling', async () => {
    const signed = await signedInAdmin({ db, app: server }, 'superadmin');
    const other = await insertAdmin(db.sql);
    const listed = await signed.client.get('/api/admin/mfa/admins');
    expect(listed.status).toBe(403);
    expect(listed.body).toMatchObject({ code: 'mfaEnrolmentRequired' });
    const reset = await signed.client.post(`/api/admin/mfa/admins/${other.id}/reset`);
    expect(reset.status).toBe(403);
    expect(reset.body).toMatchObject({ code: 'mfaEnrolmentRequired' });
    const [audited] = await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM admin_activity_log WHERE action = 'mfa.reset'`;
    expect(audited?.n).toBe(0);

    await enrol(signed);
    expect((await signed.client.get('/api/admin/mfa/admins')).status).toBe(200);
  });

  it('while MFA is optional, an admin without it reaches everything as before', async () => {
    await db.sql`UPDATE admin_settings SET value = 'false'::jsonb WHERE key = 'mfa_required'`;
    const signed = await signedInAdmin({ db, app: server }, 'admin');
    const photo = await pendingProfilePhoto();
    expect((await signed.client.get('/api/admin/profiles')).status).toBe(200);
    expect((await fetch(`${server.url}${photo}`, { headers: { cookie: cookieOf(signed.client) } })).status).toBe(200);
  });
});
