// /admin/orders: the orders; the search, filters and page live in the address,
// checked with the API's own schema (app/components/admin/orders/).
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { OrdersPage } from '#app/components/admin/orders/orders-page.tsx';
import { type OrdersSearch, parseOrdersSearch } from '#app/components/admin/orders/orders-search.ts';

export const Route = createFileRoute('/admin/_auth/orders')({
  // Parsed by the page (its own chunk): the schemas stay out of the visitors' entry.
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: OrdersRoute,
});

function OrdersRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => parseOrdersSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: OrdersSearch, options: { replace?: boolean } = {}) => void navigate({ search: next, replace: options.replace }),
    [navigate],
  );
  return <OrdersPage search={search} onChange={onChange} />;
}
