// Analytics and exports of the back office (decision 032):
// GET /api/admin/analytics?range=7|30|90 — one row per UTC day of the range, the review
// turnaround against the promise and the best-selling profiles; GET /api/admin/exports/orders.csv
// and /exports/audit.csv ?from=&to= (YYYY-MM-DD, whole UTC days, at most EXPORT_MAX_DAYS).
import { z } from 'zod/mini';
import { calendarDate } from '#contract/admin-audit.schema.ts';

export const ANALYTICS_RANGES = ['7', '30', '90'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = '30';

export const AnalyticsQuerySchema = z.strictObject({
  range: z._default(z.enum(ANALYTICS_RANGES), DEFAULT_ANALYTICS_RANGE),
});
export type AnalyticsQuery = z.infer<typeof AnalyticsQuerySchema>;

/** How many profiles the "top profiles by sales" lists. */
export const TOP_PROFILES = 10;

export const AnalyticsDaySchema = z.object({
  /** YYYY-MM-DD, a UTC day. */
  day: z.string(),
  /** Orders paid that day (completed or awaiting her approval). */
  paidOrders: z.int(),
  /** US cents: what those orders paid, less the refunds that went through that day. */
  revenueCents: z.int(),
  /** US cents refunded that day (of paid orders). */
  refundedCents: z.int(),
  /** Profiles submitted that day. */
  submissions: z.int(),
  /** Profiles approved for the first time that day. */
  approvals: z.int(),
  /** Public profiles at the end of the day (now, for today). */
  catalogueSize: z.int(),
  /** Hours from submission to the first answer, of the answers given that day; null without one. */
  turnaroundMedianHours: z.nullable(z.number()),
  turnaroundP90Hours: z.nullable(z.number()),
});
export type AnalyticsDay = z.infer<typeof AnalyticsDaySchema>;

export const TurnaroundSchema = z.object({
  promiseHours: z.int(),
  /** First answers (approve, send back, decline) given in the range. */
  decisions: z.int(),
  medianHours: z.nullable(z.number()),
  p90Hours: z.nullable(z.number()),
  /** Of those, how many came later than the promise. */
  overPromise: z.int(),
});
export type Turnaround = z.infer<typeof TurnaroundSchema>;

export const TopProfileSchema = z.object({
  profileId: z.int(),
  name: z.string(),
  /** Contacts sold (items of paid orders, not declined). */
  sales: z.int(),
  revenueCents: z.int(),
  deleted: z.boolean(),
});
export type TopProfile = z.infer<typeof TopProfileSchema>;

export const AnalyticsSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  from: z.string(),
  to: z.string(),
  timezone: z.literal('UTC'),
  days: z.array(AnalyticsDaySchema),
  turnaround: TurnaroundSchema,
  topProfiles: z.array(TopProfileSchema),
});
export type Analytics = z.infer<typeof AnalyticsSchema>;

/** The longest span one export may cover. */
export const EXPORT_MAX_DAYS = 366;
const dayNumber = (value: string) => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

export const ExportQuerySchema = z.strictObject({ from: calendarDate, to: calendarDate }).check(
  // (a bad date has its own error: these two stay silent about it)
  z.refine((q) => !(dayNumber(q.from) > dayNumber(q.to)), { message: 'Must not be after “to”', path: ['from'] }),
  z.refine((q) => !(dayNumber(q.to) - dayNumber(q.from) >= EXPORT_MAX_DAYS), {
    message: `At most ${EXPORT_MAX_DAYS} days`,
    path: ['to'],
  }),
);
export type ExportQuery = z.infer<typeof ExportQuerySchema>;
