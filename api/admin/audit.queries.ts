// The SQL of the audit trail's writes (audit.ts): one admin_activity_log row per admin action,
// written by the caller's transaction. The audit log page reads them (audit/audit-log.queries.ts).
import type { Queryable } from '#db/connection.ts';

export interface AuditRow {
  /** null for a failed login by nobody known. */
  adminId: number | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
}

/** Writes one row of the audit trail. */
export async function insertAuditRow(q: Queryable, row: AuditRow): Promise<void> {
  await q`
    INSERT INTO admin_activity_log (admin_id, action, target_type, target_id, details, ip_address)
    VALUES (${row.adminId}, ${row.action}, ${row.targetType}, ${row.targetId},
      ${q.json(row.details as Parameters<typeof q.json>[0])}, ${row.ip})`;
}
