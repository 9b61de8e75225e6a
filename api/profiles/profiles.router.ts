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

/** The JSON text PostgreSQL wrote, sent as it is (what res.json would send for the parsed value). */
function sendJson(res: Response, json: string): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.type('json').send(json);
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
    const { json, total } = await service.list(query);
    res.setHeader('X-Total-Count', String(total));
    sendJson(res, json);
  });

  router.get('/profiles/featured', async (_req, res) => {
    sendJson(res, await service.featured());
  });

  router.get('/profiles/by-slug/:slug/:language', async (req, res) => {
    sendJson(res, await service.bySlug(req.params.slug, req.params.language));
  });

  router.get('/profiles/:id', async (req, res) => {
    sendJson(res, await service.byId(req.params.id));
  });

  return router;
}
