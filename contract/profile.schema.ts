// The public profile contract: what GET /api/profiles* answers and what the
// catalogue change feed carries. Public fields only: contactMethods says which channels exist,
// never their values; media are URLs (see media.ts); lastName is its initial only.
// Written with zod/mini so the browser bundle stays small; the API validates with the same.
import { z } from 'zod/mini';
import { RELEASE_POLICY_NAMES } from '#contract/approval-request.schema.ts';
import { BROWSE_LOCATIONS, CONTACT_CHANNELS, LANGUAGES, PERSONALITY_TAGS, PROFILE_SORTS } from '#contract/catalog-constants.ts';
import { text } from '#contract/text.ts';

export type { ContactChannel, ProfileSort } from '#contract/catalog-constants.ts';
export { BROWSE_LOCATIONS, CONTACT_CHANNELS, LANGUAGES, PERSONALITY_TAGS, PROFILE_SORTS };

export const ContactMethodFlagsSchema = z.object({
  whatsapp: z.boolean(),
  instagram: z.boolean(),
  email: z.boolean(),
  telegram: z.boolean(),
  facebook: z.boolean(),
  tiktok: z.boolean(),
  phone: z.boolean(),
});
export type ContactMethodFlags = z.infer<typeof ContactMethodFlagsSchema>;

const slugs = {
  slugEn: z.nullable(z.string()),
  slugEs: z.nullable(z.string()),
  slugIt: z.nullable(z.string()),
  slugDe: z.nullable(z.string()),
  slugNl: z.nullable(z.string()),
  slugPt: z.nullable(z.string()),
};

/** The compact card the change feed carries and the local replica stores (enough to browse,
 * search and open a profile offline). */
export const CatalogCardSchema = z.object({
  id: z.int().check(z.positive()),
  firstName: z.string(),
  lastName: z.string(),
  age: z.int(),
  location: z.string(),
  aboutMe: z.string(),
  /** Numeric string with two decimals, e.g. "2.00" (the wire format). */
  price: z.string(),
  primaryPhoto: z.nullable(z.string()),
  photos: z.array(z.string()),
  videos: z.array(z.string()),
  occupation: z.nullable(z.string()),
  personalityTags: z.array(z.string()),
  contactMethods: ContactMethodFlagsSchema,
  verified: z.boolean(),
  isFeatured: z.boolean(),
  createdAt: z.string(),
  ...slugs,
  /** How her contact details are released after payment: 'approve_each_buyer' asks her first. */
  releasePolicy: z.enum(RELEASE_POLICY_NAMES),
});
export type CatalogCard = z.infer<typeof CatalogCardSchema>;

/** The full public profile (GET /api/profiles/{id}, /by-slug/…, and each element of the lists). */
export const PublicProfileSchema = z.extend(CatalogCardSchema, {
  height: z.nullable(z.string()),
  education: z.nullable(z.string()),
  relationshipStatus: z.nullable(z.string()),
  languages: z.array(z.string()),
  children: z.array(z.string()),
  smoking: z.nullable(z.string()),
  drinking: z.nullable(z.string()),
  interests: z.array(z.string()),
  lookingFor: z.array(z.string()),
  bodyType: z.nullable(z.string()),
  ethnicity: z.nullable(z.string()),
  religion: z.nullable(z.string()),
});
export type PublicProfile = z.infer<typeof PublicProfileSchema>;

/** Query of GET /api/profiles: search and location, then age, sort and paging. */
export const ProfileListQuerySchema = z.object({
  search: z.optional(text().check(z.trim(), z.maxLength(200))),
  location: z.optional(text().check(z.trim(), z.maxLength(100))),
  minAge: z.optional(z.coerce.number().check(z.int(), z.minimum(18), z.maximum(99))),
  maxAge: z.optional(z.coerce.number().check(z.int(), z.minimum(18), z.maximum(99))),
  sort: z.optional(z.enum(PROFILE_SORTS)),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(1000))),
  offset: z.optional(z.coerce.number().check(z.int(), z.minimum(0))),
});
export type ProfileListQuery = z.infer<typeof ProfileListQuerySchema>;
