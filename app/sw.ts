/// <reference lib="webworker" />
// The service worker: precaches the app shell, answers navigations with the shell so every
// route reloads offline, keeps uploaded images in a bounded cache, and never touches the API
// (so /api/admin/* is always network-only). It waits until the page asks it to take over.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { isPublicCacheControl, MEDIA_CACHE } from './pwa/media-cache.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<PrecacheEntry | string>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every navigation outside the API, the uploads, the crawler files (sitemap, robots.txt,
// share images) and the server-rendered test-mode payment page gets the precached shell; the
// router then shows the page (or Not Found). API calls, /api/admin/* included, are not routed:
// the browser fetches them from the network and nothing of them is cached.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/uploads(\/|$)/, /^\/og\//, /^\/(sitemap\.xml|robots\.txt)$/, /^\/test-checkout(\/|$)/],
  }),
);

/**
 * Keeps an answer only when the server marked it public. An admin's view of a pending or hidden
 * profile's media and a grant's answer (her own page) are `private, no-store`: kept here, the
 * next person at the device would see them, offline too.
 */
const onlyPublic: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isPublicCacheControl(response.headers.get('cache-control')) ? response : null),
};

// Cache first: a media name never changes its content, and a photo seen while her profile was
// public must still show offline. The server's short, revalidated Cache-Control is for HTTP
// caches; this copy leaves the device with the profile's tombstone (app/local/catalog.ts).
// Only whole public 200s are kept: a 404 (she left the public view), a 206 (a video range) or a
// private answer never is.
registerRoute(
  ({ url, request }) =>
    url.origin === self.location.origin &&
    url.pathname.startsWith('/uploads/') &&
    (request.destination === 'image' || url.pathname.startsWith('/uploads/images/')),
  new CacheFirst({
    cacheName: MEDIA_CACHE,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      onlyPublic,
      new ExpirationPlugin({
        maxEntries: 300,
        maxAgeSeconds: 30 * 24 * 60 * 60,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// An earlier version kept whatever media it fetched, private answers too: they go when this one
// takes over.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      if (!(await caches.has(MEDIA_CACHE))) return;
      const cache = await caches.open(MEDIA_CACHE);
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        if (!isPublicCacheControl(response?.headers.get('cache-control') ?? null)) await cache.delete(request);
      }
    })().catch((error: unknown) => {
      console.warn('Private media not cleared', error);
    }),
  );
});

// Two kinds of request never run this worker's code (the Static Routing API, where there is one):
// - API requests go straight to the network: nothing of them is cached anyway.
// - The build's files (/assets/, named by their content) come straight from the precache, and from
//   the network when they are not in it (an admin chunk, never precached). A page then loads them
//   without waiting for this worker to start.
// Neither starts the old worker again while a new version takes over: a request that did, just as
// the browser stopped it, would hold the new version back for minutes (decision 047).
self.addEventListener('install', (event) => {
  const install = event as ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };
  if (typeof install.addRoutes !== 'function' || typeof URLPattern !== 'function') return;
  const path = (pathname: string) => new URLPattern({ pathname, baseURL: self.location.origin });
  event.waitUntil(
    install
      .addRoutes([
        { condition: { urlPattern: path('/api/*') }, source: 'network' },
        { condition: { urlPattern: path('/assets/*'), requestMethod: 'GET' }, source: { cacheName: cacheNames.precache } },
      ])
      .catch((error: unknown) => {
        console.warn('Static routes not added', error);
      }),
  );
});

interface RouterRule {
  condition: { urlPattern: URLPattern; requestMethod?: string };
  source: 'network' | { cacheName: string };
}

// The new version waits until the visitor accepts the update prompt.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// The first install takes control at once so the shell works offline from the first visit;
// later versions only activate after SKIP_WAITING, and the page reloads when they do.
clientsClaim();
