// The profile list's rows: every field of a row — picture, name, status badge
// (with "edit waiting" and a moderator's answer beside it), age, town, created date, email — and
// the two actions (View: her preview as buyers see her, profile-links.ts; Edit). A table on wide
// screens, one card a profile on a phone.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { AdminProfileListItem } from '#contract/admin-profile-list.schema.ts';
import { ProfileStatusBadge } from '../profile-status-badge.tsx';
import { ProfileThumb } from '../profile-thumb.tsx';
import { fullName } from './profile-links.ts';

function Badges({ profile }: { profile: AdminProfileListItem }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <ProfileStatusBadge status={profile.status} isApproved={profile.isApproved} />
      {profile.hasPendingEdit ? (
        <span
          className="inline-flex items-center rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-900 ring-1 ring-sky-600/30 ring-inset"
          data-testid="edit-waiting-badge"
        >
          {t('adminProfiles.editWaiting')}
        </span>
      ) : null}
      {profile.reviewDecision ? (
        <span className="inline-flex items-center rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-800 ring-1 ring-stone-500/30 ring-inset">
          {t(`adminProfiles.reviewDecision.${profile.reviewDecision}`)}
        </span>
      ) : null}
    </span>
  );
}

function Actions({ profile }: { profile: AdminProfileListItem }) {
  const { t } = useTranslation();
  const name = fullName(profile);
  return (
    <span className="flex flex-wrap gap-2">
      <Link
        to="/admin/profiles/$id/preview"
        params={{ id: profile.id }}
        aria-label={t('adminProfiles.viewProfileOf', { name })}
        className="btn-secondary px-3 py-1.5 text-sm"
      >
        {t('adminProfiles.view')}
      </Link>
      <Link
        to="/admin/edit-profile/$id"
        params={{ id: profile.id }}
        aria-label={t('adminProfiles.editProfileOf', { name })}
        className="btn-primary px-3 py-1.5 text-sm"
      >
        {t('adminProfiles.edit')}
      </Link>
    </span>
  );
}

export function ProfileRows({ profiles }: { profiles: AdminProfileListItem[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-700';
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-stone-200 text-sm" data-testid="profiles-table">
          <caption className="sr-only">{t('adminProfiles.tableCaption')}</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className={th}>
                <span className="sr-only">{t('adminProfiles.columns.photo')}</span>
              </th>
              <th scope="col" className={th}>
                {t('adminProfiles.columns.name')}
              </th>
              <th scope="col" className={th}>
                {t('adminProfiles.columns.status')}
              </th>
              <th scope="col" className={th}>
                {t('adminProfiles.columns.age')}
              </th>
              <th scope="col" className={th}>
                {t('adminProfiles.columns.location')}
              </th>
              <th scope="col" className={th}>
                {t('adminProfiles.columns.created')}
              </th>
              <th scope="col" className={th}>
                {t('adminProfiles.columns.email')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('adminProfiles.columns.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {profiles.map((p) => (
              <tr key={p.id} data-profile-id={p.id}>
                <td className="px-3 py-2">
                  <ProfileThumb photos={p.photos} primaryPhoto={p.primaryPhoto} firstName={p.firstName} size="size-10" />
                </td>
                <td className="px-3 py-2 font-medium text-stone-900">{fullName(p)}</td>
                <td className="px-3 py-2">
                  <Badges profile={p} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-stone-800">{t('adminProfiles.ageYears', { age: p.age })}</td>
                <td className="px-3 py-2 text-stone-800">{p.location}</td>
                <td className="whitespace-nowrap px-3 py-2 text-stone-800">{formatDate(p.createdAt, lang)}</td>
                <td className="px-3 py-2 break-all text-stone-800">
                  {p.email ?? <span className="text-stone-600">{t('adminProfiles.noEmail')}</span>}
                </td>
                <td className="px-3 py-2">
                  <Actions profile={p} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="profiles-cards">
        {profiles.map((p) => (
          <li key={p.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-profile-id={p.id}>
            <div className="flex items-start gap-3">
              <ProfileThumb photos={p.photos} primaryPhoto={p.primaryPhoto} firstName={p.firstName} />
              <div className="min-w-0 flex-1">
                <h2 className="font-semibold text-stone-900">{fullName(p)}</h2>
                <div className="mt-1">
                  <Badges profile={p} />
                </div>
              </div>
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600">{t('adminProfiles.columns.age')}</dt>
              <dd className="text-stone-900">{t('adminProfiles.ageYears', { age: p.age })}</dd>
              <dt className="text-stone-600">{t('adminProfiles.columns.location')}</dt>
              <dd className="text-stone-900">{p.location}</dd>
              <dt className="text-stone-600">{t('adminProfiles.columns.created')}</dt>
              <dd className="text-stone-900">{formatDate(p.createdAt, lang)}</dd>
              <dt className="text-stone-600">{t('adminProfiles.columns.email')}</dt>
              <dd className="break-all text-stone-900">{p.email ?? t('adminProfiles.noEmail')}</dd>
            </dl>
            <div className="mt-3">
              <Actions profile={p} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
