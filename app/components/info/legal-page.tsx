// The four legal pages (privacy, terms, cookies, disclaimer) share one body: the translated
// title, the last-updated date and a table of contents over the loaded sections.
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { LAST_UPDATED, type LegalPageName } from '#app/content/load-page-content.ts';
import type { PageContent } from '#app/content/page-content.ts';
import { InfoPage } from './info-page.tsx';

export function LegalPage({ page, content }: { page: LegalPageName; content: PageContent }) {
  const { t } = useTranslation();
  const title = t(`pages.${page}`);
  usePageTitle(title);
  return (
    <InfoPage testId={`${page}-page`} title={title} intro={content.intro} sections={content.sections} updated={LAST_UPDATED[page]} toc />
  );
}
