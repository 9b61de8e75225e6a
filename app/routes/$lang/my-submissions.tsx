// "My submissions": the profile submissions queued on this device and how each is doing,
// read from Dexie so the page works offline. Private to the device: never indexed.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { MySubmissions } from '#app/components/submissions/my-submissions.tsx';

export const Route = createFileRoute('/$lang/my-submissions')({
  component: MySubmissionsPage,
  staticData: { noindex: true },
});

function MySubmissionsPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  usePageTitle(t('mySubmissions.title'));
  useNoIndex();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('mySubmissions.title')}</h1>
      <p className="mt-2 text-stone-700">{t('mySubmissions.intro')}</p>
      <MySubmissions lang={lang} />
    </div>
  );
}
