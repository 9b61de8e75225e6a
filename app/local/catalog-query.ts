// Browse's query over the replica rows held in memory: search by name or description (accent-
// and case-insensitive), a city, an age band, one of four sorts, then one page. Pure and
// synchronous, so a keystroke re-runs it at once (see bench/local-search.bench.ts for the figures
// on 10,000 rows).
import { AGE_BANDS, type AgeBand, type BrowseLocation, type ProfileSort } from '#contract/catalog-constants.ts';
import { normalizeText } from './normalize-text.ts';

export { AGE_BANDS, type AgeBand, type BrowseLocation };

export const AGE_RANGES: Record<AgeBand, readonly [number, number]> = {
  '18-25': [18, 25],
  '26-30': [26, 30],
  '31-35': [31, 35],
  '36+': [36, Number.POSITIVE_INFINITY],
};

/** Page sizes: 20 on screens at least 1024 px wide, else 12. */
export const PAGE_SIZE_WIDE = 20;
export const PAGE_SIZE_NARROW = 12;
/** Where the wide page size starts; CSS shows what the server draws for either size with the same
 * query (WIDE_ONLY, NARROW_ONLY in app/components/browse/use-media-query.ts). */
export const WIDE_MEDIA_QUERY = '(min-width: 1024px)';

/** The fields of a replica row the query reads. */
export interface QueryableProfile {
  id: number;
  age: number;
  location: string;
  searchText: string;
  createdTime: number;
}

export interface CatalogQuery {
  /** Free text; every word must occur in the name or description. */
  search?: string;
  /** One of BROWSE_LOCATIONS; absent means all. */
  location?: BrowseLocation;
  /** Absent means all ages. */
  age?: AgeBand;
  sort?: ProfileSort;
  /** 1-based; clamped into the pages that exist. */
  page?: number;
  pageSize: number;
}

export interface CatalogQueryResult<T> {
  items: T[];
  total: number;
  /** The page shown (1 when there are no results). */
  page: number;
  /** Number of pages (0 when there are no results). */
  pageCount: number;
}

export const DEFAULT_SORT: ProfileSort = 'newest';

type Compare = (a: QueryableProfile, b: QueryableProfile) => number;

// Ties fall back to newest, then id, so the order (and therefore paging) is stable.
const byNewest: Compare = (a, b) => b.createdTime - a.createdTime || b.id - a.id;
const COMPARES: Record<ProfileSort, Compare> = {
  newest: byNewest,
  oldest: (a, b) => a.createdTime - b.createdTime || a.id - b.id,
  youngest: (a, b) => a.age - b.age || byNewest(a, b),
  'oldest-age': (a, b) => b.age - a.age || byNewest(a, b),
};

/** The words of a search, normalized like the rows' searchText. */
export function searchTerms(search: string | undefined): string[] {
  if (!search) return [];
  return normalizeText(search).split(/\s+/).filter(Boolean);
}

// Each rows array is sorted once per sort order and kept while the array lives (a live query
// answers a new array after every change), so a keystroke only filters: the filter keeps the
// order of what it reads.
const sortedCache = new WeakMap<readonly QueryableProfile[], Map<ProfileSort, readonly QueryableProfile[]>>();

function sortedRows<T extends QueryableProfile>(rows: readonly T[], sort: ProfileSort): readonly T[] {
  let bySort = sortedCache.get(rows);
  if (!bySort) {
    bySort = new Map();
    sortedCache.set(rows, bySort);
  }
  let sorted = bySort.get(sort);
  if (!sorted) {
    sorted = [...rows].sort(COMPARES[sort]);
    bySort.set(sort, sorted);
  }
  return sorted as readonly T[];
}

// Few distinct cities: each is normalized once.
const normalizedLocations = new Map<string, string>();
function locationKey(location: string): string {
  let key = normalizedLocations.get(location);
  if (key === undefined) {
    key = normalizeText(location.trim());
    if (normalizedLocations.size < 10_000) normalizedLocations.set(location, key);
  }
  return key;
}

/**
 * Filters, sorts and pages the rows. The input array is never modified; it must not be
 * modified afterwards either (its sorted copies are kept while it lives).
 */
export function queryCatalog<T extends QueryableProfile>(rows: readonly T[], query: CatalogQuery): CatalogQueryResult<T> {
  const terms = searchTerms(query.search);
  const location = query.location ? locationKey(query.location) : null;
  // Values outside the lists (a hand-made call) mean "no filter" / the default sort.
  const [minAge, maxAge] = (query.age && AGE_RANGES[query.age]) || [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY];
  const sort = query.sort && Object.hasOwn(COMPARES, query.sort) ? query.sort : DEFAULT_SORT;
  const filtered = terms.length > 0 || location !== null || query.age !== undefined;

  let matches: readonly T[] = sortedRows(rows, sort);
  if (filtered) {
    const kept: T[] = [];
    for (const row of matches) {
      if (row.age < minAge || row.age > maxAge) continue;
      if (location !== null && locationKey(row.location) !== location) continue;
      let found = true;
      for (const term of terms) {
        if (!row.searchText.includes(term)) {
          found = false;
          break;
        }
      }
      if (found) kept.push(row);
    }
    matches = kept;
  }

  const pageSize = Math.max(1, Math.floor(query.pageSize));
  const total = matches.length;
  const pageCount = Math.ceil(total / pageSize);
  const requested = Number.isFinite(query.page) ? Math.floor(query.page as number) : 1;
  const page = Math.min(Math.max(1, requested), Math.max(1, pageCount));
  const start = (page - 1) * pageSize;
  return { items: matches.slice(start, start + pageSize), total, page, pageCount };
}

/** The page buttons to show: first, last, and the current page with its neighbours; null is
 * an ellipsis. E.g. page 6 of 12 → 1 … 5 6 7 … 12. */
export function pageWindow(page: number, pageCount: number, neighbours = 1): Array<number | null> {
  if (pageCount <= 0) return [];
  // Few pages: show them all.
  if (pageCount <= 2 * neighbours + 5) {
    return Array.from({ length: pageCount }, (_, i) => i + 1);
  }
  const out: Array<number | null> = [1];
  let from = Math.max(2, page - neighbours);
  let to = Math.min(pageCount - 1, page + neighbours);
  // Keep the same number of buttons near either end.
  if (page - neighbours <= 2) to = Math.min(pageCount - 1, 2 + 2 * neighbours);
  if (page + neighbours >= pageCount - 1) from = Math.max(2, pageCount - 1 - 2 * neighbours);
  // An ellipsis never stands for a single page.
  if (from === 3) from = 2;
  if (to === pageCount - 2) to = pageCount - 1;
  if (from > 2) out.push(null);
  for (let n = from; n <= to; n++) out.push(n);
  if (to < pageCount - 1) out.push(null);
  out.push(pageCount);
  return out;
}
