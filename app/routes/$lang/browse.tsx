// Browse: search, city, age band, sort and paging over the local replica, so every change is
// instant and works offline; a query that reaches past the replica's bound is answered by the API
// and says so (use-browse-results.ts, docs/decisions/038). The filters live in the URL's typed
// search params; the catalogue worker answers the local page of results (decision 040). A page the server drew shows its first cards (app/ssr/ssr-data.ts) until
// the replica has rows. The page size (20 from 1024 px wide, else 12) depends on a width the server
// cannot know: until the browser's first render after hydration, the page draws the wide page
// with what the narrow one lacks hidden below 1024 px, and each size's page count and buttons
// shown at its own width by CSS, so the app's first own render, of the one size it then knows,
// looks the same.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { memo, type RefObject, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { BoundNotice } from '#app/components/browse/bound-notice.tsx';
import { BrowseFilters, type FilterChangeOptions } from '#app/components/browse/browse-filters.tsx';
import { type BrowseSearch, parseBrowseSearch } from '#app/components/browse/browse-search.ts';
import { createFilterDraft } from '#app/components/browse/filter-draft.ts';
import { Pagination } from '#app/components/browse/pagination.tsx';
import { NoMatches, ProfileGrid } from '#app/components/browse/profile-grid.tsx';
import { type BrowseResults, useBrowseResults } from '#app/components/browse/use-browse-results.ts';
import { NARROW_ONLY, useMediaQuery, usePageSize, WIDE_ONLY } from '#app/components/browse/use-media-query.ts';
import { ErrorPanel, LoadingPanel } from '#app/components/layout/loading-panel.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { PAGE_SIZE_NARROW, PAGE_SIZE_WIDE } from '#app/local/catalog-query.ts';
import { retryCatalogPull } from '#app/local/pull-status.ts';
import { replicaState, usePullStatus } from '#app/local/replica-status.ts';
import { ssrData } from '#app/ssr/ssr-data.ts';
import { useCatalogPage } from '#app/workers/use-catalog-page.ts';

export const Route = createFileRoute('/$lang/browse')({
  validateSearch: (raw: Record<string, unknown>): BrowseSearch => parseBrowseSearch(raw),
  component: BrowsePage,
});

/** Results with the page size they are drawn for: null draws both (the width is unknown). They
 * go together, so a render that still shows the previous results (they are deferred) shows them
 * as they were drawn. */
interface SizedResults {
  results: BrowseResults;
  pageSize: number | null;
  /** Whose they are: the page the server drew, or the app's own (replica or API). */
  source: 'server' | 'app';
}

/** The first page the server drew: browse without any filter, in the page size shown (the wide
 * one, which holds the narrow one, while the width is unknown). */
function drawnResult(search: BrowseSearch, pageSize: number | null): SizedResults | undefined {
  const drawn = ssrData().browse;
  if (!drawn || Object.values(search).some((value) => value !== undefined)) return undefined;
  const size = pageSize ?? PAGE_SIZE_WIDE;
  const pageCount = Math.ceil(drawn.total / size);
  return {
    results: { items: drawn.items.slice(0, size), total: drawn.total, page: 1, pageCount, bound: 'whole', retry: () => undefined },
    pageSize,
    source: 'server',
  };
}

function BrowsePage() {
  const { t } = useTranslation();
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const pull = usePullStatus();
  const pageSize = usePageSize();
  const wide = useMediaQuery('(min-width: 768px)');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const summaryRef = useRef<HTMLParagraphElement>(null);
  // Looked up once per language: a lookup costs, and the page draws again on every filter change.
  const texts = useMemo(() => ({ title: t('pages.browse'), intro: t('browse.intro'), results: t('browse.results') }), [t]);
  usePageTitle(texts.title);

  // The filters not yet in the URL show at once, in the panel and in the query (decision 044).
  const [draft] = useState(() =>
    createFilterDraft<Partial<BrowseSearch>>({
      commit: (patch, { replace }) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace, resetScroll: false }),
      isInUrl: (patch) => Object.entries(patch).every(([key, value]) => latestSearch.current[key as keyof BrowseSearch] === value),
    }),
  );
  const latestSearch = useRef(search);
  const waiting = useSyncExternalStore(draft.subscribe, draft.get, () => null);
  const shown = useMemo(() => (waiting ? { ...search, ...waiting } : search), [search, waiting]);
  const { search: text, location, age, sort, page } = shown;
  // The router may hand over a new object for the same filters: only a change of one counts.
  const urlKey = useRef(JSON.stringify(search));
  useEffect(() => {
    latestSearch.current = search;
    const key = JSON.stringify(search);
    if (key === urlKey.current) return;
    urlKey.current = key;
    draft.urlChanged();
  }, [draft, search]);
  useEffect(() => () => draft.dispose(), [draft]);

  const query = { search: text, location, age, sort, page, pageSize: pageSize ?? PAGE_SIZE_NARROW };
  const answer = useCatalogPage(query);
  const state = replicaState(answer?.count, pull);
  const queried = useBrowseResults(answer?.result, query);
  // Until the replica answers with rows (or while its first pull runs), the server's cards; they
  // also stay while the replica has rows but its first page of results is still on its way, so
  // the page never goes blank between the two.
  const drawing = state === 'loading' || state === 'syncing' || (state === 'ready' && queried === undefined);
  const drawn = useMemo(() => (drawing ? drawnResult(shown, pageSize) : undefined), [drawing, shown, pageSize]);
  // The new results render in the background (decision 044): a keystroke or a filter change
  // paints first, and a later one interrupts a render of results that are already out of date.
  const sized = useMemo(
    () => drawn ?? (queried && { results: queried, pageSize: query.pageSize, source: 'app' as const }),
    [drawn, queried, query.pageSize],
  );
  const result = useDeferredValue<SizedResults | undefined>(sized);

  // Any new filter starts again from page 1.
  const changeFilters = useCallback(
    (patch: Partial<BrowseSearch>, options: FilterChangeOptions = {}) =>
      draft.change({ ...patch, page: undefined }, { timing: options.timing ?? 'now', replace: options.replace ?? false }),
    [draft],
  );
  const clearFilters = useCallback(() => void navigate({ search: {}, resetScroll: false }), [navigate]);

  // A page change asks for the top; the scroll starts once the new page is on screen, so no
  // re-render changes the layout under a smooth scroll that is still running.
  const scrollToTopOf = useRef<number | null>(null);
  const goToPage = useCallback(
    (next: number) => {
      draft.flush();
      scrollToTopOf.current = next;
      void navigate({ search: (prev) => ({ ...prev, page: next > 1 ? next : undefined }), resetScroll: false });
    },
    [draft, navigate],
  );
  useEffect(() => {
    if (scrollToTopOf.current !== (page ?? 1)) return;
    scrollToTopOf.current = null;
    // Keyboard and screen-reader users land on the new page's summary; everyone sees the top.
    summaryRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: reducedMotion ? 'auto' : 'smooth' });
  }, [page, reducedMotion]);

  // Invisible either way: whether the first row's photos load at once (no width known: the phone's row).
  const eagerCount = pageSize === PAGE_SIZE_WIDE ? 4 : wide ? 3 : 2;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">{texts.title}</h1>
      <p className="mt-2 text-stone-700">{texts.intro}</p>

      <div className="mt-6">
        <BrowseFilters value={shown} onChange={changeFilters} onSettle={draft.flush} />
      </div>

      {/* Until the rows are there, hold a screen's height so the footer does not jump (CLS). */}
      <section aria-labelledby="browse-results-title" data-results={result?.source} className={`mt-8 ${result ? '' : 'min-h-dvh'}`}>
        <h2 id="browse-results-title" className="sr-only">
          {texts.results}
        </h2>

        {state === 'syncing' && !drawn ? (
          <LoadingPanel label={t('browse.loading')} layout="section" testId="browse-loading" />
        ) : state === 'offline' || state === 'error' ? (
          <ErrorPanel
            text={t(state === 'offline' ? 'browse.offline' : 'browse.error')}
            retryLabel={t('browse.retry')}
            onRetry={retryCatalogPull}
            testId="browse-unavailable"
          />
        ) : result ? (
          <ResultsView
            result={result.results}
            pageSize={result.pageSize}
            eagerCount={eagerCount}
            summaryRef={summaryRef}
            onPage={goToPage}
            onClearFilters={clearFilters}
          />
        ) : null}
      </section>
    </div>
  );
}

interface ResultsViewProps {
  result: BrowseResults;
  /** Null while the width is unknown: the results are drawn for both page sizes. */
  pageSize: number | null;
  eagerCount: number;
  summaryRef: RefObject<HTMLParagraphElement | null>;
  onPage: (page: number) => void;
  onClearFilters: () => void;
}

/** The count (a live region), the bound notice, the cards and the pages: drawn again only when
 * the results change, not on every change of the URL. */
const ResultsView = memo(function ResultsView({ result, pageSize, eagerCount, summaryRef, onPage, onClearFilters }: ResultsViewProps) {
  const { t } = useTranslation();
  const pageOf = (pages: number) => t('browse.pageOf', { page: result.page, pages });
  // Each size's number of pages while both are drawn.
  const both =
    pageSize === null ? { narrow: Math.ceil(result.total / PAGE_SIZE_NARROW), wide: Math.ceil(result.total / PAGE_SIZE_WIDE) } : null;
  return (
    <>
      <div className="flex flex-wrap items-baseline justify-between gap-2 text-sm text-stone-700">
        <p ref={summaryRef} tabIndex={-1} role="status" data-testid="browse-count" className="font-medium text-stone-900 outline-none">
          {t(result.bound === 'within' ? 'browse.resultsCountAtLeast' : 'browse.resultsCount', { count: result.total })}
        </p>
        {result.pageCount > 0 ? (
          <p data-testid="browse-page">
            {both ? (
              <>
                <span className={NARROW_ONLY}>{pageOf(both.narrow)}</span>
                <span className={WIDE_ONLY.inline}>{pageOf(both.wide)}</span>
              </>
            ) : (
              pageOf(result.pageCount)
            )}
          </p>
        ) : null}
      </div>
      <BoundNotice state={result.bound} onRetry={result.retry} />

      {result.total === 0 ? (
        <NoMatches testId="browse-empty" onClearFilters={onClearFilters} />
      ) : (
        <ProfileGrid
          profiles={result.items}
          eagerCount={eagerCount}
          testId="browse-grid"
          wideOnlyFrom={both ? PAGE_SIZE_NARROW : undefined}
        />
      )}

      {/* Each in a place of its own, so the one the width keeps is the same element once the app
          knows it (a press on it before the app took over is made on it). */}
      {pageSize !== PAGE_SIZE_WIDE ? (
        <Pagination page={result.page} pageCount={both?.narrow ?? result.pageCount} onPage={onPage} shownAt={both ? 'narrow' : undefined} />
      ) : null}
      {pageSize !== PAGE_SIZE_NARROW ? (
        <Pagination page={result.page} pageCount={both?.wide ?? result.pageCount} onPage={onPage} shownAt={both ? 'wide' : undefined} />
      ) : null}
    </>
  );
});
