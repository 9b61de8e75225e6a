// What waits for an admin: new submissions and owners' edits with the oldest
// one's wait judged against the 24-48 h review promise, open reports and unread messages. The
// review cards lead to the profile list filtered to what they count.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getDashboardQueue } from '#app/api/admin-dashboard.ts';
import { formatDate } from '#app/i18n/format.ts';
import type { QueueSummary, ReviewPromiseState } from '#contract/admin-dashboard.schema.ts';
import { LoadError, LoadingText } from './load-state.tsx';

const PROMISE_STYLES: Record<ReviewPromiseState, string> = {
  onTime: 'bg-green-100 text-green-900 ring-green-600/30',
  due: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  overdue: 'bg-red-100 text-red-900 ring-red-600/30',
};

function QueueCard({
  title,
  summary,
  promise,
  oldest,
  link,
  testId,
}: {
  title: string;
  summary: QueueSummary;
  promise?: ReviewPromiseState | null;
  oldest: string | null;
  link?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <h3 className="text-sm font-medium text-stone-700">{title}</h3>
      <p className="text-2xl font-bold text-stone-900" data-count={summary.count}>
        {summary.count === 0 ? t('adminDashboard.queue.nothingWaiting') : t('adminDashboard.queue.waiting', { count: summary.count })}
      </p>
      {oldest ? <p className="text-sm text-stone-700">{oldest}</p> : null}
      {promise ? (
        <p>
          <span
            className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${PROMISE_STYLES[promise]}`}
            data-promise={promise}
          >
            {t(`adminDashboard.queue.promise.${promise}`)}
          </span>
        </p>
      ) : null}
      {link ? <div className="mt-auto pt-1">{link}</div> : null}
    </li>
  );
}

const linkClass = 'text-sm font-medium text-rose-800 underline hover:text-rose-900';

export function DashboardQueue() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const queue = useQuery({ queryKey: ['admin', 'dashboard', 'queue'], queryFn: getDashboardQueue });
  const hours = (s: QueueSummary) =>
    s.oldestWaitingHours === null ? null : t('adminDashboard.queue.oldestHours', { hours: s.oldestWaitingHours });
  const since = (s: QueueSummary) =>
    s.oldestSince === null ? null : t('adminDashboard.queue.oldestSince', { date: formatDate(s.oldestSince, i18n.language) });
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('adminDashboard.queueHeading')}
      </h2>
      {queue.isPending ? (
        <LoadingText text={t('adminDashboard.loading')} />
      ) : queue.isError ? (
        <LoadError text={t('adminDashboard.error')} retryText={t('adminDashboard.retry')} onRetry={() => void queue.refetch()} />
      ) : (
        <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          <QueueCard
            testId="queue-reviews"
            title={t('adminDashboard.queue.reviews')}
            summary={queue.data.reviews}
            promise={queue.data.reviews.promise}
            oldest={hours(queue.data.reviews)}
            link={
              <Link to="/admin/profiles" search={{ status: 'pending' }} className={linkClass}>
                {t('adminDashboard.queue.reviewsLink')}
              </Link>
            }
          />
          <QueueCard
            testId="queue-edits"
            title={t('adminDashboard.queue.edits')}
            summary={queue.data.pendingEdits}
            promise={queue.data.pendingEdits.promise}
            oldest={hours(queue.data.pendingEdits)}
            link={
              <Link to="/admin/profiles" search={{ status: 'edit_waiting' }} className={linkClass}>
                {t('adminDashboard.queue.editsLink')}
              </Link>
            }
          />
          <QueueCard
            testId="queue-reports"
            title={t('adminDashboard.queue.reports')}
            summary={queue.data.openReports}
            oldest={since(queue.data.openReports)}
            link={
              <>
                {queue.data.overdueReports > 0 ? (
                  <p className="mb-1 text-sm font-semibold text-red-900" data-testid="queue-reports-overdue">
                    <span aria-hidden="true">⏰ </span>
                    {t('adminReports.dashboardOverdue', { count: queue.data.overdueReports })}
                  </p>
                ) : null}
                <Link to="/admin/reports" search={{ status: 'active' }} className={linkClass}>
                  {t('adminReports.dashboardLink')}
                </Link>
              </>
            }
          />
          <QueueCard
            testId="queue-messages"
            title={t('adminDashboard.queue.messages')}
            summary={queue.data.unreadMessages}
            oldest={since(queue.data.unreadMessages)}
            link={
              <Link to="/admin/messages" className={linkClass}>
                {t('adminMessages.dashboardLink')}
              </Link>
            }
          />
        </ul>
      )}
    </section>
  );
}
