// A page that is not built yet: its translated title and a translated "coming soon" line.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from './use-page-title.ts';

export function ComingSoonPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-stone-700">{t('common.comingSoon')}</p>
      {children}
    </div>
  );
}
