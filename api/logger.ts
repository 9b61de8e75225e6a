// Structured logs (pino) with a request id on every request line.
import { randomUUID } from 'node:crypto';
import pino, { type Logger } from 'pino';
import { pinoHttp } from 'pino-http';

/** JSON lines for machines; readable lines when a person watches a terminal outside production. */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  const pretty = options.pretty ?? (process.stdout.isTTY === true && process.env.NODE_ENV !== 'production');
  return pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    ...(pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
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
}
