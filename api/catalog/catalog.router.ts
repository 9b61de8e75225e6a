// GET /api/sync/catalog?cursor=&limit= — one page of the catalogue change feed (CatalogPage of
// sync/catalog.schema.ts). Public card fields only; tombstones for what left the public view.
import { Router } from 'express';
// fromZod reads only .issues, which zod/mini's error has too.
import type { ZodError } from 'zod';
import type { Sql } from '#db/connection.ts';
import { CatalogQuerySchema } from '#sync/catalog.schema.ts';
import { ValidationError } from '../errors.ts';
import { createCatalogService } from './catalog.service.ts';

export function catalogRouter(sql: Sql): Router {
  const service = createCatalogService(sql);
  const router = Router();
  router.get('/sync/catalog', async (req, res) => {
    const parsed = CatalogQuerySchema.safeParse(req.query);
    if (!parsed.success) throw ValidationError.fromZod(parsed.error as unknown as ZodError, 'Invalid catalogue query');
    const page = await service.page(parsed.data.cursor, parsed.data.limit);
    // A page depends on the cursor and on what committed since: never reuse a stored copy.
    res.setHeader('Cache-Control', 'no-store');
    // JSON text assembled around the cards PostgreSQL wrote (catalog.service.ts). res.end, not
    // res.send: an ETag (a SHA-1 of up to ~300 KB) is useless on a response nobody may store.
    res.type('json');
    res.end(page);
  });
  return router;
}
