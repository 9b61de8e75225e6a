// GET /api/sync/catalog?cursor=&limit=&bound= — one page of the catalogue change feed (CatalogPage of
// sync/catalog.schema.ts). Public card fields only; tombstones for what left the public view.
import { Router } from 'express';
import type { Sql } from '#db/connection.ts';
import { CatalogQuerySchema } from '#sync/catalog.schema.ts';
import { parseInput } from '../http/parse-input.ts';
import { createCatalogService } from './catalog.service.ts';
import { type CatalogCache, sendAnswer } from './catalog-cache.ts';

export function catalogRouter(sql: Sql, cache: CatalogCache): Router {
  const service = createCatalogService(sql);
  const router = Router();
  router.get('/sync/catalog', async (req, res) => {
    const { cursor, limit, bound } = parseInput(CatalogQuerySchema, req.query, 'Invalid catalogue query');
    // A page depends on the cursor and on what committed since: kept until the next change, and
    // revalidated by every copy (a client polling with the same cursor gets a 304).
    const answer = await cache.answer(`feed:${limit}:${bound ?? ''}:${cursor}`, () => service.page(cursor, limit, bound), {
      finalOnly: true,
      address: req.originalUrl,
    });
    sendAnswer(res, answer);
  });
  return router;
}
