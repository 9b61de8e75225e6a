// SQL of the retention jobs (api/retention/*.job.ts, docs/decisions/067): what the privacy page
// says we keep, and for how long, is removed here when its time is up. Each function handles at
// most `limit` rows, so a long backlog is worked off in short transactions.
import type { Queryable } from '#db/connection.ts';

/** `now` minus `years` years, as the database counts it. */
const yearsBefore = (q: Queryable, now: Date, years: number) => q`${now}::timestamptz - make_interval(years => ${years})`;

/**
 * Site accounts nobody signed in to for `years` years (by the last sign-in, else the
 * registration; a session used since counts as a visit), locked for this transaction.
 */
export async function lockIdleAccounts(q: Queryable, now: Date, years: number, limit: number): Promise<number[]> {
  const before = yearsBefore(q, now, years);
  const rows = await q<{ id: number }[]>`
    SELECT u.id FROM users u
    WHERE coalesce(u.last_login, u.registration_date) < ${before}
      AND NOT EXISTS (SELECT 1 FROM user_sessions s WHERE s.user_id = u.id AND s.last_activity >= ${before})
    ORDER BY u.id LIMIT ${limit}
    FOR UPDATE SKIP LOCKED`;
  return rows.map((row) => row.id);
}

/**
 * Contact messages `years` years after our last reply, or after they arrived when nobody replied.
 * Their replies go with them.
 */
export async function deleteOldMessages(q: Queryable, now: Date, years: number, limit: number): Promise<number> {
  const before = yearsBefore(q, now, years);
  const rows = await q`
    DELETE FROM contact_messages WHERE id IN (
      SELECT m.id FROM contact_messages m
      WHERE m.created_at < ${before}
        AND NOT EXISTS (SELECT 1 FROM contact_message_replies r WHERE r.message_id = m.id AND r.created_at >= ${before})
      ORDER BY m.id LIMIT ${limit})`;
  return rows.count;
}

/** Reports (takedowns included) closed — resolved or dismissed — `years` years ago, with their evidence file. */
export async function findOldClosedReports(
  q: Queryable,
  now: Date,
  years: number,
  limit: number,
): Promise<{ id: number; evidenceFile: string | null }[]> {
  return q<{ id: number; evidenceFile: string | null }[]>`
    SELECT id, evidence_file AS "evidenceFile" FROM reports
    WHERE status IN ('resolved', 'dismissed') AND coalesce(resolved_at, updated_at) < ${yearsBefore(q, now, years)}
    ORDER BY id LIMIT ${limit}`;
}

/** Deletes these reports (their notes go with them). */
export async function deleteReports(q: Queryable, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await q`DELETE FROM reports WHERE id = ANY(${ids}::int[])`;
  return rows.count;
}

/**
 * Profiles deleted `years` years ago: what deletion left of her (the consent record's text
 * version and times, her blanked row) goes. Sold items keep their price and snapshot
 * (profile_id becomes NULL), reports lose the link; her blocks and owner-link rows go with her.
 */
export async function deleteOldDeletedProfiles(q: Queryable, now: Date, years: number, limit: number): Promise<number> {
  const rows = await q`
    DELETE FROM profiles WHERE id IN (
      SELECT id FROM profiles WHERE deleted_at < ${yearsBefore(q, now, years)} ORDER BY id LIMIT ${limit})`;
  return rows.count;
}

/** Orders made `years` years ago, with their items and refunds. */
export async function deleteOldOrders(q: Queryable, now: Date, years: number, limit: number): Promise<number> {
  const rows = await q`
    DELETE FROM orders WHERE id IN (
      SELECT id FROM orders WHERE created_at < ${yearsBefore(q, now, years)} ORDER BY id LIMIT ${limit})`;
  return rows.count;
}

/** Rows of the back office's audit trail written `years` years ago. */
export async function deleteOldAuditRows(q: Queryable, now: Date, years: number, limit: number): Promise<number> {
  const rows = await q`
    DELETE FROM admin_activity_log WHERE id IN (
      SELECT id FROM admin_activity_log WHERE timestamp < ${yearsBefore(q, now, years)} ORDER BY id LIMIT ${limit})`;
  return rows.count;
}
