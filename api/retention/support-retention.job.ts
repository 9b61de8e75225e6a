// Daily: contact messages and reports go SUPPORT_YEARS years after they were last handled, as the
// privacy page says (docs/decisions/067). A message: after our last reply, or after it arrived
// when nobody replied. A report (takedowns too): after it was closed (resolved or dismissed); one
// still open stays, it is work not done. A report's evidence file goes first, then its row: a store
// that fails leaves the row for the next run, never a file nobody knows about.
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { deleteOldMessages, deleteReports, findOldClosedReports } from './retention.queries.ts';

export const SUPPORT_RETENTION_QUEUE = 'retention.support';
export const SUPPORT_YEARS = 2;
const BATCH = 500;

export const supportRetentionJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: SUPPORT_RETENTION_QUEUE,
  schedule: '33 3 * * *',
  async handle(data, { sql, log, storage }) {
    const now = data.now ? new Date(data.now) : new Date();
    let messages = 0;
    for (;;) {
      const count = await deleteOldMessages(sql, now, SUPPORT_YEARS, BATCH);
      messages += count;
      if (count < BATCH) break;
    }
    let reports = 0;
    let filesKept = 0;
    const failed = new Set<number>();
    for (;;) {
      const found = (await findOldClosedReports(sql, now, SUPPORT_YEARS, BATCH + failed.size)).filter((r) => !failed.has(r.id));
      const removable: number[] = [];
      for (const report of found) {
        try {
          if (report.evidenceFile) await storage.remove('evidence', report.evidenceFile);
          removable.push(report.id);
        } catch (error) {
          failed.add(report.id);
          filesKept++;
          log.error({ err: error, reportId: report.id }, 'could not remove the evidence of an old report; its row stays for the next run');
        }
      }
      reports += await deleteReports(sql, removable);
      if (found.length < BATCH) break;
    }
    log.info({ messages, reports, filesKept }, 'support retention done');
  },
});
