// The CSV exports: orders (with their buyers' emails) and the audit trail for a
// range of UTC days. Each export is itself audited before its first row leaves, since it reveals
// buyers' emails; then the rows stream from a cursor (api/admin/exports/csv-stream.ts).
import type { ExportQuery } from '#contract/admin-analytics.schema.ts';
import type { Sql } from '#db/connection.ts';
import { type AuditActor, audit } from '../audit.ts';
import type { CsvColumn } from './csv-stream.ts';
import { type AuditExportRow, auditExportCursor, type OrderExportRow, orderExportCursor } from './exports.queries.ts';

/** No payment reference (session or intent id): within hours of the payment one opens the order's contacts. */
export const ORDER_COLUMNS: CsvColumn<OrderExportRow>[] = [
  { key: 'orderId', header: 'order_id' },
  { key: 'createdAt', header: 'created_at' },
  { key: 'paidAt', header: 'paid_at' },
  { key: 'status', header: 'status' },
  { key: 'customerEmail', header: 'customer_email' },
  { key: 'customerName', header: 'customer_name' },
  { key: 'language', header: 'language' },
  { key: 'buyerCountry', header: 'buyer_country' },
  { key: 'currency', header: 'currency' },
  { key: 'orderTotal', header: 'order_total' },
  { key: 'paidAmount', header: 'paid_amount' },
  { key: 'refunded', header: 'refunded' },
  { key: 'refundPending', header: 'refund_pending' },
  { key: 'refundDue', header: 'refund_due' },
  { key: 'provider', header: 'provider' },
  { key: 'mode', header: 'mode' },
  { key: 'itemNo', header: 'item_no' },
  { key: 'itemId', header: 'item_id' },
  { key: 'profileId', header: 'profile_id' },
  { key: 'profileName', header: 'profile_name' },
  { key: 'itemPrice', header: 'item_price' },
  { key: 'releaseStatus', header: 'release_status' },
  { key: 'releasedAt', header: 'released_at' },
];

export const AUDIT_COLUMNS: CsvColumn<AuditExportRow>[] = [
  { key: 'id', header: 'id' },
  { key: 'timestamp', header: 'timestamp' },
  { key: 'adminId', header: 'admin_id' },
  { key: 'adminUsername', header: 'admin_username' },
  { key: 'action', header: 'action' },
  { key: 'targetType', header: 'target_type' },
  { key: 'targetId', header: 'target_id' },
  { key: 'ipAddress', header: 'ip_address' },
  { key: 'details', header: 'details' },
];

export function createExportsService(sql: Sql) {
  return {
    async orders(range: ExportQuery, actor: AuditActor): Promise<AsyncIterable<OrderExportRow[]>> {
      await audit(sql, actor, 'export.orders', undefined, { from: range.from, to: range.to });
      return orderExportCursor(sql, range);
    },

    async auditLog(range: ExportQuery, actor: AuditActor): Promise<AsyncIterable<AuditExportRow[]>> {
      await audit(sql, actor, 'export.audit', undefined, { from: range.from, to: range.to });
      return auditExportCursor(sql, range);
    },
  };
}

/** contacto-orders-2026-01-01-to-2026-01-31.csv */
export const exportFileName = (kind: 'orders' | 'audit-log', { from, to }: ExportQuery) => `contacto-${kind}-${from}-to-${to}.csv`;
