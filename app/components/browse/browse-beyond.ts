// Browse past the replica's bound (docs/decisions/038). The device keeps the newest profiles
// only; a query is complete locally while its page sorts newest first and ends before the last
// page of local matches (every profile newer than the edge is on the device). Otherwise it
// "reaches past the bound": online, GET /api/profiles answers that page (with the whole
// catalogue's total) and the answer is kept in Dexie, so going back is instant and works
// offline; offline without a kept answer, the local matches show with a notice.
import { z } from 'zod/mini';
import { requestWithTotal } from '#app/api/client.ts';
import { AGE_RANGES, type CatalogQuery } from '#app/local/catalog-query.ts';
import { type BrowsePageRow, type ContactoDb, db } from '#app/local/db.ts';
import { PublicProfileSchema } from '#contract/profile.schema.ts';

/** Browse pages kept on the device; the oldest go first. */
export const MAX_BROWSE_PAGES = 60;
/** A kept page younger than this is shown without asking the server again. */
export const BROWSE_PAGE_FRESH_MS = 60_000;

/** True when the page the query asks for may hold profiles older than the replica's edge. */
export function reachesPastBound(query: Pick<CatalogQuery, 'sort' | 'page'>, localPageCount: number): boolean {
  const page = Math.max(1, Math.floor(query.page ?? 1));
  return (query.sort ?? 'newest') !== 'newest' || page >= localPageCount;
}

/** The GET /api/profiles query of a browse query's page (also the key it is kept under). */
export function browseApiQuery(query: CatalogQuery): string {
  const params = new URLSearchParams();
  if (query.search?.trim()) params.set('search', query.search.trim());
  if (query.location) params.set('location', query.location);
  const range = query.age ? AGE_RANGES[query.age] : undefined;
  if (range) {
    params.set('minAge', String(range[0]));
    if (Number.isFinite(range[1])) params.set('maxAge', String(range[1]));
  }
  params.set('sort', query.sort ?? 'newest');
  const pageSize = Math.max(1, Math.floor(query.pageSize));
  params.set('limit', String(pageSize));
  params.set('offset', String((Math.max(1, Math.floor(query.page ?? 1)) - 1) * pageSize));
  return params.toString();
}

const PageSchema = z.array(PublicProfileSchema);

/** Asks the API for a page and keeps it; a network failure rejects with a TypeError, a refusal with an ApiError. */
export async function fetchBrowsePage(
  key: string,
  options: { database?: ContactoDb; now?: number; signal?: AbortSignal } = {},
): Promise<BrowsePageRow> {
  const { database = db, now = Date.now() } = options;
  const { data: items, total } = await requestWithTotal(`/api/profiles?${key}`, {
    schema: PageSchema,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const row: BrowsePageRow = {
    key,
    items,
    total: total ?? items.length,
    ids: items.map((item) => item.id),
    fetchedAt: now,
  };
  await keepBrowsePage(database, row);
  return row;
}

/** Keeps a page (a tombstone or an edit of a profile on it drops it again: catalog.ts); the
 * oldest pages beyond MAX_BROWSE_PAGES go. */
export async function keepBrowsePage(database: ContactoDb, row: BrowsePageRow): Promise<void> {
  await database.transaction('rw', database.browsePages, async () => {
    await database.browsePages.put(row);
    const count = await database.browsePages.count();
    if (count > MAX_BROWSE_PAGES) {
      const oldest = await database.browsePages
        .orderBy('fetchedAt')
        .limit(count - MAX_BROWSE_PAGES)
        .primaryKeys();
      await database.browsePages.bulkDelete(oldest);
    }
  });
}
