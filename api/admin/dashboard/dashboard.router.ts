// The dashboard's calls, for any signed-in admin:
// GET /dashboard-stats → the six statistics, GET /dashboard-queue → what waits for an admin,
// GET /recent-profiles → the newest profiles (rows of the profile list).
import type { Router } from 'express';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes } from '../admin-route.ts';
import { createDashboardService } from './dashboard.service.ts';

export function dashboardAdminRouter(deps: AdminDeps): Router {
  const service = createDashboardService(deps.sql);
  const r = adminRoutes();
  r.get('/dashboard-stats', 'admin', async (_req, res) => {
    res.json(await service.stats());
  });
  r.get('/dashboard-queue', 'admin', async (_req, res) => {
    res.json(await service.queue());
  });
  r.get('/recent-profiles', 'admin', async (_req, res) => {
    res.json(await service.recentProfiles());
  });
  return r.router;
}
