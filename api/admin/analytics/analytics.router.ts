// GET /api/admin/analytics?range=7|30|90 (any admin; 30 when omitted): the analytics page's
// numbers (contract/admin-analytics.schema.ts). A bad range is a 400 with field errors.
import type { Router } from 'express';
import { AnalyticsQuerySchema } from '#contract/admin-analytics.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes } from '../admin-route.ts';
import { createAnalyticsService } from './analytics.service.ts';

export function analyticsAdminRouter({ sql }: Pick<AdminDeps, 'sql'>): Router {
  const service = createAnalyticsService(sql);
  const r = adminRoutes();
  r.get('/analytics', 'admin', async (req, res) => {
    res.json(await service.report(parseInput(AnalyticsQuerySchema, req.query, 'Invalid range')));
  });
  return r.router;
}
