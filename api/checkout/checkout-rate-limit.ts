// A fixed-window counter in rate_limits, shared by every API replica (DESIGN §4: nothing a
// replica needs lives in process memory). Buckets name hashed client addresses, never clear ones.
import { createHash } from 'node:crypto';
import type postgres from 'postgres';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window ends. */
  retryAfterSeconds: number;
}

export function addressBucket(scope: string, ip: string | undefined): string {
  return `${scope}:${createHash('sha256')
    .update(ip ?? 'unknown')
    .digest('hex')
    .slice(0, 32)}`;
}

/** Counts one hit in the current window; allowed while the window holds at most `limit` hits. */
export async function hitRateLimit(sql: postgres.ISql, bucket: string, limit: number, windowSeconds: number): Promise<RateLimitResult> {
  const [row] = await sql<{ hits: number; retryAfter: number }[]>`
    INSERT INTO rate_limits (bucket, window_start, hits)
    VALUES (${bucket}, to_timestamp(floor(extract(epoch FROM now()) / ${windowSeconds}) * ${windowSeconds}), 1)
    ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
    RETURNING hits,
      ceil(extract(epoch FROM window_start + make_interval(secs => ${windowSeconds}) - now()))::int AS "retryAfter"`;
  return { allowed: (row?.hits ?? 0) <= limit, retryAfterSeconds: Math.max(1, row?.retryAfter ?? windowSeconds) };
}
