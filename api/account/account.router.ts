// /api/account: a signed-in site user's rights over her account. GET /api/account/export hands
// her a copy of her data as one JSON file (her own pages only); POST /api/account/delete, with
// her current password, erases the account and signs every device of hers out.
import express from 'express';
import type { Logger } from 'pino';
import { type AccountDeleted, DeleteAccountSchema } from '#contract/account.schema.ts';
import type { Sql } from '#db/connection.ts';
import { authTexts } from '../auth/auth.service.ts';
import { createLoginLimits } from '../auth/login-limits.ts';
import { requireUser, signedInUser } from '../auth/session.ts';
import { noStore } from '../http/cache-control.ts';
import { parseInput } from '../http/parse-input.ts';
import { sameOriginRead } from '../http/same-origin.ts';
import type { LimiterBase } from '../rate-limit/rate-limit.ts';
import { createAccountService } from './account.service.ts';

export interface AccountRouterDeps {
  sql: Sql;
  log: Logger;
  limiter: LimiterBase;
  publicUrl?: string;
}

export function accountRouter({ sql, log, limiter, publicUrl }: AccountRouterDeps): express.Router {
  const service = createAccountService({ sql, log, loginLimits: createLoginLimits(sql, limiter) });
  const router = express.Router();

  router.get('/account/export', noStore, sameOriginRead({ publicUrl }), requireUser, async (req, res) => {
    const data = await service.export(signedInUser(req));
    res.setHeader('Content-Disposition', `attachment; filename="contacto-my-data-${data.exportedAt.slice(0, 10)}.json"`);
    res.type('json').send(JSON.stringify(data, null, 2));
  });

  router.post('/account/delete', noStore, requireUser, async (req, res) => {
    const user = signedInUser(req);
    const input = parseInput(DeleteAccountSchema, req.body ?? {});
    await service.remove(user, input, req.ip);
    await req.session.end(); // its row went with the account; the cookie goes too
    const answer: AccountDeleted = { message: authTexts(input.language ?? user.language)('messages.accountDeleted') };
    res.json(answer);
  });

  return router;
}
