// The API for account tests (a recording job queue, the account mails run on demand) and a
// browser's cookie jar: each client keeps the cookies the server set
// (honouring Max-Age=0 and empty values as deletion) and sends them back; `from` makes it talk
// from another loopback address (tests/http.ts fetchFrom).
import { randomUUID } from 'node:crypto';
import type { Express } from 'express';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { ACCOUNT_MAIL_QUEUE, accountMailJob } from '#api/auth/account-mail.job.ts';
import { parseEnv } from '#api/env.ts';
import type { JobContext } from '#api/jobs/queues.ts';
import type { JobSender } from '#api/jobs/send-in-transaction.ts';
import type { Mailer, MailMessage } from '#api/mail/mailer.ts';
import { createApp } from '#api/server.ts';
import { createDiskStorage } from '#api/storage/storage.ts';
import type { Sql } from '#db/connection.ts';
import { type InsertedUser, insertUser } from '#db/seed/factories/user.factory.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';
import { fetchFrom, fixedRateLimitClock, listen } from './http.ts';

export interface JsonAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  setCookies: string[];
}

export interface CookieClient {
  readonly jar: Map<string, string>;
  get(path: string): Promise<JsonAnswer>;
  post(path: string, body?: unknown): Promise<JsonAnswer>;
  put(path: string, body?: unknown): Promise<JsonAnswer>;
  patch(path: string, body?: unknown): Promise<JsonAnswer>;
  delete(path: string): Promise<JsonAnswer>;
  /** Any method (HEAD, OPTIONS too); `body` is sent as JSON when given, `headers` with this request only. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<JsonAnswer>;
  /** Another client holding a copy of this one's cookies (a stolen or replayed cookie). */
  clone(): CookieClient;
}

/**
 * `origin: true` sends the site's own Origin with every state-changing request, as a browser
 * does (the back office refuses one without it); `headers` go with every request.
 */
export function cookieClient(
  baseUrl: string,
  options: { from?: string; jar?: Map<string, string>; origin?: boolean; headers?: Record<string, string> } = {},
): CookieClient {
  const jar = new Map(options.jar);
  const send = async (method: string, path: string, body?: unknown, extra?: Record<string, string>): Promise<JsonAnswer> => {
    const headers: Record<string, string> = { ...options.headers, ...extra };
    if (jar.size) headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (options.origin && method !== 'GET') headers.origin = new URL(baseUrl).origin;
    const init: RequestInit = { method, headers, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' };
    const url = `${baseUrl}${path}`;
    const res = options.from ? await fetchFrom(options.from, url, init) : await fetch(url, init);
    const setCookies = res.headers.getSetCookie();
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!value || /;\s*max-age=0\b/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, headers: res.headers, body: parsed, setCookies };
  };
  return {
    jar,
    get: (path) => send('GET', path),
    post: (path, body) => send('POST', path, body ?? {}),
    put: (path, body) => send('PUT', path, body ?? {}),
    patch: (path, body) => send('PATCH', path, body ?? {}),
    delete: (path) => send('DELETE', path),
    request: send,
    clone: () => cookieClient(baseUrl, { ...options, jar }),
  };
}

/** An account mail the fake queue received, run through the real job with a mailer that keeps the mail. */
export interface SentJob {
  name: string;
  data: Record<string, unknown>;
}

export interface AuthTestApp {
  url: string;
  /** The Express app behind `url` (its declared routes, api/openapi/declared-routes.ts). */
  express: Express;
  /** Jobs the app enqueued (in order). */
  jobs: SentJob[];
  /** Runs the account-mail jobs enqueued so far (and forgets them); answers the mails sent. */
  deliverMail(): Promise<MailMessage[]>;
  close(): Promise<void>;
}

export const AUTH_TEST_SECRET = 'auth-tests-secret-0123456789-abcdefghijkl';

/** The API on a test database with a recording job queue; `env` overrides the test variables. */
export async function startAuthApp(sql: Sql, env: Record<string, string | undefined> = {}): Promise<AuthTestApp> {
  const jobs: SentJob[] = [];
  const sender = {
    async send(name: string, data: object) {
      jobs.push({ name, data: data as Record<string, unknown> });
      return randomUUID();
    },
  } as unknown as JobSender;
  const parsedEnv = parseEnv({ PUBLIC_URL: 'https://contacto.example', SESSION_SECRET: AUTH_TEST_SECRET, ...env });
  const logger = pino({ level: 'silent' });
  const app = createApp({
    env: parsedEnv,
    logger,
    sql,
    jobs: sender,
    storage: createDiskStorage('/nonexistent'),
    readiness: { sql, queue: async () => undefined },
    rateLimitClock: fixedRateLimitClock,
  });
  const server = await listen(app);
  return {
    url: server.url,
    express: app,
    jobs,
    async deliverMail() {
      const mails: MailMessage[] = [];
      const mailer: Mailer = {
        mode: 'outbox',
        async send(message) {
          mails.push(message);
          return { messageId: randomUUID() };
        },
        close: () => undefined,
      };
      const pending = jobs.splice(0).filter((job) => job.name === ACCOUNT_MAIL_QUEUE);
      const context = { sql, log: logger, env: parsedEnv, jobs: sender, mailer } as unknown as JobContext;
      for (const job of pending) await accountMailJob.handle(accountMailJob.payload.parse(job.data), context);
      return mails;
    },
    close: () => server.close(),
  };
}

/** The token of the link in an account mail. */
export function mailToken(mail: MailMessage): string {
  const match = /[?&]token=([\w-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no token in mail: ${mail.text}`);
  return match[1];
}

/**
 * A test file's database and account API, set up once: every test starts with fresh rate-limit
 * windows and an empty job list. Read `db` and `app` inside tests (they exist after beforeAll).
 */
export function usingAuthApp(): { db: TestDatabase; app: AuthTestApp } {
  const ctx = {} as { db: TestDatabase; app: AuthTestApp };
  beforeAll(async () => {
    ctx.db = await createTestDatabase();
    ctx.app = await startAuthApp(ctx.db.sql);
  });
  afterAll(async () => {
    await ctx.app?.close();
    await ctx.db?.drop();
  });
  beforeEach(async () => {
    await ctx.db.sql`DELETE FROM rate_limits`;
    ctx.app.jobs.length = 0;
  });
  return ctx;
}

/** A new user, signed in through the login call: her browser's cookie client. */
export async function signedInClient(ctx: { db: TestDatabase; app: AuthTestApp }): Promise<{ user: InsertedUser; client: CookieClient }> {
  const user = await insertUser(ctx.db.sql);
  const client = cookieClient(ctx.app.url);
  const res = await client.post('/api/auth/login', { email: user.email, password: user.password });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { user, client };
}
