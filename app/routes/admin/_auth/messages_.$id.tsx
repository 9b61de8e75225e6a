// /admin/messages/$id: one contact message, its replies and the reply form (issue 13 item 3).
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { MessageDetailPage } from '#app/components/admin/support/message-detail-page.tsx';

/** A positive integer, or 0 (no message has it: the page says it was not found). */
const IdParam = z.pipe(
  z.string(),
  z.transform((raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0)),
);

export const Route = createFileRoute('/admin/_auth/messages_/$id')({
  params: { parse: (params) => ({ id: IdParam.parse(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: MessageRoute,
});

function MessageRoute() {
  const { id } = Route.useParams();
  return <MessageDetailPage key={id} id={id} />;
}
