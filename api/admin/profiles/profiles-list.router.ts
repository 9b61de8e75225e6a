// GET /profiles?limit&offset&status&search, for any signed-in
// admin: {profiles, totalCount}; a bad limit, offset, status or search is a 400 with field errors.
import type { Router } from 'express';
import { AdminProfileListQuerySchema } from '#contract/admin-profile-list.schema.ts';
import { ValidationError } from '../../errors.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes } from '../admin-route.ts';
import { createProfilesListService } from './profiles-list.service.ts';

export function profilesListAdminRouter(deps: AdminDeps): Router {
  const service = createProfilesListService(deps.sql);
  const r = adminRoutes();
  r.get('/profiles', 'admin', async (req, res) => {
    const query = AdminProfileListQuerySchema.safeParse(req.query);
    if (!query.success) throw ValidationError.fromZod(query.error, 'Invalid query');
    res.json(await service.list(query.data));
  });
  return r.router;
}
