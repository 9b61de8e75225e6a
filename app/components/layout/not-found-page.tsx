// "Page Not Found": shown for unknown paths and invalid language prefixes, with a link home.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { usePageTitle } from './use-page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  usePageTitle(t('notFound.title'));
  return (
    <section
      aria-labelledby="not-found-title"
      data-testid="not-found"
      className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center"
    >
      <p className="text-6xl font-bold text-rose-700" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="mt-4 text-3xl font-bold text-stone-900">
        {t('notFound.title')}
      </h1>
      <p className="mt-3 text-stone-700">{t('notFound.text')}</p>
      <Link to="/$lang" params={{ lang }} className="btn-primary mt-8 px-5 py-2.5">
        {t('notFound.home')}
      </Link>
    </section>
  );
}
