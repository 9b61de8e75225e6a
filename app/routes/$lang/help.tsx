// Help centre: a placeholder with its translated title and the FAQ anchor the footer links to.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '#app/components/layout/coming-soon-page.tsx';

export const Route = createFileRoute('/$lang/help')({ component: HelpPage });

function HelpPage() {
  const { t } = useTranslation();
  return (
    <ComingSoonPage title={t('pages.help')}>
      <section id="faq" aria-labelledby="faq-title" className="mt-12 scroll-mt-24">
        <h2 id="faq-title" className="text-2xl font-semibold text-stone-900">
          {t('footer.faq')}
        </h2>
      </section>
    </ComingSoonPage>
  );
}
