// The sliding part of both session look-ups (site users' user_sessions, admins' admin_sessions):
// a session last used more than its touch interval ago moves last_activity to now and its idle
// expiry `idleSeconds` from now, never past its absolute cap. Written once, as the UPDATE of a
// CTE that each look-up puts after its own row named `from` (with its `id` and `stale`).
import type postgres from 'postgres';
import type { Queryable } from '#db/connection.ts';

export type SessionTable = 'user_sessions' | 'admin_sessions';

export function slideSession(q: Queryable, table: SessionTable, from: string, idleSeconds: number): postgres.PendingQuery<postgres.Row[]> {
  return q`
    UPDATE ${q(table)} t
    SET last_activity = now(), expires_at = least(now() + make_interval(secs => ${idleSeconds}), t.absolute_expires_at)
    FROM ${q(from)} WHERE t.id = ${q(from)}.id AND ${q(from)}.stale
    RETURNING t.id`;
}
