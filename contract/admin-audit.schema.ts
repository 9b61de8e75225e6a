// The audit log page: GET /api/admin/activity's filters (all optional, in
// the query string and the page's URL alike) and its rows. Dates are YYYY-MM-DD, whole days in UTC.
import { z } from 'zod/mini';

export const AUDIT_PAGE_SIZE = 50;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day, YYYY-MM-DD. */
export const calendarDate = z.string().check(
  z.regex(DATE, 'Use YYYY-MM-DD'),
  // A real calendar day: 2020-02-30 is refused here, not by PostgreSQL (a 500).
  z.refine((value) => {
    const time = Date.parse(`${value}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
  }, 'Not a date'),
);

export const AuditFilterSchema = z.strictObject({
  action: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  adminId: z.optional(z.coerce.number().check(z.int(), z.positive(), z.maximum(2_147_483_647))),
  targetType: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(50))),
  targetId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))),
  from: z.optional(calendarDate),
  to: z.optional(calendarDate),
});
export type AuditFilter = z.infer<typeof AuditFilterSchema>;

export const AuditQuerySchema = z.strictObject({
  ...AuditFilterSchema.shape,
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(200))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(10_000_000))),
});
export type AuditQuery = z.infer<typeof AuditQuerySchema>;

export const AuditEntrySchema = z.object({
  id: z.number(),
  adminId: z.nullable(z.number()),
  adminUsername: z.nullable(z.string()),
  action: z.string(),
  targetType: z.nullable(z.string()),
  targetId: z.nullable(z.string()),
  details: z.record(z.string(), z.unknown()),
  ipAddress: z.nullable(z.string()),
  timestamp: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
