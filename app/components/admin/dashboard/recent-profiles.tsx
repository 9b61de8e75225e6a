// The dashboard's newest profiles: picture, name, coloured status badge, age and
// town, when she arrived, and the way to her edit page.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getRecentProfiles } from '#app/api/admin-dashboard.ts';
import { formatDate } from '#app/i18n/format.ts';
import { ProfileStatusBadge } from '../profile-status-badge.tsx';
import { ProfileThumb } from '../profile-thumb.tsx';
import { fullName } from '../profiles/profile-links.ts';
import { LoadError, LoadingText } from './load-state.tsx';

export function RecentProfiles() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const recent = useQuery({
    queryKey: ['admin', 'dashboard', 'recent-profiles'],
    queryFn: getRecentProfiles,
  });
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-stone-900">
          {t('adminDashboard.recentHeading')}
        </h2>
        <Link to="/admin/profiles" className="text-sm font-medium text-rose-800 underline hover:text-rose-900">
          {t('adminDashboard.allProfilesLink')}
        </Link>
      </div>
      {recent.isPending ? (
        <LoadingText text={t('adminDashboard.loading')} />
      ) : recent.isError ? (
        <LoadError text={t('adminDashboard.error')} retryText={t('adminDashboard.retry')} onRetry={() => void recent.refetch()} />
      ) : recent.data.length === 0 ? (
        <p className="py-6 text-center text-stone-700">{t('adminDashboard.recentEmpty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-stone-200 rounded-lg border border-stone-200 bg-white shadow-sm" data-testid="recent-profiles">
          {recent.data.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-3 px-4 py-3" data-profile-id={p.id}>
              <ProfileThumb photos={p.photos} primaryPhoto={p.primaryPhoto} firstName={p.firstName} size="size-10" />
              <div className="min-w-0 flex-1">
                <p className="flex flex-wrap items-center gap-2 font-medium text-stone-900">
                  <span className="truncate">{fullName(p)}</span>
                  <ProfileStatusBadge status={p.status} isApproved={p.isApproved} />
                </p>
                <p className="text-sm text-stone-700">
                  {t('adminProfiles.ageYears', { age: p.age })} · {p.location} · {formatDate(p.createdAt, i18n.language)}
                </p>
              </div>
              <Link
                to="/admin/edit-profile/$id"
                params={{ id: p.id }}
                aria-label={t('adminDashboard.editProfileOf', { name: fullName(p) })}
                className="btn-secondary px-3 py-1.5 text-sm"
              >
                {t('adminDashboard.edit')}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
