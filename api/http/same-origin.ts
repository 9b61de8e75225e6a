// Same-origin check for state-changing requests: a browser always sends Origin on a
// cross-site POST, so when Origin is present it must be our own site, either PUBLIC_URL or the
// host the request was addressed to (req.host: Host, or X-Forwarded-Host behind a trusted proxy,
// port included). Requests without Origin (curl, server-to-server) pass; the
// cookies' SameSite=Lax and the rate limits cover those.
import type { RequestHandler } from 'express';
import { ForbiddenError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface SameOriginOptions {
  /** The site's public URL (env PUBLIC_URL), when it is known. */
  publicUrl?: string;
}

function originOf(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export function isSameOrigin(origin: string, host: string | undefined, publicUrl?: string): boolean {
  const url = originOf(origin);
  if (!url) return false;
  if (publicUrl && originOf(publicUrl)?.origin === url.origin) return true;
  return host !== undefined && url.host.toLowerCase() === host.toLowerCase();
}

export function sameOrigin(options: SameOriginOptions = {}): RequestHandler {
  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get('origin');
    if (origin === undefined) {
      // No Origin: a cross-site browser request would still say so in Sec-Fetch-Site.
      if (req.get('sec-fetch-site') === 'cross-site') return next(new ForbiddenError('Cross-site request refused'));
      return next();
    }
    if (!isSameOrigin(origin, req.host, options.publicUrl)) return next(new ForbiddenError('Cross-site request refused'));
    next();
  };
}

/**
 * For a GET that hands private data over as a download (GET /api/account/export): only her own
 * pages may ask, or the address typed into her browser. Another site, a sibling site included,
 * could otherwise have her browser fetch it with her cookie (SameSite=Lax lets top-level GETs
 * through). Clients that send neither header (curl) pass, as for the check above.
 */
export function sameOriginRead(options: SameOriginOptions = {}): RequestHandler {
  return (req, _res, next) => {
    const site = req.get('sec-fetch-site');
    if (site === 'cross-site' || site === 'same-site') return next(new ForbiddenError('Cross-site request refused'));
    const origin = req.get('origin');
    if (origin !== undefined && !isSameOrigin(origin, req.host, options.publicUrl))
      return next(new ForbiddenError('Cross-site request refused'));
    next();
  };
}
