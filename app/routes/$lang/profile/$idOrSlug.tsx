// Profile detail by id or slug (/$lang/profile/{idOrSlug}): the shared profile page. A slug that
// is not this language's current one is replaced by it; an id stays as it is.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProfileDetailPage } from '#app/components/profile-detail/profile-detail-page.tsx';

export const Route = createFileRoute('/$lang/profile/$idOrSlug')({ component: ProfileRoute });

function ProfileRoute() {
  const { lang, idOrSlug } = Route.useParams();
  const navigate = Route.useNavigate();
  const onCanonicalSlug = useCallback(
    (canonical: string) => void navigate({ params: { lang, idOrSlug: canonical }, replace: true }),
    [navigate, lang],
  );
  return <ProfileDetailPage param={idOrSlug} lang={lang} onCanonicalSlug={onCanonicalSlug} />;
}
