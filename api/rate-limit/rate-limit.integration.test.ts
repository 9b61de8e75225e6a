// The shared fixed-window limiter against a real PostgreSQL: counts per name and client, refuses
// past the limit with the seconds left, opens again in the next window (on a clock the test
// moves), keys IPv6 clients by /64, stores only a hash keyed with the server secret, and stays
// exact when many requests (as from several replicas) arrive at once.
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { RateLimitError } from '../errors.ts';
import { clientBucket } from './client-key.ts';
import { createRateLimiter, type RateLimitOptions } from './rate-limit.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

const SECRET = 's'.repeat(32);
let now: Date;
beforeEach(() => {
  now = new Date('2031-05-06T07:00:00Z'); // a window boundary for windows of 1, 10 and 60 minutes
});
const limiterFor = (options: Omit<RateLimitOptions, 'secret' | 'clock'>, secret = SECRET) =>
  createRateLimiter(db.sql, { ...options, secret: () => secret, clock: () => now });
const later = (seconds: number) => {
  now = new Date(now.getTime() + seconds * 1000);
};

it('allows the limit, then refuses with the seconds left in the window', async () => {
  const limiter = limiterFor({ name: 'login', limit: 3, windowSeconds: 600 });
  for (let i = 0; i < 3; i += 1) await limiter.consume('203.0.113.7');
  later(100);
  const error = await limiter.consume('203.0.113.7').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RateLimitError);
  expect((error as RateLimitError).status).toBe(429);
  expect((error as RateLimitError).retryAfterSeconds).toBe(500);
  await limiter.consume('203.0.113.8'); // another client
  await limiterFor({ name: 'signup', limit: 3, windowSeconds: 600 }).consume('203.0.113.7'); // another bucket
});

it('without a clock of its own, counts in the window of the database clock', async () => {
  // the window the database is in, read before and after the hit (the hit may fall on a boundary)
  const windowNow = async () => {
    const [row] = await db.sql<{ start: number }[]>`
      SELECT (floor(extract(epoch FROM clock_timestamp()) / 600) * 600)::float8 AS start`;
    return row?.start;
  };
  const before = await windowNow();
  await createRateLimiter(db.sql, { name: 'db-clock', limit: 1, windowSeconds: 600, secret: () => SECRET }).consume('203.0.113.9');
  const after = await windowNow();
  const [row] = await db.sql<{ start: number }[]>`
    SELECT extract(epoch FROM window_start)::float8 AS start FROM rate_limits
    WHERE bucket = ${clientBucket('db-clock', '203.0.113.9', SECRET)}`;
  expect([before, after]).toContain(row?.start);
});

it('opens again in the next window, and says exactly how long until then', async () => {
  const limiter = limiterFor({ name: 'short', limit: 1, windowSeconds: 600 });
  await limiter.consume('192.0.2.1');
  later(1);
  expect(await limiter.hit('192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 599 });
  later(598.5);
  expect(await limiter.hit('192.0.2.1')).toEqual({ allowed: false, retryAfterSeconds: 1 });
  later(0.5); // 07:10:00, the next window
  expect(await limiter.hit('192.0.2.1')).toEqual({ allowed: true, retryAfterSeconds: 600 });
  await expect(limiter.consume('192.0.2.1')).rejects.toBeInstanceOf(RateLimitError);
});

it('stores only a hash keyed with the server secret: another secret, another bucket', async () => {
  await limiterFor({ name: 'hash-check', limit: 5, windowSeconds: 60 }).consume('198.51.100.23');
  await limiterFor({ name: 'hash-check', limit: 5, windowSeconds: 60 }, 't'.repeat(32)).consume('198.51.100.23');
  const rows = await db.sql<{ bucket: string }[]>`SELECT bucket FROM rate_limits WHERE bucket LIKE 'hash-check:%'`;
  const buckets = rows.map((r) => r.bucket).sort();
  expect(buckets).toEqual(
    [clientBucket('hash-check', '198.51.100.23', SECRET), clientBucket('hash-check', '198.51.100.23', 't'.repeat(32))].sort(),
  );
  expect(new Set(buckets).size).toBe(2);
  expect(buckets.join()).not.toContain('198.51');
});

it('refuses a secret that is not the server secret (no public or short key)', async () => {
  const limiter = limiterFor({ name: 'weak', limit: 5, windowSeconds: 60 }, 'contacto-rate-limit');
  await expect(limiter.consume('192.0.2.9')).rejects.toThrow(/server secret/);
});

it('two IPv6 addresses in one /64, however written, share a bucket; the next /64 has its own', async () => {
  const limiter = limiterFor({ name: 'ipv6', limit: 2, windowSeconds: 600 });
  await limiter.consume('2001:db8::1');
  await limiter.consume('2001:0db8:0:0::ffff');
  await expect(limiter.consume('2001:db8:0:0:1::')).rejects.toBeInstanceOf(RateLimitError);
  await limiter.consume('2001:db8:0:1::1');
  // An IPv4 client reaching a dual-stack socket is still keyed by its IPv4 address.
  await limiter.consume('192.0.2.77');
  await limiter.consume('::ffff:192.0.2.77');
  await expect(limiter.consume('192.0.2.77')).rejects.toBeInstanceOf(RateLimitError);
});

it('when 20 requests race, exactly the limit get through', async () => {
  const limiter = limiterFor({ name: 'race', limit: 5, windowSeconds: 3600 });
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.consume('192.0.2.50')));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof RateLimitError)).toHaveLength(15);
});
