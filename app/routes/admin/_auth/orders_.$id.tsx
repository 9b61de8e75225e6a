// /admin/orders/$id: one order in the back office.
import { createFileRoute } from '@tanstack/react-router';
import { OrderPage } from '#app/components/admin/orders/order-page.tsx';
import { idParam } from '#app/routes/-route-params.ts';

export const Route = createFileRoute('/admin/_auth/orders_/$id')({
  params: { parse: (params) => ({ id: idParam(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: function OrderRoute() {
    const { id } = Route.useParams();
    return <OrderPage key={id} id={id} />;
  },
});
