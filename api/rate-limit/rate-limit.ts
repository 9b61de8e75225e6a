// Rate limits for logins and public forms (DESIGN §10): a fixed window per bucket and client,
// counted in PostgreSQL so all replicas share it. The client's IP is kept only as a keyed hash.
import { createHmac } from 'node:crypto';
import type { RequestHandler } from 'express';
import type { Sql } from '#db/connection.ts';
import { RateLimitError } from '../errors.ts';
import { hitWindow } from './rate-limit.queries.ts';

export interface RateLimitOptions {
  /** The bucket's name, e.g. "contact"; one counter per name and client. */
  name: string;
  /** Allowed hits per window. */
  limit: number;
  windowSeconds: number;
  /** Keys the IP hash, so the stored buckets cannot be turned back into addresses by brute force. */
  secret?: string;
}

export interface RateLimiter {
  readonly name: string;
  /** Counts one hit for this client; throws RateLimitError (429, Retry-After) past the limit. */
  consume(clientKey: string): Promise<void>;
}

// Without SESSION_SECRET (development, tests) the hash is still keyed, just with a known key.
const FALLBACK_SECRET = 'contacto-rate-limit';

export function clientBucket(name: string, clientKey: string, secret = FALLBACK_SECRET): string {
  const hash = createHmac('sha256', secret).update(clientKey).digest('base64url').slice(0, 32);
  return `${name}:${hash}`;
}

export function createRateLimiter(sql: Sql, options: RateLimitOptions): RateLimiter {
  if (!Number.isInteger(options.limit) || options.limit < 1) throw new Error('rate limit must be a whole number ≥ 1');
  if (!Number.isInteger(options.windowSeconds) || options.windowSeconds < 1) throw new Error('rate limit window must be ≥ 1 s');
  return {
    name: options.name,
    async consume(clientKey) {
      const { hits, secondsLeft } = await hitWindow(sql, clientBucket(options.name, clientKey, options.secret), options.windowSeconds);
      if (hits > options.limit) throw new RateLimitError(secondsLeft);
    },
  };
}

/** Middleware form: counts every request that reaches it, keyed by the client's IP (req.ip, which honours TRUST_PROXY). */
export function rateLimit(limiter: RateLimiter): RequestHandler {
  return async (req, _res, next) => {
    try {
      await limiter.consume(req.ip ?? req.socket.remoteAddress ?? 'unknown');
      next();
    } catch (error) {
      next(error);
    }
  };
}

/** One hit in a window, answered rather than thrown (for routes that shape their own 429). */
export async function hitRateLimit(
  sql: Sql,
  bucket: string,
  limit: number,
  windowSeconds: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const { hits, secondsLeft } = await hitWindow(sql, bucket, windowSeconds);
  return { allowed: hits <= limit, retryAfterSeconds: secondsLeft };
}

/** The bucket of a client address (hashed, never stored in clear). */
export function addressBucket(name: string, ip: string | undefined, secret?: string): string {
  return clientBucket(name, ip ?? 'unknown', secret);
}
