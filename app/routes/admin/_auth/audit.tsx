// /admin/audit (superadmins): the audit trail with its filters and page in the URL's search
// params, checked with the API's own schema (app/components/admin/audit/).
import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { AuditPage } from '#app/components/admin/audit/audit-page.tsx';
import { parseAuditSearch } from '#app/components/admin/audit/audit-search.ts';

export const Route = createFileRoute('/admin/_auth/audit')({
  // Parsed by the page (its own chunk): the schemas stay out of the visitors' entry.
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: AuditRoute,
});

function AuditRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => parseAuditSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  return <AuditPage search={search} onSearch={(next) => void navigate({ search: { ...next } })} />;
}
