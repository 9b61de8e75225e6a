// The reports queue (/admin/reports): every report with its type and target
// (24 h; a takedown request 72 h), status,
// target, reporter and age, overdue ones marked in words; filters and page in the address. A
// table on wide screens, cards on a phone; each report opens its own page.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { listReports } from '#app/api/admin-support.ts';
import { Pagination } from '#app/components/browse/pagination.tsx';
import { formatDate } from '#app/i18n/format.ts';
import {
  type AdminReportListItem,
  REPORT_ASSIGNED_FILTERS,
  REPORT_ORDERS,
  REPORT_QUEUE_TYPES,
  REPORT_STATUS_FILTERS,
  REPORTS_PAGE_SIZE,
} from '#contract/admin-report.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { FilterSelect } from './filter-select.tsx';
import { OverdueBadge, ReportStatusBadge, ReportType, useReportTypeLabel } from './support-badges.tsx';
import { type ReportsSearch, reportsQuery } from './support-search.ts';

export function ReportsPage({ search, onChange }: { search: ReportsSearch; onChange: (next: ReportsSearch) => void }) {
  const { t, i18n } = useTranslation();
  const typeLabel = useReportTypeLabel();
  const query = reportsQuery(search);
  const list = useQuery({
    queryKey: ['admin', 'reports', 'list', query],
    queryFn: () => listReports(query),
    placeholderData: keepPreviousData,
  });
  const page = search.page ?? 1;
  const rows = list.data?.data ?? [];
  const total = list.data?.total ?? rows.length;
  const pageCount = Math.max(1, Math.ceil(total / REPORTS_PAGE_SIZE));
  const filtered = Object.entries(search).some(([key, value]) => key !== 'page' && key !== 'order' && value !== undefined);
  const set = (patch: Partial<ReportsSearch>) => onChange({ ...search, ...patch, page: undefined });

  return (
    <AdminPage title={t('admin.nav.reports')}>
      <form
        className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5"
        aria-label={t('adminReports.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <FilterSelect
          label={t('adminReports.filter.status')}
          value={search.status}
          values={REPORT_STATUS_FILTERS}
          allLabel={t('adminReports.filter.all')}
          optionLabel={(v) => t(`adminReports.status.${v}`)}
          onChange={(status) => set({ status })}
        />
        <FilterSelect
          label={t('adminReports.filter.type')}
          value={search.type}
          values={REPORT_QUEUE_TYPES}
          allLabel={t('adminReports.filter.all')}
          optionLabel={typeLabel}
          onChange={(type) => set({ type })}
        />
        <FilterSelect
          label={t('adminReports.filter.assigned')}
          value={search.assigned}
          values={REPORT_ASSIGNED_FILTERS}
          optionLabel={(v) => t(`adminReports.assigned.${v}`)}
          onChange={(assigned) => set({ assigned: assigned === 'anyone' ? undefined : assigned })}
        />
        <FilterSelect
          label={t('adminReports.filter.order')}
          value={search.order ?? 'newest'}
          values={REPORT_ORDERS}
          optionLabel={(v) => t(`adminReports.order.${v}`)}
          onChange={(order) => set({ order: order === 'oldest' ? order : undefined })}
        />
        <label className="flex items-center gap-2 self-end py-2 text-sm font-medium text-stone-800">
          <input
            type="checkbox"
            checked={search.overdue === 'true'}
            onChange={(event) => set({ overdue: event.target.checked ? 'true' : undefined })}
            className="h-4 w-4 rounded border-stone-400"
          />
          {t('adminReports.filter.overdueOnly')}
        </label>
      </form>

      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingText text={t('adminReports.loading')} />
        ) : list.isError ? (
          <LoadError text={t('adminReports.error')} retryText={t('adminReports.retry')} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p
            role="status"
            className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-700"
            data-testid="reports-empty"
          >
            {filtered ? t('adminReports.noMatches') : t('adminReports.empty')}
          </p>
        ) : (
          <>
            <p role="status" className="mb-2 text-sm text-stone-700" data-testid="reports-showing">
              {t('adminReports.showing', {
                from: (page - 1) * REPORTS_PAGE_SIZE + 1,
                to: (page - 1) * REPORTS_PAGE_SIZE + rows.length,
                total,
              })}
            </p>
            <ReportsTable rows={rows} lang={i18n.language} />
            <ReportCards rows={rows} lang={i18n.language} />
            <Pagination page={page} pageCount={pageCount} onPage={(next) => onChange({ ...search, page: next > 1 ? next : undefined })} />
          </>
        )}
      </div>
    </AdminPage>
  );
}

function Target({ report }: { report: AdminReportListItem }) {
  const { t } = useTranslation();
  if (report.profileId !== null) {
    return (
      <Link to="/admin/edit-profile/$id" params={{ id: report.profileId }} className="text-rose-800 underline hover:text-rose-900">
        {report.profileName ?? t('adminReports.profileNumber', { id: report.profileId })}
      </Link>
    );
  }
  return <span className="text-stone-700">{report.profileRef ? `“${report.profileRef}”` : '—'}</span>;
}

function Reporter({ report }: { report: AdminReportListItem }) {
  const { t } = useTranslation();
  return report.anonymous || !report.email ? (
    <span className="italic text-stone-600">{t('adminReports.anonymous')}</span>
  ) : (
    <span className="break-all">{report.email}</span>
  );
}

function Status({ report }: { report: AdminReportListItem }) {
  return (
    <span className="flex flex-wrap gap-1">
      <ReportStatusBadge status={report.status} />
      {report.overdue ? <OverdueBadge hours={report.ageHours} /> : null}
    </span>
  );
}

function OpenLink({ report }: { report: AdminReportListItem }) {
  const { t } = useTranslation();
  return (
    <Link to="/admin/reports/$id" params={{ id: report.id }} className="font-medium text-rose-800 underline hover:text-rose-900">
      {t('adminReports.reportNumber', { id: report.id })}
    </Link>
  );
}

function ReportsTable({ rows, lang }: { rows: AdminReportListItem[]; lang: string }) {
  const { t } = useTranslation();
  const th = 'px-3 py-2 font-semibold';
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm" data-testid="reports-table">
        <caption className="sr-only">{t('admin.nav.reports')}</caption>
        <thead className="bg-stone-50 text-stone-800">
          <tr>
            <th scope="col" className={th}>
              {t('adminReports.col.report')}
            </th>
            <th scope="col" className={th}>
              {t('adminReports.col.type')}
            </th>
            <th scope="col" className={th}>
              {t('adminReports.col.status')}
            </th>
            <th scope="col" className={th}>
              {t('adminReports.col.profile')}
            </th>
            <th scope="col" className={th}>
              {t('adminReports.col.reporter')}
            </th>
            <th scope="col" className={th}>
              {t('adminReports.col.assigned')}
            </th>
            <th scope="col" className={th}>
              {t('adminReports.col.received')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((report) => (
            <tr
              key={report.id}
              data-testid="report-row"
              data-overdue={report.overdue}
              className={report.overdue ? 'bg-red-50/60' : undefined}
            >
              <td className="px-3 py-2">
                <OpenLink report={report} />
              </td>
              <td className="px-3 py-2 text-stone-900">
                <ReportType type={report.type} targetHours={report.targetHours} />
              </td>
              <td className="px-3 py-2">
                <Status report={report} />
              </td>
              <td className="px-3 py-2">
                <Target report={report} />
              </td>
              <td className="max-w-xs px-3 py-2">
                <Reporter report={report} />
              </td>
              <td className="px-3 py-2 text-stone-800">{report.assignedTo?.username ?? '—'}</td>
              <td className="whitespace-nowrap px-3 py-2 text-stone-700">
                <time dateTime={report.createdAt}>{formatDate(report.createdAt, lang)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ReportCards({ rows, lang }: { rows: AdminReportListItem[]; lang: string }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-3 md:hidden" data-testid="report-cards">
      {rows.map((report) => (
        <li
          key={report.id}
          className="rounded-xl border border-stone-200 bg-white p-3"
          data-testid="report-card"
          data-overdue={report.overdue}
        >
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <OpenLink report={report} />
            <time dateTime={report.createdAt} className="text-xs text-stone-600">
              {formatDate(report.createdAt, lang)}
            </time>
          </div>
          <p className="mt-1 font-medium text-stone-900">
            <ReportType type={report.type} targetHours={report.targetHours} />
          </p>
          <div className="mt-1">
            <Status report={report} />
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-stone-800">{t('adminReports.col.profile')}</dt>
            <dd>
              <Target report={report} />
            </dd>
            <dt className="font-medium text-stone-800">{t('adminReports.col.reporter')}</dt>
            <dd>
              <Reporter report={report} />
            </dd>
            <dt className="font-medium text-stone-800">{t('adminReports.col.assigned')}</dt>
            <dd className="text-stone-800">{report.assignedTo?.username ?? '—'}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
