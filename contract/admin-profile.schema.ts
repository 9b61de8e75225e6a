// A profile as the back office edits it: what GET /api/admin/profiles/{id} answers, what PATCH
// accepts, and the moderation bodies and answers. One schema for the edit form (formik) and for the API.
//
// PATCH takes the full cleaned object (its id included, never createdAt/updatedAt) or any part of
// it — {primaryPhoto}, {inactivePhotos}, {inactiveVideos}, {isFeatured} — and refuses any other
// field (strict). Text fields take any text of their column's length: the form offers the admin
// option lists (ADMIN_HEIGHTS, ADMIN_EDUCATION …), but a stored value from elsewhere (the
// submission form's 6'5", PhD) must survive a save unchanged.
import { z } from 'zod/mini';
import { CHILDREN, PERSONALITY_TAGS } from '#contract/profile-options.ts';
import { text } from '#contract/text.ts';

export const PROFILE_STATUSES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
export type ProfileStatus = (typeof PROFILE_STATUSES)[number];

/** The channels of the stored contactMethods object, in the fixed order. */
export const ADMIN_CONTACT_CHANNELS = ['whatsapp', 'instagram', 'email', 'phone', 'telegram', 'facebook', 'tiktok'] as const;
export type AdminContactChannel = (typeof ADMIN_CONTACT_CHANNELS)[number];

const inches = (feet: number, inch: number) => feet * 12 + inch;
/** 4'8" to 6'3" in one-inch steps (the admin edit form's range). */
export const ADMIN_HEIGHTS: readonly string[] = Array.from({ length: inches(6, 3) - inches(4, 8) + 1 }, (_, i) => {
  const total = inches(4, 8) + i;
  return `${Math.floor(total / 12)}'${total % 12}"`;
});

/** The admin form's education list: the submission's, with Doctorate for PhD. */
export const ADMIN_EDUCATION = [
  'High School',
  'Some College',
  'Associate Degree',
  "Bachelor's Degree",
  "Master's Degree",
  'Doctorate',
  'Trade School',
  'Other',
] as const;

export const ADMIN_CHILDREN = CHILDREN;

/** Longest reason a moderator can give (mailed to her and shown on her owner page). */
export const REVIEW_REASON_MAX = 1000;
export const PRICE_MAX = 99_999_999.99;
const SHORT_TEXT_MAX = 100;
const LONG_TEXT_MAX = 5000;
const CONTACT_VALUE_MAX = 200;
const MEDIA_REF_MAX = 500;
const LIST_MAX = 50;

const shortText = z.nullable(text().check(z.maxLength(SHORT_TEXT_MAX)));
const textList = z.array(text().check(z.maxLength(SHORT_TEXT_MAX))).check(z.maxLength(LIST_MAX));
const mediaList = z.array(text().check(z.minLength(1), z.maxLength(MEDIA_REF_MAX))).check(z.maxLength(LIST_MAX));
const contactValue = z.optional(text().check(z.maxLength(CONTACT_VALUE_MAX)));

export const AdminContactMethodsSchema = z.strictObject({
  whatsapp: contactValue,
  instagram: contactValue,
  email: contactValue,
  phone: contactValue,
  telegram: contactValue,
  facebook: contactValue,
  tiktok: contactValue,
});
export type AdminContactMethods = z.infer<typeof AdminContactMethodsSchema>;

/** PATCH /api/admin/profiles/{id}: every field optional, no other field allowed. */
export const AdminProfileUpdateSchema = z
  .strictObject({
    id: z.optional(z.int()),
    firstName: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(SHORT_TEXT_MAX))),
    lastName: z.optional(shortText),
    age: z.optional(z.int().check(z.minimum(18), z.maximum(99))),
    gender: z.optional(z.enum(['female', 'male', 'other'])),
    height: z.optional(z.nullable(text().check(z.maxLength(20)))),
    location: z.optional(text().check(z.trim(), z.minLength(1), z.maxLength(SHORT_TEXT_MAX))),
    education: z.optional(shortText),
    occupation: z.optional(shortText),
    occupationDetails: z.optional(z.nullable(text().check(z.maxLength(500)))),
    relationshipStatus: z.optional(shortText),
    bodyType: z.optional(shortText),
    appearance: z.optional(shortText),
    skinColor: z.optional(shortText),
    hairColor: z.optional(shortText),
    eyeColor: z.optional(shortText),
    children: z.optional(z.array(z.enum(CHILDREN)).check(z.maxLength(CHILDREN.length))),
    smoking: z.optional(shortText),
    drinking: z.optional(shortText),
    languages: z.optional(textList),
    interests: z.optional(textList),
    lookingFor: z.optional(textList),
    aboutMe: z.optional(z.nullable(text().check(z.maxLength(LONG_TEXT_MAX)))),
    personalityTags: z.optional(z.array(z.enum(PERSONALITY_TAGS)).check(z.maxLength(PERSONALITY_TAGS.length))),
    ethnicity: z.optional(shortText),
    religion: z.optional(shortText),
    photos: z.optional(mediaList),
    videos: z.optional(mediaList),
    inactivePhotos: z.optional(mediaList),
    inactiveVideos: z.optional(mediaList),
    primaryPhoto: z.optional(z.nullable(text().check(z.maxLength(MEDIA_REF_MAX)))),
    contactMethods: z.optional(AdminContactMethodsSchema),
    price: z.optional(z.number().check(z.minimum(0), z.maximum(PRICE_MAX))),
    status: z.optional(z.enum(PROFILE_STATUSES)),
    isApproved: z.optional(z.boolean()),
    isFeatured: z.optional(z.boolean()),
    /** Set only when the admin confirmed the verification steps (the form's confirmation box). */
    verified: z.optional(z.boolean()),
    email: z.optional(z.nullable(z.union([z.literal(''), z.email().check(z.maxLength(254))]))),
  })
  .check(
    z.refine((v) => !v.inactivePhotos || !v.photos || v.inactivePhotos.every((p) => v.photos?.includes(p)), {
      path: ['inactivePhotos'],
      message: 'Inactive photos must be among the photos',
    }),
    z.refine((v) => !v.inactiveVideos || !v.videos || v.inactiveVideos.every((p) => v.videos?.includes(p)), {
      path: ['inactiveVideos'],
      message: 'Inactive videos must be among the videos',
    }),
    z.refine((v) => !v.primaryPhoto || !v.photos || v.photos.includes(v.primaryPhoto), {
      path: ['primaryPhoto'],
      message: 'The primary photo must be one of the photos',
    }),
  );
export type AdminProfileUpdate = z.infer<typeof AdminProfileUpdateSchema>;

/** The profile fields of a pending edit an admin compares with the live ones. */
export const AdminPendingEditSchema = z.object({
  submittedAt: z.string(),
  values: z.record(z.string(), z.unknown()),
});
export type AdminPendingEdit = z.infer<typeof AdminPendingEditSchema>;

export const REVIEW_DECISIONS = ['needs_changes', 'declined'] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];

const nullableText = z.nullable(z.string());

/** The fields of a profile an admin reads and edits, as the API and its rows share them. */
export const AdminProfileFieldsSchema = z.object({
  id: z.int(),
  firstName: z.string(),
  lastName: nullableText,
  age: z.int(),
  gender: z.enum(['female', 'male', 'other']),
  height: nullableText,
  location: z.string(),
  education: nullableText,
  occupation: nullableText,
  occupationDetails: nullableText,
  relationshipStatus: nullableText,
  bodyType: nullableText,
  appearance: nullableText,
  skinColor: nullableText,
  hairColor: nullableText,
  eyeColor: nullableText,
  children: z.array(z.string()),
  smoking: nullableText,
  drinking: nullableText,
  languages: z.array(z.string()),
  interests: z.array(z.string()),
  lookingFor: z.array(z.string()),
  aboutMe: nullableText,
  personalityTags: z.array(z.string()),
  ethnicity: nullableText,
  religion: nullableText,
  photos: z.array(z.string()),
  videos: z.array(z.string()),
  inactivePhotos: z.array(z.string()),
  inactiveVideos: z.array(z.string()),
  primaryPhoto: nullableText,
  status: z.enum(PROFILE_STATUSES),
  isApproved: z.boolean(),
  isFeatured: z.boolean(),
  verified: z.boolean(),
  email: nullableText,
  /** Whether buyers see her now (the public view of migration 00008). */
  isPublic: z.boolean(),
  reviewDecision: z.nullable(z.enum(REVIEW_DECISIONS)),
  reviewReason: nullableText,
});
export type AdminProfileFields = z.infer<typeof AdminProfileFieldsSchema>;

/** GET /api/admin/profiles/{id}. Media are the URLs the app shows. */
export const AdminProfileSchema = z.extend(AdminProfileFieldsSchema, {
  contactWhatsapp: z.string(),
  contactInstagram: z.string(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  contactTelegram: z.string(),
  contactFacebook: z.string(),
  contactTiktok: z.string(),
  price: z.number(),
  reviewedAt: nullableText,
  pendingEdit: z.nullable(AdminPendingEditSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminProfile = z.infer<typeof AdminProfileSchema>;

const reason = text('A reason is required').check(
  z.trim(),
  z.minLength(1, 'A reason is required'),
  z.maxLength(REVIEW_REASON_MAX, `At most ${REVIEW_REASON_MAX} characters`),
);

/** POST /api/admin/profiles/{id}/review: a new submission sent back for changes, or declined. */
export const ReviewDecisionSchema = z.strictObject({ decision: z.enum(REVIEW_DECISIONS), reason });
export type ReviewDecisionBody = z.infer<typeof ReviewDecisionSchema>;

/** POST /api/admin/profiles/{id}/pending-edit/send-back: her edit of a live profile, refused with a reason. */
export const SendBackEditSchema = z.strictObject({ reason });
export type SendBackEdit = z.infer<typeof SendBackEditSchema>;

/** The contact fields of the admin object, by channel. */
export const CONTACT_FIELDS = {
  whatsapp: 'contactWhatsapp',
  instagram: 'contactInstagram',
  email: 'contactEmail',
  phone: 'contactPhone',
  telegram: 'contactTelegram',
  facebook: 'contactFacebook',
  tiktok: 'contactTiktok',
} as const satisfies Record<AdminContactChannel, keyof AdminProfile>;
