// The exports: a range of UTC days and the CSV downloads for it — orders for
// any admin, the audit log for superadmins. The links are plain downloads from the API (it streams
// the file and audits the export); a range the API would refuse is explained instead of linked.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EXPORT_MAX_DAYS } from '#contract/admin-analytics.schema.ts';
import { useCurrentAdmin } from '../use-current-admin.ts';

const DAY = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY;

export function ExportsSection() {
  const { t } = useTranslation();
  const admin = useCurrentAdmin();
  const headingId = useId();
  const errorId = useId();
  const [to, setTo] = useState(() => isoDay(Date.now()));
  const [from, setFrom] = useState(() => isoDay(Date.now() - 29 * DAY));
  const span = dayNumber(to) - dayNumber(from);
  const error =
    !from || !to || Number.isNaN(span)
      ? null
      : span < 0
        ? t('adminAnalytics.exports.reversed')
        : span >= EXPORT_MAX_DAYS
          ? t('adminAnalytics.exports.tooLong')
          : null;
  const ready = !error && Boolean(from && to);
  const query = new URLSearchParams({ from, to }).toString();
  const download = (path: string, text: string) =>
    ready ? (
      <a href={`/api/admin/exports/${path}?${query}`} download className="btn-primary px-4 py-2 text-sm">
        {text}
      </a>
    ) : (
      <button type="button" disabled aria-describedby={errorId} className="btn-primary px-4 py-2 text-sm opacity-50">
        {text}
      </button>
    );
  return (
    <section
      aria-labelledby={headingId}
      className="mt-12 rounded-lg border border-stone-200 bg-white p-4 sm:p-6"
      data-testid="analytics-exports"
    >
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('adminAnalytics.exports.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('adminAnalytics.exports.intro')}</p>
      <div className="mt-4 grid gap-4 sm:max-w-md sm:grid-cols-2">
        <DateField label={t('adminAnalytics.exports.from')} value={from} max={to} onChange={setFrom} error={error} errorId={errorId} />
        <DateField label={t('adminAnalytics.exports.to')} value={to} min={from} onChange={setTo} error={error} errorId={errorId} />
      </div>
      <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm font-medium text-red-800">
        {error}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        {download('orders.csv', t('adminAnalytics.exports.orders'))}
        {admin.role === 'superadmin' ? download('audit.csv', t('adminAnalytics.exports.audit')) : null}
      </div>
    </section>
  );
}

function DateField(props: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
  error: string | null;
  errorId: string;
}) {
  return (
    <label className="block text-sm font-medium text-stone-800">
      {props.label}
      <input
        type="date"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        onChange={(e) => props.onChange(e.target.value)}
        className="mt-1 block w-full rounded-md border border-stone-300 px-3 py-2 text-stone-900 shadow-sm"
        aria-invalid={Boolean(props.error)}
        aria-describedby={props.errorId}
      />
    </label>
  );
}
