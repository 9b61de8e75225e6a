// POST /api/profiles over HTTP against a real PostgreSQL: a good submission becomes one PENDING,
// unapproved profile with its six slugs, the channels she shares, her consent and only the hash
// of the owner token it answers with; it is in no public answer. Bad bodies are a 400 with field
// errors and write nothing; an Idempotency-Key makes retries — concurrent ones too — one profile;
// the hourly limit holds. Her media are pending uploads claimed by the profile, each once, and
// shown under public URLs that are served only while she is public.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION, SubmissionCreatedSchema } from '#contract/submission.schema.ts';
import { pendingUploadName } from '#contract/upload.schema.ts';
import { hashToken, sha256 } from '#lib/crypto.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { publicMediaOf } from '../media/pending-uploads.ts';
import { insertPendingUploads } from '../media/uploads.queries.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';
import { SUBMISSIONS_PER_HOUR } from './submission.router.ts';
import { findProfileByOwnerToken } from './submission.service.ts';

const SECRET = 'submission-tests-secret-0123456789-abcdefgh';
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let dataDir: string;

const photo = (n: number) => `/uploads/pending/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.jpg`;
const video = (n: number) => `/uploads/pending/00000000-0000-4000-9000-${String(n).padStart(12, '0')}.mp4`;
let uploaded = 0;
let jpeg: Buffer;

/** A file as POST /api/upload leaves it: in pending storage and in pending_uploads (a video unprocessed). */
async function pendingUpload(kind: 'image' | 'video', extra: { processed?: boolean } = {}): Promise<string> {
  uploaded += 1;
  const url = kind === 'image' ? photo(uploaded) : video(uploaded);
  const name = pendingUploadName(url) ?? '';
  const data = kind === 'image' ? jpeg : Buffer.from(`video ${uploaded}`);
  const mimetype = kind === 'image' ? 'image/jpeg' : 'video/mp4';
  await storage.put('pending', name, data, mimetype);
  const processed = extra.processed ?? kind === 'image';
  await insertPendingUploads(db.sql, [
    { name, kind, mimetype, bytes: data.length, sha256: sha256(data), processed, clientKeyHash: 'k'.repeat(32) },
  ]);
  return url;
}

/** GOOD with two photos (the second the main one) and a video freshly uploaded. */
async function good() {
  const photos = [await pendingUpload('image'), await pendingUpload('image')];
  return { ...GOOD, photos, videos: [await pendingUpload('video')], primaryPhoto: photos[1] };
}

const published = (url: string) => publicMediaOf(pendingUploadName(url) ?? '').url;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'submission-'));
  storage = createDiskStorage(dataDir);
  jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
  server = await startApiApp(db, storage, { SESSION_SECRET: SECRET, PUBLIC_URL: 'https://contacto.example' });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
});

const GOOD = {
  firstName: 'María',
  lastName: 'Rodríguez',
  age: 24,
  gender: 'female',
  height: `5'6"`,
  location: 'San Pedro de Macorís',
  education: 'Trade School',
  occupation: 'Own my business',
  languages: ['Spanish', 'English'],
  interests: ['Salsa', 'Travel'],
  personalityTags: ['Romantic'],
  religion: 'Catholic',
  aboutMe: 'Hola, soy María.',
  contactMethods: { whatsapp: ' +1 809 555 0101 ', instagram: '', email: 'maria@example.org' },
  photos: [photo(1), photo(2)],
  videos: [video(1)],
  primaryPhoto: photo(2),
  combinedAgreement: true,
  contactSharingConsent: true,
};

async function submit(body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const profileCount = async () => (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM profiles`)[0]?.n ?? 0;

describe('POST /api/profiles', () => {
  it('creates one PENDING, unapproved profile with slugs, consent and only the hash of the owner token it answers once', async () => {
    const values = await good();
    const res = await submit(values);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'PENDING', ownerToken: expect.stringMatching(/^[\w-]{43}$/) });
    SubmissionCreatedSchema.parse(res.body);
    const id = res.body.id as number;
    const token = res.body.ownerToken as string;

    const [row] = await db.sql`SELECT * FROM profiles WHERE id = ${id}`;
    expect(row).toMatchObject({
      first_name: 'María',
      last_name: 'Rodríguez',
      status: 'PENDING',
      price: '2.00',
      is_approved: false,
      is_featured: false,
      location: 'San Pedro de Macorís',
      occupation: 'Own my business',
      languages: ['Spanish', 'English'],
      photos: values.photos.map(published),
      videos: [expect.stringMatching(/^\/uploads\/videos\/[0-9a-f-]{36}\.mp4$/)],
      primary_photo: published(values.photos[1] ?? ''),
      email: 'maria@example.org',
      contact_methods: { whatsapp: '+1 809 555 0101', email: 'maria@example.org' },
      shared_channels: ['whatsapp', 'email'],
      combined_agreement: true,
      contact_sharing_consent: true,
      consent_text_version: CONSENT_TEXT_VERSION,
      owner_token_hash: hashToken(token),
      slug_en: `maria-r-24-san-pedro-de-macoris-${id}`,
      slug_es: `maria-r-24-anos-san-pedro-de-macoris-${id}`,
      slug_de: `maria-r-24-jahre-san-pedro-de-macoris-${id}`,
    });
    expect(row?.slug_it && row.slug_nl && row.slug_pt).toBeTruthy();
    expect(row?.consent_given_at).toBeInstanceOf(Date);
    expect(row?.consent_ip_hash).toMatch(/^[\w-]{32}$/);
    expect(row?.consent_ip_hash).not.toContain('127.0.0.1');
    // the token itself is stored nowhere
    const everything = JSON.stringify(await db.sql`SELECT p.*, s.* FROM profiles p LEFT JOIN profile_submissions s ON s.profile_id = p.id`);
    expect(everything).not.toContain(token);

    // in no public answer
    const list = await (await fetch(`${server.url}/api/profiles`)).json();
    expect((list as { id: number }[]).map((p) => p.id)).not.toContain(id);
    expect((await fetch(`${server.url}/api/profiles/${id}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/profiles/by-slug/${row?.slug_es}/es`)).status).toBe(404);
    expect(await db.sql`SELECT 1 FROM catalog_changes WHERE profile_id = ${id}`).toHaveLength(0);
    expect(await db.sql`SELECT 1 FROM public_profile_json WHERE id = ${id}`).toHaveLength(0);

    // the owner token opens exactly this profile
    expect(await findProfileByOwnerToken(db.sql, token)).toBe(id);
    expect(await findProfileByOwnerToken(db.sql, `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`)).toBeNull();
    expect(await findProfileByOwnerToken(db.sql, hashToken(token))).toBeNull();
  });

  it('lists her at the default contact price in force (the admin setting)', async () => {
    await db.sql`UPDATE admin_settings SET value = '350' WHERE key = 'default_contact_price_cents'`;
    try {
      const res = await submit(await good());
      expect(res.status).toBe(201);
      const [row] = await db.sql<{ price: string }[]>`SELECT price FROM profiles WHERE id = ${res.body.id as number}`;
      expect(row?.price).toBe('3.50');
    } finally {
      await db.sql`UPDATE admin_settings SET value = '200' WHERE key = 'default_contact_price_cents'`;
    }
  });

  it('when a submission has no age (her field left empty), then she is listed at 18', async () => {
    const { age: _age, ...values } = await good();
    const res = await submit(values);
    expect(res.status).toBe(201);
    const [row] = await db.sql<{ age: number; slug_en: string }[]>`SELECT age, slug_en FROM profiles WHERE id = ${res.body.id as number}`;
    expect(row?.age).toBe(18);
    expect(row?.slug_en).toBe(`maria-r-18-san-pedro-de-macoris-${res.body.id}`);
  });

  it('answers a bad body with a 400 and its field errors, and writes nothing', async () => {
    const before = await profileCount();
    const res = await submit({
      ...GOOD,
      firstName: ' ',
      age: 17,
      location: 'Miami',
      combinedAgreement: false,
      photos: [],
      primaryPhoto: undefined,
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      firstName: ['forms.validation.required'],
      age: ['forms.validation.ageRange'],
      location: ['forms.validation.required'],
      combinedAgreement: ['forms.validation.agreementRequired'],
      photos: ['forms.validation.photoRequired'],
    });
    expect((await submit('not an object')).status).toBe(400);
    expect(await profileCount()).toBe(before);
  });

  it('says "At least one contact method must be provided" as its key when every channel is blank', async () => {
    const res = await submit({ ...GOOD, contactMethods: { whatsapp: ' ', email: '' } });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ contactMethods: ['forms.validation.contactRequired'] });
  });

  it('refuses media that are not her pending uploads, and writes nothing', async () => {
    const before = await profileCount();
    const mine = await pendingUpload('image');
    const missing = await submit({ ...GOOD, photos: [mine, photo(999)], videos: [], primaryPhoto: mine });
    expect(missing.status).toBe(400);
    expect(missing.body.fieldErrors).toEqual({ 'photos.1': ['forms.validation.uploadMissing'] });
    const publicUrl = await submit({
      ...GOOD,
      photos: ['/uploads/images/00000000-0000-4000-8000-000000000001.jpg'],
      primaryPhoto: undefined,
    });
    expect(publicUrl.status).toBe(400);
    expect(await profileCount()).toBe(before);
  });

  it('when the same submission is retried with its Idempotency-Key, then one profile exists and the retry gets its id and owner token', async () => {
    const key = crypto.randomUUID();
    const before = await profileCount();
    const values = await good();
    const first = await submit(values, { 'idempotency-key': key });
    const again = await submit(values, { 'idempotency-key': key.toUpperCase() });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await profileCount()).toBe(before + 1);

    // after the replay window only the id comes back
    await db.sql`UPDATE profile_submissions SET created_at = now() - interval '25 hours' WHERE idempotency_key = ${key}`;
    expect((await submit(values, { 'idempotency-key': key })).body).toEqual({ id: first.body.id, status: 'PENDING' });

    // the same key for another submission is a conflict, not a second profile
    const other = await submit({ ...values, firstName: 'Luz' }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(await profileCount()).toBe(before + 1);
  });

  it('when duplicates of one submission arrive at once, then one profile exists and all answer its id', async () => {
    const key = crypto.randomUUID();
    const before = await profileCount();
    const values = await good();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(values, { 'idempotency-key': key })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.ownerToken)).size).toBe(1);
    expect(await profileCount()).toBe(before + 1);
  });

  it('refuses an Idempotency-Key that is not a UUID', async () => {
    const res = await submit(await good(), { 'idempotency-key': 'retry-1' });
    expect(res.status).toBe(400);
  });

  it(`allows ${SUBMISSIONS_PER_HOUR} attempts an hour per client, then answers 429 before any work`, async () => {
    const before = await profileCount();
    for (let i = 0; i < SUBMISSIONS_PER_HOUR; i++) expect((await submit({})).status).toBe(400);
    const res = await fetch(`${server.url}/api/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await good()),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await profileCount()).toBe(before);
  });
});

describe('her media', () => {
  const pendingNames = async () => {
    const { readdir } = await import('node:fs/promises');
    return readdir(path.join(dataDir, 'pending')).catch(() => [] as string[]);
  };
  const makePublic = (id: unknown) => db.sql`UPDATE profiles SET status = 'ACTIVE', is_approved = true WHERE id = ${id as number}`;

  it('claims each file once: a second submission naming a claimed photo is a 400 for that photo and writes nothing', async () => {
    const values = await good();
    expect((await submit(values)).status).toBe(201);
    const before = await profileCount();
    const again = await submit({ ...values, firstName: 'Luz' });
    expect(again.status).toBe(400);
    expect(again.body.fieldErrors).toEqual({
      'photos.0': ['forms.validation.uploadMissing'],
      'photos.1': ['forms.validation.uploadMissing'],
      'videos.0': ['forms.validation.uploadMissing'],
    });
    expect(await profileCount()).toBe(before);
  });

  it('when two different submissions name the same file at once, then one gets it and the other is refused', async () => {
    const shared = await pendingUpload('image');
    const before = await profileCount();
    const answers = await Promise.all(
      ['Ana', 'Luz'].map((firstName) => submit({ ...GOOD, firstName, photos: [shared], videos: [], primaryPhoto: shared })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(await profileCount()).toBe(before + 1);
    const [row] = await db.sql<{ profileId: number }[]>`
      SELECT profile_id AS "profileId" FROM pending_uploads WHERE name = ${pendingUploadName(shared)}`;
    expect(row?.profileId).toBe(answers.find((a) => a.status === 201)?.body.id);
  });

  it('a video the job refused cannot be claimed', async () => {
    const refused = await pendingUpload('video');
    await db.sql`
      UPDATE pending_uploads SET refused_code = 'tooLong', refused_message = 'too long'
      WHERE name = ${pendingUploadName(refused)}`;
    const values = { ...(await good()), videos: [refused] };
    const res = await submit(values);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ 'videos.0': ['forms.validation.uploadMissing'] });
  });

  it('serves her photos only once she is public, with the type they proved; an unprocessed video not even then', async () => {
    const values = await good();
    const res = await submit(values);
    expect(res.status).toBe(201);
    const [row] = await db.sql<
      { photos: string[]; videos: string[] }[]
    >`SELECT photos, videos FROM profiles WHERE id = ${res.body.id as number}`;
    const [photoUrl = '', videoUrl = ''] = [row?.photos[0], row?.videos[0]];
    expect(photoUrl).toBe(published(values.photos[0] ?? ''));
    // pending: nothing of hers is served, neither under the public URL nor the pending one
    expect((await fetch(`${server.url}${photoUrl}`)).status).toBe(404);
    expect((await fetch(`${server.url}${values.photos[0]}`)).status).toBe(404);
    // the claimed photos left pending storage; the unprocessed video waits there for its job
    const pending = await pendingNames();
    expect(pending).not.toContain(pendingUploadName(values.photos[0] ?? ''));
    expect(pending).toContain(pendingUploadName(values.videos[0] ?? ''));

    await makePublic(res.body.id);
    const served = await fetch(`${server.url}${photoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);
    expect((await fetch(`${server.url}${videoUrl}`)).status).toBe(404);
  });

  it('a video the job already rewrote is published with the claim, as MP4', async () => {
    const processed = await pendingUpload('video', { processed: true });
    const values = { ...(await good()), videos: [processed] };
    const res = await submit(values);
    expect(res.status).toBe(201);
    await makePublic(res.body.id);
    const served = await fetch(`${server.url}${published(processed)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
  });
});
