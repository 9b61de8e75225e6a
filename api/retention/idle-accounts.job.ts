// Daily: site accounts nobody signed in to for IDLE_ACCOUNT_YEARS years are erased, as the
// privacy page says (docs/decisions/067). The account, its sessions, favourites and tokens go;
// its orders stay for the accounts with price, status and times, the buyer's personal fields
// blanked (api/retention/retention.queries.ts eraseAccounts).
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { eraseAccounts, lockIdleAccounts } from './retention.queries.ts';

export const IDLE_ACCOUNTS_QUEUE = 'retention.idle-accounts';
export const IDLE_ACCOUNT_YEARS = 3;
const BATCH = 200;

export const idleAccountsJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: IDLE_ACCOUNTS_QUEUE,
  schedule: '23 3 * * *',
  async handle(data, { sql, log }) {
    const now = data.now ? new Date(data.now) : new Date();
    const total = { accounts: 0, orders: 0 };
    for (;;) {
      const { found, accounts, orders } = await sql.begin(async (tx) => {
        const ids = await lockIdleAccounts(tx, now, IDLE_ACCOUNT_YEARS, BATCH);
        return { found: ids.length, ...(ids.length > 0 ? await eraseAccounts(tx, ids, now) : { accounts: 0, orders: 0 }) };
      });
      total.accounts += accounts;
      total.orders += orders;
      if (found < BATCH) break;
    }
    log.info(total, 'idle accounts erased');
  },
});
