// What every back-office router is built from (api/admin/admin.router.ts passes it to each). Kept
// apart from the router that lists them, so a feature's router does not import its own parent.
import type { Logger } from 'pino';
import type { Sql } from '#db/connection.ts';
import type { Env } from '../env.ts';
import type { JobSender } from '../jobs/send-in-transaction.ts';
import type { LimiterBase } from '../rate-limit/rate-limit.ts';
import type { MediaStorage } from '../storage/storage.ts';

export interface AdminDeps {
  sql: Sql;
  env: Env;
  log: Logger;
  jobs?: JobSender;
  storage: MediaStorage;
  limiter: LimiterBase;
}
