// GET /api/admin/activity (superadmin): the audit trail, newest first, `limit` (50 by default)
// and `offset`, filtered by action, adminId, targetType, targetId and from/to (YYYY-MM-DD, UTC);
// the number of matching rows in X-Total-Count. Bad filters are a 400 with field errors.
import type { Router } from 'express';
import { AuditQuerySchema } from '#contract/admin-audit.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes } from '../admin-route.ts';
import { createAuditLogService } from './audit-log.service.ts';

export function auditLogAdminRouter({ sql }: AdminDeps): Router {
  const service = createAuditLogService(sql);
  const r = adminRoutes();
  r.get('/activity', 'superadmin', async (req, res) => {
    const { rows, total } = await service.list(parseInput(AuditQuerySchema, req.query, 'Invalid filters'));
    res.setHeader('X-Total-Count', String(total));
    res.json(rows);
  });
  return r.router;
}
