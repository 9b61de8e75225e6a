// POST /api/profiles over HTTP against a real PostgreSQL: a good submission becomes one PENDING,
// unapproved profile with its six slugs, the channels she shares, her consent and only the hash
// of the owner token it answers with; it is in no public answer. Bad bodies are a 400 with field
// errors and write nothing; an Idempotency-Key makes retries — concurrent ones too — one profile;
// the hourly limit holds.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONSENT_TEXT_VERSION } from '#api/contract/submission.schema.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { hashToken } from '../crypto.ts';
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

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'submission-'));
  storage = createDiskStorage(dataDir);
  for (const n of [1, 2, 3]) await storage.put('pending', path.basename(photo(n)), Buffer.from(`photo ${n}`), 'image/jpeg');
  await storage.put('pending', path.basename(video(1)), Buffer.from('video 1'), 'video/mp4');
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
    const res = await submit(GOOD);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), status: 'PENDING', ownerToken: expect.stringMatching(/^[\w-]{43}$/) });
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
      photos: [photo(1), photo(2)],
      videos: [video(1)],
      primary_photo: photo(2),
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
    const missing = await submit({ ...GOOD, photos: [photo(1), photo(9)], primaryPhoto: photo(1) });
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
    const first = await submit(GOOD, { 'idempotency-key': key });
    const again = await submit(GOOD, { 'idempotency-key': key.toUpperCase() });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await profileCount()).toBe(before + 1);

    // after the replay window only the id comes back
    await db.sql`UPDATE profile_submissions SET created_at = now() - interval '25 hours' WHERE idempotency_key = ${key}`;
    expect((await submit(GOOD, { 'idempotency-key': key })).body).toEqual({ id: first.body.id, status: 'PENDING' });

    // the same key for another submission is a conflict, not a second profile
    const other = await submit({ ...GOOD, firstName: 'Luz' }, { 'idempotency-key': key });
    expect(other.status).toBe(409);
    expect(await profileCount()).toBe(before + 1);
  });

  it('when duplicates of one submission arrive at once, then one profile exists and all answer its id', async () => {
    const key = crypto.randomUUID();
    const before = await profileCount();
    const answers = await Promise.all(Array.from({ length: 5 }, () => submit(GOOD, { 'idempotency-key': key })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.ownerToken)).size).toBe(1);
    expect(await profileCount()).toBe(before + 1);
  });

  it('refuses an Idempotency-Key that is not a UUID', async () => {
    const res = await submit(GOOD, { 'idempotency-key': 'retry-1' });
    expect(res.status).toBe(400);
  });

  it(`allows ${SUBMISSIONS_PER_HOUR} attempts an hour per client, then answers 429 before any work`, async () => {
    const before = await profileCount();
    for (let i = 0; i < SUBMISSIONS_PER_HOUR; i++) expect((await submit({})).status).toBe(400);
    const res = await fetch(`${server.url}/api/profiles`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(GOOD),
    });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(await profileCount()).toBe(before);
  });
});
