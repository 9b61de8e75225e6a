// /admin/messages/$id: one contact message, its replies and the reply form.
import { createFileRoute } from '@tanstack/react-router';
import { MessageDetailPage } from '#app/components/admin/support/message-detail-page.tsx';
import { idParam } from '#app/routes/-route-params.ts';

export const Route = createFileRoute('/admin/_auth/messages_/$id')({
  params: { parse: (params) => ({ id: idParam(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: MessageRoute,
});

function MessageRoute() {
  const { id } = Route.useParams();
  return <MessageDetailPage key={id} id={id} />;
}
