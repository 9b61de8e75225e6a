// Daily: orders (with their items and refunds) and rows of the back office's audit trail go
// RECORDS_YEARS years after they were written, the time accounting and tax law make us keep them,
// as the privacy page says (docs/decisions/067).
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { deleteOldAuditRows, deleteOldOrders } from './retention.queries.ts';

export const RECORDS_RETENTION_QUEUE = 'retention.records';
export const RECORDS_YEARS = 7;
const BATCH = 500;

export const recordsRetentionJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: RECORDS_RETENTION_QUEUE,
  schedule: '53 3 * * *',
  async handle(data, { sql, log }) {
    const now = data.now ? new Date(data.now) : new Date();
    const removed = { orders: 0, auditRows: 0 };
    for (const [key, remove] of [
      ['orders', deleteOldOrders],
      ['auditRows', deleteOldAuditRows],
    ] as const) {
      for (;;) {
        const count = await remove(sql, now, RECORDS_YEARS, BATCH);
        removed[key] += count;
        if (count < BATCH) break;
      }
    }
    log.info(removed, 'records retention done');
  },
});
