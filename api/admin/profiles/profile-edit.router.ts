// /api/admin/profiles/:id — one profile in the back office:
//   GET    /profiles/:id                          the profile as admins edit it
//   PATCH  /profiles/:id                          the full cleaned object or a part of it (strict)
//   POST   /profiles/:id/approve                  live and approved
//   POST   /profiles/:id/review                   {decision: needs_changes | declined, reason}
//   POST   /profiles/:id/pending-edit/approve     her edit of a live profile applied
//   POST   /profiles/:id/pending-edit/send-back   {reason}
//   DELETE /profiles/:id                          deleted and erased (204)
// Every route needs an admin; an id that is not a positive integer is a 400, an unknown or deleted
// profile the 404 'Profile not found'.
import type { Request, Response, Router } from 'express';
import { z } from 'zod/mini';
import { AdminProfileUpdateSchema, ReviewDecisionSchema, SendBackEditSchema } from '#contract/admin-profile.schema.ts';
import { ValidationError } from '../../errors.ts';
import { setCacheControl } from '../../http/cache-control.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor } from '../admin-route.ts';
import { createProfileEditService } from './profile-edit.service.ts';

const IdSchema = z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647));

/** The :id of the address: a positive integer, else a 400. */
export function profileId(req: Request): number {
  const raw = String(req.params.id ?? '');
  return parseInput(IdSchema, /^\d+$/.test(raw) ? raw : 'x', invalidProfileId);
}

const invalidProfileId = () => new ValidationError('Invalid profile id', { id: ['Must be a positive integer'] });

const bodyOf = <T>(schema: z.ZodMiniType<T>, req: Request): T => parseInput(schema, req.body ?? {});

const answer = (res: Response, body: unknown) => {
  setCacheControl(res, 'noStore');
  res.json(body);
};

export function profileEditAdminRouter(deps: AdminDeps): Router {
  const service = createProfileEditService({ sql: deps.sql, storage: deps.storage, jobs: deps.jobs, log: deps.log });
  const r = adminRoutes();
  r.get('/profiles/:id', 'admin', async (req, res) => answer(res, await service.view(profileId(req))));
  r.patch('/profiles/:id', 'admin', async (req, res) => {
    const id = profileId(req);
    answer(res, await service.update(id, bodyOf(AdminProfileUpdateSchema, req), auditActor(req)));
  });
  r.post('/profiles/:id/approve', 'admin', async (req, res) => answer(res, await service.approve(profileId(req), auditActor(req))));
  r.post('/profiles/:id/review', 'admin', async (req, res) => {
    const id = profileId(req);
    answer(res, await service.review(id, bodyOf(ReviewDecisionSchema, req), auditActor(req)));
  });
  r.post('/profiles/:id/pending-edit/approve', 'admin', async (req, res) =>
    answer(res, await service.approvePendingEdit(profileId(req), auditActor(req))),
  );
  r.post('/profiles/:id/pending-edit/send-back', 'admin', async (req, res) => {
    const id = profileId(req);
    answer(res, await service.sendBackPendingEdit(id, bodyOf(SendBackEditSchema, req).reason, auditActor(req)));
  });
  r.delete('/profiles/:id', 'admin', async (req, res) => {
    await service.remove(profileId(req), auditActor(req));
    setCacheControl(res, 'noStore');
    res.status(204).end();
  });
  return r.router;
}
