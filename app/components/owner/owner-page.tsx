// Her owner page (/$lang/my-profile/$token): her profile as buyers see it (the
// profile page's own media and facts components), where it stands in review, an edit waiting
// for review, and her actions — edit, pause / resume, withdraw consent, delete — each after a
// dialog that says what it does (withdraw and delete cannot be undone); the purchases waiting for
// her answer first, her release policy, her requests decided lately and her block list.
// Under the heading: when her link was used before this visit, so she can tell a use not hers.
// A link that opens nothing offers to send a new one to her contact email. Never indexed; nothing
// is kept on the device.

import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { Link } from '@tanstack/react-router';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteOwnerProfile, type OwnerAction, runOwnerAction } from '#app/api/owner.ts';
import { ErrorPanel, LoadingPanel } from '#app/components/layout/loading-panel.tsx';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { AboutSection, ContactSection, DetailsSection } from '#app/components/profile-detail/profile-facts.tsx';
import { MapPinIcon } from '#app/components/profile-detail/profile-icons.tsx';
import { ProfileMedia } from '#app/components/profile-detail/profile-media.tsx';
import { displayName } from '#app/components/profile-detail/profile-view.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatDate } from '#app/i18n/format.ts';
import type { Language } from '#app/i18n/language.ts';
import type { OwnerProfile, ReviewState } from '#contract/owner.schema.ts';
import { ApprovalRequestHistory, PendingApprovalRequests, useOwnerApprovalRequests } from './approval-request-list.tsx';
import { OwnerLinkResendForm } from './owner-link-resend-form.tsx';
import { OwnerReleasePolicy } from './owner-release-policy.tsx';
import { useNoReferrer } from './use-no-referrer.ts';
import { useOwnerProfile } from './use-owner-profile.ts';

type Confirmable = OwnerAction | 'delete';

const STATE_STYLES: Record<ReviewState, string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  live: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
  needs_changes: 'bg-amber-50 text-amber-900 ring-amber-300',
  declined: 'bg-stone-100 text-stone-800 ring-stone-300',
  paused: 'bg-sky-50 text-sky-900 ring-sky-200',
  withdrawn: 'bg-stone-100 text-stone-800 ring-stone-300',
};

/** What the page says after she sent an edit: it waits for review, or (not yet approved) it updated the profile. */
export type EditNotice = 'review' | 'updated';

export function OwnerPage({ token, lang, edited, minted }: { token: string; lang: Language; edited?: EditNotice; minted?: boolean }) {
  const { t } = useTranslation();
  const { state, retry, show, deleted, invalid } = useOwnerProfile(token);
  useNoIndex();
  useNoReferrer();
  usePageTitle(t('owner.title'));

  if (state.status === 'loading') {
    return <LoadingPanel label={t('owner.loading')} testId="owner-loading" />;
  }
  if (state.status === 'error') {
    return (
      <ErrorPanel
        title={t('owner.errorTitle')}
        text={t('owner.errorText')}
        retryLabel={t('owner.retry')}
        onRetry={retry}
        testId="owner-error"
      />
    );
  }
  if (state.status === 'deleted') {
    return (
      <StatusPanel
        title={t('owner.deleted.title')}
        testId="owner-deleted"
        actions={
          <Link to="/$lang" params={{ lang }} className="btn-primary px-5 py-2.5">
            {t('owner.deleted.home')}
          </Link>
        }
      >
        <StatusText>{t('owner.deleted.text')}</StatusText>
      </StatusPanel>
    );
  }
  if (state.status === 'invalid') {
    return (
      <div className="mx-auto max-w-md px-4 py-10 sm:py-14" data-testid="owner-invalid">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('owner.invalid.title')}</h1>
        <p className="mt-3 text-stone-700">{t('owner.invalid.text')}</p>
        <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <OwnerLinkResendForm />
        </div>
      </div>
    );
  }
  return (
    <LoadedOwnerPage
      token={token}
      lang={lang}
      view={state.view}
      onView={show}
      onDeleted={deleted}
      onInvalid={invalid}
      {...(edited ? { edited } : {})}
      minted={minted === true}
    />
  );
}

interface LoadedOwnerPageProps {
  token: string;
  lang: Language;
  view: OwnerProfile;
  onView: (view: OwnerProfile) => void;
  onDeleted: () => void;
  onInvalid: () => void;
  edited?: EditNotice;
  minted: boolean;
}

function LoadedOwnerPage({ token, lang, view, onView, onDeleted, onInvalid, edited, minted }: LoadedOwnerPageProps) {
  const { t, i18n } = useTranslation();
  const { profile, state, pendingEditAt, reviewReason } = view;
  const name = displayName(profile.firstName, profile.lastName);
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [busy, setBusy] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const withdrawn = state === 'withdrawn';
  const requests = useOwnerApprovalRequests(token, onInvalid);
  // the use before this visit: the answers to her actions here name this visit's own calls
  const [lastUsedAt] = useState(view.lastUsedAt);

  const perform = async (action: Confirmable) => {
    setBusy(true);
    try {
      if (action === 'delete') {
        await deleteOwnerProfile(token);
        onDeleted();
        return;
      }
      onView(await runOwnerAction(token, action));
      toast({ title: t(`owner.done.${action}`), variant: 'success' });
      // The new state is announced by its live region; focus goes there, not to a vanished button.
      requestAnimationFrame(() => statusRef.current?.focus());
    } catch (error) {
      if ((error as { status?: number }).status === 404) {
        onInvalid();
        return;
      }
      toast({ title: t('owner.done.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setAsking(null);
    }
  };

  return (
    <article className="mx-auto max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10" data-testid="owner-page" data-state={state}>
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('owner.title')}</h1>
        <p className="mt-2 text-stone-700">{t('owner.intro')}</p>
        <p className="mt-1 text-sm text-stone-600" data-testid="owner-last-used">
          {lastUsedAt
            ? t('owner.lastUsed.at', {
                date: formatDate(lastUsedAt, i18n.language, 'longDayTime'),
              })
            : t('owner.lastUsed.never')}
        </p>
      </header>

      {minted && (
        <p role="status" data-testid="owner-link-minted" className="mt-6 max-w-3xl rounded-lg bg-emerald-50 p-4 text-emerald-900">
          {t('owner.newLink.done')}
        </p>
      )}

      {edited && (
        <p role="status" data-testid="owner-edit-sent" className="mt-6 max-w-3xl rounded-lg bg-emerald-50 p-4 text-emerald-900">
          {t(edited === 'review' ? 'owner.editing.sentReview' : 'owner.editing.sentUpdated')}
        </p>
      )}

      <PendingApprovalRequests model={requests} />

      <div
        ref={statusRef}
        tabIndex={-1}
        role="status"
        className={`mt-6 max-w-3xl rounded-2xl p-5 ring-1 outline-none ${STATE_STYLES[state]}`}
        data-testid="owner-state"
      >
        <p className="text-sm font-medium">{t('owner.stateLabel')}</p>
        <p className="mt-1 text-xl font-semibold">{t(`owner.states.${state}.label`)}</p>
        <p className="mt-1">{t(`owner.states.${state}.text`)}</p>
        {reviewReason && (
          <div className="mt-3 border-t border-current/20 pt-3" data-testid="owner-review-reason">
            <p className="text-sm font-medium">{t(state === 'live' ? 'owner.reviewReason.edit' : 'owner.reviewReason.profile')}</p>
            <p className="mt-1 whitespace-pre-line">{reviewReason}</p>
          </div>
        )}
        {pendingEditAt && (
          <p className="mt-3 border-t border-current/20 pt-3 text-sm" data-testid="owner-pending-edit">
            {t('owner.pendingEdit', { date: formatDate(pendingEditAt, i18n.language) })}
          </p>
        )}
      </div>

      <section aria-labelledby="owner-actions" className="mt-6 max-w-3xl">
        <h2 id="owner-actions" className="text-lg font-semibold text-stone-900">
          {t('owner.actionsTitle')}
        </h2>
        <div className="mt-3 flex flex-wrap gap-3">
          {!withdrawn && (
            <Link to="/$lang/my-profile/$token/edit" params={{ lang, token }} className="btn-primary px-5 py-2.5" data-testid="owner-edit">
              {t('owner.edit')}
            </Link>
          )}
          {!withdrawn &&
            (state === 'paused' ? (
              <ActionButton label={t('owner.resume')} onClick={() => setAsking('resume')} testId="owner-resume" />
            ) : (
              <ActionButton label={t('owner.pause')} onClick={() => setAsking('pause')} testId="owner-pause" />
            ))}
          {!withdrawn && <ActionButton label={t('owner.withdraw')} onClick={() => setAsking('withdraw')} testId="owner-withdraw" danger />}
          <ActionButton label={t('owner.delete')} onClick={() => setAsking('delete')} testId="owner-delete" danger />
        </div>
      </section>

      {!withdrawn && <OwnerReleasePolicy token={token} view={view} onView={onView} onInvalid={onInvalid} />}
      <ApprovalRequestHistory model={requests} />

      <section aria-labelledby="owner-preview" className="mt-10">
        <h2 id="owner-preview" className="text-lg font-semibold text-stone-900">
          {t('owner.previewTitle')}
        </h2>
        <div className="mt-4 grid gap-8 lg:grid-cols-12" data-testid="owner-preview">
          <div className="lg:col-span-6 xl:col-span-5">
            <ProfileMedia profile={profile} name={name} />
          </div>
          <div className="flex flex-col gap-6 lg:col-span-6 xl:col-span-7">
            <div>
              <p className="text-3xl font-bold tracking-tight text-stone-900" data-testid="owner-profile-name">
                {name}
              </p>
              <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-lg text-stone-700">
                <span>{t('profile.age', { count: profile.age })}</span>
                <span aria-hidden="true" className="text-stone-400">
                  ·
                </span>
                <span className="inline-flex items-center gap-1">
                  <MapPinIcon className="size-5 text-rose-700" />
                  {profile.location}
                </span>
              </p>
            </div>
            <AboutSection aboutMe={profile.aboutMe} />
            <DetailsSection profile={profile} complete />
            <ContactSection flags={profile.contactMethods} lang={lang} />
          </div>
        </div>
      </section>

      <ConfirmDialog action={asking} busy={busy} onConfirm={(action) => void perform(action)} onCancel={() => setAsking(null)} />
    </article>
  );
}

function ActionButton({ label, onClick, testId, danger }: { label: string; onClick: () => void; testId: string; danger?: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className={danger ? 'btn-secondary px-5 py-2.5 text-rose-800 ring-rose-200' : 'btn-secondary px-5 py-2.5'}
      data-testid={testId}
    >
      {label}
    </button>
  );
}

/** The question before an action: what it does, and whether it can be undone. Cancel has the first focus. */
function ConfirmDialog({
  action,
  busy,
  onConfirm,
  onCancel,
}: {
  action: Confirmable | null;
  busy: boolean;
  onConfirm: (action: Confirmable) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={action !== null}
      onClose={() => !busy && onCancel()}
      role="alertdialog"
      className="fixed inset-0 z-[80] flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      {action && (
        <DialogPanel
          data-testid="owner-confirm"
          data-action={action}
          className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl"
        >
          <DialogTitle className="text-lg font-semibold text-stone-900">{t(`owner.confirm.${action}.title`)}</DialogTitle>
          <Description as="div" className="mt-2 space-y-2 text-sm text-stone-700">
            <p>{t(`owner.confirm.${action}.text`)}</p>
            {/* what was delivered cannot be recalled: she reads it before she deletes */}
            {action === 'delete' && <p data-testid="owner-confirm-delivered">{t('owner.confirm.delete.delivered')}</p>}
          </Description>
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" data-autofocus onClick={onCancel} disabled={busy} className="btn-secondary px-4 py-2">
              {t('owner.cancel')}
            </button>
            <button
              type="button"
              onClick={() => onConfirm(action)}
              disabled={busy}
              aria-busy={busy}
              className={action === 'withdraw' || action === 'delete' ? 'btn-primary bg-rose-800 px-4 py-2' : 'btn-primary px-4 py-2'}
              data-testid="owner-confirm-action"
            >
              {busy ? t('owner.working') : t(`owner.confirm.${action}.action`)}
            </button>
          </div>
        </DialogPanel>
      )}
    </Dialog>
  );
}
