// The submission form's values and how they become what the queue takes: the contact toggles
// decide which channels count (an unticked channel is never sent), the picked media stand in for
// the pending upload URLs the shared schema checks, and the schema's errors land on the form's
// own fields (media problems under the picker).
import type { FormikErrors } from 'formik';
import { type Translate, zodFormikValidate } from '#app/components/forms/zod-formik.ts';
import type { ReleasePolicyName } from '#contract/approval-request.schema.ts';
import type { Language } from '#contract/languages.ts';
import { ProfileEditSchema } from '#contract/owner.schema.ts';
import { SUBMISSION_CHANNELS, type SubmissionChannel, SubmissionSchema } from '#contract/submission.schema.ts';
import type { QueuedMediaInput, QueuedSubmissionInput } from './submission-input.ts';

/** A file she picked, photos already re-encoded on the device. */
export interface PickedMedia extends QueuedMediaInput {
  /** Stable within the form (thumbnails, the main-photo choice). */
  id: string;
}

type ChannelFlags = Record<SubmissionChannel, boolean>;
type ChannelValues = Record<SubmissionChannel, string>;

export interface SubmissionFormValues {
  firstName: string;
  lastName: string;
  /** '' while the field is empty: a new submission then gets the default age, an edit an error. */
  age: number | '';
  gender: string;
  height: string;
  location: string;
  education: string;
  occupation: string;
  languages: string[];
  relationshipStatus: string;
  children: string[];
  smoking: string;
  bodyType: string;
  appearance: string;
  drinking: string;
  lookingFor: string[];
  aboutMe: string;
  interests: string[];
  personalityTags: string[];
  ethnicity: string;
  religion: string;
  /** The contact toggles: a channel's input is enabled (and its value sent) only when ticked. */
  contactEnabled: ChannelFlags;
  contactMethods: ChannelValues;
  media: PickedMedia[];
  /** The id of the main photo ('' = the first photo). */
  mainPhotoId: string;
  combinedAgreement: boolean;
  contactSharingConsent: boolean;
  /** Anyone who pays gets her details (`instant`), or she approves each buyer first. */
  releasePolicy: ReleasePolicyName;
}

const channels = <T>(value: T) =>
  Object.fromEntries(SUBMISSION_CHANNELS.map((channel) => [channel, value])) as Record<SubmissionChannel, T>;

export const INITIAL_SUBMISSION_VALUES: SubmissionFormValues = {
  firstName: '',
  lastName: '',
  // Empty, not the default: she types her age without erasing one first (the default is its placeholder).
  age: '',
  gender: '',
  height: '',
  location: '',
  education: '',
  occupation: '',
  languages: [],
  relationshipStatus: '',
  children: [],
  smoking: '',
  bodyType: '',
  appearance: '',
  drinking: '',
  lookingFor: [],
  aboutMe: '',
  interests: [],
  personalityTags: [],
  ethnicity: '',
  religion: '',
  contactEnabled: channels(false),
  contactMethods: channels(''),
  media: [],
  mainPhotoId: '',
  combinedAgreement: false,
  contactSharingConsent: false,
  releasePolicy: 'instant',
};

/** The values of the ticked channels only, trimmed. */
export function enabledContactMethods(values: Pick<SubmissionFormValues, 'contactEnabled' | 'contactMethods'>) {
  const methods: Partial<ChannelValues> = {};
  for (const channel of SUBMISSION_CHANNELS) {
    if (values.contactEnabled[channel]) methods[channel] = values.contactMethods[channel].trim();
  }
  return methods;
}

/** The channels she ticked and filled in (the ones the consent names). */
export function filledChannels(values: Pick<SubmissionFormValues, 'contactEnabled' | 'contactMethods'>): SubmissionChannel[] {
  const methods = enabledContactMethods(values);
  return SUBMISSION_CHANNELS.filter((channel) => (methods[channel] ?? '') !== '');
}

/** Index in `media` of the main photo: the chosen one, else the first photo (-1 without photos). */
export function mainPhotoIndex(values: Pick<SubmissionFormValues, 'media' | 'mainPhotoId'>): number {
  const chosen = values.media.findIndex((item) => item.id === values.mainPhotoId && item.kind === 'photo');
  return chosen >= 0 ? chosen : values.media.findIndex((item) => item.kind === 'photo');
}

/** The form's values without the media, as the schema (and the queue) takes them. */
function schemaValues(values: SubmissionFormValues): QueuedSubmissionInput['values'] {
  const { contactEnabled: _enabled, contactMethods: _methods, media: _media, mainPhotoId: _main, age, ...rest } = values;
  return {
    ...rest,
    age: age === '' ? undefined : age,
    contactMethods: enabledContactMethods(values),
    combinedAgreement: values.combinedAgreement as true,
    contactSharingConsent: values.contactSharingConsent as true,
  } as QueuedSubmissionInput['values'];
}

/** A pending-upload URL standing in for a picked file, so the shared schema checks count and main photo. */
function placeholderUrl(index: number, kind: PickedMedia['kind']): string {
  return `/uploads/pending/00000000-0000-4000-8000-${String(index).padStart(12, '0')}.${kind === 'photo' ? 'jpg' : 'mp4'}`;
}

function schemaInput(values: SubmissionFormValues): unknown {
  const photos: string[] = [];
  const videos: string[] = [];
  values.media.forEach((item, index) => {
    (item.kind === 'photo' ? photos : videos).push(placeholderUrl(index, item.kind));
  });
  const main = mainPhotoIndex(values);
  return { ...schemaValues(values), photos, videos, primaryPhoto: main >= 0 ? placeholderUrl(main, 'photo') : undefined };
}

/** Formik's validate: the shared SubmissionSchema (ProfileEditSchema for an edit), media errors
 * under `media`, contact errors under `contactMethods`. */
export function validateSubmission(t: Translate, { edit = false }: { edit?: boolean } = {}) {
  const validate = zodFormikValidate<Record<string, unknown>>(edit ? ProfileEditSchema : SubmissionSchema, t);
  return (values: SubmissionFormValues): FormikErrors<SubmissionFormValues> => {
    const { photos, videos, primaryPhoto, ...errors } = validate(schemaInput(values) as Record<string, unknown>);
    const mediaError = photos ?? videos ?? primaryPhoto;
    return { ...(errors as FormikErrors<SubmissionFormValues>), ...(mediaError ? { media: mediaError as string } : {}) };
  };
}

/** What the queue takes: the values (unticked channels left out) and the media bytes. */
export function toQueuedInput(values: SubmissionFormValues, language: Language): QueuedSubmissionInput {
  return {
    values: { ...schemaValues(values), language },
    media: values.media.map(({ bytes, type, name, kind }) => ({ bytes, type, name, kind })),
    mainPhotoIndex: mainPhotoIndex(values),
    language,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Values read back from a draft: each field kept only when it has the shape the form expects. */
export function restoreValues(
  saved: Record<string, unknown>,
  media: PickedMedia[],
  base = INITIAL_SUBMISSION_VALUES,
): SubmissionFormValues {
  const values: Record<string, unknown> = { ...base };
  for (const [field, initial] of Object.entries(base)) {
    const value = saved[field];
    if (field === 'media' || value === undefined) continue;
    if (field === 'age') values.age = typeof value === 'number' || value === '' ? value : initial;
    else if (Array.isArray(initial)) values[field] = Array.isArray(value) ? value.filter((item) => typeof item === 'string') : initial;
    else if (isRecord(initial)) {
      values[field] = Object.fromEntries(
        Object.entries(initial).map(([channel, fallback]) => {
          const stored = isRecord(value) ? value[channel] : undefined;
          return [channel, typeof stored === typeof fallback ? stored : fallback];
        }),
      );
    } else values[field] = typeof value === typeof initial ? value : initial;
  }
  return { ...(values as unknown as SubmissionFormValues), media };
}

/** The values a draft keeps besides its media. */
export function draftValues(values: SubmissionFormValues): Record<string, unknown> {
  const { media: _media, ...rest } = values;
  return rest;
}
