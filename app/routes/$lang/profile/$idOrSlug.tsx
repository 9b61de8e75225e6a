// Profile detail by id or slug (/$lang/profile/{idOrSlug}): a placeholder until the profile
// issue builds it.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '#app/components/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/$lang/profile/$idOrSlug')({ component: ProfilePage });

function ProfilePage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.profile')} />;
}
