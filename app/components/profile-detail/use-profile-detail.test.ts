// refreshProfile against a stubbed fetch and a fake IndexedDB: stores what the API answers,
// deletes what it no longer shows, retries another language's slug by id, relays other errors.
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyCatalogPage } from '#app/local/catalog.ts';
import { db } from '#app/local/db.ts';
import { findLocalProfile } from '#app/local/profile-details.ts';
import { CatalogCardSchema, type PublicProfile } from '#contract/profile.schema.ts';
import { buildCatalogCard, buildPublicProfile } from '#tests/factories/catalog-card.factory.ts';
import { refreshProfile } from './use-profile-detail.ts';

const PROFILE: PublicProfile = buildPublicProfile(
  buildCatalogCard(9, {
    firstName: 'Luz',
    lastName: 'M',
    age: 27,
    slugEn: 'luz-m-27-years-santiago-9',
    slugEs: 'luz-m-27-anos-santiago-9',
  }),
  { languages: ['Spanish'] },
);

function stubApi(routes: Record<string, () => Response>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return routes[url]?.() ?? new Response('{"message":"Profile not found"}', { status: 404 });
    }),
  );
  return calls;
}

const json = (body: unknown) => () => new Response(JSON.stringify(body), { status: 200 });

afterEach(async () => {
  vi.unstubAllGlobals();
  await db.profileDetails.clear();
  await db.profiles.clear();
  await db.syncState.clear();
});

describe('refreshProfile', () => {
  it('stores the profile the API answers, by id or by slug', async () => {
    const calls = stubApi({
      '/api/profiles/9': json(PROFILE),
      '/api/profiles/by-slug/luz-m-27-anos-santiago-9/es': json(PROFILE),
    });
    expect(await refreshProfile('9', 'en')).toEqual(PROFILE);
    expect((await db.profileDetails.get(9))?.profile).toEqual(PROFILE);
    expect(await refreshProfile('luz-m-27-anos-santiago-9', 'es')).toEqual(PROFILE);
    expect(calls).toEqual(['/api/profiles/9', '/api/profiles/by-slug/luz-m-27-anos-santiago-9/es']);
  });

  it('when the API answers 404, then every local copy is deleted', async () => {
    await db.profileDetails.put({ id: 9, profile: PROFILE, fetchedAt: 0 });
    await db.profiles.put({ ...PROFILE, searchText: 'luz m', createdTime: 0, generation: 1 });
    stubApi({});
    expect(await refreshProfile('9', 'en')).toBeNull();
    expect(await db.profileDetails.count()).toBe(0);
    expect(await db.profiles.count()).toBe(0);
  });

  it("when the slug is another language's, then the stored profile is asked for by id", async () => {
    await db.profileDetails.put({ id: 9, profile: PROFILE, fetchedAt: 0 });
    const calls = stubApi({ '/api/profiles/9': json(PROFILE) });
    expect(await refreshProfile('luz-m-27-years-santiago-9', 'es')).toEqual(PROFILE);
    expect(calls).toEqual(['/api/profiles/by-slug/luz-m-27-years-santiago-9/es', '/api/profiles/9']);
    expect(await db.profileDetails.count()).toBe(1);
  });

  it('relays other failures as "<status>: <body>" and keeps the local copy', async () => {
    await db.profileDetails.put({ id: 9, profile: PROFILE, fetchedAt: 0 });
    stubApi({ '/api/profiles/9': () => new Response('{"message":"Internal Server Error"}', { status: 500 }) });
    await expect(refreshProfile('9', 'en')).rejects.toThrow('500: {"message":"Internal Server Error"}');
    expect(await db.profileDetails.count()).toBe(1);
  });

  it('refuses an answer that does not match the contract', async () => {
    stubApi({ '/api/profiles/9': json({ ...PROFILE, contactMethods: undefined }) });
    await expect(refreshProfile('9', 'en')).rejects.toThrow(/contract/);
    expect(await db.profileDetails.count()).toBe(0);
  });

  it('when her tombstone is applied while the fetch is on its way, then the answer writes nothing back', async () => {
    // her card as the feed sends it (the schema drops the detail-only fields)
    const catalogCard = CatalogCardSchema.parse(PROFILE);
    const noMedia = async () => undefined;
    await applyCatalogPage(
      { changes: [{ kind: 'upsert', profile: catalogCard }], cursor: 'c1', hasMore: false, snapshotComplete: true },
      {
        startsSnapshot: true,
        evictMedia: noMedia,
      },
    );
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );

    const refreshing = refreshProfile('9', 'en');
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await applyCatalogPage({ changes: [{ kind: 'delete', id: 9 }], cursor: 'c2', hasMore: false }, { evictMedia: noMedia });
    answer(new Response(JSON.stringify(PROFILE), { status: 200 }));

    await refreshing;
    expect(await db.profileDetails.count()).toBe(0);
    expect(await findLocalProfile('9', 'en')).toBeNull();
  });
});
