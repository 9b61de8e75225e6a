// /uploads: uploaded photos and videos and the WebP variants of the photos, mounted at /uploads.
// Every request asks first whether the viewer may see the file (media-access.ts: today, whether
// a public profile shows it); anything else is the same 404 whether the file never existed, was
// withdrawn or is private (report evidence is never served here). Caching is short and
// revalidated, with ETags and 304s; originals answer Range requests (206) so videos seek.
import path from 'node:path';
import express from 'express';
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import { mayUseBackOffice } from '../admin/mfa/mfa-enrolment-gate.ts';
import { NotFoundError } from '../errors.ts';
import { CACHE_CONTROL, type CachePolicy, setCacheControl } from '../http/cache-control.ts';
import type { MediaStorage, ObjectStat, PublicMediaKind } from '../storage/storage.ts';
import { createDerivedCache } from './derived-cache.ts';
import { createImageVariantService, NotAnImageError, parseVariantWidth } from './image-variants.service.ts';
import { type MediaViewer, mediaAccess, mediaCachePolicy, PUBLIC_VIEWER } from './media-access.ts';

/** The admin session's cookie (api/admin/admin-session.ts): only a request carrying it is asked about. */
const ADMIN_COOKIE = 'contacto.admin';

export interface MediaRouterDeps {
  sql: Sql;
  storage: MediaStorage;
  logger: Logger;
  /** The server secret, which signs media grants. */
  secret: () => string;
}

const MEDIA_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
};

const isPublicKind = (kind: string): kind is PublicMediaKind => kind === 'images' || kind === 'videos';

export function mediaRouter({ sql, storage, logger, secret }: MediaRouterDeps): express.Router {
  const router = express.Router();
  /**
   * The viewer of a request: the holder of a grant in the query (her owner page), an admin's
   * browser (one who may use the back office: not while their MFA enrolment is due), else the public.
   */
  const viewerOf = (req: express.Request): MediaViewer => {
    if (typeof req.query.grant === 'string') return { role: 'grant', grant: req.query.grant, secret: secret() };
    const session = req.adminSession;
    if (session && req.get('cookie')?.includes(ADMIN_COOKIE))
      return { role: 'admin', signedIn: async () => mayUseBackOffice(await session.holder()) };
    return PUBLIC_VIEWER;
  };
  const variants = createImageVariantService({ storage, cache: createDerivedCache(storage) });

  // /uploads/images/w{320,640,1280}/{name}: the variant is made (and stored) only after the
  // check, so nothing is derived from a file the viewer may not see.
  router.get('/images/:variant/:name', async (req, res, next) => {
    try {
      const width = parseVariantWidth(req.params.variant);
      const access = width ? await mediaAccess(sql, viewerOf(req), 'images', req.params.name) : null;
      if (!width || !access) return next(new NotFoundError());
      const data = await variants.variant(width, req.params.name);
      if (!data) return next(new NotFoundError());
      res.setHeader('Content-Type', 'image/webp');
      setCacheControl(res, mediaCachePolicy(access));
      res.send(data); // a weak ETag of the bytes, and a 304 when it matches
    } catch (error) {
      if (error instanceof NotAnImageError) {
        logger.warn({ err: error }, 'image variant: original is not an image');
        return next(new NotFoundError());
      }
      next(error);
    }
  });

  router.get('/:kind/:name', async (req, res, next) => {
    try {
      const { kind, name } = req.params;
      const access = isPublicKind(kind) ? await mediaAccess(sql, viewerOf(req), kind, name) : null;
      if (!isPublicKind(kind) || !access) return next(new NotFoundError());
      const cachePolicy = mediaCachePolicy(access);
      if (storage.root) {
        // send (under res.sendFile) brings ranges, ETag/Last-Modified and 304s; the headers are
        // set only when the file is really sent, so a 404 carries no caching.
        res.sendFile(
          name,
          {
            root: path.join(storage.root, kind),
            dotfiles: 'deny',
            cacheControl: false,
            headers: { 'Cache-Control': CACHE_CONTROL[cachePolicy] },
          },
          (error?: Error & { status?: number }) => {
            if (!error || res.headersSent) return;
            next(error.status === 404 ? new NotFoundError() : error);
          },
        );
        return;
      }
      const object = await storage.stat(kind, name);
      if (!object) return next(new NotFoundError());
      const type = MEDIA_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream';
      await sendObject(req, res, object, (start, end) => storage.getRange(kind, name, start, end), type, cachePolicy);
    } catch (error) {
      next(error);
    }
  });

  router.use((_req, _res, next) => next(new NotFoundError()));
  return router;
}

/**
 * An object of the bucket answered like send answers a file from disk: its ETag, 304 when it
 * matches, one byte range as a 206 read from the bucket as a range (the video element seeks with
 * them; Safari plays nothing without), 416 for a range past the end.
 */
async function sendObject(
  req: express.Request,
  res: express.Response,
  object: ObjectStat,
  read: (start: number, end: number) => Promise<Buffer | null>,
  type: string,
  cachePolicy: CachePolicy,
): Promise<void> {
  res.setHeader('Content-Type', type);
  setCacheControl(res, cachePolicy);
  res.setHeader('Accept-Ranges', 'bytes');
  res.setHeader('ETag', object.etag);
  if (req.fresh) {
    res.status(304).end();
    return;
  }
  const ifRange = req.get('if-range');
  const ranges = ifRange === undefined || ifRange === object.etag ? req.range(object.size, { combine: true }) : undefined;
  if (ranges === -1) {
    res.status(416).setHeader('Content-Range', `bytes */${object.size}`);
    res.end();
    return;
  }
  const [range] = Array.isArray(ranges) && ranges.type === 'bytes' && ranges.length === 1 ? ranges : [];
  const start = range?.start ?? 0;
  const end = range?.end ?? object.size - 1;
  const data = object.size === 0 ? Buffer.alloc(0) : await read(start, end);
  if (!data) throw new NotFoundError();
  if (range) res.status(206).setHeader('Content-Range', `bytes ${start}-${end}/${object.size}`);
  res.end(data);
}
