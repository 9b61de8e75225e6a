// SQL of the analytics page (decision 032). Every series is one row per UTC day
// of the range, zero-filled by generate_series, and each reads only its range through the indexes
// of 00022 (bench/analytics.bench.ts shows the plans). Money is summed in integer cents.
import type { AnalyticsDay, TopProfile, Turnaround } from '#contract/admin-analytics.schema.ts';
import type { Queryable } from '#db/connection.ts';

/** The range: its first and last UTC day (YYYY-MM-DD); the last is today. */
export interface DayRange {
  from: string;
  to: string;
}

/** Paid orders: completed, or waiting for her approval (api/orders/order-status.ts PAID_STATUSES). */
const PAID = ['completed', 'awaiting_approval'];

const start = (q: Queryable, range: DayRange) => q`(${range.from}::date::timestamp AT TIME ZONE 'UTC')`;
const dayOf = (q: Queryable, column: string) => q`(${q.unsafe(column)} AT TIME ZONE 'UTC')::date`;
const days = (q: Queryable, range: DayRange) => q`generate_series(${range.from}::date, ${range.to}::date, interval '1 day') AS d(day)`;

type Series<K extends keyof AnalyticsDay> = Pick<AnalyticsDay, 'day' | K>;

/** Orders paid each day, what they paid, and the refunds of paid orders that went through each day. */
export function findSalesByDay(q: Queryable, range: DayRange): Promise<Series<'paidOrders' | 'revenueCents' | 'refundedCents'>[]> {
  return q<Series<'paidOrders' | 'revenueCents' | 'refundedCents'>[]>`
    SELECT d.day::date::text AS day, coalesce(o.n, 0)::int AS "paidOrders",
           (coalesce(o.cents, 0) - coalesce(r.cents, 0))::int AS "revenueCents", coalesce(r.cents, 0)::int AS "refundedCents"
      FROM ${days(q, range)}
      LEFT JOIN (
        SELECT ${dayOf(q, 'completed_at')} AS day, count(*) AS n, sum(total_amount * 100) AS cents
          FROM orders
         WHERE status IN ${q(PAID)} AND currency = 'USD' AND completed_at >= ${start(q, range)}
         GROUP BY 1) o ON o.day = d.day
      LEFT JOIN (
        SELECT ${dayOf(q, 'r.completed_at')} AS day, sum(r.amount_cents) AS cents
          FROM order_refunds r JOIN orders o ON o.id = r.order_id
         WHERE r.status = 'succeeded' AND r.currency = 'usd' AND r.completed_at >= ${start(q, range)}
           AND o.status IN ${q(PAID)} AND o.currency = 'USD'
         GROUP BY 1) r ON r.day = d.day
     ORDER BY d.day`;
}

/** Profiles submitted each day, and profiles approved for the first time each day. */
export function findReviewsByDay(q: Queryable, range: DayRange): Promise<Series<'submissions' | 'approvals'>[]> {
  return q<Series<'submissions' | 'approvals'>[]>`
    SELECT d.day::date::text AS day, coalesce(s.n, 0)::int AS submissions, coalesce(a.n, 0)::int AS approvals
      FROM ${days(q, range)}
      LEFT JOIN (
        SELECT ${dayOf(q, 'created_at')} AS day, count(*) AS n FROM profiles
         WHERE created_at >= ${start(q, range)} GROUP BY 1) s ON s.day = d.day
      LEFT JOIN (
        SELECT ${dayOf(q, 'approved_at')} AS day, count(*) AS n FROM profiles
         WHERE approved_at >= ${start(q, range)} GROUP BY 1) a ON a.day = d.day
     ORDER BY d.day`;
}

const hours = (q: Queryable) => q`extract(epoch FROM first_decided_at - created_at) / 3600`;
const percentile = (q: Queryable, p: number) =>
  q`round((percentile_cont(${p}::float8) WITHIN GROUP (ORDER BY ${hours(q)}))::numeric, 1)::float8`;

/** Median and 90th percentile of the hours from submission to the first answer, of the answers given each day. */
export function findTurnaroundByDay(q: Queryable, range: DayRange): Promise<Series<'turnaroundMedianHours' | 'turnaroundP90Hours'>[]> {
  return q<Series<'turnaroundMedianHours' | 'turnaroundP90Hours'>[]>`
    SELECT d.day::date::text AS day, t.median AS "turnaroundMedianHours", t.p90 AS "turnaroundP90Hours"
      FROM ${days(q, range)}
      LEFT JOIN (
        SELECT ${dayOf(q, 'first_decided_at')} AS day, ${percentile(q, 0.5)} AS median, ${percentile(q, 0.9)} AS p90
          FROM profiles WHERE first_decided_at >= ${start(q, range)} GROUP BY 1) t ON t.day = d.day
     ORDER BY d.day`;
}

/** The same over the whole range, with how many answers came later than the promise. */
export async function findTurnaround(q: Queryable, range: DayRange, promiseHours: number): Promise<Turnaround> {
  const [row] = await q<Omit<Turnaround, 'promiseHours'>[]>`
    SELECT count(*)::int AS decisions, ${percentile(q, 0.5)} AS "medianHours", ${percentile(q, 0.9)} AS "p90Hours",
           count(*) FILTER (WHERE ${hours(q)} > ${promiseHours})::int AS "overPromise"
      FROM profiles WHERE first_decided_at >= ${start(q, range)}`;
  return { promiseHours, ...(row ?? { decisions: 0, medianHours: null, p90Hours: null, overPromise: 0 }) };
}

/**
 * Public profiles at the end of each day: today's count (public_profile_counts, the public totals
 * the triggers keep) less the moves into the public view after each day, plus the moves out of
 * it (catalog_changes.public_delta, 00022).
 */
export function findCatalogueSizeByDay(q: Queryable, range: DayRange): Promise<Series<'catalogueSize'>[]> {
  return q<Series<'catalogueSize'>[]>`
    WITH moves AS (
      SELECT ${dayOf(q, 'changed_at')} AS day, sum(public_delta) AS net
        FROM catalog_changes WHERE public_delta <> 0 AND changed_at >= ${start(q, range)}
       GROUP BY 1)
    SELECT d.day::date::text AS day,
           ((SELECT coalesce(sum(n), 0) FROM public_profile_counts)
             - coalesce(sum(m.net) OVER (ORDER BY d.day DESC ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0))::int
             AS "catalogueSize"
      FROM ${days(q, range)} LEFT JOIN moves m ON m.day = d.day
     ORDER BY d.day`;
}

/**
 * The profiles that sold most in the range: contacts of paid orders neither declined nor refunded,
 * by revenue then count (order_items.paid_at is the paid order's payment time, 00022). The
 * contacts refunded one by one (00019) are few: they are taken off what the partial index sums.
 */
export function findTopProfiles(q: Queryable, range: DayRange, limit: number): Promise<TopProfile[]> {
  return q<TopProfile[]>`
    WITH sold AS (
      SELECT profile_id, count(*) AS sales, sum(price * 100) AS cents
        FROM order_items
       WHERE paid_at IS NOT NULL AND release_status <> 'declined' AND profile_id IS NOT NULL
         AND paid_at >= ${start(q, range)}
       GROUP BY profile_id),
    refunded AS (
      SELECT profile_id, count(*) AS sales, sum(price * 100) AS cents
        FROM order_items
       WHERE refund_id IS NOT NULL AND release_status = 'refunded' AND paid_at IS NOT NULL AND profile_id IS NOT NULL
         AND paid_at >= ${start(q, range)}
       GROUP BY profile_id),
    net AS (
      SELECT s.profile_id, s.sales - coalesce(r.sales, 0) AS sales, s.cents - coalesce(r.cents, 0) AS cents
        FROM sold s LEFT JOIN refunded r USING (profile_id)
       WHERE s.sales > coalesce(r.sales, 0)
       ORDER BY cents DESC, sales DESC, s.profile_id
       LIMIT ${limit})
    SELECT n.profile_id AS "profileId", coalesce(btrim(p.first_name || ' ' || coalesce(p.last_name, '')), '') AS name,
           n.sales::int AS sales, n.cents::int AS "revenueCents", (p.id IS NULL OR p.deleted_at IS NOT NULL) AS deleted
      FROM net n LEFT JOIN profiles p ON p.id = n.profile_id
     ORDER BY n.cents DESC, n.sales DESC, n.profile_id`;
}
