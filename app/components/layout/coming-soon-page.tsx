// A page that is not built yet: its translated title and a translated "coming soon" line.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusPanel, StatusText } from './status-panel.tsx';
import { usePageTitle } from './use-page-title.ts';

export function ComingSoonPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <StatusPanel title={title} testId="coming-soon">
      <StatusText>{t('common.comingSoon')}</StatusText>
      {children}
    </StatusPanel>
  );
}
