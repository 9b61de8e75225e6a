// Help Center: cards to contact, safety and report; the four FAQ categories (getting started,
// payments and billing, safety and security, profile management) as jump cards; the FAQ as
// accessible disclosures (#faq, as the footer links it); and a last call to contact support.
// The questions and answers are loaded per language (app/content/pages/help/<lang>.ts).
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FaqList } from '#app/components/info/faq-list.tsx';
import {
  ArrowRightIcon,
  CardIcon,
  CompassIcon,
  FlagIcon,
  LockIcon,
  MailIcon,
  ProfileIcon,
  ShieldIcon,
} from '#app/components/info/info-icons.tsx';
import { InfoPage } from '#app/components/info/info-page.tsx';
import { InfoPageError, InfoPagePending } from '#app/components/info/info-page-states.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { loadPageContent } from '#app/content/load-page-content.ts';

export const Route = createFileRoute('/$lang/help')({
  loader: ({ params }) => loadPageContent('help', params.lang),
  pendingComponent: InfoPagePending,
  errorComponent: InfoPageError,
  component: HelpPage,
});

const CATEGORY_ICONS: Record<string, ComponentType<{ className?: string }>> = {
  'getting-started': CompassIcon,
  'payments-billing': CardIcon,
  'safety-security': LockIcon,
  'profile-management': ProfileIcon,
};

function HelpPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const content = Route.useLoaderData();
  usePageTitle(t('pages.help'));

  const cards = [
    { to: '/$lang/contact', title: t('info.help.contactTitle'), text: t('info.help.contactText'), Icon: MailIcon },
    { to: '/$lang/safety', title: t('info.help.safetyTitle'), text: t('info.help.safetyText'), Icon: ShieldIcon },
    { to: '/$lang/report', title: t('info.help.reportTitle'), text: t('info.help.reportText'), Icon: FlagIcon },
  ] as const;

  return (
    <InfoPage testId="help-page" eyebrow={t('info.help.eyebrow')} title={t('pages.help')} intro={content.intro} sections={[]}>
      <section aria-labelledby="help-support-title">
        <h2 id="help-support-title" className="sr-only">
          {t('info.help.supportTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {cards.map(({ to, title, text, Icon }) => (
            <li key={to}>
              <Link
                to={to}
                params={{ lang }}
                className="group flex h-full gap-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm hover:border-rose-300 hover:shadow-md"
              >
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-rose-100 text-rose-700">
                  <Icon className="size-6" />
                </span>
                <span>
                  <span className="flex items-center gap-1 font-semibold text-stone-900 group-hover:text-rose-700">
                    {title}
                    <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none" />
                  </span>
                  <span className="mt-1 block text-sm leading-6 text-stone-700">{text}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="help-categories-title" className="mt-14">
        <h2 id="help-categories-title" className="text-2xl font-bold tracking-tight text-stone-900">
          {t('info.help.categoriesTitle')}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="help-categories">
          {content.categories.map((category) => {
            const Icon = CATEGORY_ICONS[category.id] ?? CompassIcon;
            return (
              <li key={category.id}>
                <a
                  href={`#${category.id}`}
                  className="flex h-full flex-col rounded-2xl border border-stone-200 bg-stone-50 p-5 hover:border-rose-300 hover:bg-white"
                >
                  <Icon className="size-7 text-rose-700" />
                  <span className="mt-3 font-semibold text-stone-900">{category.title}</span>
                  <span className="mt-1 flex-1 text-sm leading-6 text-stone-700">{category.summary}</span>
                  <span className="mt-3 text-sm font-medium text-rose-700">
                    {t('info.help.questionCount', { count: category.questions.length })}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </section>

      <section id="faq" aria-labelledby="faq-title" className="mt-16 max-w-3xl scroll-mt-24">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight text-stone-900">
          {t('info.help.faqTitle')}
        </h2>
        <div className="mt-8">
          <FaqList categories={content.categories} />
        </div>
      </section>

      <section aria-labelledby="help-still-title" className="mt-16 rounded-3xl bg-stone-900 px-6 py-10 text-white sm:px-10">
        <h2 id="help-still-title" className="text-2xl font-bold tracking-tight">
          {t('info.help.stillTitle')}
        </h2>
        <p className="mt-3 max-w-2xl text-stone-200">{t('info.help.stillText')}</p>
        <Link to="/$lang/contact" params={{ lang }} className="btn-primary mt-6 px-5 py-2.5">
          {t('info.help.stillCta')}
        </Link>
      </section>
    </InfoPage>
  );
}
