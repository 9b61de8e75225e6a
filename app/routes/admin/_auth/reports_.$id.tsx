// /admin/reports/$id: one report and the work on it. Not nested in the list's
// route: the list and the report are pages of their own.
import { createFileRoute } from '@tanstack/react-router';
import { ReportDetailPage } from '#app/components/admin/support/report-detail-page.tsx';
import { idParam } from '#app/routes/-route-params.ts';

export const Route = createFileRoute('/admin/_auth/reports_/$id')({
  params: { parse: (params) => ({ id: idParam(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: ReportRoute,
});

function ReportRoute() {
  const { id } = Route.useParams();
  return <ReportDetailPage key={id} id={id} />;
}
