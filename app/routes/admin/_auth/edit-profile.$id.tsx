// /admin/edit-profile/$id: one profile in the back office.
import { createFileRoute } from '@tanstack/react-router';
import { EditProfilePage } from '#app/components/admin/edit-profile/edit-profile-page.tsx';
import { idParam } from '#app/routes/-route-params.ts';

export const Route = createFileRoute('/admin/_auth/edit-profile/$id')({
  params: { parse: (params) => ({ id: idParam(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: EditProfileRoute,
});

function EditProfileRoute() {
  const { id } = Route.useParams();
  return <EditProfilePage key={id} id={id} />;
}
