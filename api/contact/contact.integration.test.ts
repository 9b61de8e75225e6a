// POST /api/contact over HTTP against a real PostgreSQL: a good message becomes a queue row in
// the page's language; bad input is a 400 with i18n-key field errors; the hourly limit (keyed on
// the real client, counted before any work) and the same-origin rule hold.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ContactMessageCreatedSchema } from '#contract/contact.schema.ts';
import { startApiApp } from '#tests/api-app.ts';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { fetchFrom } from '#tests/http.ts';
import { createDiskStorage } from '../storage/storage.ts';

let db: TestDatabase;
let server: Awaited<ReturnType<typeof startApiApp>>;

beforeAll(async () => {
  db = await createTestDatabase();
  server = await startApiApp(db, createDiskStorage('/nonexistent'), {
    PUBLIC_URL: 'https://contacto.example',
    SESSION_SECRET: 'contact-tests-secret-0123456789-abcdefgh',
  });
});

afterAll(async () => {
  await server?.close();
  await db?.drop();
});

// Every test is the same client (127.0.0.1); each starts with a fresh hourly allowance.
beforeEach(async () => {
  await db.sql`DELETE FROM rate_limits`;
});

async function postContact(body: unknown, headers: Record<string, string> = {}, from?: string) {
  const init = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
  const res = from ? await fetchFrom(from, `${server.url}/api/contact`, init) : await fetch(`${server.url}/api/contact`, init);
  return { status: res.status, headers: res.headers, body: (await res.json()) as Record<string, unknown> };
}

const GOOD = {
  fullName: 'Sam Visitor',
  email: 'sam@example.org',
  subject: 'billing',
  message: 'I was charged twice for one order, can you check?',
  language: 'en',
};

const messageCount = async () => (await db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM contact_messages`)[0]?.n ?? 0;

describe('POST /api/contact', () => {
  it('stores a good message, trimmed and in the page language, and answers only its id', async () => {
    const res = await postContact({ ...GOOD, fullName: '  Jana Müller ', email: ' jana@example.de ', language: 'de' });
    ContactMessageCreatedSchema.parse(res.body);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    const [row] = await db.sql`
      SELECT full_name, email, subject, message, language, status FROM contact_messages WHERE id = ${Number(res.body.id)}`;
    expect(row).toEqual({
      full_name: 'Jana Müller',
      email: 'jana@example.de',
      subject: 'billing',
      message: GOOD.message,
      language: 'de',
      status: 'open',
    });
  });

  it('without a language, the message is filed as English', async () => {
    const { language: _omitted, ...rest } = GOOD;
    const res = await postContact(rest);
    expect(res.status).toBe(201);
    const [row] = await db.sql`SELECT language FROM contact_messages WHERE id = ${Number(res.body.id)}`;
    expect(row?.language).toBe('en');
  });

  it('answers bad input with a 400 naming each field by its message key, and stores nothing', async () => {
    const before = await messageCount();
    const res = await postContact({ fullName: 'S', email: 'sam@', subject: 'spam', message: 'too short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'Invalid input',
      fieldErrors: {
        fullName: ['forms.validation.fullNameMin'],
        email: ['forms.validation.emailInvalid'],
        subject: ['forms.validation.subjectRequired'],
        message: ['forms.validation.messageMin'],
      },
    });
    const empty = await postContact({});
    expect(Object.keys(empty.body.fieldErrors as object).sort()).toEqual(['email', 'fullName', 'message', 'subject']);
    const long = await postContact({ ...GOOD, fullName: 'n'.repeat(201), message: 'm'.repeat(5001), language: 'xx' });
    expect(long.body.fieldErrors).toMatchObject({
      fullName: ['forms.validation.fullNameMax'],
      message: ['forms.validation.messageMax'],
      language: [expect.any(String)],
    });
    const blank = await postContact({ ...GOOD, message: '          .' });
    expect(blank.body.fieldErrors).toEqual({ message: ['forms.validation.messageMin'] });
    expect(await messageCount()).toBe(before);
  });

  it('answers a body that is not an object with a 400', async () => {
    for (const body of ['[]', '"hello"', 'null']) {
      const res = await postContact(body);
      expect(res.status, body).toBe(400);
    }
  });

  it('the sixth message within an hour from one client is a 429 with Retry-After; another client is not affected', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await postContact(GOOD)).status, `message ${i}`).toBe(201);
    const before = await messageCount();
    const res = await postContact(GOOD);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await messageCount()).toBe(before);
    expect((await postContact(GOOD, {}, '127.0.0.2')).status).toBe(201);
  });

  it('with no trusted proxy, a client that sends a new X-Forwarded-For each time still gets its 429', async () => {
    const spoofed = (i: number) => ({ 'x-forwarded-for': `10.66.0.${i}` });
    for (let i = 1; i <= 5; i += 1) expect((await postContact(GOOD, spoofed(i))).status, `message ${i}`).toBe(201);
    expect((await postContact(GOOD, spoofed(6))).status).toBe(429);
  });

  it('every attempt counts, invalid ones too: the limit is taken before the message is looked at', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await postContact({})).status, `attempt ${i}`).toBe(400);
    expect((await postContact(GOOD)).status).toBe(429);
  });

  it('refuses a message from another origin with a 403; our host and PUBLIC_URL are fine', async () => {
    const before = await messageCount();
    for (const origin of ['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'https://contacto.example.evil.example']) {
      const res = await postContact(GOOD, { origin });
      expect(res.status, origin).toBe(403);
    }
    expect((await postContact(GOOD, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect(await messageCount()).toBe(before);
    expect((await postContact(GOOD, { origin: server.url })).status).toBe(201);
    expect((await postContact(GOOD, { origin: 'https://contacto.example' })).status).toBe(201);
  });
});
