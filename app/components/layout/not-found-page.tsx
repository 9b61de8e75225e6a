// "Page Not Found": shown for unknown paths and invalid language prefixes, with a link home.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { StatusPanel, StatusText } from './status-panel.tsx';
import { usePageTitle } from './use-page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  usePageTitle(t('notFound.title'));
  return (
    <StatusPanel
      title={t('notFound.title')}
      headingId="not-found-title"
      testId="not-found"
      icon={<span className="text-6xl font-bold text-rose-700">404</span>}
      actions={
        <Link to="/$lang" params={{ lang }} className="btn-primary px-5 py-2.5">
          {t('notFound.home')}
        </Link>
      }
    >
      <StatusText>{t('notFound.text')}</StatusText>
    </StatusPanel>
  );
}
