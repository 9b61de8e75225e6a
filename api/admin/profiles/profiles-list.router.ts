// GET /profiles?limit&offset&status&search, for any signed-in
// admin: {profiles, totalCount}; a bad limit, offset, status or search is a 400 with field errors.
import type { Router } from 'express';
import { AdminProfileListQuerySchema } from '#contract/admin-profile-list.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes } from '../admin-route.ts';
import { createProfilesListService } from './profiles-list.service.ts';

export function profilesListAdminRouter(deps: AdminDeps): Router {
  const service = createProfilesListService(deps.sql);
  const r = adminRoutes();
  r.get('/profiles', 'admin', async (req, res) => {
    res.json(await service.list(parseInput(AdminProfileListQuerySchema, req.query, 'Invalid query')));
  });
  return r.router;
}
