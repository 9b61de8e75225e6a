// Crawler-facing routes, mounted before the PWA: /robots.txt, /sitemap.xml and the share images
// /og/default.jpg and /og/profile/{id}.jpg (a 404 unless the profile is public).
import express from 'express';
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import type { Env } from '../env.ts';
import { NotFoundError } from '../errors.ts';
import { setCacheControl } from '../http/cache-control.ts';
import { createDerivedCache } from '../media/derived-cache.ts';
import type { MediaStorage } from '../storage/storage.ts';
import { createOgImages } from './og-image.service.ts';
import { findPublicProfilePhoto } from './seo.queries.ts';
import { siteOrigin } from './site-origin.ts';
import { createSitemapService } from './sitemap.service.ts';

export interface SeoRouterDeps {
  env: Pick<Env, 'PUBLIC_URL'>;
  sql: Sql;
  storage: MediaStorage;
  logger: Logger;
}

export function seoRouter({ env, sql, storage, logger }: SeoRouterDeps): express.Router {
  const router = express.Router();
  const sitemaps = createSitemapService(sql);
  const og = createOgImages(storage, createDerivedCache(storage), (error) =>
    logger.warn({ err: error }, 'share image: photo not readable'),
  );

  router.get('/robots.txt', (req, res) => {
    setCacheControl(res.type('text/plain'), 'day');
    res.send(sitemaps.robots(siteOrigin(env, req)));
  });

  router.get('/sitemap.xml', async (req, res, next) => {
    try {
      const xml = await sitemaps.sitemap(siteOrigin(env, req));
      setCacheControl(res.type('application/xml'), 'hour');
      res.send(xml);
    } catch (error) {
      next(error);
    }
  });

  router.get('/og/default.jpg', async (_req, res, next) => {
    try {
      const image = await og.defaultImage();
      setCacheControl(res.type('image/jpeg'), 'day');
      res.send(image);
    } catch (error) {
      next(error);
    }
  });

  // The profile's image is stored per photo, but this address follows her primary photo and her
  // consent, so it is cached like her media (five minutes, then revalidated): a withdrawn
  // profile's image soon 404s everywhere, and the stored copy goes with the media purge.
  router.get('/og/profile/:file', async (req, res, next) => {
    try {
      const match = /^(\d{1,10})\.jpg$/.exec(req.params.file);
      const profile = match ? await findPublicProfilePhoto(sql, Number(match[1])) : null;
      if (!profile) return next(new NotFoundError());
      const image = await og.profileImage(profile);
      setCacheControl(res.type('image/jpeg'), 'publicMedia');
      res.send(image);
    } catch (error) {
      next(error);
    }
  });

  return router;
}
