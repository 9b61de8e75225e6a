// The shared fixed-window limiter against a real PostgreSQL: counts per name and client, refuses
// past the limit with the seconds left, opens again in the next window, and stays exact when
// many requests (as from several replicas) arrive at once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '#tests/db.ts';
import { RateLimitError } from '../errors.ts';
import { clientBucket, createRateLimiter } from './rate-limit.ts';

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});

afterAll(async () => {
  await db?.drop();
});

it('allows the limit, then refuses with the seconds left in the window', async () => {
  const limiter = createRateLimiter(db.sql, { name: 'login', limit: 3, windowSeconds: 600 });
  for (let i = 0; i < 3; i += 1) await limiter.consume('203.0.113.7');
  const error = await limiter.consume('203.0.113.7').catch((e: unknown) => e);
  expect(error).toBeInstanceOf(RateLimitError);
  expect((error as RateLimitError).status).toBe(429);
  expect((error as RateLimitError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
  expect((error as RateLimitError).retryAfterSeconds).toBeLessThanOrEqual(600);
  await limiter.consume('203.0.113.8'); // another client
  await createRateLimiter(db.sql, { name: 'signup', limit: 3, windowSeconds: 600 }).consume('203.0.113.7'); // another bucket
});

it('stores only a keyed hash of the client address', async () => {
  const limiter = createRateLimiter(db.sql, { name: 'hash-check', limit: 5, windowSeconds: 60, secret: 's'.repeat(32) });
  await limiter.consume('198.51.100.23');
  const rows = await db.sql<{ bucket: string }[]>`SELECT bucket FROM rate_limits WHERE bucket LIKE 'hash-check:%'`;
  expect(rows).toEqual([{ bucket: clientBucket('hash-check', '198.51.100.23', 's'.repeat(32)) }]);
  expect(rows[0]?.bucket).not.toContain('198.51');
  expect(clientBucket('hash-check', '198.51.100.23', 's'.repeat(32))).not.toBe(clientBucket('hash-check', '198.51.100.23', 't'.repeat(32)));
});

it('opens again in the next window', async () => {
  const limiter = createRateLimiter(db.sql, { name: 'short', limit: 1, windowSeconds: 2 });
  // Start right after a window boundary so both hits fall into the same two-second window.
  await new Promise((resolve) => setTimeout(resolve, 2000 - (Date.now() % 2000) + 20));
  await limiter.consume('192.0.2.1');
  await expect(limiter.consume('192.0.2.1')).rejects.toBeInstanceOf(RateLimitError);
  await new Promise((resolve) => setTimeout(resolve, 2100));
  await limiter.consume('192.0.2.1');
});

it('when 20 requests race, exactly the limit get through', async () => {
  const limiter = createRateLimiter(db.sql, { name: 'race', limit: 5, windowSeconds: 3600 });
  const results = await Promise.allSettled(Array.from({ length: 20 }, () => limiter.consume('192.0.2.50')));
  expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
  expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof RateLimitError)).toHaveLength(15);
});
