// The favourites calls, every one for a signed-in user only:
// GET /api/favorites → [{profile, createdAt}] (public profiles, newest first),
// GET /api/favorites/{profileId}/status → {isFavorited}, POST and DELETE /api/favorites/{profileId}
// (both idempotent; adding a profile that is not public is a 404). Answers are never cached.
import express, { type Request } from 'express';
import { FavoriteParamsSchema } from '#contract/favorites.schema.ts';
import type { Sql } from '#db/connection.ts';
import { requireUser, signedInUser } from '../auth/session.ts';
import { noStore } from '../http/cache-control.ts';
import { parseInput } from '../http/parse-input.ts';
import { createFavoritesService } from './favorites.service.ts';

function profileIdOf(req: Request): number {
  return parseInput(FavoriteParamsSchema, req.params, 'Invalid profile id').profileId;
}

export function favoritesRouter(sql: Sql): express.Router {
  const service = createFavoritesService(sql);
  const router = express.Router();

  router.get('/favorites', noStore, requireUser, async (req, res) => {
    res.type('json').send(await service.list(signedInUser(req).id));
  });
  router.get('/favorites/:profileId/status', noStore, requireUser, async (req, res) => {
    res.json(await service.status(signedInUser(req).id, profileIdOf(req)));
  });
  router.post('/favorites/:profileId', noStore, requireUser, async (req, res) => {
    res.json(await service.add(signedInUser(req).id, profileIdOf(req)));
  });
  router.delete('/favorites/:profileId', noStore, requireUser, async (req, res) => {
    res.json(await service.remove(signedInUser(req).id, profileIdOf(req)));
  });
  return router;
}
