// SQL of the CSV exports: cursors over a range of whole UTC days, oldest first,
// read 500 rows at a time. Money is text with two decimals; times are Dates (ISO in the file).
import type { Queryable } from '#db/connection.ts';

export interface DayBounds {
  from: string;
  to: string;
}

const BATCH = 500;

const within = (q: Queryable, column: string, range: DayBounds) =>
  q`${q.unsafe(column)} >= (${range.from}::date::timestamp AT TIME ZONE 'UTC')
    AND ${q.unsafe(column)} < ((${range.to}::date + 1)::timestamp AT TIME ZONE 'UTC')`;

/** One line per order item (an order without items: one line, item columns empty). */
export interface OrderExportRow {
  orderId: number;
  createdAt: Date;
  paidAt: Date | null;
  status: string;
  customerEmail: string;
  customerName: string | null;
  language: string;
  buyerCountry: string | null;
  currency: string;
  orderTotal: string;
  paidAmount: string | null;
  refunded: string;
  refundPending: string;
  refundDue: string;
  provider: string;
  mode: 'test' | 'live';
  itemNo: number | null;
  itemId: number | null;
  profileId: number | null;
  profileName: string | null;
  itemPrice: string | null;
  releaseStatus: string | null;
  releasedAt: Date | null;
}

/**
 * Orders created in the range with their items. The mode is the payment's: the built-in test
 * provider, or a Stripe session of test keys (cs_test_…), is 'test'. Refunds are the order's
 * (succeeded and still pending), repeated on each of its lines like the other order columns:
 * sum them over the lines where item_no is 1.
 */
export function orderExportCursor(q: Queryable, range: DayBounds): AsyncIterable<OrderExportRow[]> {
  return q<OrderExportRow[]>`
    SELECT o.id AS "orderId", o.created_at AS "createdAt", o.completed_at AS "paidAt", o.status,
           o.customer_email AS "customerEmail", o.customer_name AS "customerName", o.language,
           o.buyer_country AS "buyerCountry", o.currency, o.total_amount::text AS "orderTotal",
           o.paid_amount::text AS "paidAmount",
           (coalesce(r.succeeded, 0) / 100.0)::numeric(12, 2)::text AS refunded,
           (coalesce(r.pending, 0) / 100.0)::numeric(12, 2)::text AS "refundPending",
           o.refund_due::text AS "refundDue", o.provider,
           CASE WHEN o.provider = 'test' OR o.provider_session_id LIKE 'cs\_test\_%' THEN 'test' ELSE 'live' END AS mode,
           i.item_no::int AS "itemNo", i.id AS "itemId", i.profile_id AS "profileId",
           nullif(btrim(concat_ws(' ', i.profile_snapshot->>'firstName', i.profile_snapshot->>'lastName')), '') AS "profileName",
           i.price::text AS "itemPrice", i.release_status AS "releaseStatus", i.released_at AS "releasedAt"
      FROM orders o
      LEFT JOIN LATERAL (
        SELECT sum(amount_cents) FILTER (WHERE status = 'succeeded') AS succeeded,
               sum(amount_cents) FILTER (WHERE status = 'pending') AS pending
          FROM order_refunds WHERE order_id = o.id) r ON true
      LEFT JOIN LATERAL (
        SELECT oi.*, row_number() OVER (ORDER BY oi.id) AS item_no
          FROM order_items oi WHERE oi.order_id = o.id) i ON true
     WHERE ${within(q, 'o.created_at', range)}
     ORDER BY o.created_at, o.id, i.item_no`.cursor(BATCH);
}

export interface AuditExportRow {
  id: string;
  timestamp: Date;
  adminId: number | null;
  adminUsername: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  ipAddress: string | null;
  details: string;
}

/** The audit trail of the range, oldest first, each row's details as JSON text. */
export function auditExportCursor(q: Queryable, range: DayBounds): AsyncIterable<AuditExportRow[]> {
  return q<AuditExportRow[]>`
    SELECT l.id::text AS id, l.timestamp, l.admin_id AS "adminId", a.username AS "adminUsername", l.action,
           l.target_type AS "targetType", l.target_id AS "targetId", l.ip_address AS "ipAddress", l.details::text AS details
      FROM admin_activity_log l LEFT JOIN admin_users a ON a.id = l.admin_id
     WHERE ${within(q, 'l.timestamp', range)}
     ORDER BY l.timestamp, l.id`.cursor(BATCH);
}
