import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogCard } from '#contract/profile.schema.ts';
import type { CatalogPage } from '#sync/catalog.schema.ts';
import { buildCatalogCard, buildPublicProfile } from '#tests/factories/catalog-card.factory.ts';
import { catalogPage as page, tombstoneChange as tombstone, upsertChange as upsert } from '#tests/factories/catalog-page.factory.ts';
import { applyCatalogPage, isReplicaWhole } from './catalog.ts';
import { boundedWindow, EDGE_KEY, readEdge } from './catalog-bound.ts';
import { ContactoDb } from './db.ts';

const T = Date.parse('2026-03-01T12:00:00Z');
/** Profile `id` was created `id` minutes after T: a higher id is newer. */
const card = (id: number, overrides: Partial<CatalogCard> = {}): CatalogCard =>
  buildCatalogCard(id, {
    createdAt: new Date(T + id * 60_000).toISOString(),
    primaryPhoto: `/uploads/images/p${id}.webp`,
    photos: [`/uploads/images/p${id}.webp`],
    isFeatured: false,
    ...overrides,
  });
const key = (id: number) => ({ createdTime: T + id * 60_000, id });

let seq = 0;

let database: ContactoDb;
let evicted: string[];
beforeEach(async () => {
  database = new ContactoDb(`catalog-bound-test-${++seq}`);
  await database.open();
  evicted = [];
});
afterEach(async () => {
  await database.delete();
});

const BOUND = 5;
const apply = (p: CatalogPage, startsSnapshot = false) =>
  applyCatalogPage(p, {
    database,
    startsSnapshot,
    bound: BOUND,
    now: 1,
    evictMedia: async (urls) => {
      evicted.push(...urls);
    },
  });
const storedIds = async () => (await database.profiles.toArray()).map((r) => r.id).sort((a, b) => a - b);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('boundedWindow', () => {
  const rows = (ids: number[], featured: number[] = []) =>
    ids.map((id) => ({ ...key(id), isFeatured: featured.includes(id) })).sort((a, b) => b.createdTime - a.createdTime);

  it('keeps everything, with no edge, while the rows fit and nothing says the catalogue is bigger', () => {
    expect(boundedWindow(rows(range(1, 5)), { bound: 5, edge: null, bounded: false })).toEqual({ drop: [], edge: null });
  });

  it('drops the rows past the bound-th newest, keeping the newest featured ones up to their allowance', () => {
    const result = boundedWindow(rows(range(1, 10), [2, 3, 4]), { bound: 5, edge: null, bounded: false, featured: 2 });
    expect(result.edge).toEqual(key(6));
    expect(result.drop.sort((a, b) => a - b)).toEqual([1, 2, 5]);
  });

  it('never moves the edge older: after a tombstone the hole stays outside', () => {
    const result = boundedWindow(rows([10, 9, 8, 3]), { bound: 5, edge: key(6), bounded: true });
    expect(result).toEqual({ drop: [3], edge: key(6) });
  });

  it('takes the oldest non-featured row as the edge of a bounded snapshot that came short', () => {
    const result = boundedWindow(rows([9, 8, 7, 2], [2]), { bound: 5, edge: null, bounded: true });
    expect(result).toEqual({ drop: [], edge: key(7) });
  });
});

describe('a bounded replica', () => {
  it('after a bounded snapshot holds its rows, the edge at the bound-th newest, and is not whole', async () => {
    // the server sends the newest 5 and an older featured one, and says older profiles exist
    await apply(
      page(
        [
          ...range(6, 10)
            .reverse()
            .map((id) => upsert(card(id))),
          upsert(card(2, { isFeatured: true })),
        ],
        { snapshotComplete: true, bounded: true },
      ),
      true,
    );
    expect(await storedIds()).toEqual([2, 6, 7, 8, 9, 10]);
    expect(await readEdge(database)).toEqual(key(6));
    expect(await isReplicaWhole(database)).toBe(false);
  });

  it('takes new profiles from the feed and prunes back to the bound, and skips older ones that are not featured', async () => {
    await apply(
      page(
        range(6, 10).map((id) => upsert(card(id))),
        { snapshotComplete: true, bounded: true },
      ),
      true,
    );
    await apply(page([upsert(card(11)), upsert(card(12)), upsert(card(3)), upsert(card(4, { isFeatured: true }))]));
    expect(await storedIds()).toEqual([4, 8, 9, 10, 11, 12]);
    expect(await readEdge(database)).toEqual(key(8));
    // an edit of a row in the window is applied
    await apply(page([upsert(card(9, { firstName: 'Edited' }))]));
    expect((await database.profiles.get(9))?.firstName).toBe('Edited');
    // a featured row beyond the edge that is no longer featured leaves
    await apply(page([upsert(card(4, { isFeatured: false }))]));
    expect(await storedIds()).toEqual([8, 9, 10, 11, 12]);
  });

  it('grows into a bound it did not have: a whole replica that passes the bound is pruned and becomes bounded', async () => {
    await apply(
      page(
        range(1, 4).map((id) => upsert(card(id))),
        { snapshotComplete: true },
      ),
      true,
    );
    expect(await isReplicaWhole(database)).toBe(true);
    await apply(page([upsert(card(5)), upsert(card(6)), upsert(card(7))]));
    expect(await storedIds()).toEqual(range(3, 7));
    expect(await readEdge(database)).toEqual(key(3));
    expect(await isReplicaWhole(database)).toBe(false);
  });

  it('is pruned back to the bound when an older, unbounded replica pulls again (an upgrade)', async () => {
    await apply(
      page(
        range(1, 20).map((id) => upsert(card(id))),
        { hasMore: true },
      ),
      true,
    );
    await apply(page([], { snapshotComplete: true, hasMore: true }));
    expect(await storedIds()).toEqual(range(16, 20));
  });

  it('a tombstone always deletes: from the replica, and every browse page the API answered that shows her, with her media', async () => {
    await apply(
      page(
        range(6, 10).map((id) => upsert(card(id))),
        { snapshotComplete: true, bounded: true },
      ),
      true,
    );
    const old = buildPublicProfile(card(2));
    await database.browsePages.bulkPut([
      { key: 'offset=20', items: [old], total: 30, ids: [2], fetchedAt: 1 },
      { key: 'offset=40', items: [buildPublicProfile(card(1))], total: 30, ids: [1], fetchedAt: 1 },
    ]);
    await apply(page([tombstone(2), tombstone(8)]));
    expect(await storedIds()).toEqual([6, 7, 9, 10]);
    expect((await database.browsePages.toArray()).map((p) => p.key)).toEqual(['offset=40']);
    expect(evicted).toEqual(expect.arrayContaining(['/uploads/images/p2.webp', '/uploads/images/p8.webp']));
    // the hole stays outside: the edge does not move older
    expect(await readEdge(database)).toEqual(key(6));
    // an edit of a profile on a cached page drops that page (it would show her stale)
    await apply(page([upsert(card(1, { firstName: 'Edited' }))]));
    expect(await database.browsePages.count()).toBe(0);
    expect(await storedIds()).toEqual([6, 7, 9, 10]);
  });

  it('a new snapshot that fits the bound forgets the edge', async () => {
    await database.syncState.put({ key: EDGE_KEY, value: key(6) });
    await apply(page([upsert(card(1)), upsert(card(2))], { snapshotComplete: true }), true);
    expect(await readEdge(database)).toBeNull();
    expect(await isReplicaWhole(database)).toBe(true);
  });
});
