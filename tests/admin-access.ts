// The access every /api/admin route is expected to declare (api/admin/admin-route.ts), written
// out by hand: the admin role matrix (admin-routes.integration.test.ts) checks the registry against
// it, and the whole product's access matrix (api/access-matrix.integration.test.ts) walks it.
import type { AdminAccess } from '#api/admin/admin-route.ts';

export const EXPECTED_ADMIN_ROUTES: Record<string, AdminAccess> = {
  'GET /api/admin/user': 'admin',
  'POST /api/admin/login': 'public',
  'POST /api/admin/logout': 'public',
  'GET /api/admin/mfa': 'admin',
  'POST /api/admin/mfa/setup': 'admin',
  'POST /api/admin/mfa/confirm': 'admin',
  'POST /api/admin/mfa/recovery-codes': 'admin',
  'POST /api/admin/mfa/disable': 'admin',
  'POST /api/admin/password': 'admin',
  'GET /api/admin/mfa/admins': 'superadmin',
  'POST /api/admin/mfa/admins/:id/reset': 'superadmin',
  'GET /api/admin/settings/mfa-required': 'superadmin',
  'PUT /api/admin/settings/mfa-required': 'superadmin',
  'GET /api/admin/settings': 'admin',
  'PATCH /api/admin/settings': 'superadmin',
  'GET /api/admin/activity': 'superadmin',
  'GET /api/admin/dashboard-stats': 'admin',
  'GET /api/admin/dashboard-queue': 'admin',
  'GET /api/admin/recent-profiles': 'admin',
  'GET /api/admin/profiles': 'admin',
  'GET /api/admin/users': 'admin',
  'GET /api/admin/user-favorites/:userId': 'admin',
  'GET /api/admin/user-orders/:userId': 'admin',
  'PATCH /api/admin/users/:id': 'admin',
  'GET /api/admin/admins': 'superadmin',
  'POST /api/admin/admins': 'superadmin',
  'PATCH /api/admin/admins/:id': 'superadmin',
  'DELETE /api/admin/admins/:id': 'superadmin',
  'GET /api/admin/profiles/:id': 'admin',
  'PATCH /api/admin/profiles/:id': 'admin',
  'POST /api/admin/profiles/:id/approve': 'admin',
  'POST /api/admin/profiles/:id/review': 'admin',
  'POST /api/admin/profiles/:id/pending-edit/approve': 'admin',
  'POST /api/admin/profiles/:id/pending-edit/send-back': 'admin',
  'GET /api/admin/orders': 'admin',
  'GET /api/admin/orders/refund-queue': 'admin',
  'GET /api/admin/orders/:id': 'admin',
  'POST /api/admin/orders/:id/resend-confirmation': 'admin',
  'POST /api/admin/orders/:id/disclosure': 'superadmin',
  'POST /api/admin/orders/:id/refunds': 'admin',
  'POST /api/admin/orders/:id/refunds/:refundId/retry': 'admin',
  'GET /api/admin/blocks': 'admin',
  'POST /api/admin/blocks': 'admin',
  'POST /api/admin/orders/:id/block-buyer': 'admin',
  'DELETE /api/admin/blocks/:id': 'admin',
  'GET /api/admin/reports': 'admin',
  'GET /api/admin/reports/assignees': 'admin',
  'GET /api/admin/reports/:id': 'admin',
  'PATCH /api/admin/reports/:id': 'admin',
  'POST /api/admin/reports/:id/notes': 'admin',
  'POST /api/admin/reports/:id/notify-reporter': 'admin',
  'POST /api/admin/reports/:id/pause-profile': 'admin',
  'GET /api/admin/reports/:id/evidence': 'admin',
  'GET /api/admin/messages': 'admin',
  'GET /api/admin/messages/:id': 'admin',
  'PATCH /api/admin/messages/:id': 'admin',
  'POST /api/admin/messages/:id/replies': 'admin',
  'GET /api/admin/analytics': 'admin',
  'GET /api/admin/exports/orders.csv': 'admin',
  'GET /api/admin/exports/audit.csv': 'superadmin',
};

/**
 * The signed-in routes an admin reaches while every admin must use MFA and they have not enrolled
 * yet: who am I, their own MFA status and the enrolment. Every other signed-in admin route answers
 * them 403 {code: 'mfaEnrolmentRequired'}; the public ones (login, logout) stay open.
 */
export const EXPECTED_BEFORE_MFA_ENROLMENT: readonly string[] = [
  'GET /api/admin/user',
  'GET /api/admin/mfa',
  'POST /api/admin/mfa/setup',
  'POST /api/admin/mfa/confirm',
];
