import { describe, expect, it } from 'vitest';
import { toLocalProfile } from '#app/local/catalog.ts';
import type { FavoriteRow, LocalProfile } from '#app/local/db.ts';
import type { CatalogCard } from '#contract/profile.schema.ts';
import { buildCatalogCard as card } from '#tests/factories/catalog-card.factory.ts';
import { type FavoriteProfile, joinFavorites, parseFavoritesSearch, queryFavorites } from './favorites-query.ts';

const replica = (...cards: CatalogCard[]) => new Map<number, LocalProfile>(cards.map((c) => [c.id, toLocalProfile(c, 1)]));

const row = (profileId: number, addedAt: number, extra: Partial<FavoriteRow> = {}): FavoriteRow => ({
  userId: 1,
  profileId,
  addedAt,
  ...extra,
});

describe('joining favourites with the replica', () => {
  it('when a profile is in the replica and public, then it is shown from the replica', () => {
    const { available, unavailable } = joinFavorites([row(1, 10)], replica(card(1, { firstName: 'Ana' })), true);
    expect(available.map((item) => item.card.firstName)).toEqual(['Ana']);
    expect(unavailable).toEqual([]);
  });

  it('when the server says the profile is no longer public, then it is unavailable even if the replica still has it', () => {
    const snapshot = card(1, { firstName: 'Old' });
    const { available, unavailable } = joinFavorites([row(1, 10, { isPublic: false, card: snapshot })], replica(card(1)), true);
    expect(available).toEqual([]);
    expect(unavailable).toEqual([{ profileId: 1, addedAt: 10, card: snapshot }]);
  });

  it('when a complete replica lacks the profile, then it is unavailable', () => {
    expect(joinFavorites([row(2, 10, { card: card(2) })], replica(), true).unavailable.map((item) => item.profileId)).toEqual([2]);
  });

  it('while the replica is still filling, then the snapshot stands in for a missing row', () => {
    const joined = joinFavorites([row(2, 10, { card: card(2) }), row(3, 11)], replica(), false);
    expect(joined.available.map((item) => item.id)).toEqual([2]);
    expect(joined.unavailable.map((item) => item.profileId)).toEqual([3]);
  });
});

describe('the favourites query', () => {
  const items: FavoriteProfile[] = joinFavorites(
    [row(1, 300), row(2, 100), row(3, 200)],
    replica(
      card(1, { firstName: 'María', age: 33, location: 'Santo Domingo', createdAt: '2026-01-01T00:00:00Z' }),
      card(2, { firstName: 'Luz', age: 22, occupation: 'Enfermera', createdAt: '2026-03-01T00:00:00Z' }),
      card(3, { firstName: 'Ana', age: 40, aboutMe: 'Me encanta bailar', createdAt: '2026-02-01T00:00:00Z' }),
    ),
    true,
  ).available;
  const ids = (search: Parameters<typeof queryFavorites>[1]) => queryFavorites(items, search).map((item) => item.id);

  it('sorts newest profile first, by age, or by when it was added', () => {
    expect(ids({})).toEqual([2, 3, 1]);
    expect(ids({ sort: 'age' })).toEqual([2, 1, 3]);
    expect(ids({ sort: 'added' })).toEqual([1, 3, 2]);
  });

  it('searches name, location, occupation and description without regard to case or accents', () => {
    expect(ids({ search: 'MARIA' })).toEqual([1]);
    expect(ids({ search: 'santo' })).toEqual([1]);
    expect(ids({ search: 'enfermera' })).toEqual([2]);
    expect(ids({ search: 'bailar' })).toEqual([3]);
  });

  it('filters by age band and city', () => {
    expect(ids({ age: '36+' })).toEqual([3]);
    expect(ids({ age: '18-25' })).toEqual([2]);
    expect(ids({ location: 'Santiago' })).toEqual([2, 3]);
  });

  it('reads its URL params, dropping bad values', () => {
    expect(parseFavoritesSearch({ search: 'ana', age: '26-30', location: 'Santiago', sort: 'added', page: 3 })).toEqual({
      search: 'ana',
      age: '26-30',
      location: 'Santiago',
      sort: 'added',
    });
    expect(parseFavoritesSearch({ sort: 'youngest', age: '99' })).toEqual({
      search: undefined,
      age: undefined,
      location: undefined,
      sort: undefined,
    });
  });
});
