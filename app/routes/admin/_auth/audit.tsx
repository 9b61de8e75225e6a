// /admin/audit (superadmins): the audit trail with its filters and page in the URL's search
// params, checked with the API's own schema (app/components/admin/audit/).
import { createFileRoute } from '@tanstack/react-router';
import { AuditPage } from '#app/components/admin/audit/audit-page.tsx';
import type { AuditSearch } from '#app/components/admin/audit/audit-search.ts';
import { parseAuditSearch } from '#app/components/admin/audit/audit-search.ts';

export const Route = createFileRoute('/admin/_auth/audit')({
  validateSearch: (raw: Record<string, unknown>): AuditSearch => parseAuditSearch(raw),
  component: AuditRoute,
});

function AuditRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <AuditPage search={search} onSearch={(next) => void navigate({ search: next })} />;
}
