// Deleting a profile erases her (docs/decisions/064-deleting-a-profile-erases-her.md): whichever
// way she is deleted (her owner link, an admin, a takedown), the caller's transaction runs this.
// Her personal data leaves the database with the deletion itself; her files are listed for the
// media purge, whose job is enqueued in the same transaction to run once the purge's grace has
// passed (a variant rendered just before the deletion is stored by then), and whose schedule
// retries until the store has answered. Her requests still waiting are declined, their holds
// released. The contact details already delivered to buyers stay theirs: they cannot be recalled.
import type { Logger } from 'pino';
import type { Transaction } from '#db/connection.ts';
import { type JobSender, sendInTransaction } from '../jobs/send-in-transaction.ts';
import { MEDIA_PURGE_QUEUE } from '../media/media-purge.job.ts';
import { PURGE_GRACE_MS } from '../media/media-purge.service.ts';
import { declineAwaitingOfProfile } from '../orders/approval-decisions.ts';
import { type ErasureVia, eraseProfileRows, lockProfileForErasure } from './erasure.queries.ts';

export type { ErasureVia };

/** When the purge enqueued by an erasure starts: just after the grace it leaves a rendering variant. */
export const ERASURE_PURGE_AFTER_SECONDS = Math.ceil(PURGE_GRACE_MS / 1000) + 5;

/** Deletes and erases the profile in `tx`; false when there is no such profile (nothing done). */
export async function eraseProfile(
  tx: Transaction,
  deps: { jobs: JobSender | undefined; log?: Pick<Logger, 'warn'> },
  profileId: number,
  via: ErasureVia,
): Promise<boolean> {
  if (!(await lockProfileForErasure(tx, profileId))) return false;
  // her requests are declined first (her row locked: no answer releases anything meanwhile), so
  // the erasure blanks what the decline wrote too
  await declineAwaitingOfProfile(tx, deps.jobs, profileId, via === 'owner' ? 'withdrawn' : 'unavailable');
  await eraseProfileRows(tx, profileId, via);
  if (deps.jobs) await sendInTransaction(deps.jobs, tx, MEDIA_PURGE_QUEUE, {}, { startAfter: ERASURE_PURGE_AFTER_SECONDS });
  else deps.log?.warn({ profileId }, 'no job queue: the erased profile’s files wait for the scheduled media purge');
  return true;
}
