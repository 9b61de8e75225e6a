// Pure rules of the profile detail page: the shown name,
// the media order, the thumbnail limits, the personal-details rows, the price and the video's
// download name. No React here, so the rules are unit-tested directly.

import { CONTACT_CHANNELS, type ContactChannel } from '#contract/catalog-constants.ts';
import { mediaUrl } from '#contract/media.ts';
import { formatCents, toCents } from '#contract/pricing.ts';
import type { CatalogCard, PublicProfile } from '#contract/profile.schema.ts';
import { OPTION_GROUPS, type OptionGroup } from '#contract/profile-options.ts';

/** At most 10 thumbnails, and a "+N more media" badge when the total exceeds 8. */
export const MAX_THUMBNAILS = 10;
export const MORE_MEDIA_AFTER = 8;

/** "María R.": the last name only as its initial and a period. */
export function displayName(firstName: string, lastName: string): string {
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${firstName.trim()} ${initial.toUpperCase()}.` : firstName.trim();
}

export type MediaItem =
  | { kind: 'photo'; url: string /** position among the photos */; photoIndex: number }
  | { kind: 'video'; url: string /** 1-based number among the videos */; videoNumber: number };

/** Photos with the primary one first (no duplicates), then the videos, as resolved URLs. */
export function mediaItems(profile: Pick<CatalogCard, 'primaryPhoto' | 'photos' | 'videos'>): MediaItem[] {
  const photos: string[] = [];
  for (const value of [profile.primaryPhoto, ...profile.photos]) {
    if (!value) continue;
    const url = mediaUrl(value);
    if (!photos.includes(url)) photos.push(url);
  }
  const videos = [...new Set(profile.videos.filter(Boolean).map(mediaUrl))];
  return [
    ...photos.map((url, photoIndex) => ({ kind: 'photo' as const, url, photoIndex })),
    ...videos.map((url, i) => ({ kind: 'video' as const, url, videoNumber: i + 1 })),
  ];
}

/** How many media the "+N more media" badge counts, or 0 when there is no badge. */
export function moreMediaCount(total: number): number {
  return total > MORE_MEDIA_AFTER ? total - MORE_MEDIA_AFTER : 0;
}

/** "$2.00" from the wire's numeric string. */
export function formatPrice(price: string | number): string {
  try {
    return `$${formatCents(toCents(price))}`;
  } catch {
    return '';
  }
}

export const DETAIL_FIELDS = [
  'height',
  'profession',
  'education',
  'relationshipStatus',
  'interests',
  'lookingFor',
  'languages',
  'children',
  'smoking',
  'drinking',
  'bodyType',
  'ethnicity',
  'religion',
  'personalityTags',
] as const;
export type DetailField = (typeof DETAIL_FIELDS)[number];

export interface DetailRow {
  field: DetailField;
  /** One value, or several for the list fields (shown as tags). */
  values: string[];
  list: boolean;
}

const LIST_FIELDS = new Set<DetailField>(['interests', 'lookingFor', 'languages', 'personalityTags']);

function valuesOf(profile: PublicProfile | CatalogCard, field: DetailField): string[] {
  const full = profile as Partial<PublicProfile>;
  const raw: unknown = field === 'profession' ? profile.occupation : field === 'personalityTags' ? profile.personalityTags : full[field];
  const list = Array.isArray(raw) ? raw : [raw];
  return list.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim());
}

/** The personal details in the fixed order, leaving out the empty ones. */
export function detailRows(profile: PublicProfile | CatalogCard): DetailRow[] {
  return DETAIL_FIELDS.map((field) => ({ field, values: valuesOf(profile, field), list: LIST_FIELDS.has(field) })).filter(
    (row) => row.values.length > 0,
  );
}

const FIELD_OPTIONS: Partial<Record<DetailField, OptionGroup>> = {
  profession: 'occupation',
  education: 'education',
  relationshipStatus: 'relationshipStatus',
  interests: 'interests',
  lookingFor: 'lookingFor',
  languages: 'languages',
  children: 'children',
  smoking: 'smoking',
  drinking: 'drinking',
  bodyType: 'bodyType',
  ethnicity: 'ethnicity',
  religion: 'religion',
  personalityTags: 'personalityTags',
};

/**
 * The locale key of a shown value's translated label (`options.<group>.<value>`), or null for a
 * value that is not one of its field's options (a height, an admin's free text): shown as stored.
 */
export function optionLabelKey(field: DetailField, value: string): `options.${string}` | null {
  const group = FIELD_OPTIONS[field];
  if (!group || !(OPTION_GROUPS[group] as readonly string[]).includes(value)) return null;
  return `options.${group}.${value}`;
}

/** The channels she shares (values are never known here: they arrive only after purchase). */
export function sharedChannels(flags: Record<ContactChannel, boolean>): ContactChannel[] {
  return CONTACT_CHANNELS.filter((channel) => flags[channel]);
}

/**
 * The contact details of a profile the visitor has bought, from the device's purchase rows
 * (never from a public answer): every purchase's values, a newer value winning per channel.
 */
export function boughtContactInfo(rows: readonly { purchasedAt: string; contactInfo: Record<string, string> }[]): Record<string, string> {
  const merged: Record<string, string> = {};
  const oldestFirst = [...rows].sort((a, b) => a.purchasedAt.localeCompare(b.purchasedAt));
  for (const row of oldestFirst) {
    for (const [channel, value] of Object.entries(row.contactInfo)) {
      if (typeof value === 'string' && value.trim() !== '') merged[channel] = value;
    }
  }
  return merged;
}

/** The download is named from the profile name, "video" and a number, with extension mp4. */
export function videoFileName(firstName: string, videoNumber: number): string {
  const base =
    firstName
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'profile';
  return `${base}-video-${videoNumber}.mp4`;
}

/** "1:05" (or "1:02:03") for a player's time read-out. */
export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) return '0:00';
  const total = Math.floor(seconds);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}
