// Kept answers of the public catalogue, sent before the Express stack (docs/decisions/070).
//
// A GET or HEAD whose address the catalogue routes answered before (CatalogCache.keyOf) is
// answered here when its answer is still kept once caught up with the feed (CatalogCache.kept: a
// reading started after the request arrived, as on the normal path). It sends what the normal path
// would: the security headers (recorded once from the app's own middleware), Vary, Cache-Control,
// the answer's headers and ETag, a 304 for a matching If-None-Match, and gzip or brotli bytes when
// the client asks for them (compressed once per answer, with the settings of the `compression`
// middleware). Every request is logged by the app's request logger, once, whichever path answers.
// Anything else (another method, a request body, If-Modified-Since, an Accept-Encoding with
// weights, an answer not kept) goes on to Express untouched.
// No public catalogue call reads the session, the body or any header but those above, and none
// has a rate limit: a kept answer depends on its address only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { CACHE_CONTROL } from '../http/cache-control.ts';
import type { RequestLogger } from '../logger.ts';
import { labelRoute } from '../observability/http-metrics.ts';
import type { CatalogAnswer, CatalogCache } from './catalog-cache.ts';

/** The route of the requests answered here, in the request figures (their own routes are not known here). */
export const KEPT_CATALOGUE_ROUTE = '/api (kept catalogue answer)';

type Handler = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface CatalogFastPathOptions {
  cache: CatalogCache;
  /** The app's request logger (api/logger.ts). */
  logRequest: Pick<RequestLogger, 'arrived' | 'succeeded'>;
  /** The app's security-header middleware: the headers it sets are recorded once and replayed. */
  securityHeaders: Handler;
  /** The `compression` middleware's threshold: smaller bodies are sent as they are. */
  compressionThreshold: number;
}

/** `compression`'s brotli setting (its default quality, 4). */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const JSON_TYPE = 'application/json; charset=utf-8';
// fresh (Express's req.fresh): a request that says no-cache is never answered with a 304
const NO_CACHE = /(?:^|,)\s*?no-cache\s*?(?:,|$)/;

type Coding = 'identity' | 'gzip' | 'br';

/** An answer as sent: flat header lists ([name, value, …]) and the bytes of each coding. */
interface Wire {
  ok: string[];
  notModified: string[];
  codings: Partial<Record<Coding, { headers: string[]; body: Buffer }>>;
}

/** The headers a middleware sets on every response, recorded from one call on a stand-in response. */
export function recordHeaders(middleware: Handler): string[] {
  const headers = new Map<string, string>();
  const res = {
    setHeader(name: string, value: string | number) {
      headers.set(name, String(value));
      return res;
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
    getHeader: (name: string) => headers.get(name),
  };
  let done = false;
  middleware({ headers: {}, method: 'GET', url: '/' } as IncomingMessage, res as unknown as ServerResponse, (error) => {
    if (error) throw error;
    done = true;
  });
  if (!done) throw new Error('the security headers middleware did not finish at once');
  return [...headers].flat();
}

/**
 * Which coding `compression` picks for this Accept-Encoding (br over gzip, as it prefers), or
 * undefined when that takes more than a list of names to tell (weights, `*`, deflate alone).
 */
function codingFor(accept: string | undefined): Coding | undefined {
  if (!accept) return 'identity';
  if (accept.includes(';') || accept.includes('*')) return undefined;
  const names = accept
    .toLowerCase()
    .split(',')
    .map((name) => name.trim());
  if (names.includes('br')) return 'br';
  if (names.includes('gzip')) return 'gzip';
  if (names.includes('deflate')) return undefined;
  return 'identity';
}

/** Express's req.fresh for an answer with an ETag and no Last-Modified (the `fresh` package). */
function notModified(req: IncomingMessage, etag: string): boolean {
  const noneMatch = req.headers['if-none-match'];
  if (!noneMatch) return false;
  const cacheControl = req.headers['cache-control'];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  if (noneMatch === '*') return true;
  return tokens(noneMatch).some((match) => match === etag || match === `W/${etag}` || `W/${match}` === etag);
}

/** fresh's token list: comma separated, spaces around a token dropped. */
function tokens(value: string): string[] {
  const list: string[] = [];
  let start = 0;
  let end = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code === 0x20) {
      if (start === end) start = end = i + 1;
    } else if (code === 0x2c) {
      list.push(value.substring(start, end));
      start = end = i + 1;
    } else {
      end = i + 1;
    }
  }
  list.push(value.substring(start, end));
  return list;
}

export function catalogFastPath(options: CatalogFastPathOptions): Handler {
  const { cache, logRequest, compressionThreshold } = options;
  const security = recordHeaders(options.securityHeaders);
  const wires = new WeakMap<CatalogAnswer, Wire>();

  function wireOf(answer: CatalogAnswer): Wire {
    let wire = wires.get(answer);
    if (!wire) {
      const own = [...Object.entries(answer.headers).flat(), 'ETag', answer.etag];
      const common = [
        ...security,
        'Vary',
        'Accept-Encoding',
        'Cache-Control',
        CACHE_CONTROL.publicRevalidated,
        ...own,
        'Content-Type',
        JSON_TYPE,
      ];
      const ok = [...common, 'Content-Length', String(answer.body.length)];
      wire = {
        ok,
        notModified: [...security, 'Cache-Control', CACHE_CONTROL.publicRevalidated, ...own],
        codings: { identity: { headers: ok, body: answer.body } },
      };
      wires.set(answer, wire);
    }
    return wire;
  }

  function encoded(answer: CatalogAnswer, wire: Wire, coding: Coding): { headers: string[]; body: Buffer } {
    let encoding = wire.codings[coding];
    if (!encoding) {
      const body = coding === 'br' ? brotliCompressSync(answer.body, BROTLI) : gzipSync(answer.body);
      const headers = wire.ok.slice(0, -2);
      headers.push('Content-Encoding', coding);
      encoding = { headers, body };
      wire.codings[coding] = encoding;
    }
    return encoding;
  }

  function send(req: IncomingMessage, res: ServerResponse, answer: CatalogAnswer, coding: Coding): void {
    // the request id joins the prepared list, unless the logger already set it (and reads them all back)
    const id = logRequest.succeeded(req);
    const head = (status: number, headers: string[]) =>
      res.writeHead(status, id === undefined ? headers : [...headers, 'X-Request-Id', id]);
    const wire = wireOf(answer);
    if (notModified(req, answer.etag)) {
      head(304, wire.notModified);
      res.end();
    } else if (req.method === 'HEAD') {
      head(200, wire.ok);
      res.end();
    } else if (coding === 'identity' || answer.body.length < compressionThreshold) {
      head(200, wire.ok);
      res.end(answer.body);
    } else {
      // sent as `compression` sends it: chunked, without Content-Length
      const { headers, body } = encoded(answer, wire, coding);
      head(200, headers);
      res.write(body);
      res.end();
    }
  }

  return (req, res, next) => {
    const { method, url, headers } = req;
    if ((method !== 'GET' && method !== 'HEAD') || url === undefined) return next();
    const key = cache.keyOf(url);
    if (key === undefined) return next();
    if (
      headers['if-modified-since'] !== undefined ||
      headers['content-length'] !== undefined ||
      headers['transfer-encoding'] !== undefined
    ) {
      return next();
    }
    const coding = codingFor(headers['accept-encoding']);
    if (coding === undefined) return next();
    logRequest.arrived(req, res);
    // a failed reading goes on too: the normal path reads again and answers as it would
    cache
      .kept(key)
      .then(
        (answer) => {
          if (!answer) return next();
          labelRoute(req, KEPT_CATALOGUE_ROUTE);
          send(req, res, answer, coding);
        },
        () => next(),
      )
      .catch(next);
  };
}
