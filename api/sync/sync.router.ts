// The sync engine's calls, for a signed-in user only: POST /api/sync/push
// {entries: OutboxEntry[]} → {applied, duplicate, rejected} and GET /api/sync/favorites (the
// pull: the server is the truth). Answers are never cached. Pushes are limited per account
// (the push loop backs off on a 429 and sends its outbox later).
import express from 'express';
import type { Sql } from '#db/connection.ts';
import { SyncPushRequestSchema } from '#sync/push.schema.ts';
import { requireUser, signedInUser } from '../auth/session.ts';
import { createFavoritesService } from '../favorites/favorites.service.ts';
import { noStore } from '../http/cache-control.ts';
import { parseInput } from '../http/parse-input.ts';
import { createRateLimiter, type LimiterBase, rateLimitByKey } from '../rate-limit/rate-limit.ts';
import { createSyncService } from './sync.service.ts';

/** Pushes one account may send per 10 minutes (each carries up to MAX_PUSH_ENTRIES entries). */
export const SYNC_PUSH_RATE_LIMIT = 300;

export function syncRouter({ sql, limiter }: { sql: Sql; limiter: LimiterBase }): express.Router {
  const favorites = createFavoritesService(sql);
  const sync = createSyncService(sql);
  const router = express.Router();
  const pushes = rateLimitByKey(
    createRateLimiter(sql, { name: 'sync-push-user', limit: SYNC_PUSH_RATE_LIMIT, windowSeconds: 600, ...limiter }),
    (req) => `user:${signedInUser(req).id}`,
  );

  router.post('/sync/push', noStore, requireUser, pushes, async (req, res) => {
    const { entries } = parseInput(SyncPushRequestSchema, req.body, 'Invalid sync push');
    res.json(await sync.push(signedInUser(req).id, entries));
  });
  router.get('/sync/favorites', noStore, requireUser, async (req, res) => {
    res.json(await favorites.synced(signedInUser(req).id));
  });
  return router;
}
