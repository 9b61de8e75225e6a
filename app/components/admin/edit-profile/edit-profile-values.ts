// The edit form's values: from the
// admin object to what formik edits, and back to the cleaned object PATCH takes — contact fields
// as one contactMethods object of the non-blank ones, no createdAt/updatedAt, lists from
// comma-separated text with empty entries dropped, age and price as numbers.
import type { AdminContactChannel, AdminProfile, AdminProfileUpdate } from '#contract/admin-profile.schema.ts';
import { ADMIN_CONTACT_CHANNELS, AdminProfileUpdateSchema, CONTACT_FIELDS } from '#contract/admin-profile.schema.ts';

/** The form's plain text fields (blank is sent as null). */
export const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'height',
  'location',
  'email',
  'education',
  'occupation',
  'occupationDetails',
  'bodyType',
  'appearance',
  'skinColor',
  'hairColor',
  'eyeColor',
  'relationshipStatus',
  'smoking',
  'drinking',
  'ethnicity',
  'religion',
  'aboutMe',
] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type ContactField = (typeof CONTACT_FIELDS)[AdminContactChannel];

export type EditFormValues = Record<TextField | ContactField, string> & {
  id: number;
  age: string;
  gender: AdminProfile['gender'];
  price: string;
  children: string[];
  personalityTags: string[];
  languagesText: string;
  interestsText: string;
  lookingForText: string;
  photos: string[];
  videos: string[];
  inactivePhotos: string[];
  inactiveVideos: string[];
  primaryPhoto: string;
  status: AdminProfile['status'];
  isApproved: boolean;
  isFeatured: boolean;
  verified: boolean;
  /** The admin confirmed the verification steps (Verified can be set only then). */
  verificationConfirmed: boolean;
};

/** "Spanish, English, , French" → ['Spanish', 'English', 'French']. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

export function formValuesOf(p: AdminProfile): EditFormValues {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, p[f] ?? ''])) as Record<TextField, string>;
  const contacts = Object.fromEntries(ADMIN_CONTACT_CHANNELS.map((c) => [CONTACT_FIELDS[c], p[CONTACT_FIELDS[c]]])) as Record<
    ContactField,
    string
  >;
  return {
    ...text,
    ...contacts,
    id: p.id,
    age: String(p.age),
    gender: p.gender,
    price: p.price.toFixed(2),
    children: [...p.children],
    personalityTags: [...p.personalityTags],
    languagesText: p.languages.join(', '),
    interestsText: p.interests.join(', '),
    lookingForText: p.lookingFor.join(', '),
    photos: [...p.photos],
    videos: [...p.videos],
    inactivePhotos: [...p.inactivePhotos],
    inactiveVideos: [...p.inactiveVideos],
    primaryPhoto: p.primaryPhoto ?? '',
    status: p.status,
    isApproved: p.isApproved,
    isFeatured: p.isFeatured,
    verified: p.verified,
    verificationConfirmed: p.verified,
  };
}

/** The cleaned object Save All Changes sends. */
export function cleanedUpdate(v: EditFormValues): AdminProfileUpdate {
  const text = Object.fromEntries(TEXT_FIELDS.map((f) => [f, v[f].trim() === '' ? null : v[f]])) as Record<TextField, string | null>;
  const contactMethods = Object.fromEntries(
    ADMIN_CONTACT_CHANNELS.map((c) => [c, v[CONTACT_FIELDS[c]].trim()]).filter(([, value]) => value !== ''),
  ) as AdminProfileUpdate['contactMethods'];
  return {
    ...text,
    id: v.id,
    firstName: v.firstName.trim(),
    location: v.location.trim(),
    age: Number(v.age),
    gender: v.gender,
    price: Number(v.price),
    children: v.children as NonNullable<AdminProfileUpdate['children']>,
    personalityTags: v.personalityTags as NonNullable<AdminProfileUpdate['personalityTags']>,
    languages: splitList(v.languagesText),
    interests: splitList(v.interestsText),
    lookingFor: splitList(v.lookingForText),
    photos: v.photos,
    videos: v.videos,
    inactivePhotos: v.inactivePhotos.filter((p) => v.photos.includes(p)),
    inactiveVideos: v.inactiveVideos.filter((p) => v.videos.includes(p)),
    primaryPhoto: v.primaryPhoto || null,
    contactMethods,
    status: v.status,
    isApproved: v.status === 'ACTIVE',
    isFeatured: v.isFeatured,
    verified: v.verified && v.verificationConfirmed,
  } as AdminProfileUpdate;
}

/** Field errors of the shared schema (the server checks the same), by form field: a contact under
 * its form name, a list under its text field. */
export function editFormErrors(values: EditFormValues): Record<string, string> {
  const parsed = AdminProfileUpdateSchema.safeParse(cleanedUpdate(values));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const [first, second] = issue.path.map(String);
    const field =
      first === 'contactMethods' && second
        ? `contact${second[0]?.toUpperCase()}${second.slice(1)}`
        : first === 'languages' || first === 'interests' || first === 'lookingFor'
          ? `${first}Text`
          : (first ?? 'form');
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The photos after one is deleted: the primary moves to the first remaining one (or none). */
export function withoutMedia(v: Pick<EditFormValues, 'photos' | 'videos' | 'primaryPhoto'>, url: string) {
  const photos = v.photos.filter((p) => p !== url);
  const videos = v.videos.filter((p) => p !== url);
  const primaryPhoto = v.primaryPhoto === url || !photos.includes(v.primaryPhoto) ? (photos[0] ?? '') : v.primaryPhoto;
  return { photos, videos, primaryPhoto };
}

/** Whether a media URL is a new upload not saved yet (pending: not viewable before the save). */
export const isUnsavedUpload = (url: string) => url.startsWith('/uploads/pending/');
