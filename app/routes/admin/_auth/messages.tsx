// /admin/messages: the message inbox (issue 13 item 3); its filters and page live in the address.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { MessagesPage } from '#app/components/admin/support/messages-page.tsx';
import { type MessagesSearch, parseMessagesSearch } from '#app/components/admin/support/support-search.ts';

export const Route = createFileRoute('/admin/_auth/messages')({
  validateSearch: (raw: Record<string, unknown>): MessagesSearch => parseMessagesSearch(raw),
  component: MessagesRoute,
});

function MessagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback((next: MessagesSearch) => void navigate({ search: next }), [navigate]);
  return <MessagesPage search={search} onChange={onChange} />;
}
