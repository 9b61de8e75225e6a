// The sync engine's calls, for a signed-in user only: POST /api/sync/push
// {entries: OutboxEntry[]} → {applied, duplicate, rejected} and GET /api/sync/favorites (the
// pull: the server is the truth). Answers are never cached.
import express from 'express';
import type { Sql } from '#db/connection.ts';
import { SyncPushRequestSchema } from '#sync/push.schema.ts';
import { requireUser, signedInUser } from '../auth/session.ts';
import { ValidationError } from '../errors.ts';
import { createFavoritesService } from '../favorites/favorites.service.ts';
import { noStore } from '../http/no-store.ts';
import { applyPush } from './sync.service.ts';

export function syncRouter(sql: Sql): express.Router {
  const favorites = createFavoritesService(sql);
  const router = express.Router();

  router.post('/sync/push', noStore, requireUser, async (req, res) => {
    const parsed = SyncPushRequestSchema.safeParse(req.body);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error, 'Invalid sync push');
    res.json(await applyPush(sql, signedInUser(req).id, parsed.data.entries));
  });
  router.get('/sync/favorites', noStore, requireUser, async (req, res) => {
    res.json(await favorites.synced(signedInUser(req).id));
  });
  return router;
}
