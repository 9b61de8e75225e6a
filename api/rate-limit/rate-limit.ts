// Rate limits for logins, public forms, checkout and order look-ups: a fixed window
// per bucket and client, counted in PostgreSQL so all replicas share it. The client is the real
// one (req.ip under TRUST_PROXY, IPv6 by /64) and is stored only as a hash keyed with the server
// secret (client-key.ts). A limit is meant to be counted before the expensive work it guards.
import type { Request, RequestHandler } from 'express';
import type { Sql } from '#db/connection.ts';
import { RateLimitError } from '../errors.ts';
import { clientBucket, keyBucket } from './client-key.ts';
import { hitWindow } from './rate-limit.queries.ts';

export interface RateLimitOptions {
  /** The bucket's name, e.g. "contact"; one counter per name and client. */
  name: string;
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
  /** The server secret (serverSecret(env)), asked for on the first hit; keys the client's hash. */
  secret: () => string;
  /** The clock of the window; unset, the database's, which every replica shares. */
  clock?: () => Date;
}

/** What every limiter of one server shares: the secret that keys client hashes and the clock. */
export type LimiterBase = Pick<RateLimitOptions, 'secret' | 'clock'>;

export interface RateLimitHit {
  allowed: boolean;
  /** Whole seconds until the window ends (at least 1). */
  retryAfterSeconds: number;
}

export interface RateLimiter {
  readonly name: string;
  /** Counts one hit for the client at this address (req.ip), answered (for routes that shape their own 429). */
  hit(ip: string | undefined): Promise<RateLimitHit>;
  /** Counts one hit; throws RateLimitError (429, Retry-After) past the limit. */
  consume(ip: string | undefined): Promise<void>;
  /** Counts one hit for something that is not a client address (an email), kept only as a keyed hash. */
  hitKey(key: string): Promise<RateLimitHit>;
}

export function createRateLimiter(sql: Sql, options: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(options.limit) || options.limit < 1) throw new Error('rate limit must be a whole number ≥ 1');
  if (!Number.isInteger(options.windowSeconds) || options.windowSeconds < 1) throw new Error('rate limit window must be ≥ 1 s');
  const count = async (bucket: string): Promise<RateLimitHit> => {
    const { hits, secondsLeft } = await hitWindow(sql, bucket, options.windowSeconds, options.clock?.());
    return { allowed: hits <= options.limit, retryAfterSeconds: secondsLeft };
  };
  const hit = (ip: string | undefined) => count(clientBucket(options.name, ip, options.secret()));
  return {
    name: options.name,
    hit,
    hitKey: (key) => count(keyBucket(options.name, key, options.secret())),
    async consume(ip) {
      const result = await hit(ip);
      if (!result.allowed) throw new RateLimitError(result.retryAfterSeconds);
    },
  };
}

/**
 * Middleware form keyed on something else than the client's address (the signed-in account:
 * `user:<id>`, kept only as a keyed hash): counts every request that reaches it, and past the
 * limit answers 429 with Retry-After before the handlers after it do any work.
 */
export function rateLimitByKey(limiter: RateLimiter, keyOf: (req: Request) => string): RequestHandler {
  return async (req, _res, next) => {
    try {
      const result = await limiter.hitKey(keyOf(req));
      next(result.allowed ? undefined : new RateLimitError(result.retryAfterSeconds));
    } catch (error) {
      next(error);
    }
  };
}

/** Middleware form: counts every request that reaches it, before the handlers after it do any work. */
export function rateLimit(limiter: RateLimiter): RequestHandler {
  return async (req, _res, next) => {
    try {
      await limiter.consume(req.ip);
      next();
    } catch (error) {
      next(error);
    }
  };
}
