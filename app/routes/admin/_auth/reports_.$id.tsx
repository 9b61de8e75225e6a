// /admin/reports/$id: one report and the work on it (issue 13 item 2). Not nested in the list's
// route: the list and the report are pages of their own.
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { ReportDetailPage } from '#app/components/admin/support/report-detail-page.tsx';

/** A positive integer, or 0 (no report has it: the page says it was not found). */
const IdParam = z.pipe(
  z.string(),
  z.transform((raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0)),
);

export const Route = createFileRoute('/admin/_auth/reports_/$id')({
  params: { parse: (params) => ({ id: IdParam.parse(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: ReportRoute,
});

function ReportRoute() {
  const { id } = Route.useParams();
  return <ReportDetailPage key={id} id={id} />;
}
