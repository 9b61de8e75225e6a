// The few reads the SEO tags, the sitemap and the share images need. Only publicly visible
// profiles (publicProfile()) and never contact_methods.

import type { Language } from '#contract/languages.ts';
import type { Sql } from '#db/connection.ts';
import { SLUG_COLUMNS } from '../profiles/profiles.queries.ts';
import { publicProfile } from '../profiles/public-profile.ts';

export type ProfileSlugs = Record<Language, string | null>;

export interface SeoProfile {
  id: number;
  firstName: string;
  lastName: string | null;
  age: number;
  location: string;
  slugs: ProfileSlugs;
  updatedAt: Date;
  /** Her photos, for the preload of the page's main photo. */
  photo: ProfilePhoto;
}

export interface SitemapProfile {
  id: number;
  slugs: ProfileSlugs;
  updatedAt: Date;
}

export interface ProfilePhoto {
  primaryPhoto: string | null;
  photos: string[];
  /** Photos an admin switched off: never shown, so never shared. */
  inactivePhotos: string[];
}

interface SlugColumns {
  slug_en: string | null;
  slug_es: string | null;
  slug_it: string | null;
  slug_de: string | null;
  slug_nl: string | null;
  slug_pt: string | null;
}

interface SeoProfileRow extends SlugColumns {
  id: number;
  first_name: string;
  last_name: string | null;
  age: number;
  location: string;
  updated_at: Date;
  primary_photo: string | null;
  photos: string[];
  inactive_photos: string[];
}

function slugsOf(row: SlugColumns): ProfileSlugs {
  return { en: row.slug_en, es: row.slug_es, it: row.slug_it, de: row.slug_de, nl: row.slug_nl, pt: row.slug_pt };
}

function toSeoProfile(row: SeoProfileRow): SeoProfile {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    age: row.age,
    location: row.location,
    slugs: slugsOf(row),
    updatedAt: row.updated_at,
    photo: { primaryPhoto: row.primary_photo, photos: row.photos, inactivePhotos: row.inactive_photos },
  };
}

export async function findPublicProfileById(sql: Sql, id: number): Promise<SeoProfile | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await sql<SeoProfileRow[]>`
    SELECT id, first_name, last_name, age, location, updated_at,
           slug_en, slug_es, slug_it, slug_de, slug_nl, slug_pt, primary_photo, photos, inactive_photos
    FROM profiles
    WHERE id = ${id} AND ${publicProfile(sql)}`;
  return row ? toSeoProfile(row) : null;
}

/** By the slug of the page's language first, then by another language's slug. */
export async function findPublicProfileBySlug(sql: Sql, slug: string, lang: Language): Promise<SeoProfile | null> {
  const rows = await sql<SeoProfileRow[]>`
    SELECT id, first_name, last_name, age, location, updated_at,
           slug_en, slug_es, slug_it, slug_de, slug_nl, slug_pt, primary_photo, photos, inactive_photos
    FROM profiles
    WHERE ${slug} IN (slug_en, slug_es, slug_it, slug_de, slug_nl, slug_pt) AND ${publicProfile(sql)}
    ORDER BY (${sql(SLUG_COLUMNS[lang])} = ${slug}) DESC, id
    LIMIT 1`;
  const [row] = rows;
  return row ? toSeoProfile(row) : null;
}

export async function listPublicProfilesForSitemap(sql: Sql): Promise<SitemapProfile[]> {
  const rows = await sql<(SlugColumns & { id: number; updated_at: Date })[]>`
    SELECT id, updated_at, slug_en, slug_es, slug_it, slug_de, slug_nl, slug_pt
    FROM profiles
    WHERE ${publicProfile(sql)}
    ORDER BY id`;
  return rows.map((row) => ({ id: row.id, slugs: slugsOf(row), updatedAt: row.updated_at }));
}

export async function findPublicProfilePhoto(sql: Sql, id: number): Promise<ProfilePhoto | null> {
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return null;
  const [row] = await sql<{ primary_photo: string | null; photos: string[]; inactive_photos: string[] }[]>`
    SELECT primary_photo, photos, inactive_photos
    FROM profiles
    WHERE id = ${id} AND ${publicProfile(sql)}`;
  return row ? { primaryPhoto: row.primary_photo, photos: row.photos, inactivePhotos: row.inactive_photos } : null;
}
