// The back office's block list, for any signed-in admin, every change audited:
//   GET    /blocks                       the list, newest first (the total in X-Total-Count)
//   POST   /blocks                       {email, profileId?, reason}: block an email (no profileId: everywhere)
//   POST   /orders/:id/block-buyer       {scope: 'everywhere' | profileId, reason}: block an order's buyer
//   DELETE /blocks/:id                   unblock
import type { Request, Router } from 'express';
import { AdminIdParamsSchema } from '#contract/admin-account.schema.ts';
import { AdminBlockBuyerSchema, AdminBlockCreateSchema, AdminBlocksQuerySchema } from '#contract/admin-block.schema.ts';
import { AdminOrderIdParamsSchema } from '#contract/admin-order.schema.ts';
import { TOTAL_COUNT_HEADER } from '#contract/admin-user.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor, signedInAdmin } from '../admin-route.ts';
import { createAdminBlocksService } from './blocks.service.ts';

const actorOf = (req: Request) => ({ ...auditActor(req), adminId: signedInAdmin(req).id });

export function blocksAdminRouter({ sql }: Pick<AdminDeps, 'sql'>): Router {
  const service = createAdminBlocksService({ sql });
  const r = adminRoutes();

  r.get('/blocks', 'admin', async (req, res) => {
    const { blocks, total } = await service.list(parseInput(AdminBlocksQuerySchema, req.query, 'Invalid query'));
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(blocks);
  });

  r.post('/blocks', 'admin', async (req, res) => {
    res.status(201).json(await service.create(actorOf(req), parseInput(AdminBlockCreateSchema, req.body ?? {})));
  });

  r.post('/orders/:id/block-buyer', 'admin', async (req, res) => {
    const { id } = parseInput(AdminOrderIdParamsSchema, { id: req.params.id }, 'Invalid order id');
    res.status(201).json(await service.blockBuyer(actorOf(req), id, parseInput(AdminBlockBuyerSchema, req.body ?? {})));
  });

  r.delete('/blocks/:id', 'admin', async (req, res) => {
    const { id } = parseInput(AdminIdParamsSchema, req.params, 'Invalid block id');
    await service.remove(actorOf(req), id);
    res.status(204).end();
  });

  return r.router;
}
