// /api/admin: the back office's routes, mounted in api/server.ts. Every route is
// declared through adminRoutes() with the access it needs (api/admin/admin-route.ts); each admin
// feature adds its router here, one line each. Nothing here may be cached by anyone.
import { Router } from 'express';
import { apiNotFound } from '../errors.ts';
import { noStore } from '../http/cache-control.ts';
import type { AdminDeps } from './admin-deps.ts';
import { requireAdminAccess } from './admin-route.ts';
import { adminsAdminRouter } from './admins/admins.router.ts';
import { analyticsAdminRouter } from './analytics/analytics.router.ts';
import { auditLogAdminRouter } from './audit/audit-log.router.ts';
import { adminAuthRouter } from './auth/admin-auth.router.ts';
import { blocksAdminRouter } from './blocks/blocks.router.ts';
import { dashboardAdminRouter } from './dashboard/dashboard.router.ts';
import { exportsAdminRouter } from './exports/exports.router.ts';
import { messagesAdminRouter } from './messages/messages.router.ts';
import { mfaAdminRouter } from './mfa/mfa.router.ts';
import { ordersAdminRouter } from './orders/admin-orders.router.ts';
import { profileEditAdminRouter } from './profiles/profile-edit.router.ts';
import { profilePreviewAdminRouter } from './profiles/profile-preview.router.ts';
import { profilesListAdminRouter } from './profiles/profiles-list.router.ts';
import { reportsAdminRouter } from './reports/admin-reports.router.ts';
import { settingsAdminRouter } from './settings/admin-settings.router.ts';
import { usersAdminRouter } from './users/users.router.ts';

export function adminRouter(deps: AdminDeps): Router {
  const router = Router();
  router.use(noStore);
  router.use(adminAuthRouter(deps));
  router.use(mfaAdminRouter(deps));
  router.use(auditLogAdminRouter(deps));
  router.use(dashboardAdminRouter(deps));
  router.use(profilesListAdminRouter(deps));
  router.use(usersAdminRouter(deps));
  router.use(adminsAdminRouter(deps));
  router.use(profileEditAdminRouter(deps));
  router.use(profilePreviewAdminRouter(deps));
  router.use(ordersAdminRouter(deps));
  router.use(blocksAdminRouter(deps));
  router.use(reportsAdminRouter(deps));
  router.use(messagesAdminRouter(deps));
  router.use(settingsAdminRouter(deps));
  router.use(analyticsAdminRouter(deps));
  router.use(exportsAdminRouter(deps));
  // Any other /api/admin address: 401 for whoever is not a signed-in admin, then 404.
  router.use(requireAdminAccess('admin'), apiNotFound);
  return router;
}
