// The back office's front door (/admin): until team accounts land it only says that the back
// office needs sign-in. The sign-in guard will live in the /admin layout's beforeLoad, reading
// the session from the router context.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';

export const Route = createFileRoute('/admin/')({ component: AdminHome });

function AdminHome() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  usePageTitle(t('admin.signInTitle'));
  return (
    <StatusPanel
      title={t('admin.signInTitle')}
      testId="admin-sign-in-needed"
      actions={
        <Link to="/$lang" params={{ lang }} className="btn-primary px-5 py-2.5">
          {t('admin.backToSite')}
        </Link>
      }
    >
      <StatusText>{t('admin.signInText')}</StatusText>
    </StatusPanel>
  );
}
