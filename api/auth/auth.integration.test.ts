// The auth calls and the account flows over HTTP against a real PostgreSQL: sign-up
// (argon2id, 201 and signed in once the address is confirmed, the same answer for an address
// that has an account, a case-insensitive 409 for a taken username), login (last_login,
// one answer for an unknown email and a wrong password, the per-account limits that refuse
// guesses but let the owner's right password through, the per-client limit, only failures counted), email confirmation, forgot/reset
// password (single-use, expiring tokens; a reset ends every other session) and password change.

import { describe, expect, it } from 'vitest';
import { AuthMessageSchema } from '#contract/auth.schema.ts';
import { insertUser } from '#db/seed/factories/user.factory.ts';
import { AUTH_TEST_SECRET, type CookieClient, cookieClient, mailToken, usingAuthApp } from '#tests/auth-client.ts';
import { fetchFrom, fixedRateLimitClock } from '#tests/http.ts';
import { clientBucket } from '../rate-limit/client-key.ts';
import { hitWindow } from '../rate-limit/rate-limit.queries.ts';
import { ACCOUNT_MAIL_QUEUE } from './account-mail.job.ts';
import { storeToken } from './auth.queries.ts';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_CLIENT_LIMIT, LOGIN_WINDOW_SECONDS, RESET_MAILS_PER_ACCOUNT_HOUR } from './login-limits.ts';

const ctx = usingAuthApp();

let counter = 0;
const newAccount = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return { email: `signup${counter}@example.org`, password: 'lantern-orchid', username: `signup_${counter}`, ...overrides };
};

const loginFrom = (from: string, email: string, password: string) =>
  fetchFrom(from, `${ctx.app.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });

async function signIn(email: string, password: string): Promise<CookieClient> {
  const client = cookieClient(ctx.app.url);
  const res = await client.post('/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  return client;
}

const SENT = { message: 'We have sent a link to this address. Open it to confirm your address, then log in.' };

describe('POST /api/auth/register', () => {
  it('when a plain client signs up, then 201, nobody signed in, and she signs in once her address is confirmed', async () => {
    const account = newAccount();
    const client = cookieClient(ctx.app.url);
    const res = await client.post('/api/auth/register', account);
    AuthMessageSchema.parse(res.body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual(SENT);
    expect(res.setCookies).toEqual([]);
    expect((await client.get('/api/auth/user')).status).toBe(401);
    const [row] = await ctx.db.sql<{ password_hash: string; last_login: Date | null; awaiting: boolean }[]>`
      SELECT password_hash, last_login, awaiting_confirmation AS awaiting FROM users WHERE email = ${account.email}`;
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
    expect(row?.last_login).toBeNull();
    expect(row?.awaiting).toBe(true);
    // before the link: the right password answers as a wrong one
    const early = await cookieClient(ctx.app.url).post('/api/auth/login', { email: account.email, password: account.password });
    expect(early.status).toBe(401);
    expect(early.body).toEqual({ message: 'Invalid email or password' });

    const [mail] = await ctx.app.deliverMail();
    expect(mail?.to).toBe(account.email);
    expect((await cookieClient(ctx.app.url).post('/api/auth/verify-email', { token: mailToken(mail!) })).status).toBe(200);
    const signedIn = await signIn(account.email, account.password);
    expect((await signedIn.get('/api/auth/user')).body).toMatchObject({
      email: account.email,
      username: account.username,
      isEmailVerified: true,
      firstName: null,
      lastName: null,
    });
  });

  it('when the names are given, then they are stored trimmed', async () => {
    const account = newAccount({ firstName: ' Ana ', lastName: 'Silva' });
    expect((await cookieClient(ctx.app.url).post('/api/auth/register', account)).status).toBe(201);
    const [row] = await ctx.db.sql`SELECT first_name, last_name FROM users WHERE email = ${account.email}`;
    expect(row).toEqual({ first_name: 'Ana', last_name: 'Silva' });
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }, 'email'],
    ['a 5-character password', { password: '12345' }, 'password'],
    ['a 7-character password', { password: 'x7#kq2m' }, 'password'],
    ['a 2-character username', { username: 'ab' }, 'username'],
    ['a 51-character username', { username: 'u'.repeat(51) }, 'username'],
    ['an empty first name', { firstName: '' }, 'firstName'],
    ['a 101-character last name', { lastName: 'x'.repeat(101) }, 'lastName'],
    ['a NUL in the username', { username: 'abc\u0000d' }, 'username'],
  ])('when it has %s, then 400 with a field error and no account', async (_name, overrides, field) => {
    const account = newAccount(overrides);
    const res = await cookieClient(ctx.app.url).post('/api/auth/register', account);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty(field);
    const [row] = await ctx.db.sql`SELECT count(*)::int AS n FROM users WHERE email = ${String(account.email)}`;
    expect(row?.n).toBe(0);
  });

  it('when the email already has an account, in any case, then the answer is the one a new address gets and its owner is told instead', async () => {
    const holder = await insertUser(ctx.db.sql);
    await ctx.db.sql`UPDATE users SET language = 'nl' WHERE id = ${holder.id}`;
    const fresh = await cookieClient(ctx.app.url).post('/api/auth/register', newAccount());
    await ctx.app.deliverMail();
    const taken = await cookieClient(ctx.app.url).post('/api/auth/register', newAccount({ email: holder.email.toUpperCase() }));
    expect([taken.status, taken.body, taken.setCookies]).toEqual([fresh.status, fresh.body, fresh.setCookies]);
    const mails = await ctx.app.deliverMail();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[holder.email, 'Iemand probeerde zich met je e-mailadres te registreren']]);
    expect(mails[0]!.text).not.toMatch(/token=/);
    // no second account, and the stranger's password opens nothing
    const [row] = await ctx.db.sql`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower(${holder.email})`;
    expect(row?.n).toBe(1);
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: holder.email, password: 'lantern-orchid' })).status).toBe(401);
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: holder.email, password: holder.password })).status).toBe(200);
  });

  it('when the username is taken in another case, then 409 with a clear message, in the page language', async () => {
    const first = newAccount();
    expect((await cookieClient(ctx.app.url).post('/api/auth/register', first)).status).toBe(201);
    const res = await cookieClient(ctx.app.url).post('/api/auth/register', newAccount({ username: first.username.toUpperCase() }));
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: 'This username is already taken' });
    const de = await cookieClient(ctx.app.url).post('/api/auth/register', newAccount({ username: first.username, language: 'de' }));
    expect(de.body).toEqual({ message: 'Dieser Benutzername ist bereits vergeben' });
  });

  it('when two sign-ups race for one email, then one account exists and both get the same answer', async () => {
    const account = newAccount();
    const answers = await Promise.all([
      cookieClient(ctx.app.url).post('/api/auth/register', account),
      cookieClient(ctx.app.url).post('/api/auth/register', { ...account, username: `${account.username}_b` }),
    ]);
    expect(answers.map((a) => [a.status, a.body])).toEqual([
      [201, SENT],
      [201, SENT],
    ]);
    const [row] = await ctx.db.sql`SELECT count(*)::int AS n FROM users WHERE email = ${account.email}`;
    expect(row?.n).toBe(1);
  });
});

describe('the password rule: at least 8 characters, and not a common breached password', () => {
  const passwordOf = async (id: number) =>
    (await ctx.db.sql<{ hash: string }[]>`SELECT password_hash AS hash FROM users WHERE id = ${id}`)[0]?.hash;

  it('when she signs up with a common password, in any case, then 400 with a field error in her language and no account', async () => {
    for (const [password, language, message] of [
      ['password1', undefined, 'This password is too common. Choose another one.'],
      ['IloveYou1', 'es', 'Esta contraseña es demasiado común. Elige otra.'],
      ['QWERTYUIOP', 'de', 'Dieses Passwort ist zu verbreitet. Wähle ein anderes.'],
    ] as const) {
      const account = newAccount({ password, language });
      const res = await cookieClient(ctx.app.url).post('/api/auth/register', account);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message, fieldErrors: { password: ['forms.validation.passwordCommon'] } });
      const [row] = await ctx.db.sql`SELECT count(*)::int AS n FROM users WHERE email = ${account.email}`;
      expect(row?.n).toBe(0);
    }
    expect(ctx.app.jobs).toEqual([]);
  });

  it('when she resets to a common or short password, then 400 and nothing changes: the link still works for a good one', async () => {
    const user = await insertUser(ctx.db.sql);
    const before = await passwordOf(user.id);
    await cookieClient(ctx.app.url).post('/api/auth/forgot-password', { email: user.email });
    const token = mailToken((await ctx.app.deliverMail())[0]!);
    const common = await cookieClient(ctx.app.url).post('/api/auth/reset-password', { token, password: 'Sunshine1' });
    expect(common.status).toBe(400);
    expect(common.body.fieldErrors).toEqual({ password: ['forms.validation.passwordCommon'] });
    const short = await cookieClient(ctx.app.url).post('/api/auth/reset-password', { token, password: 'k3#vq9z' });
    expect(short.body.fieldErrors).toEqual({ password: ['forms.validation.passwordMin'] });
    expect(await passwordOf(user.id)).toBe(before);
    expect((await cookieClient(ctx.app.url).post('/api/auth/reset-password', { token, password: 'marble-kettle-7' })).status).toBe(200);
  });

  it('when she changes to a common or short password, then 400 and the old one still signs her in', async () => {
    const user = await insertUser(ctx.db.sql);
    const client = await signIn(user.email, user.password);
    const common = await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'football' });
    expect(common.status).toBe(400);
    expect(common.body.fieldErrors).toEqual({ newPassword: ['forms.validation.passwordCommon'] });
    const short = await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'k3#vq9z' });
    expect(short.body.fieldErrors).toEqual({ newPassword: ['forms.validation.passwordMin'] });
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });
});

/**
 * The login-limit tests run a dozen real argon2id hashes and verifications one after another
 * (64 MiB each): CPU-bound work with nothing to wait for, which a busy 2-core machine slows
 * several-fold, so they get a larger budget than the default 30 s.
 */
const ARGON2_BUDGET = 90_000;

describe('POST /api/auth/login', () => {
  it('when the password is right, then the user answers, last_login is recorded and the language kept', async () => {
    const user = await insertUser(ctx.db.sql);
    const res = await cookieClient(ctx.app.url).post('/api/auth/login', {
      email: user.email.toUpperCase(),
      password: user.password,
      language: 'it',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id, email: user.email, username: user.username, language: 'it', isEmailVerified: true });
    expect(Date.now() - Date.parse(String(res.body.lastLogin))).toBeLessThan(60_000);
  });

  it('when the email is unknown or the password wrong, then the answer is the same', async () => {
    const user = await insertUser(ctx.db.sql);
    const wrong = await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: 'not-it' });
    const unknown = await cookieClient(ctx.app.url).post('/api/auth/login', { email: 'nobody@example.org', password: 'not-it' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid email or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.setCookies).toEqual([]);
  });

  it('when the email is unknown, then the answer takes as long as for a wrong password (argon2 runs either way)', async () => {
    const user = await insertUser(ctx.db.sql);
    const time = async (email: string) => {
      const start = performance.now();
      expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email, password: 'not-it' })).status).toBe(401);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
    const wrong: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      wrong.push(await time(user.email));
      unknown.push(await time(`ghost${i}@example.org`));
    }
    // Without the dummy hash an unknown email answers in a few milliseconds, a wrong password in
    // tens: the bound is loose enough for a busy machine and far from that gap.
    expect(median(unknown)).toBeGreaterThan(median(wrong) * 0.5);
  });

  it('when an account is deactivated, then the right password gets the same 401', async () => {
    const user = await insertUser(ctx.db.sql, { isActive: false });
    const res = await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: user.password });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Invalid email or password' });
  });

  it(
    `when a stranger's client has failed ${LOGIN_ACCOUNT_LIMIT} times against an account, then the owner with the right password still signs in and the stranger stays refused`,
    async () => {
      const user = await insertUser(ctx.db.sql);
      const stranger = '127.0.0.20';
      for (let i = 0; i < LOGIN_ACCOUNT_LIMIT; i += 1) {
        expect((await loginFrom(stranger, user.email, `guess-${i}`)).status).toBe(401);
      }
      // The stranger's client is refused before the password is checked, even with the right one.
      const refused = await loginFrom(stranger, user.email, 'guess-more');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await refused.json()) as { message: string }).message).toMatch(
        /^Too many failed login attempts\. Please try again in \d+ minutes\.$/,
      );
      expect((await loginFrom(stranger, user.email.toUpperCase(), user.password)).status).toBe(429);
      // The owner, from her own address, is not locked out.
      expect((await loginFrom('127.0.0.99', user.email, user.password)).status).toBe(200);
      // Guesses from any other address stay refused: the account is past its limit.
      expect((await loginFrom('127.0.0.98', user.email.toUpperCase(), 'guess-again')).status).toBe(429);
    },
    ARGON2_BUDGET,
  );

  it(
    `when ${LOGIN_ACCOUNT_LIMIT} tries failed from as many addresses, then a wrong password from a new one is refused and the right one signs in`,
    async () => {
      const user = await insertUser(ctx.db.sql);
      const neighbour = await insertUser(ctx.db.sql);
      for (let i = 0; i < LOGIN_ACCOUNT_LIMIT; i += 1) {
        expect((await loginFrom(`127.0.0.${20 + i}`, user.email, `guess-${i}`)).status).toBe(401);
      }
      expect((await loginFrom('127.0.0.97', user.email, 'guess-11')).status).toBe(429);
      expect((await loginFrom('127.0.0.96', user.email, user.password)).status).toBe(200);
      // an unknown email is limited the same way: the answer does not reveal accounts
      for (let i = 0; i < LOGIN_ACCOUNT_LIMIT; i += 1) {
        expect((await loginFrom(`127.0.0.${20 + i}`, 'ghost-limited@example.org', `guess-${i}`)).status).toBe(401);
      }
      expect((await loginFrom('127.0.0.97', 'ghost-limited@example.org', 'guess-11')).status).toBe(429);
      // the other account on the same addresses is not
      expect((await loginFrom('127.0.0.20', neighbour.email, neighbour.password)).status).toBe(200);
    },
    ARGON2_BUDGET * 2,
  );

  it(
    'when logins succeed between failures, then only the failures count',
    async () => {
      const user = await insertUser(ctx.db.sql);
      for (let i = 0; i < LOGIN_ACCOUNT_LIMIT - 1; i += 1) expect((await loginFrom('127.0.0.40', user.email, 'wrong')).status).toBe(401);
      for (let i = 0; i < 3; i += 1) expect((await loginFrom('127.0.0.41', user.email, user.password)).status).toBe(200);
      expect((await loginFrom('127.0.0.42', user.email, 'wrong')).status).toBe(401);
      expect((await loginFrom('127.0.0.43', user.email, 'wrong')).status).toBe(429);
    },
    ARGON2_BUDGET,
  );

  it(`when one address has failed ${LOGIN_CLIENT_LIMIT} times over many accounts, then it is refused even for a right password`, async () => {
    const user = await insertUser(ctx.db.sql);
    const from = '127.0.0.60';
    // The first tries are counted straight into the client's bucket (argon2 for each would take long).
    const bucket = clientBucket('login-client', from, AUTH_TEST_SECRET);
    for (let i = 1; i < LOGIN_CLIENT_LIMIT; i += 1) await hitWindow(ctx.db.sql, bucket, LOGIN_WINDOW_SECONDS, fixedRateLimitClock());
    expect((await loginFrom(from, 'sprayed@example.org', 'password1')).status).toBe(401);
    expect((await loginFrom(from, user.email, user.password)).status).toBe(429);
    expect((await loginFrom('127.0.0.61', user.email, user.password)).status).toBe(200);
  });

  it('when the body is not a login, then 400', async () => {
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: 'x@example.org' })).status).toBe(400);
  });
});

describe('email confirmation', () => {
  it('when she signs up in German, then a German mail links to a one-time confirmation', async () => {
    const account = newAccount({ language: 'de' });
    expect((await cookieClient(ctx.app.url).post('/api/auth/register', account)).status).toBe(201);
    expect(ctx.app.jobs.map((j) => j.name)).toEqual([ACCOUNT_MAIL_QUEUE]);
    const [mail] = await ctx.app.deliverMail();
    expect(mail?.to).toBe(account.email);
    expect(mail?.subject).toBe('Bestätige deine E-Mail-Adresse');
    expect(mail?.text).toContain(`Hallo ${account.username},`);
    const link = new URL(/https:\S+/.exec(mail!.text)![0]);
    expect(link.origin).toBe('https://contacto.example');
    const [stored] = await ctx.db.sql<
      { hash: string }[]
    >`SELECT email_verification_token_hash AS hash FROM users WHERE email = ${account.email}`;
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(mail!.text).not.toContain(stored!.hash);

    const first = await fetch(`${ctx.app.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('/de?emailVerified=true');
    expect((await (await signIn(account.email, account.password)).get('/api/auth/user')).body).toMatchObject({ isEmailVerified: true });
    const again = await fetch(`${ctx.app.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/de?emailVerified=false');
  });

  it('when the app posts the token, then it confirms once; an expired token does not', async () => {
    const account = newAccount();
    const client = cookieClient(ctx.app.url);
    await client.post('/api/auth/register', account);
    const token = mailToken((await ctx.app.deliverMail())[0]!);
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(200);
    const reused = await client.post('/api/auth/verify-email', { token });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe('This link is invalid or has expired. Please request a new one.');

    const late = newAccount();
    const other = cookieClient(ctx.app.url);
    await other.post('/api/auth/register', late);
    const lateToken = mailToken((await ctx.app.deliverMail())[0]!);
    await ctx.db.sql`UPDATE users SET email_verification_expires = now() - interval '1 second' WHERE email = ${late.email}`;
    expect((await other.post('/api/auth/verify-email', { token: lateToken })).status).toBe(400);
    const [row] = await ctx.db.sql`SELECT is_email_verified AS verified FROM users WHERE email = ${late.email}`;
    expect(row).toEqual({ verified: false });
  });

  it('when she asks for a new link, then the old one stops working', async () => {
    const user = await insertUser(ctx.db.sql, { isEmailVerified: false });
    const client = await signIn(user.email, user.password);
    expect((await client.post('/api/auth/resend-verification')).status).toBe(200);
    const old = mailToken((await ctx.app.deliverMail())[0]!);
    expect((await client.post('/api/auth/resend-verification')).status).toBe(200);
    const fresh = mailToken((await ctx.app.deliverMail())[0]!);
    expect((await client.post('/api/auth/verify-email', { token: old })).status).toBe(400);
    expect((await client.post('/api/auth/verify-email', { token: fresh })).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('when the email exists or not, then the answer is the same and only the account gets a mail', async () => {
    const user = await insertUser(ctx.db.sql);
    const known = await cookieClient(ctx.app.url).post('/api/auth/forgot-password', { email: user.email });
    const unknown = await cookieClient(ctx.app.url).post('/api/auth/forgot-password', { email: 'nobody@example.org' });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    const mails = await ctx.app.deliverMail();
    expect(mails.map((m) => m.to)).toEqual([user.email]);
    expect(mails[0]?.subject).toBe('Reset your password');
    expect(mails[0]?.text).toContain('https://contacto.example/en/reset-password?token=');
  });

  it(`when resets for one account are asked from many addresses, then at most ${RESET_MAILS_PER_ACCOUNT_HOUR} mails go out an hour`, async () => {
    const user = await insertUser(ctx.db.sql);
    for (let i = 0; i < RESET_MAILS_PER_ACCOUNT_HOUR + 2; i += 1) {
      const res = await fetchFrom(`127.0.0.${120 + i}`, `${ctx.app.url}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
      expect(res.status).toBe(200);
    }
    expect(ctx.app.jobs).toHaveLength(RESET_MAILS_PER_ACCOUNT_HOUR);
  });

  it('when the link is used, then the password changes, every other session ends and the token is spent', async () => {
    const user = await insertUser(ctx.db.sql);
    const laptop = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);
    await cookieClient(ctx.app.url).post('/api/auth/forgot-password', { email: user.email });
    const token = mailToken((await ctx.app.deliverMail())[0]!);
    const [stored] = await ctx.db.sql<{ hash: string }[]>`SELECT password_reset_token_hash AS hash FROM users WHERE id = ${user.id}`;
    expect(stored?.hash).toMatch(/^[0-9a-f]{64}$/);

    const browser = cookieClient(ctx.app.url);
    const res = await browser.post('/api/auth/reset-password', { token, password: 'brand-new' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: user.id });
    expect((await browser.get('/api/auth/user')).status).toBe(200);
    expect((await laptop.get('/api/auth/user')).status).toBe(401);
    expect((await phone.get('/api/auth/user')).status).toBe(401);
    const [{ n } = { n: -1 }] = await ctx.db.sql<{ n: number }[]>`SELECT count(*)::int AS n FROM user_sessions WHERE user_id = ${user.id}`;
    expect(n).toBe(1);

    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: 'brand-new' })).status).toBe(200);
    const reused = await cookieClient(ctx.app.url).post('/api/auth/reset-password', { token, password: 'another-one' });
    expect(reused.status).toBe(400);
    expect(reused.body.fieldErrors).toEqual({ token: ['forms.validation.tokenInvalid'] });
  });

  it('when the link is over an hour old, then it no longer works', async () => {
    const user = await insertUser(ctx.db.sql);
    await cookieClient(ctx.app.url).post('/api/auth/forgot-password', { email: user.email });
    const token = mailToken((await ctx.app.deliverMail())[0]!);
    const [row] = await ctx.db.sql<{ minutes: number }[]>`
      SELECT round(extract(epoch FROM password_reset_expires - now()) / 60)::int AS minutes FROM users WHERE id = ${user.id}`;
    expect(row?.minutes).toBe(60);
    await ctx.db.sql`UPDATE users SET password_reset_expires = now() - interval '1 second' WHERE id = ${user.id}`;
    expect((await cookieClient(ctx.app.url).post('/api/auth/reset-password', { token, password: 'brand-new' })).status).toBe(400);
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('when two resets race with one token, then only one wins', async () => {
    const user = await insertUser(ctx.db.sql);
    await cookieClient(ctx.app.url).post('/api/auth/forgot-password', { email: user.email });
    const token = mailToken((await ctx.app.deliverMail())[0]!);
    const answers = await Promise.all(
      ['first-pass', 'second-pass'].map((password) => cookieClient(ctx.app.url).post('/api/auth/reset-password', { token, password })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
  });
});

describe('changing the password or the email', () => {
  it('when a guest tries, then the fixed 401', async () => {
    const res = await cookieClient(ctx.app.url).post('/api/auth/change-password', { currentPassword: 'x', newPassword: 'yyyyyy' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required', requiresLogin: true });
  });

  it('when the current password is wrong, then 400 and nothing changes', async () => {
    const user = await insertUser(ctx.db.sql);
    const client = await signIn(user.email, user.password);
    const res = await client.post('/api/auth/change-password', { currentPassword: 'wrong', newPassword: 'brand-new' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      message: 'The current password is not correct',
      fieldErrors: { currentPassword: ['forms.validation.currentPasswordWrong'] },
    });
    expect((await client.get('/api/auth/user')).status).toBe(200);
  });

  it('when she changes it and ends the other sessions, then only this device stays signed in', async () => {
    const user = await insertUser(ctx.db.sql);
    const other = await signIn(user.email, user.password);
    const keeper = await signIn(user.email, user.password);
    const untouched = await insertUser(ctx.db.sql);
    const stranger = await signIn(untouched.email, untouched.password);
    const res = await keeper.post('/api/auth/change-password', {
      currentPassword: user.password,
      newPassword: 'brand-new',
      endOtherSessions: true,
    });
    expect(res.status).toBe(200);
    expect((await keeper.get('/api/auth/user')).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(401);
    expect((await stranger.get('/api/auth/user')).status).toBe(200);
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: 'brand-new' })).status).toBe(200);
  });

  it('when she changes it without ending the others, then they stay signed in', async () => {
    const user = await insertUser(ctx.db.sql);
    const other = await signIn(user.email, user.password);
    const keeper = await signIn(user.email, user.password);
    expect((await keeper.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'brand-new' })).status).toBe(200);
    expect((await other.get('/api/auth/user')).status).toBe(200);
  });

  it('when she changes the password, then a reset link mailed before it is refused', async () => {
    const user = await insertUser(ctx.db.sql);
    await cookieClient(ctx.app.url).post('/api/auth/forgot-password', { email: user.email });
    const token = mailToken((await ctx.app.deliverMail())[0]!);
    const client = await signIn(user.email, user.password);
    expect((await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'brand-new' })).status).toBe(200);
    const reset = await cookieClient(ctx.app.url).post('/api/auth/reset-password', { token, password: 'stolen-one' });
    expect(reset.status).toBe(400);
    expect(reset.body.fieldErrors).toEqual({ token: ['forms.validation.tokenInvalid'] });
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: user.email, password: 'brand-new' })).status).toBe(200);
  });

  it('when she changes the email, then the reset link and the confirmation link mailed to the old address are refused', async () => {
    const account = await insertUser(ctx.db.sql, { isEmailVerified: false });
    const client = await signIn(account.email, account.password);
    expect((await client.post('/api/auth/resend-verification')).status).toBe(200);
    const confirm = mailToken((await ctx.app.deliverMail())[0]!);
    await cookieClient(ctx.app.url).post('/api/auth/forgot-password', { email: account.email });
    const reset = mailToken((await ctx.app.deliverMail())[0]!);
    const moved = await client.post('/api/auth/change-email', { currentPassword: account.password, newEmail: `moved-${account.email}` });
    expect(moved.status).toBe(200);
    const fresh = await ctx.app.deliverMail();
    expect(fresh.map((m) => m.to)).toEqual([`moved-${account.email}`]);
    expect((await cookieClient(ctx.app.url).post('/api/auth/verify-email', { token: mailToken(fresh[0]!) })).status).toBe(200);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: `moved-${account.email}` });

    expect((await cookieClient(ctx.app.url).post('/api/auth/verify-email', { token: confirm })).status).toBe(400);
    expect((await cookieClient(ctx.app.url).post('/api/auth/reset-password', { token: reset, password: 'stolen-one' })).status).toBe(400);
  });

  it('when she changes the password, then a change of address still waiting for its link is void', async () => {
    const user = await insertUser(ctx.db.sql);
    const client = await signIn(user.email, user.password);
    await client.post('/api/auth/change-email', { currentPassword: user.password, newEmail: 'waiting@example.org' });
    const token = mailToken((await ctx.app.deliverMail())[0]!);
    expect((await client.post('/api/auth/change-password', { currentPassword: user.password, newPassword: 'brand-new' })).status).toBe(200);
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(400);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: user.email });
  });

  it('when the address or password changes while a mail is being made, then its token is not stored and no mail goes out', async () => {
    const user = await insertUser(ctx.db.sql);
    const [read] = await ctx.db.sql<{ id: number; email: string; passwordHash: string; pendingEmail: string | null }[]>`
      SELECT id, email, password_hash AS "passwordHash", pending_email AS "pendingEmail" FROM users WHERE id = ${user.id}`;
    await ctx.db.sql`UPDATE users SET email = ${`elsewhere-${user.email}`} WHERE id = ${user.id}`;
    expect(await storeToken(ctx.db.sql, 'verify-email', read!, 'a'.repeat(64), 3600)).toBe(false);
    expect(await storeToken(ctx.db.sql, 'reset-password', read!, 'b'.repeat(64), 3600)).toBe(false);
    const [row] = await ctx.db.sql<{ verify: string | null; reset: string | null }[]>`
      SELECT email_verification_token_hash AS verify, password_reset_token_hash AS reset FROM users WHERE id = ${user.id}`;
    expect(row).toEqual({ verify: null, reset: null });
    expect(await storeToken(ctx.db.sql, 'reset-password', { ...read!, email: `elsewhere-${user.email}` }, 'c'.repeat(64), 3600)).toBe(true);
  });

  it('when she changes the email, then the answer says a link went to the new address, which becomes hers when it is followed', async () => {
    const user = await insertUser(ctx.db.sql);
    const client = await signIn(user.email, user.password);
    const res = await client.post('/api/auth/change-email', { currentPassword: user.password, newEmail: 'moved@example.org' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: 'We have sent a confirmation link to the new address. Your email address changes when it is opened.',
    });
    // nothing changes until the new address's owner follows the link
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: user.email });
    const mails = await ctx.app.deliverMail();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([['moved@example.org', 'Confirm your new email address']]);
    const link = new URL(/https:\S+/.exec(mails[0]!.text)![0]);
    const followed = await fetch(`${ctx.app.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(followed.headers.get('location')).toBe('/en?emailVerified=true');
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: 'moved@example.org', isEmailVerified: true });
    expect((await cookieClient(ctx.app.url).post('/api/auth/login', { email: 'moved@example.org', password: user.password })).status).toBe(
      200,
    );
    // the link works once
    const again = await fetch(`${ctx.app.url}${link.pathname}${link.search}`, { redirect: 'manual' });
    expect(again.headers.get('location')).toBe('/en?emailVerified=false');
  });

  it('when she asks for an address another account holds, then the answer is the same as for a free one and the holder is told instead', async () => {
    const holder = await insertUser(ctx.db.sql);
    await ctx.db.sql`UPDATE users SET language = 'es' WHERE id = ${holder.id}`;
    const asker = await insertUser(ctx.db.sql);
    const client = await signIn(asker.email, asker.password);
    const free = await client.post('/api/auth/change-email', { currentPassword: asker.password, newEmail: 'free-address@example.org' });
    await ctx.app.deliverMail();
    const taken = await client.post('/api/auth/change-email', { currentPassword: asker.password, newEmail: holder.email.toUpperCase() });
    expect(taken.status).toBe(free.status);
    expect(taken.body).toEqual(free.body);
    expect(taken.setCookies.map((c) => c.replace(/=[^;]*/, ''))).toEqual(free.setCookies.map((c) => c.replace(/=[^;]*/, '')));
    const mails = await ctx.app.deliverMail();
    expect(mails.map((m) => [m.to, m.subject])).toEqual([[holder.email, 'Alguien ha pedido usar tu correo electrónico']]);
    expect(mails[0]!.text).not.toMatch(/token=/);
    // nothing changed for either account, and the asker's earlier free address is still the one waiting
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: asker.email });
    const rows = await ctx.db.sql<{ id: number; email: string; pending: string | null }[]>`
      SELECT id, email, pending_email AS pending FROM users WHERE id IN (${holder.id}, ${asker.id}) ORDER BY id`;
    expect(rows).toEqual([
      { id: holder.id, email: holder.email, pending: null },
      { id: asker.id, email: asker.email, pending: 'free-address@example.org' },
    ]);
    // a wrong password is still a 400, whatever the address
    expect((await client.post('/api/auth/change-email', { currentPassword: 'wrong', newEmail: holder.email })).status).toBe(400);
  });

  it('when another account takes the address before her link is followed, then the link is refused and nothing changes', async () => {
    const user = await insertUser(ctx.db.sql);
    const client = await signIn(user.email, user.password);
    await client.post('/api/auth/change-email', { currentPassword: user.password, newEmail: 'contested@example.org' });
    const token = mailToken((await ctx.app.deliverMail())[0]!);
    await insertUser(ctx.db.sql, { email: 'contested@example.org' });
    expect((await client.post('/api/auth/verify-email', { token })).status).toBe(400);
    expect((await client.get('/api/auth/user')).body).toMatchObject({ email: user.email });
  });
});
