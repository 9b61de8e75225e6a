// The SQL of the hourly housekeeping (cleanup.job.ts): each statement forgets one kind of row
// whose time is up, as of `now`, and returns how many it touched. The job runs them in one
// transaction.
import type { Queryable } from '#db/connection.ts';

/** Site sessions past their expiry. */
export async function deleteExpiredUserSessions(q: Queryable, now: Date): Promise<number> {
  return (await q`DELETE FROM user_sessions WHERE expires_at < ${now}`).count;
}

/** Back-office sessions past their expiry. */
export async function deleteExpiredAdminSessions(q: Queryable, now: Date): Promise<number> {
  return (await q`DELETE FROM admin_sessions WHERE expires_at < ${now}`).count;
}

/** Idempotency keys of submissions older than a day. */
export async function deleteOldIdempotencyKeys(q: Queryable, now: Date): Promise<number> {
  return (await q`DELETE FROM idempotency_keys WHERE created_at < ${now}::timestamptz - interval '1 day'`).count;
}

/** Ids of applied outbox entries older than `days` days. */
export async function deleteOldAppliedSyncEntries(q: Queryable, now: Date, days: number): Promise<number> {
  return (await q`DELETE FROM applied_sync_entries WHERE applied_at < ${now}::timestamptz - make_interval(days => ${days})`).count;
}

/** Sealed owner tokens of submissions older than a day (only their hash stays). */
export async function forgetSealedOwnerTokens(q: Queryable, now: Date): Promise<number> {
  const rows = await q`
    UPDATE profile_submissions SET owner_token_sealed = NULL
    WHERE owner_token_sealed IS NOT NULL AND created_at < ${now}::timestamptz - interval '1 day'`;
  return rows.count;
}

/** Links to mint a new owner link, a day after they expired. */
export async function deleteExpiredOwnerLinkRequests(q: Queryable, now: Date): Promise<number> {
  return (await q`DELETE FROM owner_link_requests WHERE expires_at < ${now}::timestamptz - interval '1 day'`).count;
}

/** Rate-limit windows that started more than a day ago. */
export async function deleteOldRateLimitWindows(q: Queryable, now: Date): Promise<number> {
  return (await q`DELETE FROM rate_limits WHERE window_start < ${now}::timestamptz - interval '1 day'`).count;
}

/** Searched-total change rows older than a day (the count cache never reads back further than ten minutes). */
export async function deleteOldSearchCountChanges(q: Queryable, now: Date): Promise<number> {
  return (await q`DELETE FROM public_search_count_changes WHERE logged_at < ${now}::timestamptz - interval '1 day'`).count;
}

/** Empties the payload of provider events processed more than `days` days ago; id, type and times stay. */
export async function redactOldWebhookPayloads(q: Queryable, now: Date, days: number): Promise<number> {
  const rows = await q`
    UPDATE webhook_events SET payload = '{}'::jsonb, payload_redacted_at = ${now}
    WHERE processed_at IS NOT NULL AND payload_redacted_at IS NULL
      AND processed_at < ${now}::timestamptz - make_interval(days => ${days})`;
  return rows.count;
}
