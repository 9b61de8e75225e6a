// The browse page's URL search params: ?search=&location=&age=&sort=&page=.
// Each one is validated on its own; a bad value falls back to its default (absent) instead of
// failing the page, so an old or hand-edited link still opens. Checked by hand, not with zod:
// the route's search validation runs in the app's entry chunk, which every page downloads.
import {
  AGE_BANDS,
  type AgeBand,
  BROWSE_LOCATIONS,
  type BrowseLocation,
  PROFILE_SORTS,
  type ProfileSort,
} from '#contract/catalog-constants.ts';

export interface BrowseSearch {
  search?: string | undefined;
  location?: BrowseLocation | undefined;
  age?: AgeBand | undefined;
  sort?: ProfileSort | undefined;
  page?: number | undefined;
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : undefined;
}

/** The router parses ?search=123 as a number; the text is still the text. */
function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  return String(value).slice(0, 200) || undefined;
}

/** A whole page number 1…100 000, also when given as text. */
function pageNumber(value: unknown): number | undefined {
  if (value === undefined || typeof value === 'symbol') return undefined;
  let page: number;
  try {
    page = Number(value);
  } catch {
    return undefined;
  }
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : undefined;
}

/**
 * Every key comes back, a bad or missing one as undefined: the router merges a route's search
 * over its parents' unvalidated params, so a dropped key would let the raw value through.
 * Undefined values are left out of the URL; defaults are applied where the query runs.
 */
export function parseBrowseSearch(raw: Record<string, unknown>): BrowseSearch {
  return {
    search: searchText(raw.search),
    location: oneOf(BROWSE_LOCATIONS, raw.location),
    age: oneOf(AGE_BANDS, raw.age),
    sort: oneOf(PROFILE_SORTS, raw.sort),
    page: pageNumber(raw.page),
  };
}
