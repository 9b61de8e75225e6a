// Daily: site accounts nobody signed in to for IDLE_ACCOUNT_YEARS years are erased, as the
// privacy page says (docs/decisions/067). The account, its sessions, favourites and tokens go;
// its orders stay for the accounts with price, status and times, the buyer's personal fields
// blanked: the same erasure as her own deletion (api/account/account.queries.ts eraseAccount). An
// account with a purchase still in progress waits for the next run.
import { eraseAccount } from '../account/account.queries.ts';
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { lockIdleAccounts } from './retention.queries.ts';

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
        const done = { found: ids.length, accounts: 0, orders: 0 };
        for (const id of ids) {
          const erased = await eraseAccount(tx, id);
          if (erased.kind !== 'erased') continue;
          done.accounts += 1;
          done.orders += erased.orders;
        }
        return done;
      });
      total.accounts += accounts;
      total.orders += orders;
      if (found < BATCH) break;
    }
    log.info(total, 'idle accounts erased');
  },
});
