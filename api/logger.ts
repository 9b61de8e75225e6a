// Structured logs (pino) with a request id on every request line. Bearer secrets in addresses
// (a checkout session id, a purchase-link or mail-link token, a payment intent, a media grant, her
// owner link's token, and any parameter named like a token, secret, code or signature) are
// redacted from request lines: whoever reads the logs must not be able to open a buyer's order,
// see a hidden profile's photos or manage a profile.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { currentRequestId, requestContext } from './observability/request-context.ts';

/** JSON lines for machines; readable lines when a person watches a terminal outside production. */
export function createLogger(level: string, options: { pretty?: boolean; destination?: pino.DestinationStream } = {}): Logger {
  const pretty = options.pretty ?? (process.stdout.isTTY === true && process.env.NODE_ENV !== 'production');
  const settings: pino.LoggerOptions = {
    level,
    // a line logged while serving a request, or working a job one sent, names the request (the
    // job's own logger says it already; pino-http's request line says it as req.id)
    mixin(merge, _level, logger) {
      const reqId = currentRequestId();
      if (reqId === undefined || 'reqId' in merge || 'reqId' in logger.bindings()) return {};
      return { reqId };
    },
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'req.headers["x-owner-token"]',
      'req.headers["x-approval-token"]',
      'req.headers["x-owner-link-request"]',
      'res.headers["set-cookie"]',
    ],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' } } } : {}),
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}

interface SerializedRequest {
  url?: string;
  query?: unknown;
  params?: unknown;
  headers?: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Query parameters that open something by themselves: an order (session_id, payment_intent, the
 * purchase link's token), a mail link (token), a file that is not public (grant), and any other
 * parameter whose name says it is a credential.
 */
const BEARER_PARAMS = new Set(['session_id', 'payment_intent', 'grant', 'code', 'sig', 'key', 'otp', 'auth']);
const BEARER_NAME = /token|secret|passw|signature|credential|api_?key/;

const isBearerParam = (name: string) => BEARER_PARAMS.has(name) || BEARER_NAME.test(name);

/**
 * Her owner link's page (and the page of the link that mints a new one) and her emailed approval
 * request link: the path segment after my-profile (approval-requests, or requests in links mailed
 * before that name) is the token itself.
 */
const OWNER_PAGE = /^((?:[a-z]+:\/\/[^/]+)?\/[^/?]+\/(?:my-profile|approval-requests|requests)\/)[^/?#]+/i;

/** The address with the values of bearer parameters (and an owner link's token) replaced by [redacted]. */
export function redactBearerParams(address: string): string {
  const url = address.replace(OWNER_PAGE, '$1[redacted]');
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url.slice(question + 1).split('&');
  const redacted = query.map((pair) => {
    const name = pair.split('=', 1)[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, ' '));
    } catch {}
    return isBearerParam(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
  });
  return `${url.slice(0, question)}?${redacted.join('&')}`;
}

const LOGGED = Symbol('logged');

/** The request's id: a well-formed incoming X-Request-Id, or a new one (sent back in X-Request-Id). */
function requestId(req: IncomingMessage): string {
  const incoming = req.headers['x-request-id'];
  return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
}

export interface RequestLogger {
  /**
   * One line a request when its response ends. Called again for the same request (the catalogue's
   * fast path logs before it knows whether Express answers) it only calls next.
   */
  (req: IncomingMessage, res: ServerResponse, next?: () => void): void;
  /** For a request that may end as a success (an info line): logged from now on when info lines are written. */
  arrived(req: IncomingMessage, res: ServerResponse): void;
  /**
   * For a request answered 200 or 304: when it is not logged (info lines are not written), its
   * id, which the caller sends as X-Request-Id (all the logger would have left behind); undefined
   * when it is logged and the header set.
   */
  succeeded(req: IncomingMessage): string | undefined;
}

export function requestLogger(logger: Logger): RequestLogger {
  const log = pinoHttp({
    logger,
    serializers: {
      // Runs on pino-http's own serialized request: the address and the referer (a page's address
      // travels there on every request it makes) are redacted; the parsed query and params, which
      // repeat the values, are left out.
      req({ query: _query, params: _params, ...req }: SerializedRequest) {
        const referer = req.headers?.referer;
        return {
          ...req,
          url: typeof req.url === 'string' ? redactBearerParams(req.url) : req.url,
          ...(typeof referer === 'string' ? { headers: { ...req.headers, referer: redactBearerParams(referer) } } : {}),
        };
      },
    },
    genReqId(req, res) {
      const id = requestId(req);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, error) {
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    autoLogging: { ignore: (req) => req.url === '/api/health' },
  });
  type Seen = IncomingMessage & { [LOGGED]?: true; id?: string };
  // what runs for the request knows its id (request-context.ts): pino-http sets req.id as it starts
  const context = (req: Seen) => ({
    get requestId() {
      return req.id;
    },
  });
  const logRequest: RequestLogger = (req, res, next) => {
    const seen = req as Seen;
    if (seen[LOGGED]) return next && requestContext.run(context(seen), next);
    seen[LOGGED] = true;
    requestContext.run(context(seen), () => log(req, res, next));
  };
  logRequest.arrived = (req, res) => {
    if (logger.isLevelEnabled('info')) logRequest(req, res);
  };
  logRequest.succeeded = (req) => {
    const seen = req as Seen;
    if (seen[LOGGED]) return undefined;
    seen[LOGGED] = true;
    seen.id = requestId(req);
    return seen.id;
  };
  return logRequest;
}
