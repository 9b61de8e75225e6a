// About page: a placeholder with its translated title until its own issue builds it.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '#app/components/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/$lang/about')({ component: AboutPage });

function AboutPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.about')} />;
}
