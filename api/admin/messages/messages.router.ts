// The message inbox's calls, every one for any admin:
//   GET   /messages               the list (subject, read, folder; paging; the total in X-Total-Count)
//   GET   /messages/:id           one message with its replies (reading changes nothing: the page
//                                 marks it read with PATCH, so a prefetch or a crawler cannot)
//   PATCH /messages/:id           {read?, archived?}
//   POST  /messages/:id/replies   {body}: reply by email
import type { Request, Router } from 'express';
import { AdminIdParamsSchema } from '#contract/admin-account.schema.ts';
import { AdminMessagesQuerySchema, MessageReplySchema, UpdateMessageSchema } from '#contract/admin-message.schema.ts';
import { TOTAL_COUNT_HEADER } from '#contract/admin-user.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor, signedInAdmin } from '../admin-route.ts';
import { createMessagesService } from './messages.service.ts';

const idOf = (req: Request) => parseInput(AdminIdParamsSchema, req.params, 'Invalid message id').id;

export function messagesAdminRouter({ sql, jobs }: Pick<AdminDeps, 'sql' | 'jobs'>): Router {
  const service = createMessagesService({ sql, jobs });
  const r = adminRoutes();

  r.get('/messages', 'admin', async (req, res) => {
    const { messages, total } = await service.list(parseInput(AdminMessagesQuerySchema, req.query, 'Invalid query'));
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(messages);
  });

  r.get('/messages/:id', 'admin', async (req, res) => {
    res.json(await service.get(idOf(req)));
  });

  r.patch('/messages/:id', 'admin', async (req, res) => {
    const id = idOf(req);
    res.json(await service.update(auditActor(req), id, parseInput(UpdateMessageSchema, req.body ?? {})));
  });

  r.post('/messages/:id/replies', 'admin', async (req, res) => {
    const id = idOf(req);
    const { body } = parseInput(MessageReplySchema, req.body ?? {});
    res.status(201).json(await service.reply({ ...auditActor(req), adminId: signedInAdmin(req).id }, id, body));
  });

  return r.router;
}
