// The top of the edit page: Back to Dashboard; the dates, status and FEATURED and verified badges;
// and the page's actions: Approve Profile, Make/Remove Featured (saved at once), and Delete profile
// after a question that says what is erased and that contacts already delivered cannot be
// recalled.
import { Link } from '@tanstack/react-router';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { ProfileStatusBadge } from '#app/components/admin/profile-status-badge.tsx';
import { ConfirmDialog } from '#app/components/admin/users/people-confirm.tsx';
import { formatDate } from '#app/i18n/format.ts';
import type { AdminProfile } from '#contract/admin-profile.schema.ts';
import type { EditFormValues } from './edit-profile-values.ts';
import type { EditProfileActions } from './use-edit-profile.ts';

export function BackLink() {
  const { t } = useTranslation();
  return (
    <Link to="/admin" className="text-sm font-medium text-rose-800 underline-offset-2 hover:underline" data-testid="admin-edit-back">
      ← {t('adminEdit.back')}
    </Link>
  );
}

export function ProfileActions({ profile, name, actions }: { profile: AdminProfile; name: string; actions: EditProfileActions }) {
  const { t } = useTranslation();
  const { values, setFieldValue } = useFormikContext<EditFormValues>();
  const toggleFeatured = async () => {
    const next = await actions.saveNow({ isFeatured: !values.isFeatured });
    if (next) void setFieldValue('isFeatured', next.isFeatured);
  };
  return (
    <>
      {!(profile.status === 'ACTIVE' && profile.isApproved) && (
        <button
          type="button"
          className="btn-primary px-4 py-2"
          disabled={actions.busy}
          onClick={() => void actions.act('approve_profile')}
          data-testid="admin-approve-profile"
        >
          {t('adminEdit.approve')}
        </button>
      )}
      <button
        type="button"
        className="btn-secondary px-4 py-2"
        disabled={actions.saving}
        onClick={() => void toggleFeatured()}
        data-testid="admin-feature-toggle"
      >
        {values.isFeatured ? t('adminEdit.removeFeatured') : t('adminEdit.makeFeatured')}
      </button>
      <button
        type="button"
        className="btn-secondary px-4 py-2 text-rose-800 ring-rose-200"
        disabled={actions.deleting}
        onClick={actions.askDelete}
        data-testid="admin-delete-profile"
      >
        {t('adminEdit.delete.button')}
      </button>
      <ConfirmDialog
        open={actions.askingDelete}
        testId="admin-delete-confirm"
        title={t('adminEdit.delete.confirmTitle', { name })}
        text={t('adminEdit.delete.confirmText')}
        cancelLabel={t('adminEdit.cancel')}
        confirmLabel={t('adminEdit.delete.confirm')}
        pending={actions.deleting}
        onCancel={actions.cancelDelete}
        onConfirm={actions.confirmDelete}
      />
    </>
  );
}

const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold ring-1';

export function ProfileFacts({ profile }: { profile: AdminProfile }) {
  const { t, i18n } = useTranslation();
  const date = (iso: string) => formatDate(iso, i18n.language);
  return (
    <div className="-mt-3 mb-6 flex flex-col gap-2">
      <BackLink />
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700" data-testid="admin-edit-header">
        <span>{t('adminEdit.submitted', { date: date(profile.createdAt) })}</span>
        {date(profile.updatedAt) !== date(profile.createdAt) && (
          <span data-testid="admin-edit-updated">· {t('adminEdit.updated', { date: date(profile.updatedAt) })}</span>
        )}
        <ProfileStatusBadge status={profile.status} isApproved={profile.isApproved} />
        {profile.isFeatured && (
          <span className={`${badge} bg-purple-100 text-purple-900 ring-purple-600/30`} data-testid="admin-featured-badge">
            {t('adminEdit.featured')}
          </span>
        )}
        {profile.verified && <span className={`${badge} bg-sky-100 text-sky-900 ring-sky-600/30`}>{t('adminEdit.verifiedBadge')}</span>}
      </div>
    </div>
  );
}
