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
    const result = await sql.begin(async (tx) => {
      const users = await tx`DELETE FROM user_sessions WHERE expires_at < ${now}`;
      const admins = await tx`DELETE FROM admin_sessions WHERE expires_at < ${now}`;
      const keys = await tx`DELETE FROM idempotency_keys WHERE created_at < ${now}::timestamptz - interval '1 day'`;
      const syncEntries =
        await tx`DELETE FROM applied_sync_entries WHERE applied_at < ${now}::timestamptz - make_interval(days => ${APPLIED_SYNC_ENTRY_DAYS})`;
      const ownerTokens = await tx`
        UPDATE profile_submissions SET owner_token_sealed = NULL
        WHERE owner_token_sealed IS NOT NULL AND created_at < ${now}::timestamptz - interval '1 day'`;
      const linkRequests = await tx`DELETE FROM owner_link_requests WHERE expires_at < ${now}::timestamptz - interval '1 day'`;
      const windows = await tx`DELETE FROM rate_limits WHERE window_start < ${now}::timestamptz - interval '1 day'`;
      const searchCounts = await tx`DELETE FROM public_search_count_changes WHERE logged_at < ${now}::timestamptz - interval '1 day'`;
      const webhookPayloads = await tx`
        UPDATE webhook_events SET payload = '{}'::jsonb, payload_redacted_at = ${now}
        WHERE processed_at IS NOT NULL AND payload_redacted_at IS NULL
          AND processed_at < ${now}::timestamptz - make_interval(days => ${WEBHOOK_PAYLOAD_DAYS})`;
      return {
        userSessions: users.count,
        adminSessions: admins.count,
        idempotencyKeys: keys.count,
        appliedSyncEntries: syncEntries.count,
        sealedOwnerTokens: ownerTokens.count,
        ownerLinkRequests: linkRequests.count,
        rateLimitWindows: windows.count,
        searchCountChanges: searchCounts.count,
        webhookPayloadsRedacted: webhookPayloads.count,
      };
    });
    // apart: a store that fails must not undo the rest
    const unclaimedUploads = await removeUnclaimedUploads(sql, storage, now);
    const resumableUploads = await removeExpiredTusUploads(sql, resolveDataDir(env), now);
    const uploadTempFiles = await removeStaleUploadTemp(uploadTempDir(env), now);
    log.info({ ...result, unclaimedUploads, resumableUploads, uploadTempFiles }, 'cleanup done');
  },
});
