// Admin MFA routes (decision 024), under /api/admin:
//   GET  /mfa                        own status                          admin, also before enrolment
//   POST /mfa/setup {password}       a pending key, its URI and QR code  admin, also before enrolment
//   POST /mfa/confirm {code}         turns it on: ten recovery codes     admin, also before enrolment
//   POST /mfa/recovery-codes {password, code}  ten new recovery codes   admin
//   POST /mfa/disable {password, code}  off (refused while required)     admin
//   POST /password {currentPassword, code?, newPassword}  own password   admin (code while MFA is on)
//   GET  /mfa/admins                 every admin, enrolled or not        superadmin
//   POST /mfa/admins/:id/reset       removes their MFA, ends sessions    superadmin
//   GET|PUT /settings/mfa-required   the setting                         superadmin
import type { Router } from 'express';
import {
  AdminIdParamsSchema,
  AdminPasswordChangeSchema,
  MfaChangeSchema,
  MfaCodeSchema,
  MfaPasswordSchema,
  MfaRequiredSchema,
} from '#contract/admin-mfa.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor, beforeMfaEnrolment, signedInAdmin } from '../admin-route.ts';
import { createMfaService } from './mfa.service.ts';

export function mfaAdminRouter({ sql, env, limiter }: AdminDeps): Router {
  const service = createMfaService({ sql, env, limiter });
  const r = adminRoutes();
  r.get('/mfa', beforeMfaEnrolment('admin'), async (req, res) => {
    res.json(await service.status(signedInAdmin(req)));
  });
  r.post('/mfa/setup', beforeMfaEnrolment('admin'), async (req, res) => {
    const { password } = parseInput(MfaPasswordSchema, req.body ?? {});
    res.json(await service.setup(signedInAdmin(req), password, auditActor(req)));
  });
  r.post('/mfa/confirm', beforeMfaEnrolment('admin'), async (req, res) => {
    const { code } = parseInput(MfaCodeSchema, req.body ?? {});
    res.json({ recoveryCodes: await service.confirm(signedInAdmin(req), code, auditActor(req)) });
  });
  r.post('/mfa/recovery-codes', 'admin', async (req, res) => {
    const factors = parseInput(MfaChangeSchema, req.body ?? {});
    res.json({ recoveryCodes: await service.regenerateRecoveryCodes(signedInAdmin(req), factors, auditActor(req)) });
  });
  r.post('/mfa/disable', 'admin', async (req, res) => {
    const factors = parseInput(MfaChangeSchema, req.body ?? {});
    await service.disable(signedInAdmin(req), factors, auditActor(req));
    res.json({ success: true });
  });
  r.post('/password', 'admin', async (req, res) => {
    const input = parseInput(AdminPasswordChangeSchema, req.body ?? {});
    await service.changePassword(signedInAdmin(req), input, await req.adminSession.idHash(), auditActor(req));
    res.json({ success: true });
  });
  r.get('/mfa/admins', 'superadmin', async (_req, res) => {
    res.json(await service.listAdmins());
  });
  r.post('/mfa/admins/:id/reset', 'superadmin', async (req, res) => {
    const { id } = parseInput(AdminIdParamsSchema, req.params);
    await service.reset(id, auditActor(req));
    res.json({ success: true });
  });
  r.get('/settings/mfa-required', 'superadmin', async (_req, res) => {
    res.json({ required: await service.required() });
  });
  r.put('/settings/mfa-required', 'superadmin', async (req, res) => {
    const { required } = parseInput(MfaRequiredSchema, req.body ?? {});
    res.json({ required: await service.setRequired(required, auditActor(req)) });
  });
  return r.router;
}
