// "Send me a new link" over HTTP against a real PostgreSQL: anyone may ask with her email (buyers
// buy it), so asking never touches her owner link. It mails a link that works once, for 30
// minutes; only when she confirms on its page is a new owner link minted, and only then does the
// old one die. At most three mails a day go to one address, whoever asks, with one answer for
// every address. Her page says when her link was used before.

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseEnv } from '#api/env.ts';
import { OwnerLinkResentSchema, OwnerNewLinkSchema } from '#contract/owner.schema.ts';
import { SubmissionCreatedSchema } from '#contract/submission.schema.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { insertPendingUpload } from '#tests/factories/pending-upload.factory.ts';
import { recordingJobs } from '#tests/jobs.ts';
import type { JobContext } from '../jobs/queues.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { createSeoService } from '../seo/seo.service.ts';
import { resolvePath } from '../seo/seo-pages.ts';
import { createDiskStorage, type MediaStorage } from '../storage/storage.ts';
import { ownerLinkMailJob } from './owner-link-mail.job.ts';

const SECRET = 'owner-link-request-tests-secret-0123456789';
// behind one trusted proxy (the loopback), so each test client can be a different address
const ENV = { SESSION_SECRET: SECRET, PUBLIC_URL: 'https://contacto.example', TRUST_PROXY: 'loopback' };
let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;
let storage: MediaStorage;
let dataDir: string;
const { jobs, sent } = recordingJobs();

beforeAll(async () => {
  db = await createTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'owner-request-'));
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

let clients = 0;
/** A client address of its own (a buyer can use many). */
const newClient = () => `198.51.100.${++clients}`;

async function call(method: string, url: string, headers: Record<string, string> = {}, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { 'x-forwarded-for': newClient(), ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Record<string, unknown> };
}
const view = (token: string) => call('GET', '/api/owner/profile', { 'x-owner-token': token });
const resend = (email: string, language = 'es') => call('POST', '/api/owner/resend', {}, { email, language });
const newLink = (requestToken: string) => call('POST', '/api/owner/new-link', { 'x-owner-link-request': requestToken });

let emails = 0;
/** A profile submitted with a contact email of its own; its owner token and the mails sent so far forgotten. */
async function submitted(): Promise<{ id: number; token: string; email: string }> {
  const email = `owner${++emails}@example.org`;
  const res = await fetch(`${server.url}/api/profiles`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': newClient() },
    body: JSON.stringify({
      firstName: 'María',
      lastName: 'Rodríguez',
      age: 24,
      gender: 'female',
      location: 'Santiago',
      aboutMe: 'Hola, soy María.',
      contactMethods: { email },
      photos: [await insertPendingUpload(db.sql, storage)],
      combinedAgreement: true,
      contactSharingConsent: true,
      language: 'es',
    }),
  });
  expect(res.status).toBe(201);
  const created = (await res.json()) as { id: number; ownerToken: string };
  SubmissionCreatedSchema.parse(created);
  sent.length = 0;
  return { id: created.id, token: created.ownerToken, email };
}

/** Runs a queued mail job as the worker would; answers the mails it sent. */
async function runMailJob(data: unknown): Promise<MailMessage[]> {
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

/** Asks for a new link for this address and answers the token of the link the mail carries. */
async function requestLink(email: string): Promise<string> {
  const before = sent.length;
  expect((await resend(email)).status).toBe(202);
  expect(sent).toHaveLength(before + 1);
  const [mail] = await runMailJob(sent[before]?.data);
  const token = /\/es\/my-profile\/([\w-]+)\/new-link/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no new-link address in the mail: ${mail?.text}`);
  return token;
}

describe('asking for a new owner link', () => {
  it('when anyone asks again and again, her current link keeps working', async () => {
    const { id, token, email } = await submitted();
    for (let i = 0; i < 3; i++) expect((await resend(email)).status).toBe(202);
    const res = await view(token);
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({ id });
  });

  it('mails at most three times a day to one address, whoever asks, with the same answer for every address', async () => {
    const { email } = await submitted();
    const unknown = await resend('nobody@example.org');
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await resend(i % 2 ? email.toUpperCase() : email));
    for (const answer of answers) expect(answer).toEqual(unknown);
    expect(unknown.status).toBe(202);
    OwnerLinkResentSchema.parse(unknown.body);
    expect(sent).toHaveLength(3);
    // another address has its own count
    const other = await submitted();
    expect(await resend(other.email)).toEqual(unknown);
    expect(sent).toHaveLength(1);
  });

  it('mails a link that works once: opening its page mints nothing; confirming mints her new link, and the old one dies', async () => {
    const { id, token, email } = await submitted();
    const requestToken = await requestLink(email);
    const [mail] = await runMailJob(sent[0]?.data);
    expect(mail).toMatchObject({ to: email, subject: 'Tu perfil en Contacto: confirma tu nuevo enlace de propietaria' });
    expect(mail?.text).toContain('30 minutos');

    // its page is a private page (never indexed, no Referer); a mail scanner that fetches it changes nothing
    const address = `/es/my-profile/${requestToken}/new-link`;
    const head = await createSeoService(db.sql).pageHead(resolvePath(address, undefined), 'https://contacto.example');
    expect([head.status, head.tags.robots]).toEqual([200, expect.stringContaining('noindex')]);
    const page = await fetch(`${server.url}${address}`, { headers: { accept: 'text/html' } });
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await view(token)).status).toBe(200);

    const minted = await newLink(requestToken);
    OwnerNewLinkSchema.parse(minted.body);
    expect(minted.status).toBe(200);
    const ownerToken = String(minted.body.ownerToken);
    expect(ownerToken).not.toBe(token);
    expect((await view(ownerToken)).body.profile).toMatchObject({ id });
    expect((await view(token)).status).toBe(404);
    // and once only
    expect(await newLink(requestToken)).toEqual({ status: 404, body: { message: 'Not found' } });
    expect((await view(ownerToken)).status).toBe(200);

    // the new owner link is mailed to her as well
    const mailed = await runMailJob(sent.at(-1)?.data);
    expect(mailed[0]?.text).toContain(`https://contacto.example/es/my-profile/${ownerToken}`);
  });

  it('refuses an expired link, mails nothing for it, and her link stays', async () => {
    const { id, token, email } = await submitted();
    const requestToken = await requestLink(email);
    await db.sql`
      UPDATE owner_link_requests SET created_at = created_at - interval '31 minutes', expires_at = expires_at - interval '31 minutes'
      WHERE profile_id = ${id}`;
    expect(await newLink(requestToken)).toEqual({ status: 404, body: { message: 'Not found' } });
    expect(await runMailJob(sent[0]?.data)).toEqual([]);
    expect((await view(token)).status).toBe(200);
  });

  it('mints once when she confirms twice at the same time; her other links of that kind die with it', async () => {
    const { email } = await submitted();
    const first = await requestLink(email);
    const second = await requestLink(email);
    const answers = await Promise.all([newLink(first), newLink(first)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 404]);
    const ownerToken = String(answers.find((a) => a.status === 200)?.body.ownerToken);
    expect(await newLink(second)).toEqual({ status: 404, body: { message: 'Not found' } });
    expect((await view(ownerToken)).status).toBe(200);
  });

  it('refuses a missing or malformed link token with the same 404, and writes nothing', async () => {
    const { token } = await submitted();
    for (const headers of [
      {} as Record<string, string>,
      { 'x-owner-link-request': 'short' },
      { 'x-owner-link-request': 'x'.repeat(500) },
    ]) {
      expect(await call('POST', '/api/owner/new-link', headers)).toEqual({ status: 404, body: { message: 'Not found' } });
    }
    expect(await newLink(token)).toEqual({ status: 404, body: { message: 'Not found' } });
    expect((await view(token)).status).toBe(200);
  });
});

describe('when her link was last used', () => {
  it('her page gets the use before this one: none at first, then the time of the last call', async () => {
    const { token } = await submitted();
    const before = Date.now();
    const first = await view(token);
    expect(first.body.lastUsedAt).toBeNull();
    const between = Date.now();
    const second = await view(token);
    expect(typeof second.body.lastUsedAt).toBe('string');
    // the first call's time (the database's clock; the same machine's, so a second of slack is plenty)
    const used = new Date(String(second.body.lastUsedAt)).getTime();
    expect(used).toBeGreaterThanOrEqual(before - 1000);
    expect(used).toBeLessThanOrEqual(between + 1000);
  });

  it('a new owner link starts unused', async () => {
    const { token, email } = await submitted();
    await view(token);
    const minted = await newLink(await requestLink(email));
    expect((await view(String(minted.body.ownerToken))).body.lastUsedAt).toBeNull();
  });
});
