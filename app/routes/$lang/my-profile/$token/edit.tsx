// Editing her profile through the owner link (/$lang/my-profile/<token>/edit): the
// submission form filled with her current values and media (owner-edit-values.ts); on submit the
// edit goes into the device's queue like a new submission, marked with her token, so the queue
// sends its files by tus and then PUT /api/owner/profile. Back on her page a notice says what
// happens next: a live profile's edit waits for review (the live version stays), a profile still
// waiting for review is simply updated.
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingPanel } from '#app/components/layout/loading-panel.tsx';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { type CurrentMedia, editFormValues, loadCurrentMedia } from '#app/components/owner/owner-edit-values.ts';
import { useNoReferrer } from '#app/components/owner/use-no-referrer.ts';
import { useOwnerProfile } from '#app/components/owner/use-owner-profile.ts';
import { SubmissionForm } from '#app/components/submission/submission-form.tsx';
import { enqueueSubmission } from '#app/local/submission-queue.ts';
import type { Language } from '#contract/languages.ts';
import type { OwnerProfile } from '#contract/owner.schema.ts';

export const Route = createFileRoute('/$lang/my-profile/$token/edit')({
  component: OwnerEditRoute,
  staticData: { noindex: true },
});

function OwnerEditRoute() {
  const { t } = useTranslation();
  const { lang, token } = Route.useParams();
  const { state } = useOwnerProfile(token);
  useNoIndex();
  useNoReferrer();
  usePageTitle(t('owner.edit'));
  if (state.status === 'loading') return <LoadingPanel label={t('owner.loading')} testId="owner-loading" />;
  if (state.status !== 'loaded') {
    // Her page says what is wrong (an invalid link offers a new one).
    return (
      <StatusPanel
        title={t(state.status === 'error' ? 'owner.errorTitle' : 'owner.invalid.title')}
        role="alert"
        testId="owner-edit-unavailable"
        actions={
          <Link to="/$lang/my-profile/$token" params={{ lang, token }} className="btn-primary px-5 py-2.5">
            {t('owner.title')}
          </Link>
        }
      >
        <StatusText>{t(state.status === 'error' ? 'owner.errorText' : 'owner.invalid.text')}</StatusText>
      </StatusPanel>
    );
  }
  return <OwnerEditForm token={token} lang={lang} view={state.view} />;
}

function OwnerEditForm({ token, lang, view }: { token: string; lang: Language; view: OwnerProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<CurrentMedia | null>(null);
  useEffect(() => {
    let live = true;
    // the media of the latest version she sent: the edit waiting for review, else the profile
    void loadCurrentMedia(view.pendingEdit ?? view.profile).then((loaded) => {
      if (live) setCurrent(loaded);
    });
    return () => {
      live = false;
    };
  }, [view]);
  if (!current) return <LoadingPanel label={t('owner.loading')} testId="owner-loading" />;

  // Before approval the server applies the edit at once; after, it waits beside the live version.
  const edited = view.state === 'pending' || view.state === 'needs_changes' ? 'updated' : 'review';
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8" data-testid="owner-edit">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('owner.edit')}</h1>
        <p className="mt-3 text-lg text-stone-700">{t('owner.editing.intro')}</p>
        <p className="mt-2 text-sm">
          <Link to="/$lang/my-profile/$token" params={{ lang, token }} className="font-medium text-rose-800 underline">
            {t('owner.title')}
          </Link>
        </p>
      </header>
      {current.incomplete && (
        <p role="alert" data-testid="owner-edit-media-failed" className="mt-6 max-w-3xl rounded-lg bg-amber-50 p-4 text-amber-900">
          {t('owner.editing.mediaFailed')}
        </p>
      )}
      <div className="mt-8 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        <SubmissionForm
          initialValues={{ ...editFormValues(view), media: current.media, mainPhotoId: current.mainPhotoId }}
          draftKey={null}
          showBenefits={false}
          submitLabel={t('owner.editing.submit')}
          onSubmit={async (input) => {
            await enqueueSubmission(input, { edit: { ownerToken: token } });
            await navigate({ to: '/$lang/my-profile/$token', params: { lang, token }, search: { edited } });
          }}
        />
      </div>
    </div>
  );
}
