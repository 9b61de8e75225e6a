// /admin/profiles/$id/preview: one profile as buyers see it, whatever her state (View in Profile
// Management opens it).
import { createFileRoute } from '@tanstack/react-router';
import { ProfilePreviewPage } from '#app/components/admin/profiles/profile-preview-page.tsx';
import { idParam } from '#app/routes/-route-params.ts';

export const Route = createFileRoute('/admin/_auth/profiles_/$id/preview')({
  params: { parse: (params) => ({ id: idParam(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: ProfilePreviewRoute,
});

function ProfilePreviewRoute() {
  const { id } = Route.useParams();
  return <ProfilePreviewPage key={id} id={id} />;
}
