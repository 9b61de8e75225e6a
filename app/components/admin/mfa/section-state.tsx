// A query's three states inside a page section: loading (a polite status), error (an alert with
// Try again), or its data.
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError, LoadingText } from '#app/components/admin/dashboard/load-state.tsx';

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
  if (query.isPending) return <LoadingText text={loading} />;
  if (query.isError) {
    return <LoadError text={t('adminSecurity.loadError')} retryText={t('adminSecurity.retry')} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
