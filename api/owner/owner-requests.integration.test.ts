// Her consent through the owner link over HTTP against a real PostgreSQL (issue 14): the release
// policy chosen at submission, kept by an edit and changed on her page for purchases to come.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { insertPendingUpload } from '#tests/factories/pending-upload.factory.ts';
import { insertProfile } from '#tests/factories/profile.factory.ts';
import { hashToken, randomToken } from '../crypto.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';

const SECRET = 'owner-requests-tests-secret-0123456789-abcdef';
const ENV = { SESSION_SECRET: SECRET, PUBLIC_URL: 'https://contacto.example' };
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let dataDir: string;
const jobs = { send: async () => 'job' } as unknown as JobSender;

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'owner-requests-'));
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
});

const SUBMISSION = {
  firstName: 'Lucía',
  age: 26,
  gender: 'female',
  location: 'Santiago',
  contactMethods: { whatsapp: '+1 809 555 0199' },
  combinedAgreement: true,
  contactSharingConsent: true,
  language: 'es',
};

async function call(method: string, url: string, token: string | undefined, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(token === undefined ? {} : { 'x-owner-token': token }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}

async function submitted(body: object): Promise<{ id: number; token: string }> {
  const res = await fetch(`${server.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...SUBMISSION, ...body, photos: [await insertPendingUpload(db.sql, storage)] }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: number; ownerToken: string };
  return { id: created.id, token: created.ownerToken };
}

const storedPolicy = async (id: number) => (await db.sql<{ p: string }[]>`SELECT release_policy AS p FROM profiles WHERE id = ${id}`)[0]?.p;

/** A live profile of hers with an owner token. */
async function ownedProfile(overrides: Parameters<typeof insertProfile>[1] = {}) {
  const token = randomToken(32);
  const p = await insertProfile(db.sql, { ownerTokenHash: hashToken(token), ...overrides });
  return { id: p.id, token };
}

describe('her release policy', () => {
  it('is the one she chose at submission, instant when she chose none', async () => {
    const approving = await submitted({ releasePolicy: 'approve_each_buyer' });
    expect(await storedPolicy(approving.id)).toBe('approve_each_buyer');
    expect((await call('GET', '/api/owner/profile', approving.token)).body.releasePolicy).toBe('approve_each_buyer');
    const plain = await submitted({});
    expect(await storedPolicy(plain.id)).toBe('instant');
  });

  it('is kept by an edit through the edit form, whatever the edit carries', async () => {
    const { id, token } = await submitted({ releasePolicy: 'approve_each_buyer' });
    const edit = await call('PUT', '/api/owner/profile', token, {
      ...SUBMISSION,
      firstName: 'Lucía María',
      photos: [await insertPendingUpload(db.sql, storage)],
      releasePolicy: 'instant',
    });
    expect(edit.status).toBe(200);
    expect(await storedPolicy(id)).toBe('approve_each_buyer');
  });

  it('changes on her page (for purchases to come) and answers her view with it', async () => {
    const { id, token } = await ownedProfile();
    const changed = await call('PUT', '/api/owner/release-policy', token, { releasePolicy: 'approve_each_buyer' });
    expect(changed.status).toBe(200);
    expect(changed.body.releasePolicy).toBe('approve_each_buyer');
    expect(await storedPolicy(id)).toBe('approve_each_buyer');
    expect((await call('PUT', '/api/owner/release-policy', token, { releasePolicy: 'instant' })).body.releasePolicy).toBe('instant');
  });

  it('answers a bad body with 400 and a wrong token with the one 404; a withdrawn profile cannot change it', async () => {
    const { id, token } = await ownedProfile();
    const bad = await call('PUT', '/api/owner/release-policy', token, { releasePolicy: 'sometimes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('consent.validation.policy');
    expect((await call('PUT', '/api/owner/release-policy', randomToken(32), { releasePolicy: 'instant' })).status).toBe(404);
    expect((await call('PUT', '/api/owner/release-policy', undefined, { releasePolicy: 'instant' })).status).toBe(404);
    await db.sql`UPDATE profiles SET consent_withdrawn_at = now() WHERE id = ${id}`;
    expect((await call('PUT', '/api/owner/release-policy', token, { releasePolicy: 'approve_each_buyer' })).status).toBe(409);
    expect(await storedPolicy(id)).toBe('instant');
  });
});
