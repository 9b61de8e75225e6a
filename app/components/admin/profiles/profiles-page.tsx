// Profile management (/admin/profiles): search on the server
// across every profile (debounced, kept in the URL), the status filter, 50 a page with buttons
// that reach every page, and the fixed loading, error and empty texts. Any new search or filter
// starts again from page 1.

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listProfiles } from '#app/api/admin-profiles.ts';
import { Pagination } from '#app/components/browse/pagination.tsx';
import { formatCount } from '#app/i18n/format.ts';
import {
  ADMIN_PROFILE_FILTERS,
  ADMIN_PROFILES_PAGE_SIZE,
  ADMIN_PROFILES_SEARCH_MAX,
  type AdminProfileFilter,
} from '#contract/admin-profile-list.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { ProfileRows } from './profile-rows.tsx';
import { type ProfilesSearch, profilesQuery } from './profiles-search.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const SEARCH_DELAY_MS = 300;

export function ProfilesPage({
  search,
  onChange,
}: {
  search: ProfilesSearch;
  /** A new address; `replace` while typing, so the history is not one entry per key. */
  onChange: (next: ProfilesSearch, options?: { replace?: boolean }) => void;
}) {
  const { t, i18n } = useTranslation();
  const searchId = useId();
  const statusId = useId();
  const page = search.page ?? 1;

  const [text, setText] = useState(search.search ?? '');
  const typed = useDebouncedValue(text, SEARCH_DELAY_MS);
  // the address changed from elsewhere (back button, a link): the box follows it
  const [shown, setShown] = useState(search.search ?? '');
  if ((search.search ?? '') !== shown) {
    setShown(search.search ?? '');
    setText(search.search ?? '');
  }
  // only a change of what was typed asks for a new address, never a change of the address itself
  const lastTyped = useRef(typed);
  useEffect(() => {
    if (typed === lastTyped.current) return;
    lastTyped.current = typed;
    const next = typed.trim() ? typed : undefined;
    if ((next ?? '') !== (search.search ?? '')) onChange({ ...search, search: next, page: undefined }, { replace: true });
  }, [typed, search, onChange]);

  const list = useQuery({
    queryKey: ['admin', 'profiles', 'list', { status: search.status ?? null, search: search.search?.trim() ?? '', page }],
    queryFn: () => listProfiles(profilesQuery(search, ADMIN_PROFILES_PAGE_SIZE)),
    placeholderData: keepPreviousData,
  });

  const total = list.data?.totalCount ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PROFILES_PAGE_SIZE));
  const rows = list.data?.profiles ?? [];
  const from = (page - 1) * ADMIN_PROFILES_PAGE_SIZE + 1;
  const count = (n: number) => formatCount(n, i18n.language);

  return (
    <AdminPage title={t('adminProfiles.title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor={searchId} className="block text-sm font-medium text-stone-800">
            {t('adminProfiles.searchLabel')}
          </label>
          <input
            id={searchId}
            type="search"
            value={text}
            maxLength={ADMIN_PROFILES_SEARCH_MAX}
            onChange={(event) => setText(event.target.value)}
            placeholder={t('adminProfiles.searchPlaceholder')}
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 placeholder:text-stone-500"
          />
        </div>
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium text-stone-800">
            {t('adminProfiles.statusLabel')}
          </label>
          <select
            id={statusId}
            value={search.status ?? ''}
            onChange={(event) =>
              onChange({ ...search, status: (event.target.value || undefined) as AdminProfileFilter | undefined, page: undefined })
            }
            className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 sm:w-56"
          >
            <option value="">{t('adminProfiles.filters.all')}</option>
            {ADMIN_PROFILE_FILTERS.map((filter) => (
              <option key={filter} value={filter}>
                {t(`adminProfiles.filters.${filter}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <div className="mt-6" aria-busy={list.isFetching}>
        {list.isPending ? (
          <LoadingText text={t('adminProfiles.loading')} />
        ) : list.isError && !list.data ? (
          <LoadError text={t('adminProfiles.error')} retryText={t('adminProfiles.retry')} onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <p role="status" className="py-10 text-center text-stone-700">
            {search.search?.trim() ? t('adminProfiles.noMatches') : t('adminProfiles.empty')}
          </p>
        ) : (
          <>
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2 text-sm text-stone-700">
              <p role="status" data-testid="profiles-showing">
                {t('adminProfiles.pagination.showing', {
                  from: count(from),
                  to: count(from + rows.length - 1),
                  total: count(total),
                })}
              </p>
              <p data-testid="profiles-page-of">{t('adminProfiles.pagination.pageOf', { page, pages: pageCount })}</p>
            </div>
            {list.isError ? (
              <LoadError text={t('adminProfiles.error')} retryText={t('adminProfiles.retry')} onRetry={() => void list.refetch()} />
            ) : null}
            <ProfileRows profiles={rows} />
            <Pagination page={page} pageCount={pageCount} onPage={(next) => onChange({ ...search, page: next > 1 ? next : undefined })} />
          </>
        )}
      </div>
    </AdminPage>
  );
}
