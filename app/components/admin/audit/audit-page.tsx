// /admin/audit (superadmins): the audit trail, read-only, newest first, 50 a page, filtered by
// the URL's search params. A table on wide screens, cards on a phone; details read as changes.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listActivity } from '#app/api/admin-audit.ts';
import { getAdminsMfa } from '#app/api/admin-mfa.ts';
import { ApiError } from '#app/api/client.ts';
import { AdminPage } from '#app/components/admin/admin-page.tsx';
import { LoadError, LoadingText } from '#app/components/admin/dashboard/load-state.tsx';
import { mfaKeys } from '#app/components/admin/mfa/mfa-shared.ts';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { AUDIT_PAGE_SIZE, type AuditEntry } from '#contract/admin-audit.schema.ts';
import { detailLines } from './audit-details.ts';
import { AuditFilters } from './audit-filters.tsx';
import { type AuditSearch, auditQueryString, hasFilters } from './audit-search.ts';

export function AuditPage({ search, onSearch }: { search: AuditSearch; onSearch: (search: AuditSearch) => void }) {
  const { t } = useTranslation();
  const query = auditQueryString(search);
  const log = useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: () => listActivity(query),
    placeholderData: keepPreviousData,
  });
  const admins = useQuery({ queryKey: mfaKeys.admins, queryFn: getAdminsMfa });
  const page = search.page ?? 1;
  const total = log.data?.total ?? log.data?.data.length ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE));
  const rows = log.data?.data ?? [];
  return (
    <AdminPage title={t('adminAudit.title')}>
      <p className="mb-4 text-sm text-stone-700">{t('adminAudit.intro')}</p>
      <AuditFilters key={query} search={search} admins={admins.data ?? []} onApply={onSearch} />
      <div className="mt-6" aria-busy={log.isFetching}>
        {log.isPending ? (
          <LoadingText text={t('adminAudit.loading')} />
        ) : log.isError ? (
          <LoadError
            text={log.error instanceof ApiError && log.error.status === 403 ? t('adminAudit.forbidden') : t('adminAudit.loadError')}
            retryText={t('adminAudit.retry')}
            onRetry={() => void log.refetch()}
          />
        ) : rows.length === 0 ? (
          <p className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-700" data-testid="audit-empty">
            {hasFilters(search) ? t('adminAudit.noMatches') : t('adminAudit.empty')}
          </p>
        ) : (
          <>
            <p className="mb-2 text-sm text-stone-700" aria-live="polite" data-testid="audit-showing">
              {t('adminAudit.showing', {
                from: (page - 1) * AUDIT_PAGE_SIZE + 1,
                to: (page - 1) * AUDIT_PAGE_SIZE + rows.length,
                total,
              })}
            </p>
            <AuditTable rows={rows} />
            <AuditCards rows={rows} />
            <nav aria-label={t('adminAudit.paging')} className="mt-4 flex flex-wrap items-center justify-between gap-2">
              <button
                type="button"
                disabled={page <= 1}
                onClick={() => onSearch({ ...search, page: page - 1 })}
                className="btn-secondary px-4 py-2"
              >
                {t('adminAudit.previous')}
              </button>
              <span className="text-sm text-stone-700">{t('adminAudit.pageOf', { page, pageCount })}</span>
              <button
                type="button"
                disabled={page >= pageCount}
                onClick={() => onSearch({ ...search, page: page + 1 })}
                className="btn-secondary px-4 py-2"
              >
                {t('adminAudit.next')}
              </button>
            </nav>
          </>
        )}
      </div>
    </AdminPage>
  );
}

function useWhen() {
  const lang = useCurrentLanguage();
  return (iso: string) => formatDate(iso, lang, 'dayTimeSeconds');
}

function Details({ entry }: { entry: AuditEntry }) {
  const lines = detailLines(entry.details);
  if (lines.length === 0) return <span className="text-stone-500">—</span>;
  return (
    <dl className="space-y-0.5 text-sm">
      {lines.map((line) => (
        <div key={line.field} className="break-words">
          <dt className="inline font-medium text-stone-800">{line.field}: </dt>
          <dd className="inline text-stone-700">{line.text}</dd>
        </div>
      ))}
    </dl>
  );
}

function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  if (entry.adminUsername) return <>{entry.adminUsername}</>;
  return (
    <span className="text-stone-600">
      {entry.adminId === null ? t('adminAudit.nobody') : t('adminAudit.deletedAdmin', { id: entry.adminId })}
    </span>
  );
}

function target(entry: AuditEntry): string {
  if (!entry.targetType) return '—';
  return entry.targetId ? `${entry.targetType} #${entry.targetId}` : entry.targetType;
}

function AuditTable({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <div className="hidden overflow-x-auto rounded-xl border border-stone-200 bg-white md:block">
      <table className="min-w-full divide-y divide-stone-200 text-left text-sm" data-testid="audit-table">
        <caption className="sr-only">{t('adminAudit.title')}</caption>
        <thead className="bg-stone-50 text-stone-800">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('adminAudit.col.time')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('adminAudit.col.admin')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('adminAudit.col.action')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('adminAudit.col.target')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('adminAudit.col.details')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('adminAudit.col.ip')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">
          {rows.map((entry) => (
            <tr key={entry.id} className="align-top" data-testid="audit-row">
              <td className="whitespace-nowrap px-3 py-2 text-stone-700">
                <time dateTime={entry.timestamp}>{when(entry.timestamp)}</time>
              </td>
              <td className="px-3 py-2 text-stone-900">
                <Who entry={entry} />
              </td>
              <td className="px-3 py-2">
                <code className="rounded bg-stone-100 px-1.5 py-0.5 text-stone-900">{entry.action}</code>
              </td>
              <td className="px-3 py-2 text-stone-800">{target(entry)}</td>
              <td className="max-w-md px-3 py-2">
                <Details entry={entry} />
              </td>
              <td className="px-3 py-2 text-stone-700">{entry.ipAddress ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditCards({ rows }: { rows: AuditEntry[] }) {
  const { t } = useTranslation();
  const when = useWhen();
  return (
    <ul className="space-y-3 md:hidden" data-testid="audit-cards">
      {rows.map((entry) => (
        <li key={entry.id} className="rounded-xl border border-stone-200 bg-white p-3" data-testid="audit-card">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <code className="rounded bg-stone-100 px-1.5 py-0.5 text-sm text-stone-900">{entry.action}</code>
            <time dateTime={entry.timestamp} className="text-xs text-stone-600">
              {when(entry.timestamp)}
            </time>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="font-medium text-stone-800">{t('adminAudit.col.admin')}</dt>
            <dd className="text-stone-900">
              <Who entry={entry} />
            </dd>
            <dt className="font-medium text-stone-800">{t('adminAudit.col.target')}</dt>
            <dd className="text-stone-800">{target(entry)}</dd>
            <dt className="font-medium text-stone-800">{t('adminAudit.col.ip')}</dt>
            <dd className="text-stone-700">{entry.ipAddress ?? '—'}</dd>
          </dl>
          <div className="mt-2">
            <Details entry={entry} />
          </div>
        </li>
      ))}
    </ul>
  );
}
