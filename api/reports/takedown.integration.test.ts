// POST /api/takedowns over HTTP against a real PostgreSQL and a real disk store:
// a takedown request lands in the reports queue as type 'takedown' with its email and her
// confirmation, the profile resolved from a link, slug or id; every field's error at once; proof
// checked by its bytes (an image or a PDF, never a Word file) and stripped of metadata; the
// size and rate limits, and the same-origin rule.

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROOF_MAX_BYTES, TakedownCreatedSchema } from '#contract/takedown.schema.ts';
import { insertProfile } from '#db/seed/factories/profile.factory.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import * as files from '#tests/factories/evidence.factory.ts';
import { fetchFrom } from '#tests/http.ts';
import { createDiskStorage } from '../storage/storage.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let tmp: string;

beforeAll(async () => {
  db = await createTestDatabase();
  tmp = await mkdtemp(path.join(os.tmpdir(), 'contacto-takedowns-'));
  server = await startApiApp(db, createDiskStorage(path.join(tmp, 'uploads')), {
    SESSION_SECRET: 'takedown-tests-secret-0123456789-abcdefgh',
  });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
  await rm(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
});

interface Proof {
  data: Buffer;
  name: string;
  type?: string;
}

async function postTakedown(fields: Record<string, string>, proof?: Proof, headers: Record<string, string> = {}, from = '127.0.0.1') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (proof) form.append('proof', new Blob([new Uint8Array(proof.data)], { type: proof.type ?? '' }), proof.name);
  const res = await fetchFrom(from, `${server.url}/api/takedowns`, { method: 'POST', body: form, headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const GOOD = {
  profile: 'Maria from Santiago',
  description: 'These are my photos, taken from my Instagram without asking me.',
  email: 'owner.of.photos@example.com',
  confirmed: 'true',
  language: 'es',
};

interface Row {
  type: string;
  profileRef: string | null;
  profileId: number | null;
  description: string;
  anonymous: boolean;
  email: string | null;
  language: string;
  subjectConfirmed: boolean;
  status: string;
  evidenceFile: string | null;
  evidenceMimetype: string | null;
}

async function row(id: unknown): Promise<Row> {
  const [found] = await db.sql<Row[]>`
    SELECT type, profile_ref AS "profileRef", profile_id AS "profileId", description, anonymous, email, language,
           subject_confirmed AS "subjectConfirmed", status, evidence_file AS "evidenceFile", evidence_mimetype AS "evidenceMimetype"
    FROM reports WHERE id = ${Number(id)}`;
  if (!found) throw new Error(`no report ${String(id)}`);
  return found;
}
const count = async () => (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM reports`)[0]?.n ?? 0;
const proofFiles = async () => readdir(path.join(tmp, 'uploads', 'evidence')).catch(() => [] as string[]);

describe('a good takedown request', () => {
  it('lands in the reports queue as a new takedown with her email, language and confirmation', async () => {
    const res = await postTakedown(GOOD);
    TakedownCreatedSchema.parse(res.body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    expect(await row(res.body.id)).toEqual({
      type: 'takedown',
      profileRef: 'Maria from Santiago',
      profileId: null,
      description: GOOD.description,
      anonymous: false,
      email: GOOD.email,
      language: 'es',
      subjectConfirmed: true,
      status: 'open',
      evidenceFile: null,
      evidenceMimetype: null,
    });
  });

  it('links the profile named by its address, slug or id', async () => {
    const profile = await insertProfile(db.sql);
    const slug = profile.slugEs ?? '';
    for (const ref of [`https://contacto.example/es/${slug}`, slug, String(profile.id)]) {
      const res = await postTakedown({ ...GOOD, profile: ref });
      expect(res.status, ref).toBe(201);
      expect(await row(res.body.id), ref).toMatchObject({ profileRef: ref, profileId: profile.id });
    }
  });

  it('keeps a proof image re-encoded without its metadata, and a PDF as sent', async () => {
    const jpeg = await postTakedown(GOOD, { data: await files.jpegWithGps(), name: 'original.jpg', type: 'image/jpeg' });
    expect(jpeg.status).toBe(201);
    const stored = await row(jpeg.body.id);
    expect(stored.evidenceMimetype).toBe('image/jpeg');
    const bytes = await createDiskStorage(path.join(tmp, 'uploads')).get('evidence', stored.evidenceFile ?? '');
    expect(bytes?.includes(files.METADATA_MARKER)).toBe(false);
    const pdf = await postTakedown(GOOD, { data: files.pdf(), name: 'proof.pdf' });
    expect(pdf.status).toBe(201);
    expect((await row(pdf.body.id)).evidenceMimetype).toBe('application/pdf');
  });
});

describe('a bad takedown request', () => {
  it('gets every field error at once and writes nothing', async () => {
    const before = await count();
    const res = await postTakedown({ profile: '  ', description: '', confirmed: 'false' });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      profile: ['takedown.validation.profileRequired'],
      description: ['takedown.validation.descriptionRequired'],
      email: ['takedown.validation.emailRequired'],
      confirmed: ['takedown.validation.confirmRequired'],
    });
    const badEmail = await postTakedown({ ...GOOD, email: 'not-an-email' });
    expect(badEmail.body.fieldErrors).toEqual({ email: ['takedown.validation.emailInvalid'] });
    const unconfirmed = await postTakedown({ ...GOOD, confirmed: '' });
    expect(unconfirmed.body.fieldErrors).toEqual({ confirmed: ['takedown.validation.confirmRequired'] });
    expect(await count()).toBe(before);
  });

  it.each([
    ['a Word document', files.docx(), 'letter.docx'],
    ['an executable named .png', files.exe(), 'photo.png'],
    ['text named .pdf', files.text(), 'proof.pdf'],
  ])('with %s as proof is a 400 on the proof field and keeps nothing', async (_label, data, name) => {
    const before = { rows: await count(), files: (await proofFiles()).length };
    const res = await postTakedown(GOOD, { data, name });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ proof: ['takedown.validation.proofType'] });
    expect(await count()).toBe(before.rows);
    expect((await proofFiles()).length).toBe(before.files);
  });

  it('with a proof over 10 MB is a 413 and keeps nothing', async () => {
    const before = await count();
    const res = await postTakedown(GOOD, { data: Buffer.concat([files.pdf(), Buffer.alloc(PROOF_MAX_BYTES)]), name: 'big.pdf' });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('The proof file is larger than 10 MB');
    expect(await count()).toBe(before);
  });
});

describe('limits and origin', () => {
  it('the sixth request within an hour from one client is a 429; reports keep their own allowance', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await postTakedown(GOOD)).status, `request ${i}`).toBe(201);
    const limited = await postTakedown(GOOD);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    const report = new FormData();
    for (const [key, value] of Object.entries({ type: 'fake', description: 'd', email: 'a@example.com' })) report.append(key, value);
    expect((await fetchFrom('127.0.0.1', `${server.url}/api/reports`, { method: 'POST', body: report })).status).toBe(201);
  });

  it('from another site (Origin mismatch) is a 403 and is not stored', async () => {
    const before = await count();
    expect((await postTakedown(GOOD, undefined, { origin: 'https://evil.example' })).status).toBe(403);
    expect(await count()).toBe(before);
  });
});
