// The back office's dashboard:
// GET /api/admin/dashboard-stats (the six statistics), GET /api/admin/dashboard-queue (what waits
// for an admin) and GET /api/admin/recent-profiles (the newest profiles, rows of the profile list).
import { z } from 'zod/mini';
import { AdminProfileListItemSchema } from '#contract/admin-profile-list.schema.ts';

export const DashboardStatsSchema = z.object({
  totalUsers: z.int(),
  /** Approved and ACTIVE, not deleted. */
  activeProfiles: z.int(),
  /** New submissions waiting for review (the profile list's "pending" filter). */
  pendingProfiles: z.int(),
  totalOrders: z.int(),
  completedOrders: z.int(),
  /** US dollars: completed orders' totals less what was refunded of them. */
  totalRevenue: z.number(),
});
export type DashboardStats = z.infer<typeof DashboardStatsSchema>;

/** The review promise (24-48 hours). */
export const REVIEW_DUE_HOURS = 24;
export const REVIEW_OVERDUE_HOURS = 48;

/** Where the oldest waiting item stands against the promise: under 24 h, 24-48 h, over 48 h. */
export const REVIEW_PROMISE_STATES = ['onTime', 'due', 'overdue'] as const;
export type ReviewPromiseState = (typeof REVIEW_PROMISE_STATES)[number];

export const QueueSummarySchema = z.object({
  count: z.int(),
  /** ISO time the oldest item arrived; null when none waits. */
  oldestSince: z.nullable(z.string()),
  /** Whole hours the oldest item has waited; null when none waits. */
  oldestWaitingHours: z.nullable(z.int()),
});
export type QueueSummary = z.infer<typeof QueueSummarySchema>;

export const ReviewQueueSchema = z.extend(QueueSummarySchema, {
  /** null when none waits. */
  promise: z.nullable(z.enum(REVIEW_PROMISE_STATES)),
});
export type ReviewQueue = z.infer<typeof ReviewQueueSchema>;

export const DashboardQueueSchema = z.object({
  /** New submissions waiting for review. */
  reviews: ReviewQueueSchema,
  /** Owners' edits of live profiles waiting for review. */
  pendingEdits: ReviewQueueSchema,
  /** Reports not yet resolved or dismissed (open or in review). */
  openReports: QueueSummarySchema,
  /** Of those, how many have waited more than 24 h (decision 030). */
  overdueReports: z.int(),
  /** Contact messages nobody has answered yet (status open), archived ones left out. */
  unreadMessages: QueueSummarySchema,
});
export type DashboardQueue = z.infer<typeof DashboardQueueSchema>;

export const RecentProfilesSchema = z.array(AdminProfileListItemSchema);

/** How many profiles GET /api/admin/recent-profiles answers. */
export const RECENT_PROFILES_COUNT = 10;

export function reviewPromiseState(waitingHours: number | null): ReviewPromiseState | null {
  if (waitingHours === null) return null;
  if (waitingHours < REVIEW_DUE_HOURS) return 'onTime';
  return waitingHours < REVIEW_OVERDUE_HOURS ? 'due' : 'overdue';
}
