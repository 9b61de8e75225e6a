// Every minute: requests she did not answer before their deadline are declined ('expired'), and
// an order with nothing left waiting is settled (its hold cancelled, or what was released captured).
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { declineExpiredRequests } from './approval-decisions.ts';

export const APPROVAL_DEADLINES_QUEUE = 'orders.approval-deadlines';

export const approvalDeadlinesJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: APPROVAL_DEADLINES_QUEUE,
  schedule: '* * * * *',
  options: { retryLimit: 1, expireInSeconds: 50 },
  async handle(data, { sql, log, jobs }) {
    await declineExpiredRequests({ sql, log, jobs }, data.now ? new Date(data.now) : new Date());
  },
});
