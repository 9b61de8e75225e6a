// The owner link over HTTP against a real PostgreSQL: the token (in X-Owner-Token, stored only
// hashed) opens her profile and its state; a wrong, malformed or missing token is one 404; pause
// hides her from every public answer and resume brings her back; withdrawal and deletion take
// her out at once (tombstone in the change feed, 404 for her API, page and media addresses); an
// edit of a live profile waits for review while the live version stays; the link is mailed after
// a submission, and a request for a new one (to a contact email on file) leaves it working, with
// one answer whether or not it matched; every call is rate limited; bad bodies are 400 with field errors.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '#api/env.ts';
import { OwnerProfileSchema } from '#contract/owner.schema.ts';
import { pendingUploadName } from '#contract/upload.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { hashToken, randomToken } from '#lib/crypto.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { insertPendingUpload } from '#tests/factories/pending-upload.factory.ts';
import { recordingJobs } from '#tests/jobs.ts';
import type { JobContext } from '../jobs/queues.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { publicMediaOf } from '../media/pending-uploads.ts';
import { createSeoService } from '../seo/seo.service.ts';
import { resolvePath } from '../seo/seo-pages.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';
import { OWNER_CALLS_PER_HOUR, OWNER_RESENDS_PER_HOUR } from './owner.router.ts';
import { OWNER_LINK_MAIL_QUEUE, type OwnerLinkMailPayload, ownerLinkMailJob } from './owner-link-mail.job.ts';

const SECRET = 'owner-link-tests-secret-0123456789-abcdefgh';
const ENV = { SESSION_SECRET: SECRET, PUBLIC_URL: 'https://contacto.example' };
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let dataDir: string;
const { jobs, sent } = recordingJobs<OwnerLinkMailPayload>();

const photo = (n: number) => `/uploads/pending/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.jpg`;
const livePhoto = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}.jpg`;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'owner-'));
  storage = createDiskStorage(dataDir);
  server = await startApiApp(db, storage, ENV, { jobs });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
  sent.length = 0;
});

const SUBMISSION = {
  firstName: 'María',
  lastName: 'Rodríguez',
  age: 24,
  gender: 'female',
  location: 'Santiago',
  aboutMe: 'Hola, soy María.',
  contactMethods: { whatsapp: '+1 809 555 0101', email: 'maria@example.org' },
  photos: [photo(1)],
  combinedAgreement: true,
  contactSharingConsent: true,
  language: 'es',
};

async function call(method: string, url: string, token: string | undefined, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...headers,
      ...(token === undefined ? {} : { 'x-owner-token': token }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> & { state?: string } };
}
/** GET /api/owner/profile; an answer of hers is checked against its contract schema. */
const view = async (token: string | undefined) => {
  const res = await call('GET', '/api/owner/profile', token);
  if (res.status === 200) OwnerProfileSchema.parse(res.body);
  return res;
};

/** A fresh upload of hers, as the upload endpoints leave it (each can be claimed once). */
const upload = () => insertPendingUpload(db.sql, storage);
const grantedUrl = (url: string) => expect.stringMatching(new RegExp(`^${url.replace(/[.?]/g, '\\$&')}\\?grant=`));
const published = (url: string) => publicMediaOf(pendingUploadName(url) ?? '').url;

async function submitted(body: object = SUBMISSION): Promise<{ id: number; token: string }> {
  const res = await fetch(`${server.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, photos: [await upload()] }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: number; ownerToken: string };
  return { id: created.id, token: created.ownerToken };
}

/** A live (public) profile with a served photo and an owner token. */
async function liveProfile(n: number): Promise<{ id: number; token: string; slug: string; photoUrl: string }> {
  const token = randomToken(32);
  await storage.put(
    'images',
    livePhoto(n),
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a3' } })
      .jpeg()
      .toBuffer(),
    'image/jpeg',
  );
  const p = await insertProfile(db.sql, {
    photos: [livePhoto(n)],
    primaryPhoto: livePhoto(n),
    videos: [],
    ownerTokenHash: hashToken(token),
    email: `live${n}@example.org`,
  });
  return { id: p.id, token, slug: p.slugEs ?? '', photoUrl: `/uploads/images/${livePhoto(n)}` };
}

/** Every public address of the profile: API by id and slug, the page's status, its photo. */
async function publicStatuses(p: { id: number; slug: string; photoUrl: string }) {
  const head = await createSeoService(db.sql).pageHead(resolvePath(`/es/${p.slug}`, undefined), 'https://contacto.example');
  const list = (await (await fetch(`${server.url}/api/profiles`)).json()) as { id: number }[];
  return {
    byId: (await fetch(`${server.url}/api/profiles/${p.id}`)).status,
    bySlug: (await fetch(`${server.url}/api/profiles/by-slug/${p.slug}/es`)).status,
    inList: list.some((q) => q.id === p.id),
    page: head.status,
    robots: head.tags.robots ?? 'index',
    media: (await fetch(`${server.url}${p.photoUrl}`)).status,
  };
}
const SHOWN = { byId: 200, bySlug: 200, inList: true, page: 200, robots: 'index', media: 200 };
const GONE = { byId: 404, bySlug: 404, inList: false, page: 404, robots: 'noindex', media: 404 };

const lastFeedKind = async (id: number) =>
  (await db.sql<{ kind: string }[]>`SELECT kind FROM catalog_changes WHERE profile_id = ${id} ORDER BY seq DESC LIMIT 1`)[0]?.kind;

describe('the owner link', () => {
  it('opens her submitted profile as buyers would see it, pending review; the token is stored only hashed', async () => {
    const { id, token } = await submitted();
    const res = await view(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'pending', pendingEdit: null, contactEmail: 'maria@example.org' });
    expect(res.body.profile).toMatchObject({ id, firstName: 'María', age: 24, location: 'Santiago', aboutMe: 'Hola, soy María.' });
    // buyers' view: channels as flags, never the values
    expect(JSON.stringify(res.body.profile)).not.toContain('809 555');
    // her own edit form gets what buyers never do: her full last name, gender and channels' values
    expect(res.body.own).toEqual({
      lastName: 'Rodríguez',
      gender: 'female',
      appearance: null,
      contactMethods: { whatsapp: '+1 809 555 0101', email: 'maria@example.org' },
    });
    const [row] = await db.sql<{ ownerTokenHash: string }[]>`SELECT owner_token_hash AS "ownerTokenHash" FROM profiles WHERE id = ${id}`;
    expect(row?.ownerTokenHash).toBe(hashToken(token));
    expect(JSON.stringify(await db.sql`SELECT * FROM profiles WHERE id = ${id}`)).not.toContain(token);
  });

  it("answers a wrong, malformed, missing or deleted profile's token with the same 404", async () => {
    const { token } = await submitted();
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all([view(wrong), view('short'), view(undefined), view('x'.repeat(500)), view(randomToken(32))]);
    for (const answer of answers) expect(answer).toEqual({ status: 404, body: { message: 'Not found' } });
    for (const [method, url] of [
      ['POST', '/api/owner/profile/pause'],
      ['POST', '/api/owner/profile/withdraw'],
      ['DELETE', '/api/owner/profile'],
    ]) {
      expect(await call(method as string, url as string, wrong)).toEqual({ status: 404, body: { message: 'Not found' } });
    }
  });

  it('pause hides her from every public answer and resume shows her again', async () => {
    const p = await liveProfile(1);
    expect(await publicStatuses(p)).toEqual(SHOWN);
    expect((await view(p.token)).body.state).toBe('live');

    const paused = await call('POST', '/api/owner/profile/pause', p.token);
    expect(paused.body.state).toBe('paused');
    expect(await publicStatuses(p)).toEqual(GONE);
    // she still sees her photo, through the granted URL her view names (kept by no cache)
    const granted = (paused.body.profile as { photos: string[] }).photos[0] ?? '';
    expect(granted).toEqual(grantedUrl(p.photoUrl));
    const mine = await fetch(`${server.url}${granted}`);
    expect([mine.status, mine.headers.get('cache-control')]).toEqual([200, 'private, no-store']);
    expect((await fetch(`${server.url}${granted.replace('/uploads/images/', '/uploads/images/w320/')}`)).status).toBe(200);
    expect((await fetch(`${server.url}${granted.slice(0, -2)}xx`)).status).toBe(404);
    expect(await lastFeedKind(p.id)).toBe('delete');

    const resumed = await call('POST', '/api/owner/profile/resume', p.token);
    expect(resumed.body.state).toBe('live');
    expect(await publicStatuses(p)).toEqual(SHOWN);
    expect(await lastFeedKind(p.id)).toBe('upsert');
  });

  it('withdrawal takes her out at once and for good: tombstone in the feed, 404 for her API, page and media', async () => {
    const p = await liveProfile(2);
    const res = await call('POST', '/api/owner/profile/withdraw', p.token);
    expect(res).toMatchObject({ status: 200, body: { state: 'withdrawn' } });
    expect(await lastFeedKind(p.id)).toBe('delete');
    expect(await publicStatuses(p)).toEqual(GONE);
    // she can still see it, but not bring it back or change it
    expect((await view(p.token)).body.state).toBe('withdrawn');
    expect((await call('POST', '/api/owner/profile/resume', p.token)).status).toBe(409);
    expect((await call('PUT', '/api/owner/profile', p.token, { ...SUBMISSION, photos: [livePhoto(2)] })).status).toBe(409);
    expect(await publicStatuses(p)).toEqual(GONE);
  });

  it('deletion takes her out at once and the link stops working', async () => {
    const p = await liveProfile(3);
    expect(await call('DELETE', '/api/owner/profile', p.token)).toEqual({ status: 204, body: null });
    expect(await lastFeedKind(p.id)).toBe('delete');
    expect(await publicStatuses(p)).toEqual(GONE);
    expect(await view(p.token)).toEqual({ status: 404, body: { message: 'Not found' } });
  });

  it('an edit of a live profile waits for review; the live version stays', async () => {
    const p = await liveProfile(4);
    const before = await (await fetch(`${server.url}/api/profiles/${p.id}`)).text();
    const fresh = await upload();
    const edit = { ...SUBMISSION, firstName: 'Mariela', aboutMe: 'Nuevo texto', photos: [livePhoto(4), fresh], primaryPhoto: fresh };
    const res = await call('PUT', '/api/owner/profile', p.token, edit);
    OwnerProfileSchema.parse(res.body);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      state: 'live',
      pendingEdit: {
        firstName: 'Mariela',
        aboutMe: 'Nuevo texto',
        // named by URLs she can load (media grants), as her profile is
        photos: [grantedUrl(`/uploads/images/${livePhoto(4)}`), grantedUrl(published(fresh))],
      },
    });
    expect(res.body.pendingEditAt).toEqual(expect.any(String));
    expect(await (await fetch(`${server.url}/api/profiles/${p.id}`)).text()).toBe(before);
    expect(await publicStatuses(p)).toEqual(SHOWN);
  });

  it('a retry of an edit that was made (its answer lost) answers her profile again, with the same Idempotency-Key', async () => {
    const p = await liveProfile(6);
    const fresh = await upload();
    const edit = { ...SUBMISSION, aboutMe: 'Otra vez', photos: [livePhoto(6), fresh], primaryPhoto: fresh };
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const first = await call('PUT', '/api/owner/profile', p.token, edit, key);
    expect(first.status).toBe(200);
    // the device did not hear the answer and sends the same edit again: its upload is claimed already
    const again = await call('PUT', '/api/owner/profile', p.token, edit, key);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ state: 'live', pendingEdit: { aboutMe: 'Otra vez' } });
    expect(again.body.pendingEditAt).toBe(first.body.pendingEditAt);
    // the key names that edit only; without one, the claimed upload is refused as before
    expect((await call('PUT', '/api/owner/profile', p.token, { ...edit, aboutMe: 'Distinto' }, key)).status).toBe(409);
    expect((await call('PUT', '/api/owner/profile', p.token, edit)).status).toBe(400);
    expect((await call('PUT', '/api/owner/profile', p.token, edit, { 'Idempotency-Key': 'not-a-uuid' })).status).toBe(400);
  });

  it('two sends of one edit at once make it once', async () => {
    const p = await liveProfile(7);
    const fresh = await upload();
    const edit = { ...SUBMISSION, aboutMe: 'A la vez', photos: [livePhoto(7), fresh], primaryPhoto: fresh };
    const key = { 'Idempotency-Key': crypto.randomUUID() };
    const answers = await Promise.all([1, 2, 3].map(() => call('PUT', '/api/owner/profile', p.token, edit, key)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.pendingEditAt)).size).toBe(1);
  });

  it('an edit of a still-pending profile replaces it at once (new slugs too)', async () => {
    const { id, token } = await submitted();
    const photos = [await upload(), await upload()];
    const res = await call('PUT', '/api/owner/profile', token, { ...SUBMISSION, firstName: 'Lucía', photos });
    expect(res.body).toMatchObject({ state: 'pending', pendingEdit: null, profile: { firstName: 'Lucía' } });
    const [row] = await db.sql`SELECT first_name, photos, slug_en, is_approved FROM profiles WHERE id = ${id}`;
    expect(row).toMatchObject({
      first_name: 'Lucía',
      photos: photos.map(published),
      slug_en: `lucia-r-24-santiago-${id}`,
      is_approved: false,
    });
  });

  it('refuses media that are neither hers nor her pending uploads, and bad bodies, with 400 field errors', async () => {
    const { token } = await submitted();
    const other = await liveProfile(5);
    const notHers = await call('PUT', '/api/owner/profile', token, { ...SUBMISSION, photos: [await upload(), livePhoto(5)] });
    expect(notHers).toMatchObject({ status: 400, body: { fieldErrors: { 'photos.1': ['forms.validation.uploadMissing'] } } });
    const missing = `/uploads/pending/00000000-0000-4000-8000-000000000099.jpg`;
    expect((await call('PUT', '/api/owner/profile', token, { ...SUBMISSION, photos: [missing] })).body).toMatchObject({
      fieldErrors: { 'photos.0': ['forms.validation.uploadMissing'] },
    });
    // her age is not taken for the default a new submission gets
    const { age: _age, ...ageless } = SUBMISSION;
    expect(await call('PUT', '/api/owner/profile', token, ageless)).toMatchObject({
      status: 400,
      body: { fieldErrors: { age: ['forms.validation.required'] } },
    });
    for (const body of [{}, [], { ...SUBMISSION, age: 'old', firstName: '\u0000' }, { ...SUBMISSION, photos: [] }]) {
      const res = await call('PUT', '/api/owner/profile', token, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors as object).length).toBeGreaterThan(0);
    }
    expect((await call('PUT', '/api/owner/profile', token, { ...SUBMISSION, photos: [other.photoUrl] })).status).toBe(400);
    expect((await call('POST', '/api/owner/resend', undefined, { email: 'nope' })).status).toBe(400);
  });

  it('mails her owner link after a submission with a contact email, in her language', async () => {
    const { id, token } = await submitted();
    expect(sent).toEqual([{ name: OWNER_LINK_MAIL_QUEUE, data: expect.objectContaining({ profileId: id, language: 'es' }) }]);
    expect(JSON.stringify(sent)).not.toContain(token);
    const mails = await runMailJob(sent[0]!.data);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'maria@example.org', subject: 'Tu perfil en Contacto: tu enlace privado de propietaria' });
    expect(mails[0]?.text).toContain(`https://contacto.example/es/my-profile/${token}`);
    expect(mails[0]?.text).toContain('Hola María');

    sent.length = 0;
    await submitted({ ...SUBMISSION, contactMethods: { whatsapp: '+1 809 555 0102' } });
    expect(sent).toEqual([]);
  });

  it('answers a request for a new link the same whether or not the email matched, and leaves her link working', async () => {
    const { token } = await submitted({ ...SUBMISSION, contactMethods: { email: 'Resend.Me@example.org' } });
    sent.length = 0;
    const unknown = await call('POST', '/api/owner/resend', undefined, { email: 'nobody@example.org', language: 'de' });
    const known = await call('POST', '/api/owner/resend', undefined, { email: 'resend.me@example.org', language: 'de' });
    expect(known).toEqual(unknown);
    expect(known.status).toBe(202);
    expect(sent).toHaveLength(1);
    expect(await view(token)).toMatchObject({ status: 200 });
    // what the mail carries, and what confirming it does: owner-link-request.integration.test.ts
    const mails = await runMailJob(sent[0]!.data);
    expect(mails[0]).toMatchObject({
      to: 'Resend.Me@example.org',
      subject: 'Dein Contacto-Profil: bestätige deinen neuen Besitzerinnen-Link',
    });
    expect(mails[0]?.text).toMatch(/https:\/\/contacto\.example\/de\/my-profile\/[\w-]+\/new-link/);
    expect(mails[0]?.text).not.toContain(token);
  });

  it("answers her page's addresses with Referrer-Policy: no-referrer, and other pages as before", async () => {
    const own = await fetch(`${server.url}/es/my-profile/${randomToken(32)}`, { headers: { accept: 'text/html' } });
    expect(own.headers.get('referrer-policy')).toBe('no-referrer');
    const other = await fetch(`${server.url}/es/browse`, { headers: { accept: 'text/html' } });
    expect(other.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('rate limits every call per client, unknown tokens included', async () => {
    const { token } = await submitted();
    await db.sql`DELETE FROM rate_limits`;
    for (let i = 0; i < OWNER_CALLS_PER_HOUR; i++) expect((await view(i % 2 ? token : 'wrong-token')).status).not.toBe(429);
    expect((await view(token)).status).toBe(429);
    for (let i = 0; i < OWNER_RESENDS_PER_HOUR; i++) {
      expect((await call('POST', '/api/owner/resend', undefined, { email: 'a@example.org' })).status).toBe(202);
    }
    expect((await call('POST', '/api/owner/resend', undefined, { email: 'a@example.org' })).status).toBe(429);
  });
});

/** Runs the mail job as the worker would, with a mailer that keeps what it sends. */
async function runMailJob(data: OwnerLinkMailPayload): Promise<MailMessage[]> {
  const mails: MailMessage[] = [];
  const context = {
    sql: db.sql,
    log: pino({ level: 'silent' }),
    env: parseEnv(ENV),
    mailer: {
      async send(message: MailMessage) {
        mails.push(message);
        return { messageId: 'x' };
      },
    },
  } as unknown as JobContext;
  await ownerLinkMailJob.handle(ownerLinkMailJob.payload.parse(data), context);
  return mails;
}
