// Safety Tips: the emergency numbers first (911; 112 too on the German page), then the
// guidance on talking and meeting safely and on romance scams (never send money), and a
// "Report an Issue" button with a link to contact support. Text per language in
// app/content/pages/safety/<lang>.ts.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FlagIcon, PhoneIcon } from '#app/components/info/info-icons.tsx';
import { InfoPage } from '#app/components/info/info-page.tsx';
import { InfoPageError, InfoPagePending } from '#app/components/info/info-page-states.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { SAFETY_EMERGENCY_NUMBERS } from '#app/content/emergency-numbers.ts';
import { loadPageContent } from '#app/content/load-page-content.ts';

export const Route = createFileRoute('/$lang/safety')({
  loader: ({ params }) => loadPageContent('safety', params.lang),
  pendingComponent: InfoPagePending,
  errorComponent: InfoPageError,
  component: SafetyPage,
});

function SafetyPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const content = Route.useLoaderData();
  usePageTitle(t('pages.safety'));

  const numbers = SAFETY_EMERGENCY_NUMBERS[lang].map((number) => ({
    number,
    where: number === '112' ? t('info.safety.number112') : t('info.safety.number911'),
  }));

  return (
    <InfoPage
      testId="safety-page"
      eyebrow={t('info.safety.eyebrow')}
      title={t('pages.safety')}
      intro={content.intro}
      sections={content.sections}
      lead={
        <section
          aria-labelledby="emergency-title"
          data-testid="emergency-numbers"
          className="mb-14 rounded-2xl border-2 border-red-200 bg-red-50 p-6 sm:p-8"
        >
          <h2 id="emergency-title" className="flex items-center gap-2 text-xl font-bold text-red-900">
            <PhoneIcon className="size-6" />
            {t('info.safety.emergencyTitle')}
          </h2>
          <p className="mt-2 max-w-2xl text-red-950">{t('info.safety.emergencyText')}</p>
          <ul className="mt-5 grid gap-3 sm:grid-cols-2 lg:max-w-2xl">
            {numbers.map(({ number, where }) => (
              <li key={number}>
                <a
                  href={`tel:${number}`}
                  aria-label={`${t('info.safety.callNumber', { number })}: ${where}`}
                  className="flex h-full items-center gap-4 rounded-xl bg-white px-5 py-3 shadow-sm ring-1 ring-red-200 hover:ring-red-400"
                >
                  <span className="text-3xl font-bold tracking-wider text-red-700" data-testid="emergency-number">
                    {number}
                  </span>
                  <span className="text-sm leading-5 text-stone-800">{where}</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      }
    >
      <section
        aria-labelledby="safety-report-title"
        className="mt-16 flex flex-col gap-6 rounded-3xl border border-stone-200 bg-stone-50 px-6 py-8 sm:px-10 md:flex-row md:items-center md:justify-between"
      >
        <div>
          <h2 id="safety-report-title" className="text-2xl font-bold tracking-tight text-stone-900">
            {t('info.safety.reportTitle')}
          </h2>
          <p className="mt-2 max-w-xl text-stone-700">{t('info.safety.reportText')}</p>
          <Link
            to="/$lang/contact"
            params={{ lang }}
            className="mt-3 inline-block font-medium text-rose-700 underline underline-offset-2 hover:text-rose-900 hover:no-underline"
          >
            {t('info.safety.contactLink')}
          </Link>
        </div>
        <Link to="/$lang/report" params={{ lang }} data-testid="safety-report" className="btn-primary shrink-0 gap-2 px-6 py-3">
          <FlagIcon className="size-5" />
          {t('pages.report')}
        </Link>
      </section>
    </InfoPage>
  );
}
