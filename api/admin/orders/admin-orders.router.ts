// The back office's orders (decision 029), for any signed-in admin:
// GET /orders (search, filters, paging; the total in X-Total-Count), GET /orders/refund-queue
// (money owed back, for the dashboard), GET /orders/{id}, and the audited actions
// POST /orders/{id}/resend-confirmation, POST /orders/{id}/refunds and
// POST /orders/{id}/refunds/{refundId}/retry. Refunds are an 'admin' action, not a superadmin
// one: whoever works the orders answers the buyers, and every refund is audited with its reason.
// The buyer's disclosure form (POST /orders/{id}/disclosure) is a superadmin's to read, audited.
import type { Request, Router } from 'express';
import { z } from 'zod/mini';
import { AdminOrderIdParamsSchema, AdminOrdersQuerySchema, AdminRefundRequestSchema } from '#contract/admin-order.schema.ts';
import { TOTAL_COUNT_HEADER } from '#contract/admin-user.schema.ts';
import { disclosureSeal } from '../../buyers/buyer-disclosure.ts';
import { setCacheControl } from '../../http/cache-control.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor } from '../admin-route.ts';
import { createAdminOrdersService } from './admin-orders.service.ts';

const orderIdOf = (req: Request) => parseInput(AdminOrderIdParamsSchema, { id: req.params.id }, 'Invalid order id').id;

const RefundParamsSchema = z.strictObject({
  id: AdminOrderIdParamsSchema.shape.id,
  refundId: AdminOrderIdParamsSchema.shape.id,
});

export function ordersAdminRouter({ sql, jobs, env }: Pick<AdminDeps, 'sql' | 'jobs' | 'env'>): Router {
  const service = createAdminOrdersService({ sql, jobs, stripeSecretKey: env.STRIPE_SECRET_KEY, disclosures: disclosureSeal(env) });
  const r = adminRoutes();

  r.get('/orders', 'admin', async (req, res) => {
    const { orders, total } = await service.list(parseInput(AdminOrdersQuerySchema, req.query, 'Invalid query'));
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(orders);
  });

  r.get('/orders/refund-queue', 'admin', async (_req, res) => {
    const { items, total } = await service.refundQueue();
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(items);
  });

  r.get('/orders/:id', 'admin', async (req, res) => {
    res.json(await service.detail(orderIdOf(req)));
  });

  // The buyer's answers about his criminal record, protection orders and marriages: only a
  // superadmin, who answers the women's and the authorities' questions about a buyer, reads them.
  r.post('/orders/:id/disclosure', 'superadmin', async (req, res) => {
    const id = orderIdOf(req);
    parseInput(z.strictObject({}), req.body ?? {});
    setCacheControl(res, 'noStore');
    res.json(await service.disclosure(auditActor(req), id));
  });

  r.post('/orders/:id/resend-confirmation', 'admin', async (req, res) => {
    const id = orderIdOf(req);
    parseInput(z.strictObject({}), req.body ?? {});
    res.json(await service.resendConfirmation(auditActor(req), id));
  });

  r.post('/orders/:id/refunds', 'admin', async (req, res) => {
    const id = orderIdOf(req);
    const body = parseInput(AdminRefundRequestSchema, req.body ?? {});
    const { created, ...result } = await service.refund(auditActor(req), id, body);
    res.status(created ? 201 : 200).json(result);
  });

  r.post('/orders/:id/refunds/:refundId/retry', 'admin', async (req, res) => {
    const { id, refundId } = parseInput(RefundParamsSchema, req.params, 'Invalid id');
    parseInput(z.strictObject({}), req.body ?? {});
    res.json(await service.retryRefund(auditActor(req), id, refundId));
  });

  return r.router;
}
