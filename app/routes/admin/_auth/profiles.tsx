// /admin/profiles: profile management; the list's status,
// search and page live in the address.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ProfilesPage } from '#app/components/admin/profiles/profiles-page.tsx';
import { type ProfilesSearch, parseProfilesSearch } from '#app/components/admin/profiles/profiles-search.ts';

export const Route = createFileRoute('/admin/_auth/profiles')({
  // Parsed by the page (its own chunk): the schemas stay out of the visitors' entry.
  validateSearch: (raw: Record<string, unknown>) => raw,
  component: ProfilesRoute,
});

function ProfilesRoute() {
  const raw = Route.useSearch();
  const search = useMemo(() => parseProfilesSearch(raw), [raw]);
  const navigate = Route.useNavigate();
  const onChange = useCallback(
    (next: ProfilesSearch, options: { replace?: boolean } = {}) => void navigate({ search: { ...next }, replace: options.replace }),
    [navigate],
  );
  return <ProfilesPage search={search} onChange={onChange} />;
}
