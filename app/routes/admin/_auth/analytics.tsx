// /admin/analytics?range=7|30|90: the analytics page (app/components/admin/analytics/); a range
// the page does not offer falls back to 30 days. The range is a number in the URL (?range=90).
import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '#app/components/admin/analytics/analytics-page.tsx';
import { AnalyticsQuerySchema, DEFAULT_ANALYTICS_RANGE } from '#contract/admin-analytics.schema.ts';

export const Route = createFileRoute('/admin/_auth/analytics')({
  // Parsed by the page (its own chunk): the schemas stay out of the visitors' entry.
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: function AnalyticsRoute() {
    const { range } = Route.useSearch();
    const parsed = AnalyticsQuerySchema.shape.range.safeParse(range === undefined ? undefined : String(range));
    return <AnalyticsPage range={parsed.success ? parsed.data : DEFAULT_ANALYTICS_RANGE} />;
  },
});
