// The favourites page's data: the user's favourites joined with the
// catalogue replica, split into the ones still public and the ones that left the public view,
// then the page's filters (age band, free text over name, location, occupation and description,
// city) and its three sorts. Pure, so a keystroke re-runs it at once; the URL search params are
// checked here too.

import { type BrowseSearch, parseBrowseSearch } from '#app/components/browse/browse-search.ts';
import { type QueryableProfile, queryCatalog } from '#app/local/catalog-query.ts';
import type { FavoriteRow, LocalProfile } from '#app/local/db.ts';
import { normalizeText } from '#app/local/normalize-text.ts';
import type { CatalogCard } from '#contract/profile.schema.ts';

/** Newest by profile creation date, age ascending, added date descending. */
export const FAVORITE_SORTS = ['newest', 'age', 'added'] as const;
export type FavoriteSort = (typeof FAVORITE_SORTS)[number];
export const DEFAULT_FAVORITE_SORT: FavoriteSort = 'newest';

export interface FavoritesSearch extends Omit<BrowseSearch, 'sort' | 'page'> {
  sort?: FavoriteSort | undefined;
}

/** ?search=&location=&age=&sort=: a bad value falls back to absent, like browse's. */
export function parseFavoritesSearch(raw: Record<string, unknown>): FavoritesSearch {
  const { search, location, age } = parseBrowseSearch(raw);
  const sort = FAVORITE_SORTS.find((value) => value === raw.sort);
  return { search, location, age, sort };
}

/** A favourite whose profile is public: its card, ready for the grid and the query. */
export interface FavoriteProfile extends QueryableProfile {
  card: CatalogCard;
  addedAt: number;
}

/** A favourite whose profile left the public view; `card` is the snapshot taken when it was added, if any. */
export interface UnavailableFavorite {
  profileId: number;
  addedAt: number;
  card?: CatalogCard;
}

export interface JoinedFavorites {
  available: FavoriteProfile[];
  unavailable: UnavailableFavorite[];
}

function toFavoriteProfile(card: CatalogCard, addedAt: number): FavoriteProfile {
  const createdTime = Date.parse(card.createdAt);
  return {
    id: card.id,
    age: card.age,
    location: card.location,
    searchText: normalizeText([card.firstName, card.lastName, card.location, card.occupation ?? '', card.aboutMe].join(' ')),
    createdTime: Number.isNaN(createdTime) ? 0 : createdTime,
    card,
    addedAt,
  };
}

/**
 * Joins the favourites with their replica rows (by profile id). A favourite
 * the server calls non-public is unavailable; so is one missing from a complete replica. While
 * the replica is still filling, a missing row is not proof, so the card snapshot stands in.
 */
export function joinFavorites(
  rows: readonly FavoriteRow[],
  replica: ReadonlyMap<number, LocalProfile>,
  replicaComplete: boolean,
): JoinedFavorites {
  const joined: JoinedFavorites = { available: [], unavailable: [] };
  for (const row of rows) {
    const local = row.isPublic === false ? undefined : replica.get(row.profileId);
    const card = local ?? (row.isPublic !== false && !replicaComplete ? row.card : undefined);
    if (card) joined.available.push(toFavoriteProfile(card, row.addedAt));
    else joined.unavailable.push({ profileId: row.profileId, addedAt: row.addedAt, ...(row.card ? { card: row.card } : {}) });
  }
  return joined;
}

const CATALOG_SORT = { newest: 'newest', age: 'youngest', added: 'newest' } as const;

/** The favourites that match the filters, in the chosen order. */
export function queryFavorites(items: readonly FavoriteProfile[], search: FavoritesSearch): FavoriteProfile[] {
  const sort = search.sort ?? DEFAULT_FAVORITE_SORT;
  const { items: matches } = queryCatalog(items, {
    search: search.search,
    location: search.location,
    age: search.age,
    sort: CATALOG_SORT[sort],
    pageSize: Number.MAX_SAFE_INTEGER,
  });
  return sort === 'added' ? [...matches].sort((a, b) => b.addedAt - a.addedAt || b.id - a.id) : matches;
}
