// Finding, saving and forgetting a profile on the device, over a fake IndexedDB.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { PublicProfile } from '#api/contract/profile.schema.ts';
import { db, type LocalProfile } from './db.ts';
import { findLocalProfile, forgetProfile, isNumericParam, saveProfileDetail, slugKey } from './profile-details.ts';

function card(id: number, slugEn: string, slugEs: string | null = null): LocalProfile {
  return {
    id,
    firstName: 'Ana',
    lastName: 'P',
    age: 30,
    location: 'Santiago',
    aboutMe: '',
    price: '2.00',
    primaryPhoto: null,
    photos: [],
    videos: [],
    occupation: null,
    personalityTags: [],
    contactMethods: { whatsapp: true, instagram: false, email: false, telegram: false, facebook: false, tiktok: false, phone: false },
    verified: true,
    isFeatured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    slugEn,
    slugEs,
    slugIt: null,
    slugDe: null,
    slugNl: null,
    slugPt: null,
    searchText: 'ana p',
    createdTime: 0,
    generation: 1,
  };
}

function full(id: number, slugEn: string): PublicProfile {
  const { searchText: _s, createdTime: _c, generation: _g, ...base } = card(id, slugEn);
  return {
    ...base,
    height: null,
    education: null,
    relationshipStatus: null,
    languages: ['Spanish'],
    children: [],
    smoking: null,
    drinking: null,
    interests: [],
    lookingFor: [],
    bodyType: null,
    ethnicity: null,
    religion: null,
  };
}

afterEach(async () => {
  await db.profiles.clear();
  await db.profileDetails.clear();
});

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
});
