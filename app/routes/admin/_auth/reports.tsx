// /admin/reports: the reports queue; its filters and page live in the address.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ReportsPage } from '#app/components/admin/support/reports-page.tsx';
import { parseReportsSearch, type ReportsSearch } from '#app/components/admin/support/support-search.ts';

export const Route = createFileRoute('/admin/_auth/reports')({
  // Parsed by the page (its own chunk): the schemas stay out of the visitors' entry.
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: ReportsRoute,
});

function ReportsRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => parseReportsSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onChange = useCallback((next: ReportsSearch) => void navigate({ search: next }), [navigate]);
  return <ReportsPage search={search} onChange={onChange} />;
}
