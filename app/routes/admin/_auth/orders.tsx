// /admin/orders: the orders (issue 13 item 1); the search, filters and page live in the address,
// checked with the API's own schema (app/components/admin/orders/).
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { OrdersPage } from '#app/components/admin/orders/orders-page.tsx';
import { type OrdersSearch, parseOrdersSearch } from '#app/components/admin/orders/orders-search.ts';

export const Route = createFileRoute('/admin/_auth/orders')({
  validateSearch: (raw: Record<string, unknown>): OrdersSearch => parseOrdersSearch(raw),
  component: OrdersRoute,
});

function OrdersRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: OrdersSearch, options: { replace?: boolean } = {}) => void navigate({ search: next, replace: options.replace }),
    [navigate],
  );
  return <OrdersPage search={search} onChange={onChange} />;
}
