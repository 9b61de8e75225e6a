// The audit trail: every admin action writes one admin_activity_log row, in the
// transaction of the change it records, so the log never claims a change that rolled back and
// never misses one that committed.
import type { Queryable } from '#db/connection.ts';
import { insertAuditRow } from './audit.queries.ts';

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
  await insertAuditRow(q, {
    adminId: actor.adminId,
    action,
    targetType: target?.type ?? null,
    targetId: target === undefined ? null : String(target.id),
    details,
    ip: actor.ip,
  });
}
