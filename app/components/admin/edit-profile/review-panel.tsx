// The moderators' answers on the edit page: a new submission approved, sent back
// for changes or declined (a reason, mailed to her and shown on her owner page); her edit of a live
// profile shown as a diff (field, live value, proposed value) to approve or send back.

import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#app/i18n/format.ts';
import type { AdminProfile } from '#contract/admin-profile.schema.ts';
import { REVIEW_REASON_MAX } from '#contract/admin-profile.schema.ts';

export type ReviewAction = 'approve' | 'needs_changes' | 'declined' | 'edit_approve' | 'edit_send_back';

interface ReviewPanelProps {
  profile: AdminProfile;
  busy: boolean;
  onAction: (action: ReviewAction, reason?: string) => Promise<void>;
}

const show = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value)) return value.length ? value.join(', ') : '—';
  return String(value);
};

/** The fields her edit changes, with the live and the proposed value. */
export function editDiff(profile: AdminProfile): { field: string; live: string; proposed: string }[] {
  const proposed = profile.pendingEdit?.values ?? {};
  const live = profile as unknown as Record<string, unknown>;
  return Object.keys(proposed)
    .filter((field) => field in live && show(live[field]) !== show(proposed[field]))
    .map((field) => ({ field, live: show(live[field]), proposed: show(proposed[field]) }));
}

export function ReviewPanel({ profile, busy, onAction }: ReviewPanelProps) {
  const { t, i18n } = useTranslation();
  const [asking, setAsking] = useState<'needs_changes' | 'declined' | 'edit_send_back' | null>(null);
  const waiting = !profile.isApproved;
  if (!waiting && !profile.pendingEdit) return null;
  const diff = editDiff(profile);

  return (
    <section
      aria-labelledby="admin-review"
      className="mb-6 rounded-xl border border-amber-300 bg-amber-50 p-4 sm:p-5"
      data-testid="admin-review"
    >
      <h2 id="admin-review" className="text-lg font-semibold text-stone-900">
        {profile.pendingEdit ? t('adminEdit.review.editTitle') : t('adminEdit.review.title')}
      </h2>
      {waiting && !profile.pendingEdit && (
        <>
          <p className="mt-1 text-stone-800">{t('adminEdit.review.newSubmission')}</p>
          {profile.reviewDecision && (
            <p className="mt-2 text-sm text-stone-800" data-testid="admin-review-decision">
              <strong>{t(`adminEdit.review.decided.${profile.reviewDecision}`)}</strong>
              {profile.reviewReason ? ` — ${t('adminEdit.review.reason', { reason: profile.reviewReason })}` : ''}
            </p>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary px-4 py-2"
              disabled={busy}
              onClick={() => void onAction('approve')}
              data-testid="admin-review-approve"
            >
              {t('adminEdit.review.approve')}
            </button>
            <button
              type="button"
              className="btn-secondary px-4 py-2"
              disabled={busy}
              onClick={() => setAsking('needs_changes')}
              data-testid="admin-review-send-back"
            >
              {t('adminEdit.review.sendBack')}
            </button>
            <button
              type="button"
              className="btn-secondary px-4 py-2 text-rose-800 ring-rose-200"
              disabled={busy}
              onClick={() => setAsking('declined')}
              data-testid="admin-review-decline"
            >
              {t('adminEdit.review.decline')}
            </button>
          </div>
        </>
      )}
      {profile.pendingEdit && (
        <>
          <p className="mt-1 text-stone-800">
            {t('adminEdit.review.editIntro', { date: formatDate(profile.pendingEdit.submittedAt, i18n.language, 'dayTime') })}
          </p>
          {diff.length === 0 ? (
            <p className="mt-3 text-stone-700">{t('adminEdit.review.noDifferences')}</p>
          ) : (
            <div className="mt-3 overflow-x-auto">
              <table className="w-full min-w-[28rem] text-left text-sm" data-testid="admin-edit-diff">
                <thead>
                  <tr className="border-b border-amber-300">
                    <th scope="col" className="py-1 pr-3">
                      {t('adminEdit.review.field')}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {t('adminEdit.review.live')}
                    </th>
                    <th scope="col" className="py-1">
                      {t('adminEdit.review.proposed')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {diff.map((row) => (
                    <tr key={row.field} className="border-b border-amber-200 align-top">
                      <th scope="row" className="py-1 pr-3 font-medium">
                        {row.field}
                      </th>
                      <td className="py-1 pr-3 break-all">{row.live}</td>
                      <td className="py-1 break-all">{row.proposed}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <div className="mt-3 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary px-4 py-2"
              disabled={busy}
              onClick={() => void onAction('edit_approve')}
              data-testid="admin-edit-approve"
            >
              {t('adminEdit.review.approveEdit')}
            </button>
            <button
              type="button"
              className="btn-secondary px-4 py-2"
              disabled={busy}
              onClick={() => setAsking('edit_send_back')}
              data-testid="admin-edit-send-back"
            >
              {t('adminEdit.review.sendBackEdit')}
            </button>
          </div>
        </>
      )}
      <ReasonDialog
        action={asking}
        busy={busy}
        onCancel={() => setAsking(null)}
        onConfirm={async (action, reason) => {
          await onAction(action, reason);
          setAsking(null);
        }}
      />
    </section>
  );
}

function ReasonDialog({
  action,
  busy,
  onCancel,
  onConfirm,
}: {
  action: 'needs_changes' | 'declined' | 'edit_send_back' | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (action: 'needs_changes' | 'declined' | 'edit_send_back', reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState(false);
  const title =
    action === 'declined'
      ? t('adminEdit.review.dialogDecline')
      : action === 'edit_send_back'
        ? t('adminEdit.review.dialogSendBackEdit')
        : t('adminEdit.review.dialogSendBack');
  const submit = async () => {
    if (!action) return;
    if (reason.trim() === '') {
      setError(true);
      return;
    }
    await onConfirm(action, reason.trim());
    setReason('');
    setError(false);
  };
  return (
    <Dialog
      open={action !== null}
      onClose={() => !busy && onCancel()}
      className="fixed inset-0 z-[80] flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      {action && (
        <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl" data-testid="admin-reason-dialog">
          <DialogTitle className="text-lg font-semibold text-stone-900">{title}</DialogTitle>
          <Description className="mt-1 text-sm text-stone-700">{t('adminEdit.review.reasonHint')}</Description>
          <label htmlFor="admin-review-reason" className="mt-4 block text-sm font-medium text-stone-900">
            {t('adminEdit.review.reasonLabel')}
          </label>
          <textarea
            id="admin-review-reason"
            data-autofocus
            rows={4}
            maxLength={REVIEW_REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={error}
            aria-describedby={error ? 'admin-review-reason-error' : undefined}
            className="mt-1 w-full rounded-md border border-stone-300 p-2"
            data-testid="admin-reason-input"
          />
          {error && (
            <p id="admin-review-reason-error" role="alert" className="mt-1 text-sm text-rose-800">
              {t('adminEdit.review.reasonRequired')}
            </p>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <button type="button" onClick={onCancel} disabled={busy} className="btn-secondary px-4 py-2">
              {t('adminEdit.review.cancel')}
            </button>
            <button
              type="button"
              onClick={() => void submit()}
              disabled={busy}
              className="btn-primary px-4 py-2"
              data-testid="admin-reason-confirm"
            >
              {busy
                ? t('adminEdit.review.working')
                : action === 'declined'
                  ? t('adminEdit.review.confirmDecline')
                  : t('adminEdit.review.confirmSendBack')}
            </button>
          </div>
        </DialogPanel>
      )}
    </Dialog>
  );
}
