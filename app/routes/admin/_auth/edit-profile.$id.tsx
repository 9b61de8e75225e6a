// /admin/edit-profile/$id: one profile in the back office (backoffice §2 "Edit profile").
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod/mini';
import { EditProfilePage } from '#app/components/admin/edit-profile/edit-profile-page.tsx';

/** A positive integer, or 0 (no profile has it: the page says 'Profile not found'). */
const IdParam = z.pipe(
  z.string(),
  z.transform((raw) => (/^\d{1,9}$/.test(raw) ? Number(raw) : 0)),
);

export const Route = createFileRoute('/admin/_auth/edit-profile/$id')({
  params: { parse: (params) => ({ id: IdParam.parse(params.id) }), stringify: ({ id }) => ({ id: String(id) }) },
  component: EditProfileRoute,
});

function EditProfileRoute() {
  const { id } = Route.useParams();
  return <EditProfilePage key={id} id={id} />;
}
