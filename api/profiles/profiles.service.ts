// The public profile views (storefront §3, §7): list with filters and paging, featured, one by id
// or by slug. Rows become the contract's shapes here: media names become URLs (inactive items
// left out), the last name is its initial, contact channels become flags.

import { mediaUrl } from '#api/contract/media.ts';
import {
  type CatalogCard,
  CONTACT_CHANNELS,
  type ContactMethodFlags,
  LANGUAGES,
  type ProfileListQuery,
  type PublicProfile,
} from '#api/contract/profile.schema.ts';
import type { Sql } from '#db/connection.ts';
import { NotFoundError } from '../errors.ts';
import { createCountCache } from './profile-count-cache.ts';
import {
  type CardRow,
  countPublicProfiles,
  findFeaturedProfiles,
  findPublicProfileById,
  findPublicProfileBySlug,
  findPublicProfiles,
  type Language,
  type ProfileFilter,
  type ProfileRow,
  sumPublicProfiles,
} from './profiles.queries.ts';

/** GET /api/profiles without `limit` answers every match up to this many (the spec's client pages locally). */
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

function contactFlags(channels: readonly string[]): ContactMethodFlags {
  const flags = {} as ContactMethodFlags;
  for (const channel of CONTACT_CHANNELS) flags[channel] = channels.includes(channel);
  return flags;
}

/** The compact public card of a row (also what the change feed sends). */
export function toCatalogCard(row: CardRow): CatalogCard {
  const inactivePhotos = new Set(row.inactivePhotos);
  const inactiveVideos = new Set(row.inactiveVideos);
  const photos = row.photos.filter((photo) => !inactivePhotos.has(photo));
  const videos = row.videos.filter((video) => !inactiveVideos.has(video));
  const primary = row.primaryPhoto && !inactivePhotos.has(row.primaryPhoto) ? row.primaryPhoto : (photos[0] ?? null);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    age: row.age,
    location: row.location,
    aboutMe: row.aboutMe,
    price: row.price,
    primaryPhoto: primary === null ? null : mediaUrl(primary),
    photos: photos.map(mediaUrl),
    videos: videos.map(mediaUrl),
    occupation: row.occupation,
    personalityTags: row.personalityTags,
    contactMethods: contactFlags(row.channels),
    verified: row.verified,
    isFeatured: row.isFeatured,
    createdAt: row.createdAt.toISOString(),
    slugEn: row.slugEn,
    slugEs: row.slugEs,
    slugIt: row.slugIt,
    slugDe: row.slugDe,
    slugNl: row.slugNl,
    slugPt: row.slugPt,
  };
}

export function toPublicProfile(row: ProfileRow): PublicProfile {
  return {
    ...toCatalogCard(row),
    height: row.height,
    education: row.education,
    relationshipStatus: row.relationshipStatus,
    languages: row.languages,
    children: row.children,
    smoking: row.smoking,
    drinking: row.drinking,
    interests: row.interests,
    lookingFor: row.lookingFor,
    bodyType: row.bodyType,
    ethnicity: row.ethnicity,
    religion: row.religion,
  };
}

/** Query → filter: "all" or an empty location means every location; search splits into words. */
export function toFilter(query: ProfileListQuery): ProfileFilter {
  const location = query.location && query.location.toLowerCase() !== 'all' ? query.location : undefined;
  const words = (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
  return { words, location, minAge: query.minAge, maxAge: query.maxAge };
}

export interface ProfileList {
  profiles: PublicProfile[];
  /** Matches before limit and offset. */
  total: number;
}

export function createProfilesService(sql: Sql) {
  const counts = createCountCache(sql);
  return {
    async list(query: ProfileListQuery): Promise<ProfileList> {
      const filter = toFilter(query);
      const page = { sort: query.sort ?? 'newest', limit: query.limit ?? LIST_HARD_CAP, offset: query.offset ?? 0 } as const;
      const [rows, total] = await Promise.all([
        findPublicProfiles(sql, filter, page),
        filter.words.length === 0
          ? sumPublicProfiles(sql, filter)
          : counts.total(JSON.stringify(filter), () => countPublicProfiles(sql, filter)),
      ]);
      return { profiles: rows.map(toPublicProfile), total };
    },

    async featured(): Promise<PublicProfile[]> {
      return (await findFeaturedProfiles(sql, FEATURED_LIMIT)).map(toPublicProfile);
    },

    /** `id` as it came in the URL: anything but a positive integer is simply not found. */
    async byId(id: string): Promise<PublicProfile> {
      const n = /^\d{1,10}$/.test(id) ? Number(id) : 0;
      const row = n >= 1 && n <= MAX_ID ? await findPublicProfileById(sql, n) : undefined;
      if (!row) throw new ProfileNotFoundError();
      return toPublicProfile(row);
    },

    async bySlug(slug: string, language: string): Promise<PublicProfile> {
      const known = (LANGUAGES as readonly string[]).includes(language);
      const row = known && slug.length <= 200 ? await findPublicProfileBySlug(sql, slug, language as Language) : undefined;
      if (!row) throw new ProfileNotFoundError();
      return toPublicProfile(row);
    },
  };
}

export type ProfilesService = ReturnType<typeof createProfilesService>;
