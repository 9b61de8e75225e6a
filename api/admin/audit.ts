// The audit trail: every admin action writes one admin_activity_log row, in the
// transaction of the change it records, so the log never claims a change that rolled back and
// never misses one that committed.
import type { Queryable } from '#db/connection.ts';

/** Who acts: the admin (null for a failed login by nobody known) and the client address. */
export interface AuditActor {
  adminId: number | null;
  ip: string | null;
}

export async function audit(
  q: Queryable,
  actor: AuditActor,
  action: string,
  target?: { type: string; id: string | number },
  details: Record<string, unknown> = {},
): Promise<void> {
  await q`
    INSERT INTO admin_activity_log (admin_id, action, target_type, target_id, details, ip_address)
    VALUES (${actor.adminId}, ${action}, ${target?.type ?? null}, ${target === undefined ? null : String(target.id)},
      ${q.json(details as Parameters<typeof q.json>[0])}, ${actor.ip})`;
}
