// The dashboard's six statistics; revenue in en-US dollars.
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getDashboardStats } from '#app/api/admin-dashboard.ts';
import { formatCount, formatUsd } from '#app/i18n/format.ts';
import { LoadError, LoadingText } from './load-state.tsx';

const COUNTS = ['totalUsers', 'activeProfiles', 'pendingProfiles', 'totalOrders', 'completedOrders'] as const;

export function DashboardStats() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const stats = useQuery({ queryKey: ['admin', 'dashboard', 'stats'], queryFn: getDashboardStats });
  const count = (n: number) => formatCount(n, i18n.language);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('adminDashboard.statsHeading')}
      </h2>
      {stats.isPending ? (
        <LoadingText text={t('adminDashboard.loading')} />
      ) : stats.isError ? (
        <LoadError text={t('adminDashboard.error')} retryText={t('adminDashboard.retry')} onRetry={() => void stats.refetch()} />
      ) : (
        <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-6" data-testid="dashboard-stats">
          {COUNTS.map((key) => (
            <div key={key} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-stat={key}>
              <dt className="text-sm text-stone-700">{t(`adminDashboard.stats.${key}`)}</dt>
              <dd className="mt-1 text-2xl font-bold text-stone-900">{count(stats.data[key])}</dd>
            </div>
          ))}
          <div className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-stat="totalRevenue">
            <dt className="text-sm text-stone-700">{t('adminDashboard.stats.totalRevenue')}</dt>
            <dd className="mt-1 text-2xl font-bold text-stone-900">{formatUsd(stats.data.totalRevenue)}</dd>
            <dd className="mt-1 text-xs text-stone-600">{t('adminDashboard.stats.revenueHint')}</dd>
          </div>
        </dl>
      )}
    </section>
  );
}
