// SQL of the audit log page: admin_activity_log filtered, newest first, with the acting admin's
// current username (NULL once the admin was deleted).
import type { AuditEntry, AuditFilter } from '#contract/admin-audit.schema.ts';
import type { Queryable } from '#db/connection.ts';

function where(q: Queryable, filter: AuditFilter) {
  const conditions = [
    filter.action ? q`l.action = ${filter.action}` : null,
    filter.adminId ? q`l.admin_id = ${filter.adminId}` : null,
    filter.targetType ? q`l.target_type = ${filter.targetType}` : null,
    filter.targetId ? q`l.target_id = ${filter.targetId}` : null,
    filter.from ? q`l.timestamp >= ${filter.from}::date::timestamp AT TIME ZONE 'UTC'` : null,
    filter.to ? q`l.timestamp < (${filter.to}::date + 1)::timestamp AT TIME ZONE 'UTC'` : null,
  ].filter((c) => c !== null);
  return conditions.reduce((acc, c) => q`${acc} AND ${c}`, q`TRUE`);
}

export async function findAuditEntries(
  q: Queryable,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditEntry[]; total: number }> {
  const condition = where(q, filter);
  const [rows, [count]] = await Promise.all([
    q<(Omit<AuditEntry, 'timestamp' | 'id'> & { id: string; timestamp: Date })[]>`
      SELECT l.id::text AS id, l.admin_id AS "adminId", a.username AS "adminUsername", l.action,
             l.target_type AS "targetType", l.target_id AS "targetId", l.details,
             l.ip_address AS "ipAddress", l.timestamp
        FROM admin_activity_log l LEFT JOIN admin_users a ON a.id = l.admin_id
       WHERE ${condition}
       ORDER BY l.timestamp DESC, l.id DESC
       LIMIT ${limit} OFFSET ${offset}`,
    q<{ total: number }[]>`SELECT count(*)::int AS total FROM admin_activity_log l WHERE ${condition}`,
  ]);
  return {
    rows: rows.map((row) => ({ ...row, id: Number(row.id), timestamp: row.timestamp.toISOString() })),
    total: count?.total ?? 0,
  };
}
