// Home: an invitation to submit a profile, the hero with the browse button
// and the stated figures, featured profiles from the local replica, how it works in four steps,
// Dominican culture with the six CupidTags, three benefits, three success stories and the
// closing calls to action. Kept light (no heavy libraries; no image above the fold, so the
// largest paint is the hero text).
import { createFileRoute, Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CultureSection } from '#app/components/home/culture-section.tsx';
import { FeaturedProfiles } from '#app/components/home/featured-profiles.tsx';
import { SuccessStories } from '#app/components/home/success-stories.tsx';
import { HeartIcon } from '#app/components/icons/icons.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { BoltIcon, ShieldCheckIcon } from '#app/components/profile/profile-icons.tsx';

export const Route = createFileRoute('/$lang/')({ component: HomePage });

function HomePage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  usePageTitle(t('home.title'));

  const stats = [
    { value: '500+', label: t('home.statProfiles') },
    { value: '50+', label: t('home.statStories') },
    { value: '25+', label: t('home.statCountries') },
    { value: '5★', label: t('home.statRating') },
  ];
  const steps = [1, 2, 3, 4].map((n) => ({
    n,
    title: t(`home.step${n}Title` as 'home.step1Title'),
    text: t(`home.step${n}Text` as 'home.step1Text'),
  }));
  const benefits: Array<{ title: string; text: string; icon: ReactNode }> = [
    { title: t('home.benefitVerifiedTitle'), text: t('home.benefitVerifiedText'), icon: <ShieldCheckIcon /> },
    { title: t('home.benefitInstantTitle'), text: t('home.benefitInstantText'), icon: <BoltIcon /> },
    { title: t('home.benefitAuthenticTitle'), text: t('home.benefitAuthenticText'), icon: <HeartIcon className="size-6" /> },
  ];

  return (
    <>
      <div className="bg-rose-700 text-white">
        <p className="mx-auto flex max-w-7xl flex-wrap items-center justify-center gap-x-3 gap-y-1 px-4 py-2 text-center text-sm">
          <span>{t('home.submitBanner')}</span>
          <Link to="/$lang/submit-profile" params={{ lang }} className="font-semibold underline underline-offset-2 hover:no-underline">
            {t('home.submitBannerCta')}
          </Link>
        </p>
      </div>

      <section aria-labelledby="hero-title" className="relative overflow-hidden bg-gradient-to-br from-rose-50 via-white to-amber-50">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-16 sm:px-6 md:py-24 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold tracking-wide text-rose-700 uppercase">{t('home.heroEyebrow')}</p>
            <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight text-balance text-stone-900 sm:text-5xl">
              {t('home.heroTitle')}
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-8 text-stone-700">{t('home.heroText')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link to="/$lang/browse" params={{ lang }} data-testid="hero-browse" className="btn-primary px-6 py-3 text-base">
                {t('home.browseCta')}
              </Link>
              <Link to="/$lang" params={{ lang }} hash="how-it-works" className="btn-secondary px-6 py-3 text-base">
                {t('home.howItWorksCta')}
              </Link>
            </div>
          </div>
          <dl data-testid="home-stats" className="grid grid-cols-2 gap-4 self-center">
            {stats.map((stat) => (
              <div key={stat.label} className="rounded-2xl border border-rose-100 bg-white/80 p-6 shadow-sm">
                <dt className="text-sm text-stone-700">{stat.label}</dt>
                <dd className="mt-1 text-3xl font-bold text-rose-700">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <FeaturedProfiles lang={lang} />

      <section
        id="how-it-works"
        aria-labelledby="how-it-works-title"
        className="below-fold mx-auto max-w-7xl scroll-mt-20 px-4 py-16 sm:px-6 lg:px-8"
      >
        <h2 id="how-it-works-title" className="text-3xl font-bold tracking-tight text-stone-900">
          {t('home.howItWorksTitle')}
        </h2>
        <p className="mt-3 text-stone-700">{t('home.howItWorksIntro')}</p>
        <ol className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {steps.map((step) => (
            <li key={step.n} className="rounded-2xl border border-stone-200 bg-white p-6">
              <span
                aria-hidden="true"
                className="flex size-10 items-center justify-center rounded-full bg-rose-100 font-bold text-rose-800"
              >
                {step.n}
              </span>
              <h3 className="mt-4 font-semibold text-stone-900">{step.title}</h3>
              <p className="mt-2 text-sm text-stone-700">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <CultureSection />

      <section aria-labelledby="benefits-title" data-testid="benefits" className="below-fold bg-stone-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="benefits-title" className="text-3xl font-bold tracking-tight text-stone-900">
            {t('home.benefitsTitle')}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {benefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm">
                <span className="flex size-11 items-center justify-center rounded-full bg-rose-100 text-rose-700">{benefit.icon}</span>
                <h3 className="mt-3 font-semibold text-stone-900">{benefit.title}</h3>
                <p className="mt-2 text-sm text-stone-700">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <SuccessStories lang={lang} />

      <section aria-labelledby="cta-title" data-testid="home-cta" className="bg-rose-700 text-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
          <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance">
            {t('landing.ctaTitle')}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-rose-50">{t('landing.ctaText')}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link
              to="/$lang/browse"
              params={{ lang }}
              className="inline-flex items-center justify-center rounded-lg bg-white px-6 py-3 font-semibold text-rose-800 shadow-sm hover:bg-rose-50"
            >
              {t('landing.ctaBrowse')}
            </Link>
            <Link
              to="/$lang/submit-profile"
              params={{ lang }}
              className="inline-flex items-center justify-center rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-rose-800"
            >
              {t('landing.ctaJoin')}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
