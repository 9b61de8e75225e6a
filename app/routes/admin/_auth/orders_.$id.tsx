// /admin/orders/$id: one order in the back office (issue 13 item 1).
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { OrderPage } from '#app/components/admin/orders/order-page.tsx';

/** A positive integer, or 0 (no order has it: the page says the order does not exist). */
const IdParam = z.pipe(
  z.string(),
  z.transform((raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0)),
);

export const Route = createFileRoute('/admin/_auth/orders_/$id')({
  params: { parse: (params) => ({ id: IdParam.parse(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: function OrderRoute() {
    const { id } = Route.useParams();
    return <OrderPage key={id} id={id} />;
  },
});
