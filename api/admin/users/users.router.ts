// User management's calls, every one for any admin: GET /users (a list as the
// plain array; optional limit, offset and search, the total in X-Total-Count), GET
// /user-favorites/{userId}, GET /user-orders/{userId}, and PATCH /users/{id} {isActive}
// (Activate / Deactivate, audited).
import type { Request, Router } from 'express';
import { AdminIdParamsSchema } from '#contract/admin-account.schema.ts';
import { AdminUserIdParamsSchema, AdminUsersQuerySchema, SetUserActiveSchema, TOTAL_COUNT_HEADER } from '#contract/admin-user.schema.ts';
import { parseInput } from '../../http/parse-input.ts';
import type { AdminDeps } from '../admin-deps.ts';
import { adminRoutes, auditActor } from '../admin-route.ts';
import { createUsersService } from './users.service.ts';

const userIdOf = (req: Request) => parseInput(AdminUserIdParamsSchema, req.params, 'Invalid user id').userId;

export function usersAdminRouter({ sql }: Pick<AdminDeps, 'sql'>): Router {
  const service = createUsersService(sql);
  const r = adminRoutes();

  r.get('/users', 'admin', async (req, res) => {
    const { users, total } = await service.list(parseInput(AdminUsersQuerySchema, req.query, 'Invalid query'));
    res.setHeader(TOTAL_COUNT_HEADER, String(total));
    res.json(users);
  });

  r.get('/user-favorites/:userId', 'admin', async (req, res) => {
    res.json(await service.favorites(userIdOf(req)));
  });

  r.get('/user-orders/:userId', 'admin', async (req, res) => {
    res.json(await service.orders(userIdOf(req)));
  });

  r.patch('/users/:id', 'admin', async (req, res) => {
    const { id } = parseInput(AdminIdParamsSchema, req.params, 'Invalid user id');
    const { isActive } = parseInput(SetUserActiveSchema, req.body ?? {});
    res.json(await service.setActive(auditActor(req), id, isActive));
  });

  return r.router;
}
