// Deleting a profile erases her, by each of the three ways it happens (her owner link, an admin, a
// takedown decided in the reports queue), on the disk store and on an S3-compatible server: the
// database part at once, in the deletion's transaction, and the media through the purge job that
// transaction enqueued. Before each deletion she is everywhere a real listing reaches: photos with
// a stored variant, a video the video job rewrote (with its poster), an edit waiting for review
// with its own upload, owner-link requests and uses, the submission's idempotency row, a favourite,
// her block list, a contact sold (through the test-mode checkout), an admin's edit in the audit
// trail, and a takedown request with its proof file and an admin's note. Afterwards the erasure
// report (privacy-check.ts) lists nothing, and what the law and accounting need is still there:
// the sale's price, the consent's version and times, the audit rows, with her personal fields blank.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertAdmin } from '#db/seed/factories/admin.factory.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { hashToken, randomToken, sha256 } from '#lib/crypto.ts';
import { adminClient } from '#tests/admin-client.ts';
import type { CookieClient } from '#tests/auth-client.ts';
import { type CommerceHarness, payInTestMode, startCommerce } from '#tests/commerce.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { buyerDisclosure } from '#tests/factories/disclosure.factory.ts';
import { plainPng } from '#tests/factories/evidence.factory.ts';
import { insertPendingUpload } from '#tests/factories/pending-upload.factory.ts';
import { videoTools, webmLasting } from '#tests/factories/video.factory.ts';
import { type S3TestServer, startS3Server } from '#tests/s3-server.ts';
import { MEDIA_PURGE_QUEUE } from '../media/media-purge.job.ts';
import { createMediaPurgeService, PURGE_GRACE_MS } from '../media/media-purge.service.ts';
import { insertPendingUploads } from '../media/uploads.queries.ts';
import { createVideoService } from '../media/video.service.ts';
import { SETTLE_QUEUE } from '../orders/settle.job.ts';
import { insertOwnerLinkRequest, recordOwnerLinkUse } from '../owner/owner.queries.ts';
import { createS3Storage } from '../storage/s3.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';
import { privacyCheck } from './privacy-check.ts';

const log = pino({ level: 'silent' });
let tmp: string;
let s3server: S3TestServer;
let endpoint: string;
let db: TestDatabase;
let video: Buffer;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-erasure-'));
  s3server = await startS3Server(path.join(tmp, 's3'));
  endpoint = s3server.endpoint;
  db = await createTestDatabase();
  video = await webmLasting(1);
});

afterAll(async () => {
  await s3server?.close();
  await db?.drop();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

const stores: [string, () => MediaStorage][] = [
  ['disk', () => createDiskStorage(path.join(tmp, 'disk'))],
  ['S3', () => createS3Storage({ endpoint, region: 'us-east-1', bucket: 'media', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' })],
];

type Way = 'her owner link' | 'an admin' | 'a takedown';
const ways: Way[] = ['her owner link', 'an admin', 'a takedown'];

let serial = 0;

/** A listed woman as a real listing leaves her in the database and the store, with one contact sold. */
async function listedWoman(h: CommerceHarness, storage: MediaStorage, admin: CookieClient) {
  serial += 1;
  const tag = `q${'abcdefghij'[serial % 10]}${'klmnopqrst'[Math.floor(serial / 10) % 10]}`;
  const her = {
    firstName: `Zuleika${tag}`,
    lastName: `Erasmo${tag}`,
    email: `zuleika.${tag}@example.org`,
    whatsapp: `+1 829 555 07${String(serial).padStart(2, '0')}`,
    instagram: `@zuleika_${tag}`,
    about: `Bailo merengue ${tag} en Jarabacoa`,
  };
  const token = randomToken(32);
  const jpeg = await sharp({ create: { width: 400, height: 500, channels: 3, background: '#a3c' } })
    .jpeg()
    .toBuffer();
  const photos = [`${randomUUID()}.jpg`, `${randomUUID()}.jpg`];
  for (const name of photos) {
    await storage.put('images', name, jpeg, 'image/jpeg');
    await h.sql`INSERT INTO media_files (name, kind, content_type, size_bytes) VALUES (${name}, 'images', 'image/jpeg', ${jpeg.length})`;
  }
  const clip = `${randomUUID()}.webm`;
  const profile = await insertProfile(h.sql, {
    firstName: her.firstName,
    lastName: her.lastName,
    email: her.email,
    aboutMe: her.about,
    contactMethods: { whatsapp: her.whatsapp, instagram: her.instagram, email: her.email },
    sharedChannels: ['whatsapp', 'instagram', 'email'],
    photos: photos.map((name) => `/uploads/images/${name}`),
    primaryPhoto: `/uploads/images/${photos[0]}`,
    videos: [`/uploads/videos/${clip}`],
    ownerTokenHash: hashToken(token),
    price: '2.00',
  });
  const id = profile.id;

  // her video, claimed by her submission and rewritten by the video job (which leaves a poster)
  await storage.put('pending', clip, video, 'video/webm');
  await insertPendingUploads(h.sql, [
    {
      name: clip,
      kind: 'video',
      mimetype: 'video/webm',
      bytes: video.length,
      sha256: sha256(video),
      processed: false,
      clientKeyHash: 'k'.repeat(32),
    },
  ]);
  await h.sql`UPDATE pending_uploads SET profile_id = ${id}, claimed_at = now() WHERE name = ${clip}`;
  expect(await createVideoService({ sql: h.sql, storage, tools: videoTools(), log }).process(clip)).toBe('processed');
  // a variant of her photo, rendered for a visitor and kept in the store
  expect((await fetch(`${h.url}/uploads/images/w320/${photos[0]}`)).status).toBe(200);
  // her edit waiting for review, with a new photo of its own
  const editPhoto = await insertPendingUpload(h.sql, storage);
  await h.sql`
    UPDATE profiles SET pending_edit_at = now(),
      pending_edit = ${h.sql.json({ values: { photos: [editPhoto], videos: [], aboutMe: `${her.about} y salsa` }, consentIpHash: 'f'.repeat(64) })}
    WHERE id = ${id}`;
  // her owner link asked for and used, her submission's idempotency row, a favourite, her block list
  await insertOwnerLinkRequest(h.sql, { tokenHash: hashToken(randomToken(32)), profileId: id, language: 'es', minutes: 30 });
  await recordOwnerLinkUse(h.sql, id);
  await h.sql`
    INSERT INTO profile_submissions (idempotency_key, profile_id, request_hash, owner_token_sealed)
    VALUES (${randomUUID()}, ${id}, ${sha256(her.email)}, 'sealed')`;
  const fan = await insertUser(h.sql);
  await h.sql`INSERT INTO user_favorites (user_id, profile_id) VALUES (${fan.id}, ${id})`;
  await h.sql`
    INSERT INTO buyer_blocks (profile_id, buyer_email_hash, label, created_by_owner)
    VALUES (${id}, ${sha256('pest@example.com')}, 'Pest, US', true)`;

  // one contact sold
  const sale = await payInTestMode(h, [id]);
  expect(sale.order?.status).toBe('completed');
  // and one waiting for her answer: a US buyer, whose card is only authorised
  const request = await payInTestMode(h, [id], {
    buyerCountry: 'US',
    buyerDisclosure: buyerDisclosure(),
    customerEmail: 'us.buyer@example.com',
  });
  expect(request.order?.status).toBe('awaiting_approval');
  // an admin's edit: the audit trail holds the values before and after
  const edited = await admin.patch(`/api/admin/profiles/${id}`, { lastName: `${her.lastName}s`, aboutMe: `${her.about} y bachata` });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  // a takedown request about her, with a proof file, and an admin's note on it
  const form = new FormData();
  for (const [key, value] of Object.entries({
    profile: String(id),
    description: `${her.firstName} usa mis fotos; su WhatsApp es ${her.whatsapp}`,
    email: 'real.person@example.com',
    confirmed: 'true',
    language: 'es',
  }))
    form.append(key, value);
  form.append('proof', new Blob([new Uint8Array(await plainPng())], { type: 'image/png' }), 'proof.png');
  const filed = await fetch(`${h.url}/api/takedowns`, { method: 'POST', body: form });
  expect(filed.status).toBe(201);
  const reportId = ((await filed.json()) as { id: number }).id;
  expect((await admin.post(`/api/admin/reports/${reportId}/notes`, { body: `Escribí a ${her.email}` })).status).toBe(201);
  // she wrote to support from her address (and was answered), and a buyer quoted her number
  const contact = async (body: Record<string, string>) => {
    const res = await fetch(`${h.url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };
  const ownMessage = await contact({
    fullName: `${her.firstName} ${her.lastName}`,
    email: her.email,
    subject: 'profile',
    message: `Quiero cambiar mis fotos, soy ${her.firstName}.`,
    language: 'es',
  });
  expect((await admin.post(`/api/admin/messages/${ownMessage}/replies`, { body: `Hola ${her.firstName}, claro que sí.` })).status).toBe(
    201,
  );
  const quotingMessage = await contact({
    fullName: 'Juan Comprador',
    email: 'juan.buyer@example.com',
    subject: 'billing',
    message: `The number ${her.whatsapp} does not answer, please help.`,
  });

  const [consent] = await h.sql<{ givenAt: Date; version: string }[]>`
    SELECT consent_given_at AS "givenAt", consent_text_version AS version FROM profiles WHERE id = ${id}`;
  return {
    id,
    token,
    reportId,
    ownMessage,
    quotingMessage,
    orderId: sale.order?.id as number,
    requestOrderId: request.order?.id as number,
    consent,
    values: Object.values(her),
    media: [...photos, clip, editPhoto],
  };
}

describe.each(stores)('on the %s store', (_label, makeStorage) => {
  let h: CommerceHarness;
  let storage: MediaStorage;
  let admin: CookieClient;

  beforeAll(async () => {
    storage = makeStorage();
    h = await startCommerce({ db, storage });
    const account = await insertAdmin(h.sql, { role: 'admin' });
    admin = adminClient(h.url);
    expect((await admin.post('/api/admin/login', { username: account.username, password: account.password })).status).toBe(200);
  });
  afterAll(async () => {
    await h?.close();
  });
  beforeEach(async () => {
    await h.sql`DELETE FROM rate_limits`;
  });

  it.each(ways)('when she is deleted through %s, then nothing of her is left and the sale, the consent and the audit stay', async (way) => {
    const her = await listedWoman(h, storage, admin);
    const before = await privacyCheck(h.sql, storage, her.id, her);
    expect(before.leftovers).toEqual(expect.arrayContaining(['profiles.first_name', 'profiles.contact_methods']));
    const auditBefore = await h.sql`SELECT id FROM admin_activity_log WHERE target_type = 'profile' AND target_id = ${String(her.id)}`;
    const [{ purges: purgesBefore } = { purges: 0 }] = await h.sql<{ purges: number }[]>`
      SELECT count(*)::int AS purges FROM pgboss.job WHERE name = ${MEDIA_PURGE_QUEUE}`;

    if (way === 'her owner link') {
      const res = await fetch(`${h.url}/api/owner/profile`, { method: 'DELETE', headers: { 'x-owner-token': her.token } });
      expect(res.status).toBe(204);
    } else if (way === 'an admin') {
      const res = await admin.delete(`/api/admin/profiles/${her.id}`);
      expect(res.status, JSON.stringify(res.body)).toBe(204);
    } else {
      const res = await admin.post(`/api/admin/reports/${her.reportId}/delete-profile`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toMatchObject({ id: her.reportId, profile: null, status: 'resolved', description: '', evidence: null });
    }

    // the database part at once: only her files wait, for the purge the deletion enqueued
    const atOnce = await privacyCheck(h.sql, storage, her.id, her);
    expect(atOnce.deleted).toBe(true);
    const queued = (line: string) => line.startsWith('media_purge_queue.') || line.startsWith('media_publish_queue.');
    expect(atOnce.leftovers.filter((line) => !line.startsWith('storage ') && !queued(line))).toEqual([]);
    expect(atOnce.leftovers).toContain(`storage images/${her.media[0]}`);
    const purges = await h.sql<{ startAfter: Date; createdOn: Date }[]>`
      SELECT start_after AS "startAfter", created_on AS "createdOn" FROM pgboss.job WHERE name = ${MEDIA_PURGE_QUEUE} ORDER BY created_on`;
    expect(purges.length).toBe(purgesBefore + 1);
    const purge = purges.at(-1);
    expect((purge?.startAfter.getTime() ?? 0) - (purge?.createdOn.getTime() ?? 0)).toBeGreaterThanOrEqual(PURGE_GRACE_MS);

    // what that job runs, once the grace for a variant still being rendered has passed
    await createMediaPurgeService({ sql: h.sql, storage, log }).purge(new Date(Date.now() + 2 * PURGE_GRACE_MS));
    expect((await privacyCheck(h.sql, storage, her.id, her)).leftovers).toEqual([]);

    // kept: the sale with its price, her consent's version and times, the audit rows
    const [item] = await h.sql<{ price: string; releaseStatus: string; contactInfo: object; snapshot: object; total: string }[]>`
      SELECT i.price, i.release_status AS "releaseStatus", i.contact_info AS "contactInfo", i.profile_snapshot AS snapshot,
        o.total_amount AS total
      FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.order_id = ${her.orderId} AND i.profile_id = ${her.id}`;
    expect(item).toEqual({ price: '2.00', releaseStatus: 'released', contactInfo: {}, snapshot: {}, total: '2.00' });
    // her request waiting for an answer is declined (the settle job releases the hold) and keeps nothing of her
    const [asked] = await h.sql`
      SELECT release_status AS status, decline_reason AS reason, profile_snapshot AS snapshot, contact_info AS "contactInfo"
      FROM order_items WHERE order_id = ${her.requestOrderId}`;
    expect(asked).toEqual({
      status: 'declined',
      reason: way === 'her owner link' ? 'withdrawn' : 'unavailable',
      snapshot: {},
      contactInfo: null,
    });
    const settles =
      await h.sql`SELECT 1 FROM pgboss.job WHERE name = ${SETTLE_QUEUE} AND data ->> 'orderId' = ${String(her.requestOrderId)}`;
    expect(settles).toHaveLength(1);
    const [profile] = await h.sql<{ givenAt: Date; version: string; deletedAt: Date | null; firstName: string }[]>`
      SELECT consent_given_at AS "givenAt", consent_text_version AS version, deleted_at AS "deletedAt", first_name AS "firstName"
      FROM profiles WHERE id = ${her.id}`;
    expect(profile).toMatchObject({ givenAt: her.consent?.givenAt, version: her.consent?.version, firstName: '' });
    expect(profile?.deletedAt).toBeInstanceOf(Date);
    const audit = await h.sql<{ action: string; details: Record<string, unknown> }[]>`
      SELECT action, details FROM admin_activity_log WHERE target_type = 'profile' AND target_id = ${String(her.id)} ORDER BY id`;
    expect(audit.length).toBe(auditBefore.length + (way === 'an admin' ? 1 : 0));
    expect(audit[0]?.action).toBe('profile.update');
    expect(audit[0]?.details).toEqual({
      fields: expect.arrayContaining(['lastName', 'aboutMe']),
      changes: { lastName: {}, aboutMe: {} },
    });
    if (way === 'an admin') expect(audit.at(-1)).toEqual({ action: 'profile.delete', details: {} });
    if (way === 'a takedown') {
      const [row] = await h.sql`
        SELECT details FROM admin_activity_log WHERE action = 'report.delete_profile' AND target_id = ${String(her.reportId)}`;
      expect(row?.details).toEqual({ profileId: her.id });
    }
    const [report] = await h.sql`SELECT type, email, status FROM reports WHERE id = ${her.reportId}`;
    expect(report).toEqual({ type: 'takedown', email: 'real.person@example.com', status: way === 'a takedown' ? 'resolved' : 'open' });

    // her own message to support keeps only its subject and times; one quoting her keeps all but her values
    const [own] = await h.sql`SELECT full_name, email, subject, message FROM contact_messages WHERE id = ${her.ownMessage}`;
    expect(own).toEqual({ full_name: '', email: '', subject: 'profile', message: '' });
    const [quoting] = await h.sql`SELECT full_name, email, message FROM contact_messages WHERE id = ${her.quotingMessage}`;
    expect(quoting).toEqual({
      full_name: 'Juan Comprador',
      email: 'juan.buyer@example.com',
      message: 'The number … does not answer, please help.',
    });

    // her link, her page and her media are gone for good
    expect((await fetch(`${h.url}/api/owner/profile`, { headers: { 'x-owner-token': her.token } })).status).toBe(404);
    expect((await fetch(`${h.url}/api/profiles/${her.id}`)).status).toBe(404);
  });
});
