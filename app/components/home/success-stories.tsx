// Home's three fixed success-story reviews: rating, author, text, date and five stars each.

import { useTranslation } from 'react-i18next';
import { StarIcon } from '#app/components/profile/profile-icons.tsx';
import { formatCalendarDay } from '#app/i18n/format.ts';
import type { Language } from '#app/i18n/language.ts';

const STORIES = [
  { key: 'first', author: 'James T.', date: '2025-09-14', rating: 5 },
  { key: 'second', author: 'Marco B.', date: '2025-11-02', rating: 5 },
  { key: 'third', author: 'Thomas K.', date: '2026-01-19', rating: 5 },
] as const;

export function SuccessStories({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="stories-title"
      data-testid="success-stories"
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8"
    >
      <h2 id="stories-title" className="text-3xl font-bold tracking-tight text-stone-900">
        {t('landing.storiesTitle')}
      </h2>
      <p className="mt-3 text-stone-700">{t('landing.storiesIntro')}</p>
      <ul className="mt-10 grid gap-6 md:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story.key} data-testid="success-story" className="flex">
            <figure className="flex w-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
              <div className="flex items-center gap-0.5 text-amber-500">
                {Array.from({ length: 5 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: five identical stars
                  <StarIcon key={index} className="size-5" />
                ))}
                <span className="sr-only">{t('landing.rating', { rating: story.rating })}</span>
                <span aria-hidden="true" className="ml-2 text-sm font-semibold text-stone-800">
                  {story.rating.toFixed(1)}
                </span>
              </div>
              <blockquote className="mt-4 flex-1 text-stone-800">
                <p>“{t(`landing.stories.${story.key}.text`)}”</p>
              </blockquote>
              <figcaption className="mt-6 flex flex-wrap items-baseline justify-between gap-2 text-sm">
                <span>
                  <span className="font-semibold text-stone-900">{story.author}</span>
                  <span className="text-stone-600"> · {t(`landing.stories.${story.key}.country`)}</span>
                </span>
                <time dateTime={story.date} className="text-stone-600">
                  {formatCalendarDay(story.date, lang, 'longDay')}
                </time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
