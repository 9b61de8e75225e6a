// The dashboard's calls: the six statistics, what waits for an admin, the newest profiles; and
// the analytics page's numbers over the last 7, 30 or 90 days.
import { type Analytics, type AnalyticsRange, AnalyticsSchema } from '#contract/admin-analytics.schema.ts';
import {
  type DashboardQueue,
  DashboardQueueSchema,
  type DashboardStats,
  DashboardStatsSchema,
  RecentProfilesSchema,
} from '#contract/admin-dashboard.schema.ts';
import type { AdminProfileListItem } from '#contract/admin-profile-list.schema.ts';
import { adminGet } from './admin.ts';

/** GET /api/admin/dashboard-stats. */
export function getDashboardStats(): Promise<DashboardStats> {
  return adminGet('/dashboard-stats', DashboardStatsSchema);
}

/** GET /api/admin/dashboard-queue. */
export function getDashboardQueue(): Promise<DashboardQueue> {
  return adminGet('/dashboard-queue', DashboardQueueSchema);
}

/** GET /api/admin/recent-profiles. */
export function getRecentProfiles(): Promise<AdminProfileListItem[]> {
  return adminGet('/recent-profiles', RecentProfilesSchema);
}

/** GET /api/admin/analytics?range=. */
export function getAnalytics(range: AnalyticsRange): Promise<Analytics> {
  return adminGet(`/analytics?range=${range}`, AnalyticsSchema);
}
