// Admin Management's calls, superadmins only: GET /admins, POST /admins
// {username, email, password, role} (201), PATCH /admins/{id} {username, email, role, isActive}
// (any of them, nothing else) and DELETE /admins/{id}.
import type { Request, Router } from 'express';
import { AdminIdParamsSchema, CreateAdminSchema, UpdateAdminSchema } from '#contract/admin-account.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor, signedInAdmin } from '../admin-route.ts';
import { type AdminActor, createAdminsService } from './admins.service.ts';

const actorOf = (req: Request): AdminActor => ({ adminId: signedInAdmin(req).id, audit: auditActor(req) });
const idOf = (req: Request) => parseInput(AdminIdParamsSchema, req.params, 'Invalid admin id').id;

export function adminsAdminRouter({ sql }: Pick<AdminDeps, 'sql'>): Router {
  const service = createAdminsService(sql);
  const r = adminRoutes();

  r.get('/admins', 'superadmin', async (_req, res) => {
    res.json(await service.list());
  });

  r.post('/admins', 'superadmin', async (req, res) => {
    const input = parseInput(CreateAdminSchema, req.body ?? {});
    res.status(201).json(await service.create(actorOf(req), input));
  });

  r.patch('/admins/:id', 'superadmin', async (req, res) => {
    const id = idOf(req);
    res.json(await service.update(actorOf(req), id, parseInput(UpdateAdminSchema, req.body ?? {})));
  });

  r.delete('/admins/:id', 'superadmin', async (req, res) => {
    await service.remove(actorOf(req), idOf(req));
    res.json({ success: true });
  });

  return r.router;
}
