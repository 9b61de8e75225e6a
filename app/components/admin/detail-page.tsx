// The frame of a back-office detail page (one report, message or order): its title with a link
// back to the list, and until the record is there, a loading line, "not found" (an unknown id) or
// the failure with Retry. The page's status line (`Notice`) says how the last change went.
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ApiError } from '#app/api/client.ts';
import { AdminPage } from './admin-page.tsx';
import { LoadError, LoadingText } from './dashboard/load-state.tsx';

export interface DetailTexts {
  back: string;
  loading: string;
  notFound: string;
  error: string;
  retry: string;
}

export function DetailPage<T>({
  title,
  backTo,
  texts,
  query,
  missing = false,
  children,
}: {
  title: string;
  backTo: '/admin/reports' | '/admin/messages' | '/admin/orders';
  texts: DetailTexts;
  query: UseQueryResult<T>;
  /** The id can name no record (the query is not sent). */
  missing?: boolean;
  children: (data: T) => ReactNode;
}) {
  const notFound = missing || (query.isError && query.error instanceof ApiError && query.error.status === 404);
  return (
    <AdminPage
      title={title}
      actions={
        <Link to={backTo} className="btn-secondary px-3 py-1.5 text-sm">
          {texts.back}
        </Link>
      }
    >
      {notFound ? (
        <p role="status" className="rounded-lg border border-stone-200 bg-white p-6 text-center text-stone-700">
          {texts.notFound}
        </p>
      ) : query.isPending ? (
        <LoadingText text={texts.loading} />
      ) : query.isError ? (
        <LoadError text={texts.error} retryText={texts.retry} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </AdminPage>
  );
}

/** How the last change on the page went. */
export interface NoticeState {
  kind: 'ok' | 'error';
  text: string;
}

/** The page's polite status line: empty until a change is made, then its outcome. */
export function Notice({ notice, testId }: { notice: NoticeState | null; testId: string }) {
  return (
    <p role="status" aria-live="polite" className="text-sm" data-testid={testId}>
      {notice ? <span className={notice.kind === 'ok' ? 'text-green-800' : 'font-medium text-red-800'}>{notice.text}</span> : null}
    </p>
  );
}
