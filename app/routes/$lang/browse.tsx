// Browse (storefront §2 Browse, §4): search, city, age band, sort and paging over the local
// replica only, so every change is instant and works offline. The filters live in the URL's
// typed search params; the rows are read once (live) and queried in memory.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowseFilters } from '#app/components/browse/browse-filters.tsx';
import { type BrowseSearch, parseBrowseSearch } from '#app/components/browse/browse-search.ts';
import { Pagination } from '#app/components/browse/pagination.tsx';
import { NoMatches, ProfileGrid } from '#app/components/browse/profile-grid.tsx';
import { useMediaQuery, usePageSize } from '#app/components/browse/use-media-query.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { useCatalogRows } from '#app/local/catalog.ts';
import { queryCatalog } from '#app/local/catalog-query.ts';
import { replicaState, retryCatalogPull, usePullStatus } from '#app/local/replica-status.ts';

export const Route = createFileRoute('/$lang/browse')({
  validateSearch: (raw: Record<string, unknown>): BrowseSearch => parseBrowseSearch(raw),
  component: BrowsePage,
});

function BrowsePage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const rows = useCatalogRows();
  const pull = usePullStatus();
  const pageSize = usePageSize();
  const wide = useMediaQuery('(min-width: 768px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const summaryRef = useRef<HTMLParagraphElement>(null);
  usePageTitle(t('pages.browse'));

  const state = replicaState(rows?.length, pull);
  const { search: text, location, age, sort, page } = search;
  const result = useMemo(
    () => (rows ? queryCatalog(rows, { search: text, location, age, sort, page, pageSize }) : undefined),
    [rows, text, location, age, sort, page, pageSize],
  );

  const changeFilters = (patch: Partial<BrowseSearch>, options: { replace?: boolean } = {}) => {
    // Any new filter starts again from page 1.
    void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }), replace: options.replace, resetScroll: false });
  };

  // A page change asks for the top; the scroll starts once the new page is on screen, so no
  // re-render changes the layout under a smooth scroll that is still running.
  const scrollToTopOf = useRef<number | null>(null);
  const goToPage = (next: number) => {
    scrollToTopOf.current = next;
    void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), resetScroll: false });
  };
  useEffect(() => {
    if (scrollToTopOf.current !== (page ?? 1)) return;
    scrollToTopOf.current = null;
    // Keyboard and screen-reader users land on the new page's summary; everyone sees the top.
    summaryRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [page, reducedMotion]);

  const eagerCount = pageSize === 20 ? 4 : wide ? 3 : 2;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{t('pages.browse')}</h1>
      <p className="mt-2 text-stone-700">{t('browse.intro')}</p>

      <div className="mt-6">
        <BrowseFilters value={search} onChange={changeFilters} />
      </div>

      {/* Until the rows are there, hold a screen's height so the footer does not jump (CLS). */}
      <section aria-labelledby="browse-results-title" className={`mt-8 ${result ? '' : 'min-h-dvh'}`}>
        <h2 id="browse-results-title" className="sr-only">
          {t('browse.results')}
        </h2>

        {state === 'syncing' ? (
          <div role="status" data-testid="browse-loading" className="flex flex-col items-center gap-4 py-24 text-stone-700">
            <span aria-hidden="true" className="size-10 animate-spin rounded-full border-4 border-rose-200 border-t-rose-700" />
            {t('browse.loading')}
          </div>
        ) : state === 'offline' || state === 'error' ? (
          <div role="alert" data-testid="browse-unavailable" className="mx-auto max-w-lg py-20 text-center">
            <p className="text-lg text-stone-800">{t(state === 'offline' ? 'browse.offline' : 'browse.error')}</p>
            <button type="button" onClick={retryCatalogPull} className="btn-primary mt-6 px-5 py-2.5">
              {t('browse.retry')}
            </button>
          </div>
        ) : result ? (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-stone-700">
              <p
                ref={summaryRef}
                tabIndex={-1}
                role="status"
                data-testid="browse-count"
                className="font-medium text-stone-900 outline-none"
              >
                {t('browse.resultsCount', { count: result.total })}
              </p>
              {result.pageCount > 0 ? (
                <p data-testid="browse-page">{t('browse.pageOf', { page: result.page, pages: result.pageCount })}</p>
              ) : null}
            </div>

            {result.total === 0 ? (
              <NoMatches testId="browse-empty" onClearFilters={() => void navigate({ search: {}, resetScroll: false })} />
            ) : (
              <ProfileGrid profiles={result.items} eagerCount={eagerCount} testId="browse-grid" />
            )}

            <Pagination page={result.page} pageCount={result.pageCount} onPage={goToPage} />
          </>
        ) : null}
      </section>
    </div>
  );
}
