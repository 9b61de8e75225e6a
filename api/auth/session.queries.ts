// The rows behind session cookies (DESIGN §10): one per signed-in device, keyed by the SHA-256 of
// the cookie's random id. Every time comes from the database's clock, which all replicas share.
import type { Queryable } from '#db/connection.ts';
import { type UserRow, userColumns } from './auth.queries.ts';

export interface NewSession {
  idHash: string;
  userId: number;
  slidingSeconds: number;
  absoluteSeconds: number;
  userAgent: string | null;
}

export async function insertSession(q: Queryable, session: NewSession): Promise<void> {
  await q`
    INSERT INTO user_sessions (id, user_id, expires_at, absolute_expires_at, last_activity, user_agent)
    VALUES (${session.idHash}, ${session.userId}, now() + make_interval(secs => ${session.slidingSeconds}),
      now() + make_interval(secs => ${session.absoluteSeconds}), now(), ${session.userAgent})`;
}

export interface LiveSession {
  user: UserRow;
  /** Whether this look-up moved last_activity and the sliding expiry (at most once a minute). */
  touched: boolean;
}

/**
 * The active user of a live session, or undefined. When the session was last used more than
 * `touchSeconds` ago, the same statement moves last_activity to now and the expiry to
 * `slidingSeconds` from now, never past the absolute cap.
 */
export async function findLiveSession(
  q: Queryable,
  idHash: string,
  options: { touchSeconds: number; slidingSeconds: number },
): Promise<LiveSession | undefined> {
  const [row] = await q<(UserRow & { touched: boolean })[]>`
    WITH s AS (
      SELECT s.id, s.user_id, s.last_activity < now() - make_interval(secs => ${options.touchSeconds}) AS stale
      FROM user_sessions s JOIN users u ON u.id = s.user_id
      WHERE s.id = ${idHash} AND s.expires_at > now() AND s.absolute_expires_at > now() AND u.is_active
    ),
    touched AS (
      UPDATE user_sessions t
      SET last_activity = now(), expires_at = least(now() + make_interval(secs => ${options.slidingSeconds}), t.absolute_expires_at)
      FROM s WHERE t.id = s.id AND s.stale
      RETURNING t.id
    )
    SELECT ${userColumns(q)}, EXISTS (SELECT 1 FROM touched) AS touched FROM s JOIN users u ON u.id = s.user_id`;
  if (!row) return undefined;
  const { touched, ...user } = row;
  return { user, touched };
}

export async function deleteSession(q: Queryable, idHash: string): Promise<void> {
  await q`DELETE FROM user_sessions WHERE id = ${idHash}`;
}

/** Ends every session of a user, or every one but `keepIdHash`. */
export async function deleteUserSessions(q: Queryable, userId: number, keepIdHash: string | null = null): Promise<number> {
  const result = await q`DELETE FROM user_sessions WHERE user_id = ${userId} AND id IS DISTINCT FROM ${keepIdHash}`;
  return result.count;
}
