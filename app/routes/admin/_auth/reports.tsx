// /admin/reports: the reports queue (issue 13 item 2); its filters and page live in the address.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ReportsPage } from '#app/components/admin/support/reports-page.tsx';
import { parseReportsSearch, type ReportsSearch } from '#app/components/admin/support/support-search.ts';

export const Route = createFileRoute('/admin/_auth/reports')({
  validateSearch: (raw: Record<string, unknown>): ReportsSearch => parseReportsSearch(raw),
  component: ReportsRoute,
});

function ReportsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback((next: ReportsSearch) => void navigate({ search: next }), [navigate]);
  return <ReportsPage search={search} onChange={onChange} />;
}
