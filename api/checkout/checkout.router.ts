// POST /api/create-checkout-session: {url} to redirect to, or {error} with a text
// in the buyer's language that the checkout page shows as it is ("Checkout failed: …").
import { type Request, type Response, Router } from 'express';
import { CreateCheckoutSessionRequestSchema } from '#contract/checkout.schema.ts';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '#contract/languages.ts';
import { AppError, DATABASE_RETRY_AFTER_SECONDS, isDatabaseAway } from '../errors.ts';
import { parseInput } from '../http/parse-input.ts';
import { createRateLimiter, type LimiterBase } from '../rate-limit/rate-limit.ts';
import { type CheckoutDeps, CheckoutError, createCheckoutService } from './checkout.service.ts';

export interface CheckoutRouterDeps extends CheckoutDeps {
  publicUrl?: string;
  /** Checkout sessions one client may start per 10 minutes (0: unlimited). */
  rateLimit: number;
  /** The server's secret and clock for the limit's bucket. */
  limiter: LimiterBase;
}

const WINDOW_SECONDS = 600;

function requestLanguage(body: unknown): Language {
  const language = (body as { language?: unknown } | undefined)?.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** 400 with field errors; the error text names the first thing to fix. */
function invalidRequest(issues: readonly { path: readonly PropertyKey[]; code: string; message: string }[], language: string) {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    fieldErrors[key] ??= [];
    fieldErrors[key].push(issue.message);
  }
  const first = issues[0];
  const field = String(first?.path[0] ?? '');
  if (field === 'customerEmail') return new CheckoutError(400, 'invalidEmail', language, {}, { fieldErrors });
  if (field === 'buyerCountry') return new CheckoutError(400, 'countryRequired', language, {}, { fieldErrors });
  if (field === 'buyerDisclosure') return new CheckoutError(400, 'disclosureRequired', language, {}, { fieldErrors });
  if (field === 'profileIds' && first?.code === 'too_small' && first.path.length === 1) {
    return new CheckoutError(400, 'emptyCart', language, {}, { fieldErrors });
  }
  if (field === 'profileIds' && first?.code === 'too_big')
    return new CheckoutError(400, 'tooManyItems', language, { max: 100 }, { fieldErrors });
  return new CheckoutError(400, 'invalidRequest', language, {}, { fieldErrors });
}

export function checkoutRouter(deps: CheckoutRouterDeps): Router {
  const service = createCheckoutService(deps);
  const router = Router();
  const limiter =
    deps.rateLimit > 0
      ? createRateLimiter(deps.sql, {
          name: 'checkout',
          limit: deps.rateLimit,
          windowSeconds: WINDOW_SECONDS,
          ...deps.limiter,
        })
      : null;

  router.post('/create-checkout-session', async (req: Request, res: Response) => {
    const language = requestLanguage(req.body);
    try {
      if (limiter) {
        const limit = await limiter.hit(req.ip);
        if (!limit.allowed) throw new CheckoutError(429, 'tooManyRequests', language, {}, undefined, limit.retryAfterSeconds);
      }
      const request = parseInput(CreateCheckoutSessionRequestSchema, req.body ?? {}, (error) => invalidRequest(error.issues, language));
      const baseUrl = deps.publicUrl ?? `${req.protocol}://${req.get('host')}`;
      // bought while signed in: the order follows the account
      const userId = (await req.session.user())?.id ?? null;
      const { url } = await service.createSession(request, { baseUrl, userId });
      res.json({ url });
    } catch (error) {
      const known = error instanceof AppError ? error : null;
      if (!known) req.log?.error({ err: error }, 'checkout failed');
      const failure =
        known ??
        (isDatabaseAway(error)
          ? new CheckoutError(503, 'serviceUnavailable', language, {}, undefined, DATABASE_RETRY_AFTER_SECONDS)
          : new CheckoutError(500, 'unexpected', language));
      if (failure instanceof CheckoutError && failure.retryAfterSeconds) res.setHeader('Retry-After', String(failure.retryAfterSeconds));
      res.status(failure.status).json({ error: failure.message, message: failure.message, ...failure.details });
    }
  });

  return router;
}
