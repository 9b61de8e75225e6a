// /admin/analytics: the last 7, 30 or 90 UTC days (the range lives in the URL)
// as five charts, each with its numbers in a table beside it, and the CSV exports.

import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getAnalytics } from '#app/api/admin-dashboard.ts';
import { formatCalendarDay, formatUsd } from '#app/i18n/format.ts';
import { ANALYTICS_RANGES, type Analytics, type AnalyticsRange } from '#contract/admin-analytics.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { ExportsSection } from './exports-section.tsx';
import { type ChartSeries, UplotChart } from './uplot-chart.tsx';

const COLORS = { rose: '#be123c', sky: '#0369a1', amber: '#b45309', green: '#15803d', stone: '#57534e' };

const dollars = (cents: number) => formatUsd(cents / 100);
const axisDollars = (value: number) => formatUsd(value).replace(/\.00$/, '');

export function AnalyticsPage({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'analytics', range],
    queryFn: () => getAnalytics(range),
  });
  return (
    <AdminPage title={t('admin.nav.analytics')} actions={<RangePicker range={range} />}>
      <p className="text-stone-700">{t('adminAnalytics.intro')}</p>
      {query.isPending ? (
        <LoadingText text={t('adminAnalytics.loading')} />
      ) : query.isError ? (
        <LoadError text={t('adminAnalytics.error')} retryText={t('adminAnalytics.retry')} onRetry={() => void query.refetch()} />
      ) : (
        <Charts data={query.data} />
      )}
      <ExportsSection />
    </AdminPage>
  );
}

function RangePicker({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('adminAnalytics.rangeLabel')}>
      <ul className="flex rounded-md shadow-sm">
        {ANALYTICS_RANGES.map((option) => (
          <li key={option}>
            <Link
              to="/admin/analytics"
              search={{ range: Number(option) }}
              aria-current={option === range ? 'page' : undefined}
              className={`-ml-px block border border-stone-300 px-3 py-2 text-sm font-medium first:ml-0 ${
                option === range ? 'z-10 bg-rose-700 text-white' : 'bg-white text-stone-800 hover:bg-stone-50'
              }`}
            >
              {t('adminAnalytics.range', { days: option })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function useDayFormat() {
  const { i18n } = useTranslation();
  return useCallback((day: string) => formatCalendarDay(day, i18n.language), [i18n.language]);
}

function Charts({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const day = useDayFormat();
  const x = useMemo(() => data.days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000), [data]);
  const hours = (value: number | null) => (value === null ? t('adminAnalytics.noValue') : t('adminAnalytics.hours', { hours: value }));
  const empty = data.days.every((d) => d.paidOrders === 0 && d.submissions === 0 && d.approvals === 0 && d.refundedCents === 0);
  const promise = data.turnaround.promiseHours;

  const charts = useMemo(() => {
    const col = <K extends keyof Analytics['days'][number]>(key: K) => data.days.map((d) => d[key]);
    return {
      revenue: {
        series: [
          { label: t('adminAnalytics.revenue.revenue'), color: COLORS.rose, bars: true },
          { label: t('adminAnalytics.revenue.orders'), color: COLORS.sky, right: true },
        ] satisfies ChartSeries[],
        values: [col('revenueCents').map((c) => c / 100), col('paidOrders')],
      },
      reviews: {
        series: [
          { label: t('adminAnalytics.reviews.submissions'), color: COLORS.sky },
          { label: t('adminAnalytics.reviews.approvals'), color: COLORS.green },
        ] satisfies ChartSeries[],
        values: [col('submissions'), col('approvals')],
      },
      turnaround: {
        series: [
          { label: t('adminAnalytics.turnaround.median'), color: COLORS.sky },
          { label: t('adminAnalytics.turnaround.p90'), color: COLORS.amber },
          {
            label: `${t('adminAnalytics.turnaround.promise')} (${t('adminAnalytics.hours', { hours: promise })})`,
            color: COLORS.rose,
            dash: true,
          },
        ] satisfies ChartSeries[],
        values: [col('turnaroundMedianHours'), col('turnaroundP90Hours'), data.days.map(() => promise)],
      },
      catalogue: {
        series: [{ label: t('adminAnalytics.catalogue.size'), color: COLORS.green }] satisfies ChartSeries[],
        values: [col('catalogueSize')],
      },
      top: {
        x: data.topProfiles.map((_, i) => i + 1),
        series: [{ label: t('adminAnalytics.top.revenue'), color: COLORS.rose, bars: true }] satisfies ChartSeries[],
        values: [data.topProfiles.map((p) => p.revenueCents / 100)],
      },
    };
  }, [data, t, promise]);

  const turnaround = data.turnaround;
  return (
    <div className="mt-6 space-y-10">
      {empty ? (
        <p role="status" className="rounded-md bg-stone-100 px-4 py-3 text-stone-800">
          {t('adminAnalytics.empty')}
        </p>
      ) : null}

      <ChartSection
        id="revenue"
        title={t('adminAnalytics.revenue.title')}
        caption={t('adminAnalytics.revenue.caption')}
        chart={(label) => (
          <UplotChart x={x} label={label} failedText={t('adminAnalytics.chartFailed')} formatLeft={axisDollars} {...charts.revenue} />
        )}
        table={
          <DayTable
            caption={t('adminAnalytics.revenue.caption')}
            columns={[t('adminAnalytics.revenue.revenue'), t('adminAnalytics.revenue.refunded'), t('adminAnalytics.revenue.orders')]}
            rows={data.days.map((d) => [day(d.day), dollars(d.revenueCents), dollars(d.refundedCents), String(d.paidOrders)])}
          />
        }
      />

      <ChartSection
        id="reviews"
        title={t('adminAnalytics.reviews.title')}
        caption={t('adminAnalytics.reviews.caption')}
        chart={(label) => <UplotChart x={x} label={label} failedText={t('adminAnalytics.chartFailed')} {...charts.reviews} />}
        table={
          <DayTable
            caption={t('adminAnalytics.reviews.caption')}
            columns={[t('adminAnalytics.reviews.submissions'), t('adminAnalytics.reviews.approvals')]}
            rows={data.days.map((d) => [day(d.day), String(d.submissions), String(d.approvals)])}
          />
        }
      />

      <ChartSection
        id="turnaround"
        title={t('adminAnalytics.turnaround.title')}
        caption={t('adminAnalytics.turnaround.caption')}
        summary={
          <p className="text-stone-800" data-testid="turnaround-summary">
            {turnaround.decisions === 0
              ? t('adminAnalytics.turnaround.noDecisions', { promise: hours(promise) })
              : t('adminAnalytics.turnaround.summary', {
                  median: hours(turnaround.medianHours),
                  p90: hours(turnaround.p90Hours),
                  promise: hours(promise),
                  over: turnaround.overPromise,
                  decisions: turnaround.decisions,
                })}
          </p>
        }
        chart={(label) => <UplotChart x={x} label={label} failedText={t('adminAnalytics.chartFailed')} {...charts.turnaround} />}
        table={
          <DayTable
            caption={t('adminAnalytics.turnaround.caption')}
            columns={[t('adminAnalytics.turnaround.median'), t('adminAnalytics.turnaround.p90')]}
            rows={data.days.map((d) => [day(d.day), hours(d.turnaroundMedianHours), hours(d.turnaroundP90Hours)])}
          />
        }
      />

      <ChartSection
        id="catalogue"
        title={t('adminAnalytics.catalogue.title')}
        caption={t('adminAnalytics.catalogue.caption')}
        chart={(label) => <UplotChart x={x} label={label} failedText={t('adminAnalytics.chartFailed')} {...charts.catalogue} />}
        table={
          <DayTable
            caption={t('adminAnalytics.catalogue.caption')}
            columns={[t('adminAnalytics.catalogue.size')]}
            rows={data.days.map((d) => [day(d.day), String(d.catalogueSize)])}
          />
        }
      />

      <ChartSection
        id="top"
        title={t('adminAnalytics.top.title')}
        caption={t('adminAnalytics.top.caption')}
        chart={
          data.topProfiles.length === 0
            ? null
            : (label) => (
                <UplotChart
                  label={label}
                  failedText={t('adminAnalytics.chartFailed')}
                  time={false}
                  formatLeft={axisDollars}
                  {...charts.top}
                />
              )
        }
        table={data.topProfiles.length === 0 ? <p className="text-stone-700">{t('adminAnalytics.top.empty')}</p> : <TopTable data={data} />}
      />
    </div>
  );
}

function ChartSection({
  id,
  title,
  caption,
  summary,
  chart,
  table,
}: {
  id: string;
  title: string;
  caption: string;
  summary?: ReactNode;
  chart: ((label: string) => ReactNode) | null;
  table: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-testid={`analytics-${id}`}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      {summary ? <div className="mt-1">{summary}</div> : null}
      <div className="mt-3 grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        {chart ? (
          <div className="min-w-0 rounded-lg border border-stone-200 bg-white p-3">
            {chart(t('adminAnalytics.chartLabel', { caption }))}
          </div>
        ) : null}
        <div className="min-w-0">{table}</div>
      </div>
    </section>
  );
}

/** A table's column headings: text columns on the left, number columns on the right. */
function HeadRow({ className, left, right }: { className: string; left: string[]; right: string[] }) {
  const cell = 'px-3 py-2 font-semibold text-stone-800';
  return (
    <thead className={className}>
      <tr>
        {left.map((heading) => (
          <th key={heading} scope="col" className={`${cell} text-left`}>
            {heading}
          </th>
        ))}
        {right.map((heading) => (
          <th key={heading} scope="col" className={`${cell} text-right`}>
            {heading}
          </th>
        ))}
      </tr>
    </thead>
  );
}

const tableBox = 'max-h-80 overflow-auto rounded-lg border border-stone-200 bg-white focus:outline-2 focus:outline-rose-700';

function DayTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: string[][] }) {
  const { t } = useTranslation();
  const captionId = useId();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className={tableBox} aria-labelledby={captionId} tabIndex={0}>
      <table className="min-w-full text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <HeadRow className="sticky top-0 bg-stone-50" left={[t('adminAnalytics.day')]} right={columns} />
        <tbody className="divide-y divide-stone-100">
          {rows.map(([head, ...cells]) => (
            <tr key={head}>
              <th scope="row" className="whitespace-nowrap px-3 py-1.5 text-left font-normal text-stone-800">
                {head}
              </th>
              {cells.map((cell, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns of a row never move
                <td key={i} className="whitespace-nowrap px-3 py-1.5 text-right tabular-nums text-stone-900">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function TopTable({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  return (
    <div className="overflow-auto rounded-lg border border-stone-200 bg-white">
      <table className="min-w-full text-sm">
        <caption className="sr-only">{t('adminAnalytics.top.caption')}</caption>
        <HeadRow
          className="bg-stone-50"
          left={[t('adminAnalytics.top.rank'), t('adminAnalytics.top.profile')]}
          right={[t('adminAnalytics.top.sales'), t('adminAnalytics.top.revenue')]}
        />
        <tbody className="divide-y divide-stone-100">
          {data.topProfiles.map((p, i) => (
            <tr key={p.profileId}>
              <td className="px-3 py-1.5 text-stone-800">#{i + 1}</td>
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {p.deleted ? (
                  <span className="text-stone-700">
                    {p.name} {t('adminAnalytics.top.deleted')}
                  </span>
                ) : (
                  <Link
                    to="/admin/edit-profile/$id"
                    params={{ id: p.profileId }}
                    className="font-medium text-rose-800 underline hover:text-rose-900"
                  >
                    {p.name}
                  </Link>
                )}
              </th>
              <td className="px-3 py-1.5 text-right tabular-nums text-stone-900">{p.sales}</td>
              <td className="px-3 py-1.5 text-right tabular-nums text-stone-900">{dollars(p.revenueCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
