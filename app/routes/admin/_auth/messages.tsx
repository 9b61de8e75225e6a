// /admin/messages: the message inbox; its filters and page live in the address.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { MessagesPage } from '#app/components/admin/support/messages-page.tsx';
import { type MessagesSearch, parseMessagesSearch } from '#app/components/admin/support/support-search.ts';

export const Route = createFileRoute('/admin/_auth/messages')({
  // Parsed by the page (its own chunk): the schemas stay out of the visitors' entry.
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: MessagesRoute,
});

function MessagesRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => parseMessagesSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onChange = useCallback((next: MessagesSearch) => void navigate({ search: next }), [navigate]);
  return <MessagesPage search={search} onChange={onChange} />;
}
