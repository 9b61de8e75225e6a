// Daily: CONSENT_RECORD_YEARS years after a profile was deleted, what deletion left of it — the
// record of her consent (its text version and times) and her blanked row — goes, as the privacy
// page says (docs/decisions/067). Orders keep what they sold, without the link to her row.
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { deleteOldDeletedProfiles } from './retention.queries.ts';

export const CONSENT_RETENTION_QUEUE = 'retention.consent-records';
export const CONSENT_RECORD_YEARS = 3;
const BATCH = 500;

export const consentRetentionJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: CONSENT_RETENTION_QUEUE,
  schedule: '43 3 * * *',
  async handle(data, { sql, log }) {
    const now = data.now ? new Date(data.now) : new Date();
    let profiles = 0;
    for (;;) {
      const count = await deleteOldDeletedProfiles(sql, now, CONSENT_RECORD_YEARS, BATCH);
      profiles += count;
      if (count < BATCH) break;
    }
    log.info({ profiles }, 'consent records retention done');
  },
});
