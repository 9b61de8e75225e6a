// The fixed-window counter in rate_limits: one row per bucket and window, counted up atomically
// on the database's clock, so every API replica shares the same count.
import type { Sql } from '#db/connection.ts';

export interface WindowHit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whole seconds until the current window ends (at least 1). */
  secondsLeft: number;
}

/** Counts one hit; `now` replaces the database's clock (tests step through windows with it). */
export async function hitWindow(sql: Sql, bucket: string, windowSeconds: number, now?: Date): Promise<WindowHit> {
  const [row] = await sql<WindowHit[]>`
    WITH now AS (SELECT coalesce(${now ?? null}::timestamptz, clock_timestamp()) AS at),
    win AS (
      SELECT to_timestamp(floor(extract(epoch FROM at) / ${windowSeconds}) * ${windowSeconds}) AS start, at FROM now
    ),
    upsert AS (
      INSERT INTO rate_limits (bucket, window_start, hits)
      SELECT ${bucket}, start, 1 FROM win
      ON CONFLICT (bucket, window_start) DO UPDATE SET hits = rate_limits.hits + 1
      RETURNING hits, window_start
    )
    SELECT upsert.hits,
           greatest(1, ceil(extract(epoch FROM (upsert.window_start + make_interval(secs => ${windowSeconds})) - win.at)))::int AS "secondsLeft"
    FROM upsert, win`;
  if (!row) throw new Error('rate limit upsert returned no row');
  return row;
}

/**
 * Takes back one hit of the current window, for limits that count only failures: the hit is
 * counted before the guarded work (so parallel tries cannot slip past the limit) and returned
 * when the work succeeded.
 */
export async function unhitWindow(sql: Sql, bucket: string, windowSeconds: number, now?: Date): Promise<void> {
  await sql`
    WITH now AS (SELECT coalesce(${now ?? null}::timestamptz, clock_timestamp()) AS at)
    UPDATE rate_limits SET hits = hits - 1
    FROM now
    WHERE bucket = ${bucket} AND hits > 0
      AND window_start = to_timestamp(floor(extract(epoch FROM now.at) / ${windowSeconds}) * ${windowSeconds})`;
}
