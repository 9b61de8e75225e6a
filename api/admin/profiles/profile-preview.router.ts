// GET /api/admin/profiles/:id/preview — one profile as buyers see it, for any state but deleted
// (profile-preview.service.ts). Needs an admin; an id that is not a positive integer is a 400, an
// unknown or deleted profile the 404 'Profile not found'.
import type { Router } from 'express';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes } from '../admin-route.ts';
import { profileId } from './profile-edit.router.ts';
import { createProfilePreviewService } from './profile-preview.service.ts';

export function profilePreviewAdminRouter({ sql }: Pick<AdminDeps, 'sql'>): Router {
  const service = createProfilePreviewService(sql);
  const r = adminRoutes();
  r.get('/profiles/:id/preview', 'admin', async (req, res) => {
    res.json(await service.preview(profileId(req)));
  });
  return r.router;
}
