// /api/admin login, logout and user: the public calls and shapes. A login starts
// a new admin session (a new id: a cookie planted before the login is worth nothing after it).
import type { CurrentAdmin } from '#contract/admin-auth.schema.ts';
import { AdminLoginSchema } from '#contract/admin-auth.schema.ts';
import { createLoginLimits } from '../../auth/login-limits.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor, beforeMfaEnrolment, signedInAdmin } from '../admin-route.ts';
import type { AdminRow } from '../admin-session.ts';
import { audit } from '../audit.ts';
import { createSecondFactor } from '../mfa/mfa.service.ts';
import { createAdminAuthService } from './admin-auth.service.ts';

export const LOGIN_FIELDS_REQUIRED = 'Please enter both username and password';

export function toCurrentAdmin(admin: AdminRow): CurrentAdmin {
  return { id: admin.id, username: admin.username, email: admin.email, role: admin.role };
}

export function adminAuthRouter({ sql, env, limiter }: AdminDeps) {
  const service = createAdminAuthService({ sql, loginLimits: createLoginLimits(sql, limiter), secondFactor: createSecondFactor({ env }) });
  const r = adminRoutes();

  r.get('/user', beforeMfaEnrolment('admin'), (req, res) => {
    res.json(toCurrentAdmin(signedInAdmin(req)));
  });

  r.post('/login', 'public', async (req, res) => {
    const admin = await service.login(parseInput(AdminLoginSchema, req.body ?? {}, LOGIN_FIELDS_REQUIRED), auditActor(req));
    await req.adminSession.start(admin.id);
    res.json({ success: true, admin: toCurrentAdmin(admin) });
  });

  r.post('/logout', 'public', async (req, res) => {
    const admin = await req.adminSession.holder();
    if (admin) await audit(sql, { adminId: admin.id, ip: req.ip ?? null }, 'admin.logout', { type: 'admin', id: admin.id });
    await req.adminSession.end();
    res.json({ success: true });
  });

  return r.router;
}
