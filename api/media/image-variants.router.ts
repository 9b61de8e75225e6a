// GET /uploads/images/w{width}/{name}: the optimized WebP variant of an uploaded image, cached
// for a year like the originals (a name never changes its content). Mounted at /uploads/images.
import express from 'express';
import type { Logger } from 'pino';
import { NotFoundError } from '../errors.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createDerivedCache } from './derived-cache.ts';
import { imageVariant, NotAnImageError, parseVariantWidth } from './image-variants.service.ts';

const YEAR = 365 * 24 * 3600;

export function imageVariantsRouter(storage: MediaStorage, logger: Logger): express.Router {
  const router = express.Router();
  const cache = createDerivedCache(storage);
  router.get('/:variant/:name', async (req, res, next) => {
    const width = parseVariantWidth(req.params.variant);
    if (!width) return next(new NotFoundError());
    try {
      const data = await imageVariant(storage, cache, width, req.params.name);
      if (!data) return next(new NotFoundError());
      res.setHeader('Content-Type', 'image/webp');
      res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`);
      res.send(data);
    } catch (error) {
      if (error instanceof NotAnImageError) {
        logger.warn({ err: error }, 'image variant: original is not an image');
        return next(new NotFoundError());
      }
      next(error);
    }
  });
  return router;
}
