// Public profile calls (storefront §7, DESIGN §6): GET /api/profiles (an array; X-Total-Count
// carries the total before limit/offset), /api/profiles/featured, /api/profiles/{id} and
// /api/profiles/by-slug/{slug}/{language}. Anything not public is a 404 { message }.
// Without `limit` the list answers every match up to LIST_HARD_CAP (1000) profiles: the spec's
// client filters on the server and pages locally; larger catalogues page with limit/offset.
// Responses are revalidated on every use (no-cache + ETag): a withdrawn profile must disappear
// from every cache at once, and an unchanged list still costs only a 304.
import { type Response, Router } from 'express';
// fromZod reads only .issues, which zod/mini's error has too.
import type { ZodError } from 'zod';
import { ProfileListQuerySchema } from '#api/contract/profile.schema.ts';
import type { Sql } from '#db/connection.ts';
import { ValidationError } from '../errors.ts';
import { createProfilesService } from './profiles.service.ts';

function noCache(res: Response): void {
  res.setHeader('Cache-Control', 'no-cache');
}

export function profilesRouter(sql: Sql): Router {
  const service = createProfilesService(sql);
  const router = Router();

  router.get('/profiles', async (req, res) => {
    const parsed = ProfileListQuerySchema.safeParse(req.query);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error as unknown as ZodError, 'Invalid profile query');
    const query = parsed.data;
    if (query.minAge !== undefined && query.maxAge !== undefined && query.minAge > query.maxAge) {
      throw new ValidationError('Invalid profile query', { maxAge: ['maxAge must not be below minAge'] });
    }
    const { profiles, total } = await service.list(query);
    noCache(res);
    res.setHeader('X-Total-Count', String(total));
    res.json(profiles);
  });

  router.get('/profiles/featured', async (_req, res) => {
    const profiles = await service.featured();
    noCache(res);
    res.json(profiles);
  });

  router.get('/profiles/by-slug/:slug/:language', async (req, res) => {
    const profile = await service.bySlug(req.params.slug, req.params.language);
    noCache(res);
    res.json(profile);
  });

  router.get('/profiles/:id', async (req, res) => {
    const profile = await service.byId(req.params.id);
    noCache(res);
    res.json(profile);
  });

  return router;
}
