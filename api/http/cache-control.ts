// Every Cache-Control the server sends, named by what it is for, and the one way to set it.
// A response that needs caching picks a policy here; nothing else in api/ writes the header's text
// (the catalogue's fast path and send's `headers` option take a policy's value, since they write
// headers themselves).
import type { ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

const HOUR_SECONDS = 3600;
const DAY_SECONDS = 24 * HOUR_SECONDS;
const YEAR_SECONDS = 365 * DAY_SECONDS;
/** A public profile's media: a cache keeps a file five minutes at most, then asks again. */
const MEDIA_MAX_AGE_SECONDS = 300;

export const CACHE_CONTROL = {
  /** Answers private to one browser or one holder (sessions, orders, her owner link, back office): no cache keeps them. */
  noStore: 'no-store',
  /** A file only one viewer may see (media through a grant or an admin's session, report evidence): no cache, shared or the browser's. */
  privateNoStore: 'private, no-store',
  /**
   * Public answers that may change at any moment (the catalogue, pricing): stored but revalidated
   * on every use (a 304 through the ETag), so a change reaches every copy at its next look.
   */
  publicRevalidated: 'public, no-cache',
  /** The app's shell, its drawn pages, the service worker and the manifest: revalidated on every use, so a release is seen at once. */
  revalidated: 'no-cache',
  /**
   * A public profile's media and share image: five minutes, then revalidated (a 304 while she is
   * public, a 404 once she is not). A year of `immutable` would let a withdrawn profile's photos
   * live on in every cache that ever saw them.
   */
  publicMedia: `public, max-age=${MEDIA_MAX_AGE_SECONDS}, must-revalidate`,
  /** Built files whose name carries a hash of their content: kept a year, never asked again. */
  immutable: `public, max-age=${YEAR_SECONDS}, immutable`,
  /** The sitemap and the built files without a hash in their name (icons, fonts): an hour. */
  hour: `public, max-age=${HOUR_SECONDS}`,
  /** robots.txt and the default share image: a day. */
  day: `public, max-age=${DAY_SECONDS}`,
} as const;

export type CachePolicy = keyof typeof CACHE_CONTROL;

/** Sets the policy's Cache-Control on `res` and returns `res` (for chaining). */
export function setCacheControl<R extends ServerResponse>(res: R, policy: CachePolicy): R {
  res.setHeader('Cache-Control', CACHE_CONTROL[policy]);
  return res;
}

/** Middleware for routes whose every answer is private to one browser: noStore. */
export const noStore: RequestHandler = (_req, res, next) => {
  setCacheControl(res, 'noStore');
  next();
};
