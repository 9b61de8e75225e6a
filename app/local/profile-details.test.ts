// Finding, saving and forgetting a profile on the device, over a fake IndexedDB; a profile detail
// is saved only while she is in the replica (or while a snapshot is still filling it).
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicProfile } from '#contract/profile.schema.ts';
import { buildCatalogCard, buildPublicProfile } from '#tests/factories/catalog-card.factory.ts';
import { applyCatalogPage } from './catalog.ts';
import { db, type LocalProfile } from './db.ts';
import { findLocalProfile, forgetProfile, isNumericParam, saveProfileDetail, slugKey } from './profile-details.ts';

function card(id: number, slugEn: string, slugEs: string | null = null): LocalProfile {
  return {
    ...buildCatalogCard(id, { firstName: 'Ana', lastName: 'P', age: 30, slugEn, slugEs }),
    searchText: 'ana p',
    createdTime: 0,
    generation: 1,
  };
}

function full(id: number, slugEn: string): PublicProfile {
  const { searchText: _s, createdTime: _c, generation: _g, ...base } = card(id, slugEn);
  return buildPublicProfile(base, { languages: ['Spanish'] });
}

afterEach(async () => {
  await db.profiles.clear();
  await db.profileDetails.clear();
  await db.syncState.clear();
});

/** Applies a feed page to the default database; resolves the media URLs it evicted. */
async function feed(
  changes: Parameters<typeof applyCatalogPage>[0]['changes'],
  page: { startsSnapshot?: boolean; snapshotComplete?: boolean; hasMore?: boolean } = {},
) {
  const evicted: string[] = [];
  const { startsSnapshot = false, snapshotComplete, hasMore = false } = page;
  await applyCatalogPage(
    { changes, cursor: 'c', hasMore, ...(snapshotComplete ? { snapshotComplete } : {}) },
    { startsSnapshot, evictMedia: async (urls) => void evicted.push(...urls) },
  );
  return evicted;
}

const cardOf = (row: LocalProfile) => {
  const { searchText: _s, createdTime: _c, generation: _g, ...rest } = row;
  return rest;
};

describe('profile details on the device', () => {
  it('knows the numeric parameter and the slug column of each language', () => {
    expect(isNumericParam('42')).toBe(true);
    expect(isNumericParam('0')).toBe(false);
    expect(isNumericParam('42a')).toBe(false);
    expect(slugKey('en')).toBe('slugEn');
    expect(slugKey('pt')).toBe('slugPt');
  });

  it('finds the replica card by id or by slug, as incomplete', async () => {
    await db.profiles.put(card(5, 'ana-p-30-years-santiago-5', 'ana-p-30-anos-santiago-5'));
    const byId = await findLocalProfile('5', 'en');
    expect(byId?.complete).toBe(false);
    expect(byId?.profile).not.toHaveProperty('searchText');
    expect((await findLocalProfile('ana-p-30-anos-santiago-5', 'es'))?.profile.id).toBe(5);
    // another language's slug still finds her (e.g. after switching the language)
    expect((await findLocalProfile('ana-p-30-years-santiago-5', 'es'))?.profile.id).toBe(5);
    expect(await findLocalProfile('nobody', 'en')).toBeNull();
    expect(await findLocalProfile('6', 'en')).toBeNull();
  });

  it('prefers the saved full profile over the card', async () => {
    await db.profiles.put(card(5, 'ana-5'));
    await saveProfileDetail(full(5, 'ana-5'));
    const found = await findLocalProfile('ana-5', 'en');
    expect(found?.complete).toBe(true);
    expect(found?.profile).toHaveProperty('languages', ['Spanish']);
    expect((await findLocalProfile('5', 'en'))?.complete).toBe(true);
  });

  it('forgets every local copy of a profile', async () => {
    await db.profiles.put(card(5, 'ana-5'));
    await saveProfileDetail(full(5, 'ana-5'));
    await forgetProfile(5);
    expect(await findLocalProfile('5', 'en')).toBeNull();
    expect(await db.profileDetails.count()).toBe(0);
  });

  it('saves a live profile of a complete replica', async () => {
    await feed([{ kind: 'upsert', profile: cardOf(card(5, 'ana-5')) }], { startsSnapshot: true, snapshotComplete: true });
    expect(await saveProfileDetail(full(5, 'ana-5'))).toBe(true);
    expect((await findLocalProfile('5', 'en'))?.complete).toBe(true);
  });

  it('when her tombstone was applied before the detail arrives, then nothing is written', async () => {
    await feed([{ kind: 'upsert', profile: cardOf(card(5, 'ana-5')) }], { startsSnapshot: true, snapshotComplete: true });
    await feed([{ kind: 'delete', id: 5 }]);
    expect(await saveProfileDetail(full(5, 'ana-5'))).toBe(false);
    expect(await db.profileDetails.count()).toBe(0);
    expect(await findLocalProfile('5', 'en')).toBeNull();
  });

  it('while the first snapshot fills, saves her; when it completes without her, the detail and its media go', async () => {
    await feed([{ kind: 'upsert', profile: cardOf(card(1, 'luz-1')) }], { startsSnapshot: true, hasMore: true });
    const withPhoto = { ...full(5, 'ana-5'), primaryPhoto: '/uploads/images/p5.webp', photos: ['/uploads/images/p5.webp'] };
    expect(await saveProfileDetail(withPhoto)).toBe(true);
    expect(await saveProfileDetail(full(1, 'luz-1'))).toBe(true);

    const evicted = await feed([], { snapshotComplete: true });

    expect(await db.profileDetails.get(5)).toBeUndefined();
    expect(await db.profileDetails.get(1)).toBeDefined();
    expect(evicted).toContain('/uploads/images/p5.webp');
    expect(evicted).toContain('/uploads/images/w320/p5.webp');
  });

  it('a new snapshot that did not list her deletes her row, her details and her media', async () => {
    await feed([{ kind: 'upsert', profile: cardOf(card(5, 'ana-5')) }], { startsSnapshot: true, snapshotComplete: true });
    await saveProfileDetail({ ...full(5, 'ana-5'), photos: ['/uploads/images/p5-detail.webp'] });
    // the next snapshot is filling: her old row is still there, so she can still be saved
    await feed([], { startsSnapshot: true, hasMore: true });
    expect(await saveProfileDetail({ ...full(5, 'ana-5'), photos: ['/uploads/images/p5-detail.webp'] })).toBe(true);

    const evicted = await feed([], { snapshotComplete: true });

    expect(await db.profiles.count()).toBe(0);
    expect(await db.profileDetails.count()).toBe(0);
    expect(evicted).toContain('/uploads/images/p5-detail.webp');
  });

  it('a feed page prunes details left behind without their profile (written back by an older version)', async () => {
    await feed([{ kind: 'upsert', profile: cardOf(card(1, 'luz-1')) }], { startsSnapshot: true, snapshotComplete: true });
    await db.profileDetails.put({ id: 5, profile: full(5, 'ana-5'), fetchedAt: 0 });
    await feed([{ kind: 'delete', id: 7 }]);
    expect(await db.profileDetails.get(5)).toBeUndefined();
    expect(await db.profiles.get(1)).toBeDefined();
  });
});
