// A query's three states inside a page section: loading (a polite status), error (an alert with
// Try again), or its data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function SectionState<T>({
  query,
  loading,
  children,
}: {
  query: UseQueryResult<T>;
  loading: string;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <p role="status" className="mt-4 text-sm text-stone-600">
        {loading}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
        <p>{t('adminSecurity.loadError')}</p>
        <button type="button" onClick={() => void query.refetch()} className="btn-secondary mt-2 px-3 py-1.5 text-sm">
          {t('adminSecurity.retry')}
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
