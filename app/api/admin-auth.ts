// The back office's sign-in calls: who is signed in (GET /api/admin/user, 401 when nobody is),
// the login (with the second factor of an admin enrolled in MFA) and the logout.
import {
  type AdminLogin,
  type AdminLoginAnswer,
  AdminLoginAnswerSchema,
  type AdminSuccess,
  AdminSuccessSchema,
  type CurrentAdmin,
  CurrentAdminSchema,
} from '#contract/admin-auth.schema.ts';
import { adminGet, adminSend } from './admin.ts';

/** GET /api/admin/user: the signed-in admin (401 when nobody is, 403 while her MFA enrolment is due). */
export function getCurrentAdmin(): Promise<CurrentAdmin> {
  return adminGet('/user', CurrentAdminSchema);
}

/** POST /api/admin/login (401 with {mfaRequired: true} when her second factor is missing or wrong). */
export function adminLogin(body: AdminLogin): Promise<AdminLoginAnswer> {
  return adminSend('POST', '/login', AdminLoginAnswerSchema, body);
}

/** POST /api/admin/logout: ends the admin session (audited). */
export function adminLogout(): Promise<AdminSuccess> {
  return adminSend('POST', '/logout', AdminSuccessSchema);
}
