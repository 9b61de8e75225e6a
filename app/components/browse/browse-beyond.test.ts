import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContactoDb } from '#app/local/db.ts';
import { buildCatalogCard, buildPublicProfile } from '#tests/factories/catalog-card.factory.ts';
import { browseApiQuery, fetchBrowsePage, keepBrowsePage, MAX_BROWSE_PAGES, reachesPastBound } from './browse-beyond.ts';

describe('reachesPastBound', () => {
  it('is false for a newest-first page before the last page of local matches', () => {
    expect(reachesPastBound({ sort: 'newest', page: 1 }, 3)).toBe(false);
    expect(reachesPastBound({ page: 2 }, 3)).toBe(false);
  });

  it('is true on the last local page and after it (older matches may follow), and with no local match', () => {
    expect(reachesPastBound({ sort: 'newest', page: 3 }, 3)).toBe(true);
    expect(reachesPastBound({ sort: 'newest', page: 7 }, 3)).toBe(true);
    expect(reachesPastBound({ sort: 'newest', page: 1 }, 0)).toBe(true);
  });

  it('is true for every other sort: its first page may hold a profile older than the edge', () => {
    for (const sort of ['oldest', 'youngest', 'oldest-age'] as const) expect(reachesPastBound({ sort, page: 1 }, 50)).toBe(true);
  });
});

describe('browseApiQuery', () => {
  it("asks GET /api/profiles for the same filters and the page's slice", () => {
    expect(browseApiQuery({ search: ' maría ', location: 'Santiago', age: '26-30', sort: 'youngest', page: 3, pageSize: 20 })).toBe(
      'search=mar%C3%ADa&location=Santiago&minAge=26&maxAge=30&sort=youngest&limit=20&offset=40',
    );
    expect(browseApiQuery({ age: '36+', pageSize: 12 })).toBe('minAge=36&sort=newest&limit=12&offset=0');
  });
});

describe('the kept browse pages', () => {
  let database: ContactoDb | undefined;
  afterEach(async () => {
    vi.unstubAllGlobals();
    await database?.delete();
  });

  it('keeps the API answer with the total, and at most MAX_BROWSE_PAGES pages (the oldest go)', async () => {
    database = new ContactoDb(`browse-beyond-${crypto.randomUUID()}`);
    const full = [buildPublicProfile(buildCatalogCard(7)), buildPublicProfile(buildCatalogCard(8))];
    const fetch = vi.fn(async () => new Response(JSON.stringify(full), { headers: { 'x-total-count': '4321' } }));
    vi.stubGlobal('fetch', fetch);
    const row = await fetchBrowsePage('sort=oldest&limit=20&offset=0', { database, now: 5 });
    expect(fetch).toHaveBeenCalledWith('/api/profiles?sort=oldest&limit=20&offset=0', expect.anything());
    expect(row).toMatchObject({ total: 4321, ids: [7, 8], fetchedAt: 5 });
    expect(await database.browsePages.get('sort=oldest&limit=20&offset=0')).toMatchObject({ total: 4321, ids: [7, 8] });

    for (let i = 0; i < MAX_BROWSE_PAGES; i++)
      await keepBrowsePage(database, { key: `k${i}`, items: [], total: 0, ids: [], fetchedAt: 10 + i });
    expect(await database.browsePages.count()).toBe(MAX_BROWSE_PAGES);
    expect(await database.browsePages.get('sort=oldest&limit=20&offset=0')).toBeUndefined();
  });
});
