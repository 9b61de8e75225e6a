// /admin/blocks: the buyers' block list (issue 14 item 4); its page lives in the address.
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { BlocksPage } from '#app/components/admin/orders/blocks-page.tsx';

const Page = z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1_000_000));

export const Route = createFileRoute('/admin/_auth/blocks')({
  validateSearch: (raw: Record<string, unknown>): { page?: number } => {
    const page = Page.safeParse(raw.page);
    return page.success && page.data > 1 ? { page: page.data } : {};
  },
  component: function BlocksRoute() {
    const { page } = Route.useSearch();
    const navigate = Route.useNavigate();
    return <BlocksPage page={page ?? 1} onPage={(next) => void navigate({ search: next > 1 ? { page: next } : {} })} />;
  },
});
