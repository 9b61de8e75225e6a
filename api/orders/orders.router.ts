// POST /api/payment-success (storefront §7) and GET /api/purchases/:orderId?token=… (the link in
// the confirmation email): the paid order with its contact details, or no details at all.
import { Router } from 'express';
import { z } from 'zod';
import { addressBucket, hitRateLimit } from '../checkout/checkout-rate-limit.ts';
import { PaymentSuccessRequestSchema } from '../contract/checkout.schema.ts';
import { RateLimitError, ServiceUnavailableError, ValidationError } from '../errors.ts';
import { ProviderUnavailableError } from '../payments/payment-provider.ts';
import { type OrdersDeps, paymentSuccess, purchaseByLink } from './orders.service.ts';

const PurchaseParamsSchema = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647) });
const PurchaseQuerySchema = z.object({ token: z.string().min(1).max(200) });

/** Lookups per address per 10 minutes (payment-success may ask the provider each time). */
const LOOKUP_LIMIT = 120;

export function ordersRouter(deps: OrdersDeps & { rateLimit: number }): Router {
  const router = Router();

  const limit = async (ip: string | undefined) => {
    if (deps.rateLimit <= 0) return;
    const result = await hitRateLimit(deps.sql, addressBucket('order-lookup', ip), Math.max(LOOKUP_LIMIT, deps.rateLimit * 4), 600);
    if (!result.allowed) throw new RateLimitError(result.retryAfterSeconds);
  };

  const providerDown = (error: unknown) => {
    if (error instanceof ProviderUnavailableError) {
      throw new ServiceUnavailableError(
        'The payment provider cannot be reached right now. Your payment is safe; please reload in a minute.',
      );
    }
    throw error;
  };

  router.post('/payment-success', async (req, res) => {
    await limit(req.ip);
    const parsed = PaymentSuccessRequestSchema.safeParse(req.body ?? {});
    if (!parsed.success) throw new ValidationError('Payment information not found', { _: parsed.error.issues.map((i) => i.message) });
    res.setHeader('Cache-Control', 'no-store');
    res.json(await paymentSuccess(deps, parsed.data).catch(providerDown));
  });

  router.get('/purchases/:orderId', async (req, res) => {
    await limit(req.ip);
    const params = PurchaseParamsSchema.safeParse(req.params);
    const query = PurchaseQuerySchema.safeParse(req.query);
    if (!params.success || !query.success) throw new ValidationError('This link is not valid');
    res.setHeader('Cache-Control', 'no-store');
    res.json(await purchaseByLink(deps, params.data.orderId, query.data.token));
  });

  return router;
}
