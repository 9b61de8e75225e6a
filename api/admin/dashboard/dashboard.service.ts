// The back office's dashboard: the six statistics, what waits for
// an admin (judged against the 24-48 h review promise) and the newest profiles.
import {
  type DashboardQueue,
  type DashboardStats,
  RECENT_PROFILES_COUNT,
  type ReviewQueue,
  reviewPromiseState,
} from '#contract/admin-dashboard.schema.ts';
import type { AdminProfileListItem } from '#contract/admin-profile-list.schema.ts';
import type { Queryable } from '#db/connection.ts';
import { findQueues, findRecentProfiles, findStats } from './dashboard.queries.ts';

const withPromise = (queue: Omit<ReviewQueue, 'promise'>): ReviewQueue => ({
  ...queue,
  promise: reviewPromiseState(queue.oldestWaitingHours),
});

export function createDashboardService(db: Queryable) {
  return {
    async stats(): Promise<DashboardStats> {
      const row = await findStats(db);
      return { ...row, totalRevenue: Number(row.totalRevenue) };
    },

    async queue(): Promise<DashboardQueue> {
      const q = await findQueues(db);
      return { ...q, reviews: withPromise(q.reviews), pendingEdits: withPromise(q.pendingEdits) };
    },

    recentProfiles: (): Promise<AdminProfileListItem[]> => findRecentProfiles(db, RECENT_PROFILES_COUNT),
  };
}
