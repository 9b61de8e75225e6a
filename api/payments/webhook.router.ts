// POST /api/stripe/webhook: the provider's signed events (also the test-mode page's). Mounted
// before the /api JSON parser: the signature covers the raw bytes. A forged or stale signature,
// or an event of the other mode (a test event where live payments are configured, or the
// reverse), is a 400 before anything is written.
import express, { Router } from 'express';
import { createOrdersService, type OrdersDeps } from '../orders/orders.service.ts';
import { WebhookSignatureError } from './payment-provider.ts';

export function webhookRouter(deps: OrdersDeps): Router {
  const orders = createOrdersService(deps);
  const router = Router();
  router.post('/stripe/webhook', express.raw({ type: () => true, limit: '1mb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    let event: ReturnType<OrdersDeps['payments']['verifyWebhook']>;
    try {
      event = deps.payments.verifyWebhook(body, req.get('stripe-signature'));
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        req.log?.warn({ reason: error.message }, 'webhook refused: bad signature');
        res.status(400).json({ message: 'Invalid webhook signature' });
        return;
      }
      throw error;
    }
    if (event.livemode !== deps.payments.livemode) {
      req.log?.error({ eventId: event.id, livemode: event.livemode }, 'webhook refused: event of the other mode (test/live)');
      res.status(400).json({ message: 'Webhook event mode does not match this installation' });
      return;
    }
    const result = await orders.receiveWebhook(event);
    res.json({ received: true, duplicate: result === 'duplicate' });
  });
  return router;
}
