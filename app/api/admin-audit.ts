// The audit log's call: a page of the admins' actions, filtered (its total in X-Total-Count).

import { z } from 'zod/mini';
import { type AuditEntry, AuditEntrySchema } from '#contract/admin-audit.schema.ts';
import { adminGetWithTotal } from './admin.ts';
import type { WithTotal } from './client.ts';

/** GET /api/admin/activity?<query> (query: the filters, limit, offset; 403 for an admin who is not a superadmin). */
export function listActivity(query: string): Promise<WithTotal<AuditEntry[]>> {
  return adminGetWithTotal(`/activity?${query}`, z.array(AuditEntrySchema));
}
