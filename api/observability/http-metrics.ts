// Every request's method, route and status class and how long it took
// (contacto_http_request_duration_seconds). The route is the pattern Express matched
// (/api/profiles/:id), never the address, so the figures stay a bounded set whatever clients send:
// it is recorded the moment the router picks the route, while the request still knows under which
// prefix (/api, /api/admin) it is, since an error handler later sees it from outside the router.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpRequestDuration } from './metrics.ts';

const ROUTE = Symbol('route');

/** For a request not matched by an Express route (static files, 404s). */
export const UNMATCHED_ROUTE = '(unmatched)';

type Routed = IncomingMessage & { [ROUTE]?: string; baseUrl?: string };

/** Names the route of a request answered outside Express's routes (the catalogue's fast path). */
export function labelRoute(req: IncomingMessage, route: string): void {
  (req as Routed)[ROUTE] = route;
}

const statusClass = (status: number) => (status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other');

/** Starts timing a request; observed when its response ends or its connection closes. */
export function observeRequest(req: IncomingMessage, res: ServerResponse): void {
  const started = performance.now();
  const routed = req as Routed;
  // Express sets req.route when a route matches: keep the full pattern as it is then.
  let route: unknown;
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: { path?: unknown } | undefined) {
      route = value;
      if (value && typeof value.path === 'string') routed[ROUTE] = `${routed.baseUrl ?? ''}${value.path}`;
    },
  });
  let done = false;
  const end = () => {
    if (done) return;
    done = true;
    httpRequestDuration.observe(
      {
        method: req.method ?? 'OTHER',
        route: routed[ROUTE] ?? UNMATCHED_ROUTE,
        status_class: res.writableFinished ? statusClass(res.statusCode) : 'aborted',
      },
      (performance.now() - started) / 1000,
    );
  };
  res.once('finish', end);
  res.once('close', end);
}
