// The back office's preview over HTTP against a real PostgreSQL: GET /api/admin/profiles/:id/preview
// answers a profile in any state but deleted in the public contract, built by the same functions
// as the public GET /api/profiles/:id (so, once she is public, both answers are equal), never with
// a contact value, with where she stands; a guest and a site user get 401; the preview's media load
// for a signed-in admin (private, no-store) and for nobody else while she is not public.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AdminProfilePreviewSchema } from '#contract/admin-profile-preview.schema.ts';
import { AWAITING_REVIEW, insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { adminClient, signedInAdmin } from '#tests/admin-client.ts';
import { startApiApp } from '#tests/api-app.ts';
import { type CookieClient, cookieClient } from '#tests/auth-client.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { createDiskStorage, type MediaStorage } from '../../storage/storage.ts';

const ENV = { SESSION_SECRET: 'admin-preview-tests-secret-0123456789-abcdef', PUBLIC_URL: 'https://contacto.example' };
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let dataDir: string;
let admin: CookieClient;
let siteUser: CookieClient;
let guest: CookieClient;

/** Contact values that appear nowhere else, her full last name and her owner link's address. */
const SECRETS = {
  whatsapp: '+1 809 555 0142',
  email: 'preview-contact@example.org',
  instagram: '@preview-not-shared',
  ownerEmail: 'preview-owner@example.org',
  lastName: 'Quisqueyana',
};

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-preview-'));
  storage = createDiskStorage(dataDir);
  server = await startApiApp(db, storage, ENV);
  admin = (await signedInAdmin({ db, app: server }, 'admin')).client;
  const user = await insertUser(db.sql);
  siteUser = cookieClient(server.url, { origin: true });
  const login = await siteUser.post('/api/auth/login', { email: user.email, password: user.password });
  if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
  guest = adminClient(server.url);
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
});

/** A real photo in the store, named as uploads are. */
async function storedPhoto(): Promise<string> {
  const name = `${randomUUID()}.jpg`;
  const data = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#b46' } })
    .jpeg()
    .toBuffer();
  await storage.put('images', name, data, 'image/jpeg');
  return name;
}

/** A new submission waiting for review: two photos (one switched inactive), contacts of every kind. */
async function pendingProfile() {
  const [shown, second, hidden] = [await storedPhoto(), await storedPhoto(), await storedPhoto()];
  const p = await insertProfile(db.sql, {
    ...AWAITING_REVIEW,
    firstName: 'Yokasta',
    lastName: SECRETS.lastName,
    email: SECRETS.ownerEmail,
    contactMethods: { whatsapp: SECRETS.whatsapp, email: SECRETS.email, instagram: SECRETS.instagram },
    sharedChannels: ['whatsapp', 'email'],
    photos: [shown, second, hidden],
    primaryPhoto: shown,
    inactivePhotos: [hidden],
  });
  return { p, shown, second, hidden };
}

const preview = (c: CookieClient, id: number | string) => c.get(`/api/admin/profiles/${id}/preview`);
const cookieOf = (c: CookieClient) => [...c.jar].map(([k, v]) => `${k}=${v}`).join('; ');

describe('GET /api/admin/profiles/:id/preview', () => {
  it('answers an admin a pending profile in the public shape, with no contact value, as the public route will once she is live', async () => {
    const { p, shown, second } = await pendingProfile();
    expect((await fetch(`${server.url}/api/profiles/${p.id}`)).status).toBe(404);

    const res = await preview(admin, p.id);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = AdminProfilePreviewSchema.parse(res.body);
    expect(body.state).toBe('pending');
    expect(body.editWaiting).toBe(false);
    expect(body.profile).toMatchObject({
      id: p.id,
      firstName: 'Yokasta',
      lastName: 'Q',
      primaryPhoto: `/uploads/images/${shown}`,
      // the inactive photo is left out, as buyers never see it
      photos: [`/uploads/images/${shown}`, `/uploads/images/${second}`],
      contactMethods: { whatsapp: true, email: true, instagram: false, phone: false, telegram: false, facebook: false, tiktok: false },
    });
    const text = JSON.stringify(res.body);
    for (const secret of Object.values(SECRETS)) expect(text).not.toContain(secret);
    expect(text).not.toContain('contactWhatsapp');

    // approved, the public route answers exactly what the preview showed
    await db.sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${p.id}`;
    const publicRes = await fetch(`${server.url}/api/profiles/${p.id}`);
    expect(publicRes.status).toBe(200);
    expect(await publicRes.json()).toEqual(body.profile);
    const live = AdminProfilePreviewSchema.parse((await preview(admin, p.id)).body);
    expect(live).toEqual({ profile: body.profile, state: 'live', editWaiting: false });
  });

  it('says where she stands: paused, withdrawn, sent back, declined, set inactive, live with an edit waiting', async () => {
    const stateOf = async (id: number) => AdminProfilePreviewSchema.parse((await preview(admin, id)).body);
    const live = await insertProfile(db.sql);
    await db.sql`UPDATE profiles SET pending_edit = '{"values": {}}', pending_edit_at = now() WHERE id = ${live.id}`;
    expect(await stateOf(live.id)).toMatchObject({ state: 'live', editWaiting: true });

    const paused = await insertProfile(db.sql, { pausedAt: new Date() });
    expect((await stateOf(paused.id)).state).toBe('paused');
    const withdrawn = await insertProfile(db.sql, { consentWithdrawnAt: new Date(), pausedAt: new Date() });
    expect((await stateOf(withdrawn.id)).state).toBe('withdrawn');
    const inactive = await insertProfile(db.sql, { status: 'INACTIVE' });
    expect((await stateOf(inactive.id)).state).toBe('inactive');

    for (const decision of ['needs_changes', 'declined'] as const) {
      const { p } = await pendingProfile();
      await db.sql`UPDATE profiles SET review_decision = ${decision}, review_reason = 'Blurry photo.' WHERE id = ${p.id}`;
      expect((await stateOf(p.id)).state).toBe(decision);
    }
  });

  it('refuses a guest and a site user with 401, and is a 404 for a deleted or unknown profile, a 400 for a bad id', async () => {
    const { p } = await pendingProfile();
    expect((await preview(guest, p.id)).status).toBe(401);
    expect((await preview(siteUser, p.id)).status).toBe(401);

    const deleted = await insertProfile(db.sql, { deletedAt: new Date() });
    const gone = await preview(admin, deleted.id);
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: 'Profile not found' });
    expect((await preview(admin, 999_999)).status).toBe(404);
    expect((await preview(admin, 'abc')).status).toBe(400);
    expect((await preview(admin, '1.5')).status).toBe(400);
  });

  it('gives media URLs that load for the signed-in admin only (private, no-store), never for a guest or a site user', async () => {
    const { p } = await pendingProfile();
    const body = AdminProfilePreviewSchema.parse((await preview(admin, p.id)).body);
    const urls = [...body.profile.photos, body.profile.photos[0]?.replace('/uploads/images/', '/uploads/images/w320/') ?? ''];
    expect(urls).toHaveLength(3);
    for (const url of urls) {
      const asAdmin = await fetch(`${server.url}${url}`, { headers: { cookie: cookieOf(admin) } });
      expect(asAdmin.status, url).toBe(200);
      expect(asAdmin.headers.get('cache-control'), url).toBe('private, no-store');
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(404);
      expect((await fetch(`${server.url}${url}`, { headers: { cookie: cookieOf(siteUser) } })).status, url).toBe(404);
    }
    // once signed out, an admin's browser gets nothing either
    const another = (await signedInAdmin({ db, app: server }, 'admin')).client;
    const stale = cookieOf(another);
    expect((await another.post('/api/admin/logout')).status).toBeLessThan(300);
    expect((await fetch(`${server.url}${urls[0]}`, { headers: { cookie: stale } })).status).toBe(404);
  });
});
