// SQL of the back office's dashboard: the six
// statistics, what waits for an admin, and the newest profiles. Money stays numeric in SQL and
// reaches JavaScript as text, so no cent is lost on the way.

import { publicProfile } from '#api/profiles/public-profile.ts';
import type { QueueSummary } from '#contract/admin-dashboard.schema.ts';
import type { AdminProfileListItem } from '#contract/admin-profile-list.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { awaitingReview, editWaiting, findProfilePage, isoTime } from '../profiles/profiles-list.queries.ts';
import { reportOverdue } from '../reports/admin-reports.queries.ts';

export interface StatsRow {
  totalUsers: number;
  activeProfiles: number;
  pendingProfiles: number;
  totalOrders: number;
  completedOrders: number;
  /** Dollars as numeric text, e.g. "1234.50". */
  totalRevenue: string;
}

/**
 * Revenue: the totals of completed orders (paid and delivered; an order waiting for her approval
 * is only authorised) less the refunds that succeeded on them. The shop sells in USD only.
 */
export async function findStats(db: Queryable): Promise<StatsRow> {
  const [row] = await db<StatsRow[]>`
    SELECT
      (SELECT count(*)::int FROM users) AS "totalUsers",
      (SELECT count(*)::int FROM profiles p WHERE ${publicProfile(db, 'p')}) AS "activeProfiles",
      (SELECT count(*)::int FROM profiles p WHERE ${awaitingReview(db)}) AS "pendingProfiles",
      (SELECT count(*)::int FROM orders) AS "totalOrders",
      (SELECT count(*)::int FROM orders WHERE status = 'completed') AS "completedOrders",
      ((SELECT coalesce(sum(total_amount), 0) FROM orders WHERE status = 'completed' AND currency = 'USD')
        - (SELECT coalesce(sum(r.amount_cents), 0) / 100.0 FROM order_refunds r JOIN orders o ON o.id = r.order_id
           WHERE r.status = 'succeeded' AND r.currency = 'usd' AND o.status = 'completed' AND o.currency = 'USD')
      )::numeric(14, 2)::text AS "totalRevenue"`;
  if (!row) throw new Error('dashboard stats returned no row');
  return row;
}

type SummaryRow = QueueSummary;

const summary = (db: Queryable, since: string) => db`
  count(*)::int AS count, ${isoTime(db, db`min(${db(since)})`)} AS "oldestSince",
  floor(extract(epoch FROM now() - min(${db(since)})) / 3600)::int AS "oldestWaitingHours"`;

export interface QueueRows {
  reviews: SummaryRow;
  pendingEdits: SummaryRow;
  openReports: SummaryRow;
  overdueReports: number;
  unreadMessages: SummaryRow;
}

export async function findQueues(db: Queryable): Promise<QueueRows> {
  const [reviews, pendingEdits, openReports, overdue, unreadMessages] = await Promise.all([
    db<SummaryRow[]>`SELECT ${summary(db, 'p.created_at')} FROM profiles p WHERE ${awaitingReview(db)}`,
    db<SummaryRow[]>`SELECT ${summary(db, 'p.pending_edit_at')} FROM profiles p WHERE ${editWaiting(db)}`,
    db<SummaryRow[]>`SELECT ${summary(db, 'r.created_at')} FROM reports r WHERE r.status IN ('open', 'in_review')`,
    db<{ count: number }[]>`
      SELECT count(*)::int AS count FROM reports r
      WHERE ${reportOverdue(db)}`,
    db<SummaryRow[]>`SELECT ${summary(db, 'm.created_at')} FROM contact_messages m WHERE m.status = 'open' AND m.archived_at IS NULL`,
  ]);
  const one = (rows: SummaryRow[]): SummaryRow => rows[0] ?? { count: 0, oldestSince: null, oldestWaitingHours: null };
  return {
    reviews: one(reviews),
    pendingEdits: one(pendingEdits),
    openReports: one(openReports),
    overdueReports: overdue[0]?.count ?? 0,
    unreadMessages: one(unreadMessages),
  };
}

export function findRecentProfiles(db: Queryable, count: number): Promise<AdminProfileListItem[]> {
  return findProfilePage(db, { words: [] }, { limit: count, offset: 0 });
}
