// Every ten minutes: the buyer's disclosure forms at rest (docs/decisions/067). Any form still in
// clear is sealed, any sealed under an earlier secret is sealed again under the current one, and
// a form is erased DISCLOSURE_KEPT_DAYS days after the last decision on its purchase (her answer,
// the deadline, a withdrawal) or after the purchase ended unpaid. Her request page then says the
// answers were erased; the buyer's first name stays with the order.
import { DISCLOSURE_KEPT_DAYS } from '#contract/approval-request.schema.ts';
import { defineJob, ScheduledPayloadSchema } from '../jobs/queues.ts';
import { eraseDecidedDisclosures } from './buyer-disclosure.queries.ts';
import { disclosureSeal, resealDisclosures, sealPlainDisclosures } from './buyer-disclosure.ts';

export const DISCLOSURE_RETENTION_QUEUE = 'retention.disclosures';

export const disclosureRetentionJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: DISCLOSURE_RETENTION_QUEUE,
  schedule: '*/10 * * * *',
  async handle(data, { sql, log, env }) {
    const now = data.now ? new Date(data.now) : new Date();
    const seal = disclosureSeal(env);
    const sealed = await sealPlainDisclosures(sql, seal);
    const { resealed, unreadable } = await resealDisclosures(sql, seal);
    const erased = await eraseDecidedDisclosures(sql, now, DISCLOSURE_KEPT_DAYS);
    if (unreadable > 0) {
      log.warn({ unreadable }, 'disclosure forms sealed under a secret that is no longer in SESSION_SECRET or SESSION_SECRET_PREVIOUS');
    }
    log.info({ sealed, resealed, erased }, 'disclosure retention done');
  },
});
