// Profile submission page: the page title and intro, then
// the submission form with its benefits banner. The form hands the submission to the device's
// queue, which sends it when there is a connection. The server draws it empty.
import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { SubmissionForm } from '#app/components/submission/submission-form.tsx';
import { enqueueSubmission } from '#app/local/submission-queue.ts';

export const Route = createFileRoute('/$lang/submit-profile')({ component: SubmitProfilePage });

function SubmitProfilePage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const title = t('pages.submitProfile');
  usePageTitle(title);
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        <p className="mt-3 text-lg text-stone-700">{t('submission.intro')}</p>
        <p className="mt-2 text-sm">
          <Link to="/$lang/my-submissions" params={{ lang }} className="font-medium text-rose-800 underline">
            {t('mySubmissions.follow')}
          </Link>
        </p>
      </header>
      {/* The server draws the form empty and she can type at once; a draft on her device fills
          the fields she has not touched once the app has read it. The form works only with the
          app: without scripting it is not shown (app-only, app/styles.css). */}
      <div className="app-only mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <SubmissionForm onSubmit={async (input) => void (await enqueueSubmission(input))} />
      </div>
    </div>
  );
}
