// About: the mission, the three-step verification (submission, verification, approval), what
// Contacto is and is not, the stated figures, and links to browse and to submit a profile.
// The long text is loaded per language (app/content/pages/about/<lang>.ts).
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { InfoPage } from '#app/components/info/info-page.tsx';
import { InfoPageError, InfoPagePending } from '#app/components/info/info-page-states.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { loadPageContent } from '#app/content/load-page-content.ts';

export const Route = createFileRoute('/$lang/about')({
  loader: ({ params }) => loadPageContent('about', params.lang),
  pendingComponent: InfoPagePending,
  errorComponent: InfoPageError,
  component: AboutPage,
});

function AboutPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const content = Route.useLoaderData();
  usePageTitle(t('pages.about'));

  const stats = [
    { value: '500+', label: t('info.about.statProfiles') },
    { value: '50+', label: t('info.about.statStories') },
    { value: '25+', label: t('info.about.statCountries') },
  ];

  return (
    <InfoPage
      testId="about-page"
      eyebrow={t('info.about.eyebrow')}
      title={t('pages.about')}
      intro={content.intro}
      sections={content.sections}
      lead={
        <section aria-labelledby="about-stats-title" className="mb-14">
          <h2 id="about-stats-title" className="sr-only">
            {t('info.about.statsTitle')}
          </h2>
          <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="about-stats">
            {stats.map((stat) => (
              <div key={stat.value} className="flex flex-col rounded-2xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6">
                <dt className="mt-1 text-sm text-stone-700">{stat.label}</dt>
                <dd className="order-first text-3xl font-bold text-rose-700">{stat.value}</dd>
              </div>
            ))}
            <div className="flex flex-col rounded-2xl border border-rose-100 bg-white p-5 shadow-sm sm:p-6">
              <dt className="mt-1 text-sm text-stone-700">{t('info.about.statRating')}</dt>
              <dd className="order-first text-3xl font-bold text-rose-700">
                <span aria-hidden="true">5★</span>
                <span className="sr-only">{t('info.about.ratingValue')}</span>
              </dd>
            </div>
          </dl>
        </section>
      }
    >
      <section
        aria-labelledby="about-cta-title"
        className="mt-16 rounded-3xl bg-gradient-to-br from-rose-700 to-rose-900 px-6 py-10 text-white sm:px-10"
      >
        <h2 id="about-cta-title" className="text-2xl font-bold tracking-tight text-balance">
          {t('info.about.ctaTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-rose-50">{t('info.about.ctaText')}</p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            to="/$lang/browse"
            params={{ lang }}
            data-testid="about-browse"
            className="inline-flex items-center justify-center rounded-lg bg-white px-5 py-2.5 font-semibold text-rose-800 shadow-sm hover:bg-rose-50"
          >
            {t('info.about.browseCta')}
          </Link>
          <Link
            to="/$lang/submit-profile"
            params={{ lang }}
            data-testid="about-submit"
            className="inline-flex items-center justify-center rounded-lg border border-white/70 px-5 py-2.5 font-semibold text-white hover:bg-white/10"
          >
            {t('info.about.submitCta')}
          </Link>
        </div>
      </section>
    </InfoPage>
  );
}
