// The admin edit page's API over HTTP against a real PostgreSQL: GET answers the
// admin object; PATCH takes the full cleaned object or a part, refuses unknown fields and media
// that are not hers, keeps the subset rules, follows the status rules (ACTIVE approves, any other
// status does not), claims new uploads and unlinks removed media; approve makes her public and
// writes the change feed at once; a decision is stored with its reason, mailed and shown on her
// owner page; her pending edit is applied or sent back; every change writes its audit row with the
// changed fields; admins see any profile's media, guests only public ones.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminProfile } from '#contract/admin-profile.schema.ts';
import { AdminProfileSchema } from '#contract/admin-profile.schema.ts';
import { pendingUploadName } from '#contract/upload.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { signedInAdmin } from '#tests/admin-client.ts';
import { startApiApp } from '#tests/api-app.ts';
import type { CookieClient } from '#tests/auth-client.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { insertPendingUpload } from '#tests/factories/pending-upload.factory.ts';
import { recordingJobs } from '#tests/jobs.ts';
import { OWNER_LINK_MAIL_QUEUE } from '../../owner/owner-link-mail.job.ts';
import { createDiskStorage, type MediaStorage } from '../../storage/storage.ts';

const ENV = { SESSION_SECRET: 'admin-edit-tests-secret-0123456789-abcdefgh', PUBLIC_URL: 'https://contacto.example' };
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let dataDir: string;
let admin: { id: number };
let client: CookieClient;
const { jobs, sent } = recordingJobs<Record<string, unknown>>();

const name = (n: number, ext = 'jpg') => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}.${ext}`;
const url = (n: number) => `/uploads/images/${name(n)}`;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'admin-edit-'));
  storage = createDiskStorage(dataDir);
  server = await startApiApp(db, storage, ENV, { jobs });
  const signedIn = await signedInAdmin({ db, app: server }, 'admin');
  admin = signedIn.admin;
  client = signedIn.client;
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  sent.length = 0;
  await db.sql`DELETE FROM rate_limits`;
});

async function pendingProfile(overrides: Parameters<typeof insertProfile>[1] = {}) {
  return insertProfile(db.sql, { status: 'PENDING', isApproved: false, photos: [name(1), name(2), name(3)], ...overrides });
}

async function auditRows(id: number) {
  return db.sql<{ action: string; adminId: number; details: Record<string, unknown> }[]>`
    SELECT action, admin_id AS "adminId", details FROM admin_activity_log WHERE target_type = 'profile' AND target_id = ${String(id)} ORDER BY id`;
}

/** Her rows in the change feed, all or those written after `mark` (feedMark). */
async function feed(id: number, mark = '0') {
  return (await db.sql<{ kind: string }[]>`SELECT kind FROM catalog_changes WHERE profile_id = ${id} AND seq > ${mark} ORDER BY 1`).map(
    (r) => r.kind,
  );
}

// The feed is append-only: the catalogue cache counts its rows to see a change (catalog-cache.ts),
// so a test marks where it stands instead of deleting rows, which could hide the change it makes.
const feedMark = async () =>
  (await db.sql<{ mark: string }[]>`SELECT coalesce(max(seq), 0)::text AS mark FROM catalog_changes`)[0]?.mark ?? '0';

const publicStatus = async (id: number) => (await fetch(`${server.url}/api/profiles/${id}`)).status;

/** The cleaned object the form sends: the GET answer without timestamps and read-only fields, contacts as one object. */
function cleaned(p: AdminProfile): Record<string, unknown> {
  const {
    createdAt: _c,
    updatedAt: _u,
    isPublic: _p,
    reviewDecision: _d,
    reviewReason: _r,
    reviewedAt: _a,
    pendingEdit: _e,
    contactWhatsapp,
    contactInstagram,
    contactEmail,
    contactPhone,
    contactTelegram,
    contactFacebook,
    contactTiktok,
    ...rest
  } = p;
  const methods = {
    whatsapp: contactWhatsapp,
    instagram: contactInstagram,
    email: contactEmail,
    phone: contactPhone,
    telegram: contactTelegram,
    facebook: contactFacebook,
    tiktok: contactTiktok,
  };
  return { ...rest, contactMethods: Object.fromEntries(Object.entries(methods).filter(([, v]) => v.trim() !== '')) };
}

describe('GET /api/admin/profiles/:id', () => {
  it('answers the admin object: media as the app shows them, contact fields one by one', async () => {
    const p = await pendingProfile({ contactMethods: { whatsapp: '+1 809 555 0101', email: 'ana@example.org' }, price: '29.99' });
    const res = await client.get(`/api/admin/profiles/${p.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const body = res.body as unknown as AdminProfile;
    AdminProfileSchema.parse(body);
    expect(body).toMatchObject({
      id: p.id,
      firstName: p.firstName,
      photos: [url(1), url(2), url(3)],
      primaryPhoto: url(1),
      contactWhatsapp: '+1 809 555 0101',
      contactEmail: 'ana@example.org',
      contactTiktok: '',
      price: 29.99,
      status: 'PENDING',
      isApproved: false,
      pendingEdit: null,
      reviewReason: null,
    });
    expect(typeof body.createdAt).toBe('string');
  });

  it('is a 404 for an unknown or deleted profile and a 400 for an id that is not an integer', async () => {
    const p = await pendingProfile({ deletedAt: new Date() } as never);
    expect((await client.get(`/api/admin/profiles/${p.id}`)).body).toEqual({ message: 'Profile not found' });
    expect((await client.get('/api/admin/profiles/999999')).status).toBe(404);
    expect((await client.get('/api/admin/profiles/abc')).status).toBe(400);
    expect((await client.get('/api/admin/profiles/1.5')).status).toBe(400);
  });
});

describe('PATCH /api/admin/profiles/:id', () => {
  it('saves the full cleaned object, with the changed fields in the audit row', async () => {
    const p = await pendingProfile({ contactMethods: { whatsapp: '+1 809 555 0101' } });
    const before = (await client.get(`/api/admin/profiles/${p.id}`)).body as unknown as AdminProfile;
    const body = {
      ...cleaned(before),
      firstName: 'Renamed',
      languages: ['Spanish', 'English'],
      price: 12.5,
      contactMethods: { whatsapp: '+1 809 555 0101', phone: '+1 809 555 0102' },
    };
    const res = await client.patch(`/api/admin/profiles/${p.id}`, body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: 'Renamed',
      price: 12.5,
      contactPhone: '+1 809 555 0102',
      languages: ['Spanish', 'English'],
    });
    const [row] = await auditRows(p.id);
    expect(row?.action).toBe('profile.update');
    expect(row?.adminId).toBe(admin.id);
    expect([...((row?.details.fields as string[]) ?? [])].sort()).toEqual(['contactMethods', 'firstName', 'languages', 'price']);
    expect(row?.details.changes).toMatchObject({
      firstName: { from: p.firstName, to: 'Renamed' },
      contactMethods: { channels: ['phone'] },
    });
  });

  it('refuses unknown fields, timestamps and bad values with field errors', async () => {
    const p = await pendingProfile();
    for (const body of [{ nickname: 'x' }, { createdAt: '2020-01-01' }, { age: 17 }, { status: 'LIVE' }, { price: -1 }, { id: p.id + 1 }]) {
      const res = await client.patch(`/api/admin/profiles/${p.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await auditRows(p.id)).toEqual([]);
  });

  it('keeps the subset rules: inactive media and the primary photo are among the photos', async () => {
    const p = await pendingProfile();
    expect((await client.patch(`/api/admin/profiles/${p.id}`, { inactivePhotos: [url(9)] })).status).toBe(400);
    expect((await client.patch(`/api/admin/profiles/${p.id}`, { primaryPhoto: url(9) })).status).toBe(400);
    expect((await client.patch(`/api/admin/profiles/${p.id}`, { photos: [url(1)], inactivePhotos: [url(2)] })).status).toBe(400);
    expect((await client.patch(`/api/admin/profiles/${p.id}`, { photos: ['/uploads/images/not-hers.jpg'] })).status).toBe(400);
  });

  it('saves the partial immediate saves, each audited under its own action', async () => {
    const p = await pendingProfile();
    const toggled = await client.patch(`/api/admin/profiles/${p.id}`, { inactivePhotos: [url(2)] });
    expect(toggled.body).toMatchObject({ inactivePhotos: [url(2)], photos: [url(1), url(2), url(3)] });
    expect((await client.patch(`/api/admin/profiles/${p.id}`, { primaryPhoto: url(3) })).body).toMatchObject({ primaryPhoto: url(3) });
    expect((await client.patch(`/api/admin/profiles/${p.id}`, { isFeatured: true })).body).toMatchObject({ isFeatured: true });
    const rows = await auditRows(p.id);
    expect(rows.map((r) => r.action)).toEqual(['profile.media_toggle', 'profile.primary_photo', 'profile.feature']);
    expect(rows[0]?.details.fields).toEqual(['inactivePhotos']);
    // saving what is already there changes nothing and writes nothing
    await client.patch(`/api/admin/profiles/${p.id}`, { isFeatured: true });
    expect(await auditRows(p.id)).toHaveLength(3);
  });

  it('unlinks removed media: the primary photo moves to the first remaining one, inactive lists follow', async () => {
    const p = await pendingProfile({ inactivePhotos: [name(3)] });
    const res = await client.patch(`/api/admin/profiles/${p.id}`, { photos: [url(2)] });
    expect(res.body).toMatchObject({ photos: [url(2)], primaryPhoto: url(2), inactivePhotos: [] });
  });

  it('claims a new upload into the profile on save', async () => {
    const p = await pendingProfile({ photos: [] });
    const upload = await insertPendingUpload(db.sql, storage, 'image');
    const res = await client.patch(`/api/admin/profiles/${p.id}`, { photos: [upload], primaryPhoto: upload });
    expect(res.status).toBe(200);
    const published = `/uploads/images/${pendingUploadName(upload)}`;
    expect(res.body).toMatchObject({ photos: [published], primaryPhoto: published });
    const [claim] = await db.sql`SELECT profile_id FROM pending_uploads WHERE name = ${pendingUploadName(upload) ?? ''}`;
    expect(claim?.profile_id).toBe(p.id);
    expect(await storage.get('images', pendingUploadName(upload) ?? '')).not.toBeNull();
    // a claimed upload cannot be claimed again by another profile
    const other = await pendingProfile({ photos: [] });
    expect((await client.patch(`/api/admin/profiles/${other.id}`, { photos: [upload] })).status).toBe(400);
  });

  it('follows the status rules: ACTIVE approves and publishes at once, any other status does not', async () => {
    const p = await pendingProfile();
    expect(await publicStatus(p.id)).toBe(404);
    const active = await client.patch(`/api/admin/profiles/${p.id}`, { status: 'ACTIVE', isApproved: false });
    expect(active.body).toMatchObject({ status: 'ACTIVE', isApproved: true, isPublic: true });
    expect(await publicStatus(p.id)).toBe(200);
    expect(await feed(p.id)).toContain('upsert');
    const inactive = await client.patch(`/api/admin/profiles/${p.id}`, { status: 'INACTIVE', isApproved: true });
    expect(inactive.body).toMatchObject({ status: 'INACTIVE', isApproved: false });
    expect(await publicStatus(p.id)).toBe(404);
    expect(await feed(p.id)).toContain('delete');
  });

  it('takes a photo switched inactive off the public profile at once', async () => {
    const p = await insertProfile(db.sql, { photos: [name(11), name(12)] });
    const shown = async () => ((await (await fetch(`${server.url}/api/profiles/${p.id}`)).json()) as { photos: string[] }).photos;
    expect(await shown()).toContain(url(12));
    const mark = await feedMark();
    expect((await client.patch(`/api/admin/profiles/${p.id}`, { inactivePhotos: [url(12)] })).status).toBe(200);
    expect(await shown()).not.toContain(url(12));
    expect(await feed(p.id, mark)).toEqual(['upsert']);
  });

  it('sets Verified, which buyers then see', async () => {
    const p = await insertProfile(db.sql, { verified: false });
    await client.patch(`/api/admin/profiles/${p.id}`, { verified: true });
    const shown = (await (await fetch(`${server.url}/api/profiles/${p.id}`)).json()) as { verified: boolean };
    expect(shown.verified).toBe(true);
  });
});

describe('moderation', () => {
  it('approve makes a new submission public, in the change feed, audited', async () => {
    const p = await pendingProfile({ reviewDecision: 'needs_changes' } as never);
    const res = await client.post(`/api/admin/profiles/${p.id}/approve`);
    expect(res.body).toMatchObject({ status: 'ACTIVE', isApproved: true, reviewDecision: null });
    expect(await publicStatus(p.id)).toBe(200);
    expect(await feed(p.id)).toEqual(['upsert']);
    expect((await auditRows(p.id)).map((r) => r.action)).toEqual(['profile.approve']);
    expect((await client.post('/api/admin/profiles/999999/approve')).status).toBe(404);
  });

  it('a decision is stored with its reason, mailed to her in her language and shown on her owner page', async () => {
    const token = randomToken(32);
    const p = await pendingProfile({ email: 'ana@example.org', ownerTokenHash: hashToken(token) });
    await db.sql`UPDATE profiles SET owner_language = 'es' WHERE id = ${p.id}`;
    expect((await client.post(`/api/admin/profiles/${p.id}/review`, { decision: 'needs_changes' })).status).toBe(400);
    expect((await client.post(`/api/admin/profiles/${p.id}/review`, { decision: 'maybe', reason: 'x' })).status).toBe(400);
    expect((await client.post(`/api/admin/profiles/${p.id}/review`, { decision: 'declined', reason: 'x'.repeat(1001) })).status).toBe(400);
    const res = await client.post(`/api/admin/profiles/${p.id}/review`, { decision: 'needs_changes', reason: 'Please add a face photo.' });
    expect(res.body).toMatchObject({
      status: 'PENDING',
      isApproved: false,
      reviewDecision: 'needs_changes',
      reviewReason: 'Please add a face photo.',
    });
    const [row] = await db.sql`SELECT reviewed_by, reviewed_at FROM profiles WHERE id = ${p.id}`;
    expect(row?.reviewed_by).toBe(admin.id);
    expect(sent).toEqual([
      {
        name: OWNER_LINK_MAIL_QUEUE,
        data: { profileId: p.id, language: 'es', review: { kind: 'needs_changes', reason: 'Please add a face photo.' } },
      },
    ]);
    const owner = await fetch(`${server.url}/api/owner/profile`, { headers: { 'X-Owner-Token': token } });
    expect(await owner.json()).toMatchObject({ state: 'needs_changes', reviewReason: 'Please add a face photo.' });
    expect((await auditRows(p.id)).map((r) => [r.action, r.details.reason])).toEqual([['profile.send_back', 'Please add a face photo.']]);

    await client.post(`/api/admin/profiles/${p.id}/review`, { decision: 'declined', reason: 'Not a real person.' });
    const [declined] = await db.sql`SELECT status, review_decision FROM profiles WHERE id = ${p.id}`;
    expect(declined).toEqual({ status: 'INACTIVE', review_decision: 'declined' });
    expect((await auditRows(p.id)).at(-1)?.action).toBe('profile.decline');
  });

  describe('her pending edit of a live profile', () => {
    const edit = (photos: string[]) => ({
      values: {
        firstName: 'Edited',
        age: 30,
        gender: 'female',
        location: 'Santiago',
        languages: [],
        children: [],
        lookingFor: [],
        interests: [],
        personalityTags: [],
        contactMethods: { whatsapp: '+1 809 555 0199' },
        photos,
        videos: [],
        combinedAgreement: true,
        contactSharingConsent: true,
        language: 'en',
      },
      consentIpHash: 'h'.repeat(64),
    });
    const withEdit = async () => {
      const token = randomToken(32);
      const p = await insertProfile(db.sql, {
        firstName: 'Live',
        photos: [name(21), name(22)],
        inactivePhotos: [name(22)],
        email: 'eva@example.org',
        ownerTokenHash: hashToken(token),
      });
      await db.sql`UPDATE profiles SET pending_edit = ${db.sql.json(edit([url(21)]) as never)}, pending_edit_at = now() WHERE id = ${p.id}`;
      return { p, token };
    };

    it('is shown with her proposed values and, approved, replaces the live version at once', async () => {
      const { p } = await withEdit();
      const view = (await client.get(`/api/admin/profiles/${p.id}`)).body as unknown as AdminProfile;
      expect(view.pendingEdit?.values).toMatchObject({ firstName: 'Edited', contactWhatsapp: '+1 809 555 0199', photos: [url(21)] });
      const mark = await feedMark();
      const res = await client.post(`/api/admin/profiles/${p.id}/pending-edit/approve`);
      expect(res.body).toMatchObject({ firstName: 'Edited', pendingEdit: null, photos: [url(21)], inactivePhotos: [], isPublic: true });
      expect(await feed(p.id, mark)).toContain('upsert');
      const [row] = await auditRows(p.id);
      expect(row?.action).toBe('profile.edit_approve');
      expect(row?.details.fields).toEqual(expect.arrayContaining(['firstName', 'photos']));
      expect((await client.post(`/api/admin/profiles/${p.id}/pending-edit/approve`)).status).toBe(409);
    });

    it('sent back, is dropped with the reason shown to her, mailed, and the live version stays', async () => {
      const { p, token } = await withEdit();
      expect((await client.post(`/api/admin/profiles/${p.id}/pending-edit/send-back`, {})).status).toBe(400);
      const res = await client.post(`/api/admin/profiles/${p.id}/pending-edit/send-back`, { reason: 'Photo is blurry.' });
      expect(res.body).toMatchObject({ firstName: 'Live', pendingEdit: null, isPublic: true, reviewReason: 'Photo is blurry.' });
      expect(sent[0]?.data).toMatchObject({ profileId: p.id, review: { kind: 'edit_sent_back', reason: 'Photo is blurry.' } });
      const owner = await fetch(`${server.url}/api/owner/profile`, { headers: { 'X-Owner-Token': token } });
      expect(await owner.json()).toMatchObject({ state: 'live', reviewReason: 'Photo is blurry.', pendingEdit: null });
      expect((await auditRows(p.id)).map((r) => r.action)).toEqual(['profile.edit_send_back']);
    });
  });
});

describe('media of a profile that is not public', () => {
  it('are served to an admin (private, no-store), never to a guest', async () => {
    const upload = await insertPendingUpload(db.sql, storage, 'image');
    const p = await pendingProfile({ photos: [] });
    await client.patch(`/api/admin/profiles/${p.id}`, { photos: [upload] });
    const file = `/uploads/images/${pendingUploadName(upload)}`;
    expect((await fetch(`${server.url}${file}`)).status).toBe(404);
    const asAdmin = await fetch(`${server.url}${file}`, { headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get('cache-control')).toBe('private, no-store');
    // a file no profile names stays a 404 for an admin too
    const stray = await fetch(`${server.url}/uploads/images/${name(99)}`, {
      headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(stray.status).toBe(404);
  });
});

describe('DELETE /api/admin/profiles/:id', () => {
  it('deletes and erases her (audited as profile.delete), then she is a 404; bad and unknown ids are a 400 and a 404', async () => {
    const p = await insertProfile(db.sql, { firstName: 'Borrable', contactMethods: { whatsapp: '+1 809 555 0177' } });
    const sentBefore = sent.length;
    const res = await client.delete(`/api/admin/profiles/${p.id}`);
    expect(res.status).toBe(204);
    const [row] = await db.sql`SELECT first_name, contact_methods, deleted_at IS NOT NULL AS deleted FROM profiles WHERE id = ${p.id}`;
    expect(row).toEqual({ first_name: '', contact_methods: {}, deleted: true });
    const [audit] = await db.sql`
      SELECT admin_id AS "adminId", details FROM admin_activity_log WHERE action = 'profile.delete' AND target_id = ${String(p.id)}`;
    expect(audit).toEqual({ adminId: admin.id, details: {} });
    // her files are removed by the media purge, enqueued with the deletion
    expect(sent.slice(sentBefore).map((job) => job.name)).toEqual(['media.purge']);

    expect((await client.delete(`/api/admin/profiles/${p.id}`)).body).toEqual({ message: 'Profile not found' });
    expect((await client.get(`/api/admin/profiles/${p.id}`)).status).toBe(404);
    expect((await client.delete('/api/admin/profiles/999999')).status).toBe(404);
    expect((await client.delete('/api/admin/profiles/abc')).status).toBe(400);
  });
});
