// One error family and one Express error handler (STYLE.md "Errors"). Input errors carry their
// details; anything unexpected is logged and answered as a 500 without details.
import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { core } from 'zod';

export class AppError extends Error {
  readonly status: number;
  readonly details?: Record<string, unknown>;
  constructor(status: number, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.details = details;
  }
}

export class ValidationError extends AppError {
  constructor(message = 'Invalid input', fieldErrors?: Record<string, string[]>) {
    super(400, message, fieldErrors ? { fieldErrors } : undefined);
  }

  /** From a zod (or zod/mini) error: its issues keyed by field path. */
  static fromZod(error: core.$ZodError, message = 'Invalid input'): ValidationError {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of error.issues) {
      const key = issue.path.length ? issue.path.join('.') : '_';
      fieldErrors[key] ??= [];
      fieldErrors[key].push(issue.message);
    }
    return new ValidationError(message, fieldErrors);
  }
}

export class AuthError extends AppError {
  constructor(message = 'Authentication required') {
    super(401, message);
  }
}

/** The 401 of every user-only route: `{ message: 'Authentication required', requiresLogin: true }`. */
export class LoginRequiredError extends AppError {
  constructor() {
    super(401, 'Authentication required', { requiresLogin: true });
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message = 'Conflict') {
    super(409, message);
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(message = 'Payload too large') {
    super(413, message);
  }
}

export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, 'Too many requests, please try again later');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export class ServiceUnavailableError extends AppError {
  /** When set, the answer says when to try again (Retry-After). */
  readonly retryAfterSeconds?: number;
  constructor(message = 'Service unavailable', retryAfterSeconds?: number) {
    super(503, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Unknown /api/* paths. */
export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No API route for ${req.method} ${req.path}`));
};

interface BodyParserError extends Error {
  type?: string;
}

interface HttpError extends Error {
  status?: number;
  expose?: boolean;
}

const isClientStatus = (status: unknown): status is number => typeof status === 'number' && status >= 400 && status < 500;

/** Seconds a client waits before trying again while the database is away (a restart takes a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

// The database cannot be reached or is restarting: PostgreSQL's connection exceptions (class 08),
// its shutdown and start-up refusals (57P01–57P03) and too many connections (53300); postgres.js's
// and node's own codes for a connection that is refused, cut or never made.
const DATABASE_AWAY_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** True for an error that says the database is away for now (not that the request was wrong). */
export function isDatabaseAway(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'DatabaseUnavailableError') return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return false;
  return DATABASE_AWAY_CODES.has(code) || (code.length === 5 && code.startsWith('08'));
}

export const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  let status = 500;
  let body: Record<string, unknown> = { message: 'Internal server error' };
  if (error instanceof AppError) {
    status = error.status;
    body = { message: error.message, ...error.details };
    if (error instanceof RateLimitError || (error instanceof ServiceUnavailableError && error.retryAfterSeconds !== undefined)) {
      res.setHeader('Retry-After', String(error.retryAfterSeconds));
    }
  } else if (error instanceof Error && (error as BodyParserError).type === 'entity.parse.failed') {
    status = 400;
    body = { message: 'Malformed JSON body' };
  } else if (error instanceof Error && (error as BodyParserError).type === 'entity.too.large') {
    status = 413;
    body = { message: 'Payload too large' };
  } else if (isDatabaseAway(error)) {
    // a restart or an outage: the client (and her outbox) tries again, nothing was half-written
    status = 503;
    body = { message: 'The service is briefly unavailable; please try again in a few seconds' };
    res.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
  } else if (error instanceof Error && isClientStatus((error as HttpError).status)) {
    // Other client errors from Express's own middleware (a missing static file, a bad charset…).
    const httpError = error as HttpError;
    status = httpError.status as number;
    body = { message: httpError.expose ? error.message : (STATUS_CODES[status] ?? 'Bad request') };
  }
  if (status >= 500) req.log?.error({ err: error }, 'request failed');
  if (res.headersSent) {
    res.end();
    return;
  }
  // Nothing that is not there is indexed: a withdrawn profile's JSON and media leave search engines too.
  if (status === 404) res.setHeader('X-Robots-Tag', 'noindex');
  res.status(status).json(body);
};
