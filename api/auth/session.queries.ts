// The rows behind site-user session cookies: one per signed-in device, keyed by the SHA-256 of
// the cookie's random id. Every time comes from the database's clock, which all replicas share.
import type { Queryable } from '#db/connection.ts';
import { slideSession } from '../http/sliding-session.queries.ts';
import { type UserRow, userColumns } from './auth.queries.ts';

export interface NewSession {
  idHash: string;
  userId: number;
  idleSeconds: number;
  absoluteSeconds: number;
  userAgent: string | null;
}

export async function insertSession(q: Queryable, session: NewSession): Promise<void> {
  await q`
    INSERT INTO user_sessions (id, user_id, expires_at, absolute_expires_at, last_activity, user_agent)
    VALUES (${session.idHash}, ${session.userId}, now() + make_interval(secs => ${session.idleSeconds}),
      now() + make_interval(secs => ${session.absoluteSeconds}), now(), ${session.userAgent})`;
}

export interface LiveSession {
  user: UserRow;
  /** Whether this look-up moved last_activity and the sliding expiry (at most once a minute). */
  touched: boolean;
}

/**
 * The active user of a live session, or undefined. A session is live while it was used within
 * `idleSeconds` and began within `absoluteSeconds` (and its stored expiries agree); a row that is
 * not is deleted by the same statement. When the session was last used more than `touchSeconds`
 * ago, last_activity moves to now and the expiry to `idleSeconds` from now, never past the cap.
 */
export async function findLiveSession(
  q: Queryable,
  idHash: string,
  options: { touchSeconds: number; idleSeconds: number; absoluteSeconds: number },
): Promise<LiveSession | undefined> {
  const [row] = await q<(UserRow & { touched: boolean })[]>`
    WITH s AS (
      SELECT s.id, s.user_id,
        s.expires_at > now() AND s.absolute_expires_at > now()
          AND s.last_activity > now() - make_interval(secs => ${options.idleSeconds})
          AND s.created_at > now() - make_interval(secs => ${options.absoluteSeconds}) AS live,
        s.last_activity < now() - make_interval(secs => ${options.touchSeconds}) AS stale
      FROM user_sessions s WHERE s.id = ${idHash}
    ),
    ended AS (
      DELETE FROM user_sessions t USING s WHERE t.id = s.id AND NOT s.live
    ),
    a AS (
      SELECT s.id, s.user_id, s.stale FROM s JOIN users u ON u.id = s.user_id WHERE s.live AND u.is_active
    ),
    touched AS (${slideSession(q, 'user_sessions', 'a', options.idleSeconds)})
    SELECT ${userColumns(q)}, EXISTS (SELECT 1 FROM touched) AS touched FROM a JOIN users u ON u.id = a.user_id`;
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
