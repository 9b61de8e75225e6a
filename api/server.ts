// The composition root and the map of the API: logging, security headers, every feature router
// of /api (one line each, in the order a request meets them), media, SEO and the built PWA with its
// SPA fallback. A new feature adds its router here and nowhere else. Nothing here holds state
// another replica would need.
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import express, { type Express } from 'express';
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import { accountRouter } from './account/account.router.ts';
import { adminRouter } from './admin/admin.router.ts';
import { adminSessions } from './admin/admin-session.ts';
import { authRouter } from './auth/auth.router.ts';
import { sessions } from './auth/session.ts';
import { disclosureSeal } from './buyers/buyer-disclosure.ts';
import { catalogRouter } from './catalog/catalog.router.ts';
import { type CatalogCache, createCatalogCache } from './catalog/catalog-cache.ts';
import { catalogFastPath } from './catalog/catalog-fast-path.ts';
import { checkoutRouter } from './checkout/checkout.router.ts';
import { contactRouter } from './contact/contact.router.ts';
import type { Env } from './env.ts';
import { apiNotFound, errorHandler } from './errors.ts';
import { favoritesRouter } from './favorites/favorites.router.ts';
import { healthRouter, type ReadinessChecks } from './health/health.router.ts';
import { setCacheControl } from './http/cache-control.ts';
import { rejectNulInUrl } from './http/reject-nul.ts';
import { sameOrigin } from './http/same-origin.ts';
import type { JobSender } from './jobs/send-in-transaction.ts';
import { requestLogger } from './logger.ts';
import { mediaRouter } from './media/media.router.ts';
import { tusRouter } from './media/tus.router.ts';
import { uploadRouter } from './media/upload.router.ts';
import { UNCLAIMED_UPLOAD_HOURS } from './media/upload.service.ts';
import { createUploadAdmission, uploadLimitsOf } from './media/upload-admission.ts';
import { observeRequest } from './observability/http-metrics.ts';
import { openApiRouter } from './openapi/openapi.router.ts';
import { ordersRouter } from './orders/orders.router.ts';
import type { OrdersDeps } from './orders/orders.service.ts';
import { purchaseLinkKeys } from './orders/purchase-token.ts';
import { ownerRouter } from './owner/owner.router.ts';
import { createPaymentProvider } from './payments/index.ts';
import type { PaymentProvider } from './payments/payment-provider.ts';
import { testCheckoutRouter } from './payments/test-checkout.router.ts';
import type { TestProvider } from './payments/test-provider.ts';
import { webhookRouter } from './payments/webhook.router.ts';
import { profilesRouter } from './profiles/profiles.router.ts';
import { submissionRouter } from './profiles/submission.router.ts';
import type { LimiterBase } from './rate-limit/rate-limit.ts';
import { archivedAssets, type ReleaseArchive } from './release-assets/release-assets.ts';
import { reportsRouter } from './reports/reports.router.ts';
import { serverSecret } from './secret.ts';
import { securityHeaders } from './security.ts';
import { seoRouter } from './seo/seo.router.ts';
import { movedApprovalRequestPath, OWNER_PAGE_PATH } from './seo/seo-pages.ts';
import { createSeoShell, publicMediaBase, type RenderShell, SSR_BUNDLE_DIR } from './seo/seo-shell.ts';
import { pricingRouter } from './settings/pricing.router.ts';
import type { MediaStorage } from './storage/storage.ts';
import { syncRouter } from './sync/sync.router.ts';

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
  /** The rate limits' clock; default: the database's, shared by every replica (tests fix it). */
  rateLimitClock?: () => Date;
  /** The public catalogue's answers (catalog-cache.ts); default: one of this app's own, listening on sql. */
  catalogCache?: CatalogCache;
  /** false: kept catalogue answers go through the whole Express stack too (tests compare both). */
  catalogFastPath?: boolean;
  /** The hashed files of recent releases (api/release-assets), for /assets/* this dist lacks. */
  releaseAssets?: ReleaseArchive;
}

/** Smaller bodies are sent as they are (compression's threshold; the catalogue fast path follows it). */
const COMPRESSION_THRESHOLD = 1024;

export function createApp(deps: AppDeps): Express {
  const { env } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', env.TRUST_PROXY);
  const { sql, logger: log } = deps;
  const logRequest = requestLogger(log);
  const mediaBase = publicMediaBase(env);
  const security = securityHeaders({
    production: env.NODE_ENV === 'production',
    https: (env.PUBLIC_URL ?? '').startsWith('https:'),
    mediaOrigin: mediaBase ? new URL(mediaBase).origin : null,
  });
  const catalogCache = deps.catalogCache ?? createCatalogCache(sql);
  // A kept answer of the public catalogue goes out before everything else, Express included, with
  // the same headers and the same log line (docs/decisions/070); any other request goes on to
  // Express untouched. (app.handle is what the app, as the server's request listener, calls.)
  const routed = app as unknown as { handle(req: IncomingMessage, res: ServerResponse, callback?: unknown): void };
  const handle = routed.handle.bind(app);
  const fast =
    deps.catalogFastPath === false
      ? undefined
      : catalogFastPath({ cache: catalogCache, logRequest, securityHeaders: security, compressionThreshold: COMPRESSION_THRESHOLD });
  // Every request is timed by its route (api/observability/http-metrics.ts), whichever path answers.
  routed.handle = (req, res, callback) => {
    observeRequest(req, res);
    if (fast) fast(req, res, () => handle(req, res, callback));
    else handle(req, res, callback);
  };
  app.use(logRequest);
  app.use(rejectNulInUrl);
  app.use(security);
  // gzip/brotli for text (the shell, scripts, JSON); media types are already compressed.
  app.use(compression({ threshold: COMPRESSION_THRESHOLD }));

  // One payment provider (Stripe, or test mode without STRIPE_SECRET_KEY) shared by checkout, the
  // webhook, the order look-ups and the test-mode hosted page.
  const payments = deps.payments ?? createPaymentProvider(env, sql);
  if (payments.name === 'test' && env.NODE_ENV === 'production') {
    log.warn('payments run in TEST MODE (UNSAFE_TEST_PAYMENTS_IN_PRODUCTION): nothing is charged, contacts are given away');
  }
  const orders: OrdersDeps = { sql, jobs: deps.jobs, log, payments, linkKeys: () => purchaseLinkKeys(env) };
  const limiter: LimiterBase = { secret: () => serverSecret(env), clock: deps.rateLimitClock };
  const disclosures = disclosureSeal(env);
  const limits = { rateLimit: env.CHECKOUT_RATE_LIMIT, limiter };
  // one per app: POST /api/upload and tus share the bytes in flight and each client's quotas
  const admission = createUploadAdmission({
    sql,
    secret: limiter.secret,
    limits: uploadLimitsOf(env),
    expirySeconds: UNCLAIMED_UPLOAD_HOURS * 3600,
  });

  const api = express.Router();
  // The payment webhook reads its raw body (the signature covers the bytes) and comes from the
  // provider, not from our pages: before express.json and before the same-origin check.
  api.use(webhookRouter(orders));
  // Every state-changing request below must come from our own pages.
  api.use(sameOrigin({ publicUrl: env.PUBLIC_URL }));
  api.use(express.json({ limit: '1mb' }));
  // Sessions: every router below can read req.session and req.adminSession (rows read only when asked for).
  api.use(sessions({ sql, env }));
  api.use(adminSessions({ sql, env }));
  api.use(healthRouter(deps.readiness));
  api.use(openApiRouter());
  // Feature routers, one line each, before apiNotFound.
  api.use(authRouter({ sql, jobs: deps.jobs, log, limiter }));
  api.use(accountRouter({ sql, log, limiter, publicUrl: env.PUBLIC_URL }));
  api.use(profilesRouter(sql, catalogCache));
  api.use(submissionRouter({ sql, storage: deps.storage, limiter, jobs: deps.jobs, log }));
  api.use(ownerRouter({ sql, storage: deps.storage, limiter, jobs: deps.jobs, log, disclosures }));
  api.use(catalogRouter(sql, catalogCache));
  api.use(pricingRouter({ sql, log }));
  api.use(checkoutRouter({ sql, log, payments, disclosures, publicUrl: env.PUBLIC_URL, ...limits }));
  api.use(ordersRouter({ ...orders, ...limits }));
  api.use(contactRouter({ sql, limiter }));
  api.use(reportsRouter({ ...deps, limiter }));
  api.use(uploadRouter({ ...deps, limiter, admission }));
  api.use(tusRouter({ ...deps, limiter, admission }));
  api.use(favoritesRouter(sql));
  api.use(syncRouter({ sql, limiter }));
  // The back office: every admin route states the access it needs (api/admin/admin-route.ts).
  api.use('/admin', adminRouter({ sql, env, log, jobs: deps.jobs, storage: deps.storage, limiter }));
  api.use(apiNotFound);
  app.use('/api', api);
  // Only in test mode: with a Stripe key nobody may reach a page that marks a checkout paid.
  if (payments.name === 'test') app.use('/test-checkout', testCheckoutRouter({ provider: payments as TestProvider, log }));

  // Her owner link's page carries its token in the address: no Referer ever takes it along.
  app.use((req, res, next) => {
    if (OWNER_PAGE_PATH.test(req.path)) res.setHeader('Referrer-Policy', 'no-referrer');
    next();
  });
  // Her approval request links mailed before the page was renamed keep opening it.
  app.get(/^\/[a-z]{2}\/requests\//, (req, res, next) => {
    const moved = movedApprovalRequestPath(req.path);
    if (!moved) return next();
    const query = req.originalUrl.indexOf('?');
    setCacheControl(res, 'noStore');
    res.redirect(308, moved + (query < 0 ? '' : req.originalUrl.slice(query)));
  });
  // an admin's session lets the back office see any profile's media (media-access.ts)
  app.use('/uploads', adminSessions({ sql, env }), mediaRouter({ ...deps, secret: () => serverSecret(env) }));
  app.use(seoRouter({ env, sql, storage: deps.storage, logger: log }));

  if (deps.distDir && existsSync(path.join(deps.distDir, 'index.html'))) {
    app.use(pwa(deps.distDir, createSeoShell({ env, sql, distDir: deps.distDir, logger: log }), deps.releaseAssets));
  }

  app.use((_req, res) => {
    res.status(404).setHeader('X-Robots-Tag', 'noindex');
    res.json({ message: 'Not found' });
  });
  app.use(errorHandler);
  return app;
}

/**
 * The built PWA: hashed assets cached forever (another recent release's from the archive), the
 * shell and the service worker always revalidated.
 */
function pwa(distDir: string, renderShell: RenderShell, releaseAssets?: ReleaseArchive): express.Router {
  const router = express.Router();
  const assets = express.static(distDir, {
    index: false,
    setHeaders(res, file) {
      const name = path.basename(file);
      if (file.includes(`${path.sep}assets${path.sep}`)) setCacheControl(res, 'immutable');
      else if (name === 'sw.js' || name.endsWith('.html') || name.endsWith('.webmanifest')) setCacheControl(res, 'revalidated');
      else setCacheControl(res, 'hour');
    },
  });
  // The server render's bundle (dist/server/) is the server's, not the site's.
  router.use((req, res, next) => (req.path.startsWith(`/${SSR_BUNDLE_DIR}/`) ? next() : assets(req, res, next)));
  if (releaseAssets) router.use('/assets', archivedAssets(releaseAssets));
  // SPA fallback: any other GET that wants a page gets the shell with the page's SEO tags and
  // status (api/seo); the client router decides what to show.
  router.get('/{*splat}', async (req, res, next) => {
    if (!req.accepts('html') || path.extname(req.path)) return next();
    try {
      const page = await renderShell(req);
      setCacheControl(res.status(page.status).type('html'), 'revalidated');
      // A page that is not there (a withdrawn profile) says noindex in its header as in its meta tag.
      if (page.status === 404) res.setHeader('X-Robots-Tag', 'noindex');
      res.send(page.html);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
