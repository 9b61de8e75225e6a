// Home's Dominican-culture section: the six CupidTags personality tags, each
// with a short description.
import { useTranslation } from 'react-i18next';

const TAGS = ['familyFirst', 'romantic', 'social', 'loyal', 'traditional', 'marriageMinded'] as const;

export function CultureSection() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="culture-title"
      data-testid="culture-section"
      className="below-fold bg-gradient-to-br from-amber-50 via-white to-rose-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="culture-title" className="text-3xl font-bold tracking-tight text-stone-900">
          {t('landing.cultureTitle')}
        </h2>
        <p className="mt-3 max-w-3xl text-stone-700">{t('landing.cultureIntro')}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TAGS.map((tag) => (
            <li key={tag} data-testid="cupid-tag" className="rounded-2xl border border-rose-100 bg-white p-5 shadow-sm">
              <h3 className="inline-flex rounded-full bg-rose-100 px-3 py-1 text-sm font-semibold text-rose-800">
                {t(`landing.tags.${tag}.name`)}
              </h3>
              <p className="mt-3 text-sm text-stone-700">{t(`landing.tags.${tag}.text`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
