import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CatalogCard } from '#contract/profile.schema.ts';
import type { CatalogPage } from '#sync/catalog.schema.ts';
import { buildCatalogCard } from '#tests/factories/catalog-card.factory.ts';
import { catalogPage as page, tombstoneChange as tombstone, upsertChange as upsert } from '#tests/factories/catalog-page.factory.ts';
import { applyCatalogPage, mediaUrlsOf, readCatalogSyncState, toLocalProfile } from './catalog.ts';
import { REPLICA_BOUND } from './catalog-bound.ts';
import { ContactoDb } from './db.ts';

let seq = 0;
function card(id: number, overrides: Partial<CatalogCard> = {}): CatalogCard {
  return buildCatalogCard(id, {
    firstName: 'María',
    lastName: 'P.',
    age: 24,
    location: 'Santo Domingo',
    aboutMe: 'Me encanta la música',
    primaryPhoto: `/uploads/images/p${id}-a.webp`,
    photos: [`/uploads/images/p${id}-a.webp`, `/uploads/images/p${id}-b.webp`],
    occupation: 'Nurse',
    personalityTags: ['Romantic'],
    contactMethods: { whatsapp: true, instagram: false, email: true, telegram: false, facebook: false, tiktok: false, phone: false },
    createdAt: '2026-01-15T10:00:00.000Z',
    slugEn: `maria-${id}`,
    ...overrides,
  });
}

let database: ContactoDb;
let evicted: string[];
const evictMedia = async (urls: string[]) => {
  evicted.push(...urls);
};

beforeEach(async () => {
  database = new ContactoDb(`catalog-test-${++seq}`);
  await database.open();
  evicted = [];
});

afterEach(async () => {
  await database.delete();
});

const apply = (p: CatalogPage, startsSnapshot = false) => applyCatalogPage(p, { database, evictMedia, startsSnapshot, now: 1234 });
const storedIds = async () => (await database.profiles.toArray()).map((r) => r.id).sort((a, b) => a - b);

describe('toLocalProfile', () => {
  it('precomputes the normalized search text and the creation time', () => {
    const row = toLocalProfile(card(1, { firstName: 'Yokasta', lastName: 'Núñez', aboutMe: 'Bailo BACHATA' }), 3);
    expect(row.searchText).toBe('yokasta nunez bailo bachata');
    expect(row.createdTime).toBe(Date.parse('2026-01-15T10:00:00.000Z'));
    expect(row.generation).toBe(3);
  });
});

describe('mediaUrlsOf', () => {
  it('lists each picture with its three optimized variants, and the videos', () => {
    const urls = mediaUrlsOf({ primaryPhoto: 'abc.jpg', photos: ['abc.jpg'], videos: ['clip.mp4', 'https://cdn.example/v.webm'] });
    expect(urls).toEqual([
      '/uploads/images/abc.jpg',
      '/uploads/images/w320/abc.jpg',
      '/uploads/images/w640/abc.jpg',
      '/uploads/images/w1280/abc.jpg',
      '/uploads/videos/clip.mp4',
      'https://cdn.example/v.webm',
    ]);
  });
});

describe('applyCatalogPage', () => {
  it('writes upserts as rows of the first generation and stores the cursor in the same transaction', async () => {
    const p = page([upsert(card(1)), upsert(card(2, { firstName: 'Ana' }))]);
    const result = await apply(p, true);
    expect(result).toMatchObject({ upserted: 2, deleted: 0 });
    expect(await storedIds()).toEqual([1, 2]);
    const row = await database.profiles.get(1);
    expect(row).toMatchObject({ firstName: 'María', searchText: 'maria p. me encanta la musica', generation: 1 });
    expect(await readCatalogSyncState(database)).toEqual({ cursor: p.cursor, bound: REPLICA_BOUND, pulledAt: 1234, generation: 1 });
  });

  it('leaves the time of the last complete pull alone while more pages follow', async () => {
    await apply(page([upsert(card(1))], { hasMore: true }), true);
    expect((await readCatalogSyncState(database)).pulledAt).toBe(0);
  });

  it('replaces a row on a later upsert and evicts only the pictures the edit dropped', async () => {
    await apply(page([upsert(card(1))]), true);
    await apply(page([upsert(card(1, { aboutMe: 'Nueva', photos: ['/uploads/images/p1-a.webp'] }))]));
    expect((await database.profiles.get(1))?.aboutMe).toBe('Nueva');
    expect(evicted.sort()).toEqual(
      [
        '/uploads/images/p1-b.webp',
        '/uploads/images/w320/p1-b.webp',
        '/uploads/images/w640/p1-b.webp',
        '/uploads/images/w1280/p1-b.webp',
      ].sort(),
    );
  });

  it('deletes a tombstoned profile with its details and evicts all of its media', async () => {
    await apply(page([upsert(card(1)), upsert(card(2))]), true);
    await database.profileDetails.put({
      id: 1,
      fetchedAt: 1,
      profile: { ...card(1), photos: ['/uploads/images/p1-a.webp', '/uploads/images/p1-extra.webp'], videos: ['v1.mp4'] } as never,
    });
    await database.profileDetails.put({ id: 2, fetchedAt: 1, profile: card(2) as never });

    const result = await apply(page([tombstone(1)]));

    expect(result.deleted).toBe(1);
    expect(await storedIds()).toEqual([2]);
    expect(await database.profileDetails.get(1)).toBeUndefined();
    expect(await database.profileDetails.get(2)).toBeDefined();
    for (const name of ['p1-a', 'p1-b', 'p1-extra']) {
      for (const path of ['', 'w320/', 'w640/', 'w1280/']) expect(evicted).toContain(`/uploads/images/${path}${name}.webp`);
    }
    expect(evicted).toContain('/uploads/videos/v1.mp4');
    expect(evicted.some((url) => url.includes('p2-'))).toBe(false);
  });

  it('accepts a tombstone for a profile it never had', async () => {
    await apply(page([tombstone(99)]), true);
    expect(await storedIds()).toEqual([]);
    expect(evicted).toEqual([]);
  });

  it('applies the last change of an id within a page', async () => {
    await apply(page([upsert(card(1)), tombstone(1), upsert(card(2)), upsert(card(3)), tombstone(3), upsert(card(3, { age: 30 }))]), true);
    expect(await storedIds()).toEqual([2, 3]);
    expect((await database.profiles.get(3))?.age).toBe(30);
  });

  it('on a completed snapshot deletes the rows the new snapshot did not list, with their details and media', async () => {
    await apply(page([upsert(card(1)), upsert(card(2)), upsert(card(3))]), true);
    await database.profileDetails.put({ id: 3, fetchedAt: 1, profile: card(3) as never });

    // A new snapshot, in two pages: 1 and 2 are still public, 3 is gone (its tombstone was missed).
    await apply(page([upsert(card(2))], { hasMore: true }), true);
    expect(await storedIds()).toEqual([1, 2, 3]);
    const result = await apply(page([upsert(card(1))], { snapshotComplete: true }));

    expect(await storedIds()).toEqual([1, 2]);
    expect(result.deleted).toBe(1);
    expect(await database.profileDetails.get(3)).toBeUndefined();
    expect(evicted).toContain('/uploads/images/p3-a.webp');
    expect(evicted).toContain('/uploads/images/w1280/p3-b.webp');
    expect(evicted.some((url) => url.includes('p1-') || url.includes('p2-'))).toBe(false);
    expect((await database.profiles.toArray()).every((row) => row.generation === 2)).toBe(true);
    expect((await readCatalogSyncState(database)).generation).toBe(2);
  });

  it('keeps rows written by changes after the snapshot (same generation)', async () => {
    await apply(page([upsert(card(1))], { snapshotComplete: true }), true);
    await apply(page([upsert(card(2))]));
    await apply(page([], { snapshotComplete: true }));
    expect(await storedIds()).toEqual([1, 2]);
  });

  it('writes nothing when the page cannot be applied', async () => {
    await apply(page([upsert(card(1))]), true);
    const before = await readCatalogSyncState(database);
    const broken = page([upsert(card(2)), upsert({ ...card(3), id: undefined as never })]);
    await expect(apply(broken)).rejects.toThrow();
    expect(await storedIds()).toEqual([1]);
    expect(await readCatalogSyncState(database)).toEqual(before);
  });

  it('survives a failing media cache', async () => {
    await apply(page([upsert(card(1))]), true);
    await expect(
      applyCatalogPage(page([tombstone(1)]), {
        database,
        evictMedia: async () => {
          throw new Error('cache broken');
        },
      }),
    ).resolves.toMatchObject({ deleted: 1 });
  });
});
