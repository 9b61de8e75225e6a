// The profile submission: one schema for the formik form and for POST /api/profiles. Stored values
// are English words (profile-options.ts); messages are i18n keys (forms.validation.*),
// translated where they are shown. Media are the URLs of her pending uploads
// (/uploads/pending/<name>), never public until a moderator approves the profile.
import { z } from 'zod/mini';
import { ReleasePolicySchema } from '#contract/approval-request.schema.ts';
import { emailAddress } from '#contract/contact.schema.ts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '#contract/languages.ts';
import * as lists from '#contract/profile-options.ts';
import { text } from '#contract/text.ts';

export * from '#contract/profile-options.ts';

export const NAME_MAX = 100;
export const AGE_MIN = 18;
export const AGE_MAX = 99;
/** A submission without an age is taken to be 18, the youngest she may be. */
export const AGE_DEFAULT = 18;
export const ABOUT_ME_MAX = 2000;
export const CONTACT_VALUE_MAX = 200;
/** Photos and videos together. */
export const MEDIA_MAX = 10;

/** The channels of the submission form, in its order. */
export const SUBMISSION_CHANNELS = ['whatsapp', 'instagram', 'tiktok', 'facebook', 'telegram', 'email'] as const;
export type SubmissionChannel = (typeof SUBMISSION_CHANNELS)[number];

/**
 * The version of the consent text she agrees to (the form's wording: which channels are sold, at
 * what price, withdrawable at any time). A change of that wording gets a new version, so each
 * stored consent says which text it was given under.
 */
export const CONSENT_TEXT_VERSION = 'submission-2026-11';

const PENDING_PHOTO_URL = /^\/uploads\/pending\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpe?g|png|gif|webp)$/;
const PENDING_VIDEO_URL = /^\/uploads\/pending\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(mp4|mov|avi|webm)$/;

export function isPendingPhotoUrl(url: string): boolean {
  return PENDING_PHOTO_URL.test(url);
}
export function isPendingVideoUrl(url: string): boolean {
  return PENDING_VIDEO_URL.test(url);
}

const REQUIRED = 'forms.validation.required';
const INVALID = 'forms.validation.invalid';

/** One of `options`, or absent / empty (the form's "not chosen"). */
const optionalChoice = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.optional(z.union([z.enum(options, INVALID), z.literal('')], INVALID));
const choices = <const T extends readonly [string, ...string[]]>(options: T) =>
  z._default(z.array(z.enum(options, INVALID), INVALID).check(z.maxLength(options.length, INVALID)), []);

const contactValue = z.optional(text(INVALID).check(z.trim(), z.maxLength(CONTACT_VALUE_MAX, 'forms.validation.contactMax')));
const contactEmail = emailAddress('forms.validation.emailInvalid');

export const SubmissionContactMethodsSchema = z
  .object(
    {
      whatsapp: contactValue,
      instagram: contactValue,
      tiktok: contactValue,
      facebook: contactValue,
      telegram: contactValue,
      email: contactValue,
    },
    'forms.validation.contactRequired',
  )
  .check(
    z.refine((methods) => SUBMISSION_CHANNELS.some((channel) => (methods[channel] ?? '') !== ''), 'forms.validation.contactRequired'),
    z.refine((methods) => !methods.email || contactEmail.safeParse(methods.email).success, {
      path: ['email'],
      message: 'forms.validation.emailInvalid',
    }),
  );
export type SubmissionContactMethods = z.infer<typeof SubmissionContactMethodsSchema>;

const isObjectPayload = (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null;

/** Her age in whole years, 18 to 99; required where no default applies (an edit). */
export const AgeSchema = z
  .number(REQUIRED)
  .check(
    z.int('forms.validation.ageRange'),
    z.minimum(AGE_MIN, 'forms.validation.ageRange'),
    z.maximum(AGE_MAX, 'forms.validation.ageRange'),
  );

export const SubmissionSchema = z
  .object({
    firstName: text(REQUIRED).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(NAME_MAX, 'forms.validation.nameLength')),
    lastName: z.optional(text(INVALID).check(z.trim(), z.maxLength(NAME_MAX, 'forms.validation.nameLength'))),
    /** Absent (her form's field left empty): AGE_DEFAULT. */
    age: z._default(AgeSchema, AGE_DEFAULT),
    gender: z.enum(lists.GENDERS, REQUIRED),
    height: optionalChoice(lists.HEIGHTS as [string, ...string[]]),
    location: z.enum(lists.CITIES, REQUIRED),
    education: optionalChoice(lists.EDUCATION),
    occupation: optionalChoice(lists.OCCUPATIONS),
    languages: choices(lists.SPOKEN_LANGUAGES),
    relationshipStatus: optionalChoice(lists.RELATIONSHIP_STATUSES),
    children: choices(lists.CHILDREN),
    smoking: optionalChoice(lists.SMOKING),
    bodyType: optionalChoice(lists.BODY_TYPES),
    appearance: optionalChoice(lists.APPEARANCES),
    drinking: optionalChoice(lists.DRINKING),
    lookingFor: choices(lists.LOOKING_FOR),
    aboutMe: z.optional(text(INVALID).check(z.trim(), z.maxLength(ABOUT_ME_MAX, 'forms.validation.aboutMeMax'))),
    interests: choices(lists.INTERESTS),
    personalityTags: choices(lists.PERSONALITY_TAGS),
    ethnicity: optionalChoice(lists.ETHNICITIES),
    religion: optionalChoice(lists.RELIGIONS),
    contactMethods: SubmissionContactMethodsSchema,
    photos: z._default(z.array(text(INVALID).check(z.refine(isPendingPhotoUrl, INVALID)), INVALID), []),
    videos: z._default(z.array(text(INVALID).check(z.refine(isPendingVideoUrl, INVALID)), INVALID), []),
    /** One of `photos`; unset, the first photo is the main one. */
    primaryPhoto: z.optional(text(INVALID)),
    /** She is 18 or older, accepts the terms and the privacy policy, understands the manual review. */
    combinedAgreement: z.literal(true, 'forms.validation.agreementRequired'),
    /** She agrees that the channels she filled in are sold at the listed price, until she withdraws. */
    contactSharingConsent: z.literal(true, 'forms.validation.consentRequired'),
    /**
     * How her contact details are released: to anyone who pays (`instant`), or only
     * to the buyers she approves one by one. Chosen at submission; an edit keeps the stored one
     * (she changes it on her owner page, for purchases to come).
     */
    releasePolicy: z._default(ReleasePolicySchema, 'instant'),
    /** The language she filled the form in: her owner-link mail is written in it. */
    language: z._default(z.enum(SUPPORTED_LANGUAGES, INVALID), DEFAULT_LANGUAGE),
  })
  .check(
    // `when`: checked also when other fields failed, so the form shows every problem at once.
    z.refine((values) => Array.isArray(values.photos) && values.photos.length > 0, {
      path: ['photos'],
      message: 'forms.validation.photoRequired',
      when: isObjectPayload,
    }),
    z.refine(
      (values) =>
        (Array.isArray(values.photos) ? values.photos.length : 0) + (Array.isArray(values.videos) ? values.videos.length : 0) <= MEDIA_MAX,
      { path: ['photos'], message: 'forms.validation.mediaMax', when: isObjectPayload },
    ),
    z.refine((values) => values.primaryPhoto === undefined || values.primaryPhoto === '' || values.photos.includes(values.primaryPhoto), {
      path: ['primaryPhoto'],
      message: 'forms.validation.primaryPhotoInvalid',
    }),
    z.refine((values) => new Set([...values.photos, ...values.videos]).size === values.photos.length + values.videos.length, {
      path: ['photos'],
      message: INVALID,
    }),
  );
export type Submission = z.infer<typeof SubmissionSchema>;
export type SubmissionInput = z.input<typeof SubmissionSchema>;

/** The channels she shares: those she filled in (every one of them is sold under her consent). */
export function sharedChannelsOf(methods: SubmissionContactMethods): SubmissionChannel[] {
  return SUBMISSION_CHANNELS.filter((channel) => (methods[channel] ?? '') !== '');
}

/** POST /api/profiles answers this once; the owner token is never shown again. */
export const SubmissionCreatedSchema = z.object({
  id: z.int(),
  status: z.literal('PENDING'),
  /** The secret of her owner link; absent on an idempotent replay whose token was already handed out. */
  ownerToken: z.optional(z.string()),
});
export type SubmissionCreated = z.infer<typeof SubmissionCreatedSchema>;
