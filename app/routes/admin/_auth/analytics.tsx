// /admin/analytics?range=7|30|90: the analytics page (app/components/admin/analytics/); a range
// the page does not offer falls back to 30 days.
import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsQuerySchema, type AnalyticsRange, DEFAULT_ANALYTICS_RANGE } from '#api/contract/admin-analytics.schema.ts';
import { AnalyticsPage } from '#app/components/admin/analytics/analytics-page.tsx';

export const Route = createFileRoute('/admin/_auth/analytics')({
  validateSearch: (raw: Record<string, unknown>): { range: AnalyticsRange } => {
    const parsed = AnalyticsQuerySchema.shape.range.safeParse(raw.range === undefined ? undefined : String(raw.range));
    return { range: parsed.success ? parsed.data : DEFAULT_ANALYTICS_RANGE };
  },
  component: function AnalyticsRoute() {
    const { range } = Route.useSearch();
    return <AnalyticsPage range={range} />;
  },
});
