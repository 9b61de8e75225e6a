// The analytics page: for the last 7, 30 or 90 UTC days, one row per day with
// sales, submissions, approvals, the catalogue's size and the review turnaround, the turnaround
// over the whole range against the review promise, and the best-selling profiles.
import { type Analytics, type AnalyticsQuery, TOP_PROFILES } from '#contract/admin-analytics.schema.ts';
import type { Sql } from '#db/connection.ts';
import { readSetting } from '../../settings/settings.ts';
import {
  type DayRange,
  findCatalogueSizeByDay,
  findReviewsByDay,
  findSalesByDay,
  findTopProfiles,
  findTurnaround,
  findTurnaroundByDay,
} from './analytics.queries.ts';

/** The range's days: `range` UTC days ending with today's. */
export function dayRange(range: number, now: Date): DayRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: iso(today - (range - 1) * 86_400_000), to: iso(today) };
}

export function createAnalyticsService(sql: Sql, clock: () => Date = () => new Date()) {
  return {
    async report({ range }: AnalyticsQuery): Promise<Analytics> {
      const days = dayRange(Number(range), clock());
      const promiseHours = await readSetting(sql, 'review_promise_hours');
      const [sales, reviews, turnaroundByDay, sizes, turnaround, topProfiles] = await Promise.all([
        findSalesByDay(sql, days),
        findReviewsByDay(sql, days),
        findTurnaroundByDay(sql, days),
        findCatalogueSizeByDay(sql, days),
        findTurnaround(sql, days, promiseHours),
        findTopProfiles(sql, days, TOP_PROFILES),
      ]);
      return {
        range,
        ...days,
        timezone: 'UTC',
        days: sales.map((row, i) => ({ ...row, ...reviews[i], ...turnaroundByDay[i], ...sizes[i] }) as Analytics['days'][number]),
        turnaround,
        topProfiles,
      };
    },
  };
}
