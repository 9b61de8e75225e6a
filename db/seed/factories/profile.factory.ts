// Builds valid profile rows for the demo seed and for tests (STYLE.md: the seed uses the same
// factories; tests/factories/ re-exports them). buildProfile gives a publicly visible profile (ACTIVE, approved, consent given)
// with every field filled; override what a test is about. Contact values are fictitious only:
// 555-01xx phone numbers, example.com / example.org emails and @demo_ handles.
import { profileSlugs, slugify } from '#contract/profile-slug.ts';
import type { Queryable } from '#db/connection.ts';
import { hashToken, sha256 } from '#lib/crypto.ts';
import { chance, int, mulberry32, pick, type Random, sample, uuid, weighted } from '../prng.ts';
import {
  ABOUT_CLOSINGS,
  ABOUT_MIDDLES,
  ABOUT_OPENINGS,
  ABOUT_VALUES,
  APPEARANCES,
  BODY_TYPES,
  CITIES,
  CONTACT_CHANNELS,
  type ContactChannel,
  DRINKING,
  EDUCATION,
  ETHNICITIES,
  EYE_COLORS,
  FIRST_NAMES,
  HAIR_COLORS,
  HEIGHTS,
  INTERESTS,
  LANGUAGES,
  LAST_NAMES,
  LOOKING_FOR,
  OCCUPATION_DETAILS,
  OCCUPATIONS,
  PERSONALITY_TAGS,
  RELATIONSHIP_STATUSES,
  RELIGIONS,
  SKIN_COLORS,
  SMOKING,
  STOREFRONT_CITIES,
} from '../vocabulary.ts';

export type ProfileStatus = 'PENDING' | 'ACTIVE' | 'INACTIVE';
export type ReleasePolicy = 'instant' | 'approve_each_buyer';
export type ContactMethods = Partial<Record<ContactChannel, string>>;

/** Every stored column of profiles except id, in camelCase. */
export interface ProfileFields {
  firstName: string;
  lastName: string | null;
  age: number;
  gender: 'female' | 'male' | 'other';
  height: string | null;
  location: string;
  email: string | null;
  slugEn: string | null;
  slugEs: string | null;
  slugDe: string | null;
  slugIt: string | null;
  slugNl: string | null;
  slugPt: string | null;
  education: string | null;
  occupation: string | null;
  occupationDetails: string | null;
  languages: string[];
  relationshipStatus: string | null;
  children: string[];
  smoking: string | null;
  drinking: string | null;
  bodyType: string | null;
  appearance: string | null;
  skinColor: string | null;
  hairColor: string | null;
  eyeColor: string | null;
  ethnicity: string | null;
  religion: string | null;
  lookingFor: string[];
  aboutMe: string | null;
  interests: string[];
  personalityTags: string[];
  photos: string[];
  videos: string[];
  primaryPhoto: string | null;
  inactivePhotos: string[];
  inactiveVideos: string[];
  contactMethods: ContactMethods;
  sharedChannels: ContactChannel[];
  combinedAgreement: boolean;
  contactSharingConsent: boolean;
  consentGivenAt: Date | null;
  consentTextVersion: string | null;
  consentIpHash: string | null;
  ownerTokenHash: string | null;
  consentWithdrawnAt: Date | null;
  releasePolicy: ReleasePolicy;
  price: string;
  status: ProfileStatus;
  isApproved: boolean;
  isFeatured: boolean;
  verified: boolean;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  /** She paused her listing (00013); absent: not paused. */
  pausedAt?: Date | null;
}

export interface InsertedProfile extends ProfileFields {
  id: number;
}

export const CONSENT_TEXT_VERSION = 'v1';

/** Overrides for a profile without slugs (rows made outside the seed's numbering, e.g. in e2e). */
export const NO_SLUGS = { slugEn: null, slugEs: null, slugDe: null, slugIt: null, slugNl: null, slugPt: null } as const;

/** Overrides for a new submission waiting for review: PENDING, never approved, no slugs. */
export const AWAITING_REVIEW = { ...NO_SLUGS, status: 'PENDING', isApproved: false } as const;

export { profileSlugs, slugify };

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

/** A short about-me text composed from sentence fragments. */
export function buildAbout(random: Random, p: { firstName: string; age: number; location: string; interests: readonly string[] }): string {
  const [interest1 = 'music', interest2 = 'dancing'] = sample(random, p.interests, 2).map((s) => s.toLowerCase());
  const values = { name: p.firstName, city: p.location, age: String(p.age), interest1, interest2 };
  return [ABOUT_OPENINGS, ABOUT_MIDDLES, ABOUT_VALUES, ABOUT_CLOSINGS].map((group) => fill(pick(random, group), values)).join(' ');
}

/** Fictitious contact values only: 555-01xx numbers, example.com/.org mail, @demo_ handles. */
export function buildContactMethods(random: Random, channels: readonly ContactChannel[], handle: string, sequence: number): ContactMethods {
  const phone = `+1 ${pick(random, ['809', '829', '849'])} 555 01${String(sequence % 100).padStart(2, '0')}`;
  const methods: ContactMethods = {};
  for (const channel of channels) {
    switch (channel) {
      case 'whatsapp':
      case 'phone':
        methods[channel] = phone;
        break;
      case 'email':
        methods.email = `${handle.replace(/_/g, '.')}@${pick(random, ['example.com', 'example.org'])}`;
        break;
      case 'facebook':
        methods.facebook = handle.replace(/_/g, '.');
        break;
      default:
        methods[channel] = `@${handle}`;
    }
  }
  return methods;
}

/** A height in the submission form's range, most between 5'0" and 5'8". */
function buildHeight(random: Random): string {
  const center = HEIGHTS.indexOf(`5'4"`);
  const spread = int(random, 0, 4) + int(random, 0, 4) - 4 + (chance(random, 0.1) ? int(random, -6, 13) : 0);
  const index = Math.min(HEIGHTS.length - 1, Math.max(0, center + spread));
  return HEIGHTS[index] as string;
}

const defaultRandom: Random = mulberry32(20260101);
let sequenceCounter = 0;

/**
 * A complete, valid, publicly visible profile. `sequence` makes slugs and handles unique
 * (the seed passes 1…n; tests get a process-wide counter).
 */
export function buildProfile(
  overrides: Partial<ProfileFields> = {},
  random: Random = defaultRandom,
  sequence: number = ++sequenceCounter,
): ProfileFields {
  const firstName = overrides.firstName ?? pick(random, FIRST_NAMES);
  const lastName = overrides.lastName !== undefined ? overrides.lastName : pick(random, LAST_NAMES);
  const age = overrides.age ?? Math.min(45, 18 + Math.floor(random() * random() * 28) + int(random, 0, 6));
  const location = overrides.location ?? (chance(random, 0.7) ? pick(random, STOREFRONT_CITIES) : pick(random, CITIES));
  const occupation = pick(random, OCCUPATIONS);
  const interests = sample(random, INTERESTS, int(random, 3, 7));
  const languages = [
    'Spanish',
    ...sample(
      random,
      LANGUAGES.slice(1),
      weighted(random, [
        [0, 3],
        [1, 5],
        [2, 2],
      ]),
    ),
  ];
  const channels = sample(random, CONTACT_CHANNELS, int(random, 2, 5));
  const handle = `demo_${slugify(firstName).replace(/-/g, '')}_${lastName ? slugify(lastName).charAt(0) : 'x'}${sequence}`;
  const photos = Array.from({ length: int(random, 3, 8) }, () => `${uuid(random)}.webp`);
  const createdAt = overrides.createdAt ?? new Date();
  const children = chance(random, 0.45)
    ? ['Have children', ...(chance(random, 0.3) ? ['Want children'] : [])]
    : [pick(random, ['No children', 'Want children', "Don't want children"] as const)];
  const contactMethods = buildContactMethods(random, channels, handle, sequence);

  const profile: ProfileFields = {
    firstName,
    lastName,
    age,
    gender: 'female',
    height: buildHeight(random),
    location,
    email: `${handle.replace(/_/g, '.')}@example.com`,
    ...profileSlugs(firstName, lastName, age, location, sequence),
    education: pick(random, EDUCATION),
    occupation,
    occupationDetails: pick(random, OCCUPATION_DETAILS[occupation]),
    languages,
    relationshipStatus: weighted(
      random,
      RELATIONSHIP_STATUSES.map((s, i) => [s, i === 0 ? 8 : 1] as const),
    ),
    children,
    smoking: weighted(
      random,
      SMOKING.map((s, i) => [s, [12, 4, 1, 0.2][i] ?? 1] as const),
    ),
    drinking: pick(random, DRINKING),
    bodyType: pick(random, BODY_TYPES),
    appearance: weighted(
      random,
      APPEARANCES.map((s, i) => [s, [4, 5, 1, 1][i] ?? 1] as const),
    ),
    skinColor: pick(random, SKIN_COLORS),
    hairColor: pick(random, HAIR_COLORS),
    eyeColor: pick(random, EYE_COLORS),
    ethnicity: pick(random, ETHNICITIES),
    religion: pick(random, RELIGIONS),
    lookingFor: sample(random, LOOKING_FOR, int(random, 1, 2)),
    aboutMe: '',
    interests,
    personalityTags: sample(random, PERSONALITY_TAGS, int(random, 2, 4)),
    photos,
    videos: [],
    primaryPhoto: photos[0] ?? null,
    inactivePhotos: [],
    inactiveVideos: [],
    contactMethods,
    sharedChannels: [...channels],
    combinedAgreement: true,
    contactSharingConsent: true,
    consentGivenAt: createdAt,
    consentTextVersion: CONSENT_TEXT_VERSION,
    // 192.0.2.0/24 is reserved for documentation: never a real visitor's address
    consentIpHash: sha256(`192.0.2.${int(random, 1, 254)}`),
    ownerTokenHash: hashToken(uuid(random)),
    consentWithdrawnAt: null,
    releasePolicy: 'instant',
    price: weighted(random, [
      ['2.00', 85],
      ['1.50', 5],
      ['3.00', 6],
      ['4.99', 4],
    ]),
    status: 'ACTIVE',
    isApproved: true,
    isFeatured: false,
    verified: true,
    createdAt,
    updatedAt: createdAt,
    deletedAt: null,
  };
  profile.aboutMe = buildAbout(random, profile);
  const merged = { ...profile, ...overrides };
  // keep the media fields consistent when a test replaces the photos only
  if (overrides.photos && overrides.primaryPhoto === undefined) merged.primaryPhoto = overrides.photos[0] ?? null;
  return merged;
}

function snakeCase(key: string): string {
  return key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** The row as postgres.js inserts it: snake_case keys. */
export function profileColumns(profile: Partial<ProfileFields>): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(profile)) {
    if (value !== undefined) row[snakeCase(key)] = value;
  }
  return row;
}

/** Inserts profiles in one statement (in order) and returns their ids. */
export async function insertProfiles(sql: Queryable, profiles: readonly ProfileFields[]): Promise<number[]> {
  if (profiles.length === 0) return [];
  const rows = profiles.map(profileColumns);
  const inserted = await sql<{ id: number }[]>`INSERT INTO profiles ${sql(rows)} RETURNING id`;
  return inserted.map((r) => r.id);
}

export async function insertProfile(sql: Queryable, overrides: Partial<ProfileFields> = {}, random?: Random): Promise<InsertedProfile> {
  const profile = buildProfile(overrides, random);
  const [id] = await insertProfiles(sql, [profile]);
  if (id === undefined) throw new Error('profile insert returned no id');
  return { id, ...profile };
}
