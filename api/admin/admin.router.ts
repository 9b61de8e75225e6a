// /api/admin: the back office's routes, mounted in api/server.ts behind requireAdmin. Each admin
// feature adds its router here (e.g. router.use(adminOrdersRouter(deps))), one line each.
import { Router } from 'express';

export function adminRouter(): Router {
  return Router();
}
