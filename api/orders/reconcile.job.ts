// Every 10 minutes: pending checkouts whose webhook never came are asked about at the provider;
// paid ones are fulfilled, abandoned ones expire (never charged without delivery).
// Then authorised payments whose hold lapses within a day are settled before it does.
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { settleAuthorisations } from './approval-decisions.ts';
import { createOrdersService } from './orders.service.ts';
import { purchaseLinkKeys } from './purchase-token.ts';

export const RECONCILE_QUEUE = 'payments.reconcile';

export const reconcileJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: RECONCILE_QUEUE,
  schedule: '*/10 * * * *',
  options: { retryLimit: 2, expireInSeconds: 9 * 60 },
  async handle(data, { sql, log, env, jobs, payments }) {
    const now = data.now ? new Date(data.now) : new Date();
    const result = await createOrdersService({ sql, log, jobs, payments, linkKeys: () => purchaseLinkKeys(env) }).reconcile(now);
    if (result.checked > 0) log.info(result, 'payments reconciled');
    await settleAuthorisations({ sql, log, jobs }, now);
  },
});
