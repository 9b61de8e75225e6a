// The audit log page: a page of admin_activity_log, newest first, and the
// number of rows the filters match.
import { AUDIT_PAGE_SIZE, type AuditEntry, type AuditQuery } from '#contract/admin-audit.schema.ts';
import type { Sql } from '#db/connection.ts';
import { findAuditEntries } from './audit-log.queries.ts';

export function createAuditLogService(sql: Sql) {
  return {
    list({ limit = AUDIT_PAGE_SIZE, offset = 0, ...filter }: AuditQuery): Promise<{ rows: AuditEntry[]; total: number }> {
      return findAuditEntries(sql, filter, limit, offset);
    },
  };
}
