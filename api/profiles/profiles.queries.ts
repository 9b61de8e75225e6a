// SQL of the public profile views. Everything here reads only what the public may see: the public
// predicate is written exactly as in the partial indexes of 00001/00002 (so they are used), and
// contact_methods is only ever passed to contact_channels(), which yields channel names, never
// values.
import type postgres from 'postgres';
import type { LANGUAGES, ProfileSort } from '#api/contract/profile.schema.ts';
import type { Sql } from '#db/connection.ts';

type Fragment = postgres.PendingQuery<postgres.Row[]>;
export type Language = (typeof LANGUAGES)[number];

/** A card as stored, before media URLs and contact flags are derived (see profiles.service.ts). */
export interface CardRow {
  id: number;
  firstName: string;
  lastName: string;
  age: number;
  location: string;
  aboutMe: string;
  price: string;
  primaryPhoto: string | null;
  photos: string[];
  inactivePhotos: string[];
  videos: string[];
  inactiveVideos: string[];
  occupation: string | null;
  personalityTags: string[];
  /** The channels she shares that have a value: names only. */
  channels: string[];
  verified: boolean;
  isFeatured: boolean;
  createdAt: Date;
  slugEn: string | null;
  slugEs: string | null;
  slugIt: string | null;
  slugDe: string | null;
  slugNl: string | null;
  slugPt: string | null;
}

export interface ProfileRow extends CardRow {
  height: string | null;
  education: string | null;
  relationshipStatus: string | null;
  languages: string[];
  children: string[];
  smoking: string | null;
  drinking: string | null;
  interests: string[];
  lookingFor: string[];
  bodyType: string | null;
  ethnicity: string | null;
  religion: string | null;
}

/** The public view (alias p). Keep it identical to the partial indexes' predicate. */
export function publicPredicate(sql: Sql): Fragment {
  return sql`p.status = 'ACTIVE' AND p.is_approved AND p.consent_withdrawn_at IS NULL AND p.deleted_at IS NULL`;
}

/** The compact card's columns (alias p). */
export function cardColumns(sql: Sql): Fragment {
  return sql`
    p.id,
    p.first_name AS "firstName",
    coalesce(left(btrim(p.last_name), 1), '') AS "lastName",
    p.age,
    p.location,
    coalesce(p.about_me, '') AS "aboutMe",
    p.price::text AS price,
    p.primary_photo AS "primaryPhoto",
    p.photos,
    p.inactive_photos AS "inactivePhotos",
    p.videos,
    p.inactive_videos AS "inactiveVideos",
    p.occupation,
    p.personality_tags AS "personalityTags",
    ARRAY(SELECT c FROM unnest(contact_channels(p.contact_methods)) AS c WHERE c = ANY (p.shared_channels)) AS channels,
    p.verified,
    p.is_featured AS "isFeatured",
    p.created_at AS "createdAt",
    p.slug_en AS "slugEn", p.slug_es AS "slugEs", p.slug_it AS "slugIt",
    p.slug_de AS "slugDe", p.slug_nl AS "slugNl", p.slug_pt AS "slugPt"`;
}

/** The full public profile's columns (alias p). */
function profileColumns(sql: Sql): Fragment {
  return sql`
    ${cardColumns(sql)},
    p.height,
    p.education,
    p.relationship_status AS "relationshipStatus",
    p.languages,
    p.children,
    p.smoking,
    p.drinking,
    p.interests,
    p.looking_for AS "lookingFor",
    p.body_type AS "bodyType",
    p.ethnicity,
    p.religion`;
}

export interface ProfileFilter {
  /** Words that must all occur (case- and accent-insensitively) in name or about text. */
  words: string[];
  location?: string;
  minAge?: number;
  maxAge?: number;
}

/** LIKE pattern for a literal substring: %, _ and \ lose their meaning. */
export function likeContains(word: string): string {
  return `%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(sql: Sql, filter: ProfileFilter): Fragment {
  const parts: Fragment[] = [publicPredicate(sql)];
  for (const word of filter.words) parts.push(sql`p.search_text LIKE search_normalize(${likeContains(word)})`);
  if (filter.location !== undefined) parts.push(sql`lower(p.location) = lower(${filter.location})`);
  if (filter.minAge !== undefined) parts.push(sql`p.age >= ${filter.minAge}`);
  if (filter.maxAge !== undefined) parts.push(sql`p.age <= ${filter.maxAge}`);
  return parts.reduce((all, part) => sql`${all} AND ${part}`);
}

function orderBy(sql: Sql, sort: ProfileSort): Fragment {
  switch (sort) {
    case 'oldest':
      return sql`p.created_at ASC, p.id ASC`;
    case 'youngest':
      return sql`p.age ASC, p.created_at DESC, p.id DESC`;
    case 'oldest-age':
      return sql`p.age DESC, p.created_at DESC, p.id DESC`;
    default:
      return sql`p.created_at DESC, p.id DESC`;
  }
}

export async function findPublicProfiles(
  sql: Sql,
  filter: ProfileFilter,
  page: { sort: ProfileSort; limit: number; offset: number },
): Promise<ProfileRow[]> {
  return sql<ProfileRow[]>`
    SELECT ${profileColumns(sql)}
    FROM profiles p
    WHERE ${filterConditions(sql, filter)}
    ORDER BY ${orderBy(sql, page.sort)}
    LIMIT ${page.limit} OFFSET ${page.offset}`;
}

/** The total of an unsearched filter, from the per city and age totals (00002). */
export async function sumPublicProfiles(sql: Sql, filter: Omit<ProfileFilter, 'words'>): Promise<number> {
  const [row] = await sql<{ total: number }[]>`
    SELECT coalesce(sum(n), 0)::int AS total
    FROM public_profile_counts
    WHERE true
      ${filter.location !== undefined ? sql`AND location_key = lower(${filter.location})` : sql``}
      ${filter.minAge !== undefined ? sql`AND age >= ${filter.minAge}` : sql``}
      ${filter.maxAge !== undefined ? sql`AND age <= ${filter.maxAge}` : sql``}`;
  return row?.total ?? 0;
}

/** The number of matches, with the snapshot it was counted in (see profile-count-cache.ts). */
export async function countPublicProfiles(sql: Sql, filter: ProfileFilter): Promise<{ total: number; snapshot: string }> {
  const [row] = await sql<{ total: number; snapshot: string }[]>`
    SELECT count(*)::int AS total, pg_current_snapshot()::text AS snapshot
    FROM profiles p
    WHERE ${filterConditions(sql, filter)}`;
  if (!row) throw new Error('count returned no row');
  return row;
}

export async function findFeaturedProfiles(sql: Sql, limit: number): Promise<ProfileRow[]> {
  return sql<ProfileRow[]>`
    SELECT ${profileColumns(sql)}
    FROM profiles p
    WHERE p.is_featured AND ${publicPredicate(sql)}
    ORDER BY p.created_at DESC, p.id DESC
    LIMIT ${limit}`;
}

export async function findPublicProfileById(sql: Sql, id: number): Promise<ProfileRow | undefined> {
  const [row] = await sql<ProfileRow[]>`
    SELECT ${profileColumns(sql)} FROM profiles p WHERE p.id = ${id} AND ${publicPredicate(sql)}`;
  return row;
}

const SLUG_COLUMNS: Record<Language, string> = {
  en: 'slug_en',
  es: 'slug_es',
  it: 'slug_it',
  de: 'slug_de',
  nl: 'slug_nl',
  pt: 'slug_pt',
};

export async function findPublicProfileBySlug(sql: Sql, slug: string, language: Language): Promise<ProfileRow | undefined> {
  const [row] = await sql<ProfileRow[]>`
    SELECT ${profileColumns(sql)}
    FROM profiles p
    WHERE p.${sql(SLUG_COLUMNS[language])} = ${slug} AND ${publicPredicate(sql)}`;
  return row;
}
