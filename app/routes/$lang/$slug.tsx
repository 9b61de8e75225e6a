// Profile detail by slug (/$lang/{slug}; an all-digit slug is an id): the shared profile page.
// When the profile's slug in this language differs (another language's slug, a renamed
// profile), the address is replaced by the current one.
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ProfileDetailPage } from '#app/components/profile-detail/profile-detail-page.tsx';

export const Route = createFileRoute('/$lang/$slug')({ component: ProfileBySlugRoute });

function ProfileBySlugRoute() {
  const { lang, slug } = Route.useParams();
  const navigate = Route.useNavigate();
  const onCanonicalSlug = useCallback(
    (canonical: string) => void navigate({ params: { lang, slug: canonical }, replace: true }),
    [navigate, lang],
  );
  return <ProfileDetailPage param={slug} lang={lang} onCanonicalSlug={onCanonicalSlug} />;
}
