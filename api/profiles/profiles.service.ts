// The public profile views: list with filters and paging, featured, one by id
// or by slug. PostgreSQL writes the contract's JSON (profiles.queries.ts: media names become
// URLs with inactive items left out, the last name is its initial, contact channels become
// flags); this module only joins rows into arrays, so Node never parses a profile.

import { isLanguage } from '#contract/languages.ts';
import type { ProfileListQuery } from '#contract/profile.schema.ts';
import type { Sql } from '#db/connection.ts';
import { NotFoundError } from '../errors.ts';
import { type CountEntry, countedEntry, createCountCache, totalOf, withChanges } from './profile-count-cache.ts';
import {
  countBuckets,
  findFeaturedProfiles,
  findPublicProfileById,
  findPublicProfileBySlug,
  findPublicProfiles,
  type JsonRow,
  type ProfileFilter,
} from './profiles.queries.ts';

/** GET /api/profiles without `limit` answers every match up to this many (a plain client pages locally). */
export const LIST_HARD_CAP = 1000;
export const FEATURED_LIMIT = 8;
/** At most this many search words are matched (each must occur). */
const MAX_SEARCH_WORDS = 8;
const MAX_ID = 2_147_483_647;

export class ProfileNotFoundError extends NotFoundError {
  constructor() {
    super('Profile not found');
  }
}

/** JSON array text of JSON object rows. */
export function jsonArray(rows: readonly JsonRow[]): string {
  return `[${rows.map((row) => row.json).join(',')}]`;
}

/** Query → filter: "all" or an empty location means every location; search splits into words. */
export function toFilter(query: ProfileListQuery): ProfileFilter {
  const location = query.location && query.location.toLowerCase() !== 'all' ? query.location : undefined;
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return { words, location, minAge: query.minAge, maxAge: query.maxAge };
}

export interface ProfileList {
  /** JSON text: an array of PublicProfile. */
  json: string;
  /** Matches before limit and offset. */
  total: number;
}

export function createProfilesService(sql: Sql) {
  const counts = createCountCache();
  return {
    async list(query: ProfileListQuery): Promise<ProfileList> {
      const filter = toFilter(query);
      const page = { sort: query.sort ?? 'newest', limit: query.limit ?? LIST_HARD_CAP, offset: query.offset ?? 0 } as const;
      if (filter.words.length === 0) {
        const row = await findPublicProfiles(sql, filter, page, { kind: 'sum' });
        return { json: `[${row.items}]`, total: row.total ?? 0 };
      }
      // searched: the matches per city and age come with the page, counted or brought up to
      // date (profile-count-cache.ts); the total sums those of the filter
      const key = JSON.stringify(filter.words);
      const cached = counts.get(key);
      const row = await findPublicProfiles(sql, filter, page, cached ? { kind: 'changes', snapshot: cached.snapshot } : { kind: 'count' });
      let entry: CountEntry;
      if (!cached) {
        entry = countedEntry(JSON.parse(row.buckets as string), row.snapshot as string, Date.now());
      } else if (!row.reset) {
        entry = withChanges(cached, JSON.parse(row.buckets as string), row.snapshot as string);
      } else {
        const counted = await countBuckets(sql, filter.words);
        entry = countedEntry(JSON.parse(counted.buckets), counted.snapshot, Date.now());
      }
      counts.set(key, entry);
      const total = totalOf(entry, { locationKey: row.locationKey, minAge: filter.minAge, maxAge: filter.maxAge });
      return { json: `[${row.items}]`, total };
    },

    /** JSON text: an array of PublicProfile. */
    async featured(): Promise<string> {
      return jsonArray(await findFeaturedProfiles(sql, FEATURED_LIMIT));
    },

    /** `id` as it came in the URL: anything but a positive integer is simply not found. JSON text. */
    async byId(id: string): Promise<string> {
      const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
      const row = n >= 1 && n <= MAX_ID ? await findPublicProfileById(sql, n) : undefined;
      if (!row) throw new ProfileNotFoundError();
      return row.json;
    },

    /** JSON text of the PublicProfile. */
    async bySlug(slug: string, language: string): Promise<string> {
      const row = isLanguage(language) && slug.length <= 200 ? await findPublicProfileBySlug(sql, slug, language) : undefined;
      if (!row) throw new ProfileNotFoundError();
      return row.json;
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
