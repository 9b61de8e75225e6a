// /admin/profiles: profile management (backoffice §2, issue 12 item 6); the list's status,
// search and page live in the address.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProfilesPage } from '#app/components/admin/profiles/profiles-page.tsx';
import { type ProfilesSearch, parseProfilesSearch } from '#app/components/admin/profiles/profiles-search.ts';

export const Route = createFileRoute('/admin/_auth/profiles')({
  validateSearch: (raw: Record<string, unknown>): ProfilesSearch => parseProfilesSearch(raw),
  component: ProfilesRoute,
});

function ProfilesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: ProfilesSearch, options: { replace?: boolean } = {}) => void navigate({ search: next, replace: options.replace }),
    [navigate],
  );
  return <ProfilesPage search={search} onChange={onChange} />;
}
