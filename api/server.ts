// Composition of the HTTP application: logging, security headers, the API routers, media, and
// the built PWA with its SPA fallback. Nothing here holds state another replica would need.
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import { catalogRouter } from './catalog/catalog.router.ts';
import { createCommerce } from './checkout/commerce.ts';
import { contactRouter } from './contact/contact.router.ts';
import type { Env } from './env.ts';
import { apiNotFound, errorHandler } from './errors.ts';
import { healthRouter, type ReadinessChecks } from './health/health.router.ts';
import { rejectNulInUrl } from './http/reject-nul.ts';
import { requestLogger } from './logger.ts';
import { mediaRouter } from './media/media.router.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { profilesRouter } from './profiles/profiles.router.ts';
import { reportsRouter } from './reports/reports.router.ts';
import { securityHeaders } from './security.ts';
import { seoRouter } from './seo/seo.router.ts';
import { createSeoShell, type RenderShell } from './seo/seo-shell.ts';
import type { MediaStorage } from './storage/storage.ts';

/** What the API needs of the job queue: sending (pg-boss satisfies it). */
export type JobSender = Pick<PgBoss, 'send'>;

export interface AppDeps {
  env: Env;
  logger: Logger;
  sql: Sql;
  /** The job queue; absent in tests that send no jobs. */
  jobs?: JobSender;
  storage: MediaStorage;
  readiness: ReadinessChecks;
  /** The built PWA (vite's outDir); absent in API-only tests. */
  distDir?: string;
  /** The payment provider; default: the one the environment configures (tests pass their own). */
  payments?: PaymentProvider;
}

const YEAR = 365 * 24 * 3600;

export function createApp(deps: AppDeps): Express {
  const { env } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  app.use(requestLogger(deps.logger));
  app.use(rejectNulInUrl);
  app.use(securityHeaders({ production: env.NODE_ENV === 'production', https: (env.PUBLIC_URL ?? '').startsWith('https:') }));
  // gzip/brotli for text (the shell, scripts, JSON); media types are already compressed.
  app.use(compression({ threshold: 1024 }));

  const commerce = createCommerce(deps);
  const api = express.Router();
  // The payment webhook reads its raw body (the signature covers the bytes): before express.json.
  api.use(commerce.webhook);
  api.use(express.json({ limit: '1mb' }));
  api.use(healthRouter(deps.readiness));
  // Feature routers go here, one line each, before apiNotFound.
  api.use(profilesRouter(deps.sql));
  api.use(catalogRouter(deps.sql));
  api.use(commerce.api);
  api.use(contactRouter(deps));
  api.use(reportsRouter(deps));
  api.use(apiNotFound);
  app.use('/api', api);
  // Only in test mode: with a Stripe key nobody may reach a page that marks a checkout paid.
  if (commerce.hostedPages) app.use('/test-checkout', commerce.hostedPages);

  app.use('/uploads', mediaRouter(deps));
  app.use(seoRouter({ env, sql: deps.sql, storage: deps.storage, logger: deps.logger }));

  if (deps.distDir && existsSync(path.join(deps.distDir, 'index.html'))) {
    app.use(pwa(deps.distDir, createSeoShell({ env, sql: deps.sql, distDir: deps.distDir, logger: deps.logger })));
  }

  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  app.use(errorHandler);
  return app;
}

/** The built PWA: hashed assets cached forever, the shell and the service worker always revalidated. */
function pwa(distDir: string, renderShell: RenderShell): express.Router {
  const router = express.Router();
  router.use(
    express.static(distDir, {
      index: false,
      setHeaders(res, file) {
        const name = path.basename(file);
        if (file.includes(`${path.sep}assets${path.sep}`)) res.setHeader('Cache-Control', `public, max-age=${YEAR}, immutable`);
        else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    }),
  );
  // SPA fallback: any other GET that wants a page gets the shell with the page's SEO tags and
  // status (api/seo); the client router decides what to show.
  router.get('/{*splat}', async (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path)) return next();
    try {
      const page = await renderShell(req);
      res.status(page.status).type('html').setHeader('Cache-Control', 'no-cache');
      res.send(page.html);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
