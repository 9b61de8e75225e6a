// /admin/blocks: the buyers' block list; its page lives in the address.
import { createFileRoute } from '@tanstack/react-router';
import { BlocksPage } from '#app/components/admin/orders/blocks-page.tsx';
import { pageParam } from '#app/routes/-route-params.ts';

export const Route = createFileRoute('/admin/_auth/blocks')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => pageParam(raw.page),
  component: function BlocksRoute() {
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BlocksPage page={page ?? 1} onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />;
  },
});
