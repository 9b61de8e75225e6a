// Hourly housekeeping: expired sessions, idempotency keys older than a day, applied sync entry
// ids older than APPLIED_SYNC_ENTRY_DAYS, rate-limit windows older than a day and searched-total
// change rows older than a day (00004; the count cache never reads back further than ten
// minutes) go; processed webhook events lose their payload
// (the buyer's email and name) after WEBHOOK_PAYLOAD_DAYS, keeping id, type and times for audit;
// sealed owner tokens of submissions (00011) are forgotten after a day (only their hash stays),
// and links to mint a new owner link a day after they expired (00029);
// uploads no submission claimed within UNCLAIMED_UPLOAD_HOURS go, file and row, and so do
// temporary files a stopped process left in upload-tmp (api/media/upload.service.ts);
// resumable uploads not completed within a day lose their staged bytes, and the reasons of
// refused ones are forgotten after a day (api/media/tus-upload.service.ts).
import { resolveDataDir } from '../data-dir.ts';
import { removeExpiredTusUploads } from '../media/tus-upload.service.ts';
import { uploadTempDir } from '../media/upload.router.ts';
import { removeStaleUploadTemp, removeUnclaimedUploads } from '../media/upload.service.ts';
import {
  deleteExpiredAdminSessions,
  deleteExpiredOwnerLinkRequests,
  deleteExpiredUserSessions,
  deleteOldAppliedSyncEntries,
  deleteOldIdempotencyKeys,
  deleteOldRateLimitWindows,
  deleteOldSearchCountChanges,
  forgetSealedOwnerTokens,
  redactOldWebhookPayloads,
} from './cleanup.queries.ts';
import { defineJob, ScheduledPayloadSchema } from './queues.ts';

export const CLEANUP_QUEUE = 'maintenance.cleanup';

/**
 * How long a processed provider event keeps its payload: long enough to answer a buyer's or the
 * provider's question about a payment, no longer (the order itself keeps what the business needs).
 * Unprocessed events keep it: they are the evidence for whoever has to fix them.
 */
export const WEBHOOK_PAYLOAD_DAYS = 30;

/** How long the id of an applied outbox entry is remembered: far longer than a device keeps an entry unsent. */
export const APPLIED_SYNC_ENTRY_DAYS = 30;

export const cleanupJob = defineJob({
  payload: ScheduledPayloadSchema,
  name: CLEANUP_QUEUE,
  schedule: '17 * * * *',
  async handle(data, { sql, log, storage, env }) {
    const now = data.now ? new Date(data.now) : new Date();
    const result = await sql.begin(async (tx) => ({
      userSessions: await deleteExpiredUserSessions(tx, now),
      adminSessions: await deleteExpiredAdminSessions(tx, now),
      idempotencyKeys: await deleteOldIdempotencyKeys(tx, now),
      appliedSyncEntries: await deleteOldAppliedSyncEntries(tx, now, APPLIED_SYNC_ENTRY_DAYS),
      sealedOwnerTokens: await forgetSealedOwnerTokens(tx, now),
      ownerLinkRequests: await deleteExpiredOwnerLinkRequests(tx, now),
      rateLimitWindows: await deleteOldRateLimitWindows(tx, now),
      searchCountChanges: await deleteOldSearchCountChanges(tx, now),
      webhookPayloadsRedacted: await redactOldWebhookPayloads(tx, now, WEBHOOK_PAYLOAD_DAYS),
    }));
    // apart: a store that fails must not undo the rest
    const unclaimedUploads = await removeUnclaimedUploads(sql, storage, now);
    const resumableUploads = await removeExpiredTusUploads(sql, resolveDataDir(env), now);
    const uploadTempFiles = await removeStaleUploadTemp(uploadTempDir(env), now);
    log.info({ ...result, unclaimedUploads, resumableUploads, uploadTempFiles }, 'cleanup done');
  },
});
