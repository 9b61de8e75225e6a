// Her edit form's start (an edit through the owner link): the owner API's view of her
// profile turned into the submission form's values — the latest version she sent (an edit waiting
// for review, else the profile), her channels ticked and filled in, the agreement and the consent
// unticked so she confirms them again — and her current media fetched as bytes, so the form and
// the device's queue treat them like freshly picked files (the queue uploads them again).

import { INITIAL_SUBMISSION_VALUES, type PickedMedia, type SubmissionFormValues } from '#app/components/submission/submission-values.ts';
import type { OwnerProfile } from '#contract/owner.schema.ts';
import { SUBMISSION_CHANNELS } from '#contract/submission.schema.ts';

const orEmpty = (value: string | null | undefined) => value ?? '';

/** The form's values (media aside) from her owner view. */
export function editFormValues(view: OwnerProfile): Omit<SubmissionFormValues, 'media' | 'mainPhotoId'> {
  const { profile, own, pendingEdit } = view;
  const source = pendingEdit ?? {
    ...profile,
    lastName: own.lastName ?? '',
    gender: own.gender,
    appearance: own.appearance,
    contactMethods: own.contactMethods,
  };
  const methods = source.contactMethods as Partial<Record<string, string | undefined>>;
  const { media: _media, mainPhotoId: _main, ...blank } = INITIAL_SUBMISSION_VALUES;
  return {
    ...blank,
    firstName: source.firstName,
    lastName: orEmpty(source.lastName),
    age: source.age,
    gender: source.gender,
    height: orEmpty(source.height),
    location: source.location,
    education: orEmpty(source.education),
    occupation: orEmpty(source.occupation),
    languages: [...source.languages],
    relationshipStatus: orEmpty(source.relationshipStatus),
    children: [...source.children],
    smoking: orEmpty(source.smoking),
    bodyType: orEmpty(source.bodyType),
    appearance: orEmpty(source.appearance),
    drinking: orEmpty(source.drinking),
    lookingFor: [...source.lookingFor],
    aboutMe: orEmpty(source.aboutMe),
    interests: [...source.interests],
    personalityTags: [...source.personalityTags],
    ethnicity: orEmpty(source.ethnicity),
    religion: orEmpty(source.religion),
    contactEnabled: Object.fromEntries(
      SUBMISSION_CHANNELS.map((c) => [c, orEmpty(methods[c]) !== '']),
    ) as SubmissionFormValues['contactEnabled'],
    contactMethods: Object.fromEntries(SUBMISSION_CHANNELS.map((c) => [c, orEmpty(methods[c])])) as SubmissionFormValues['contactMethods'],
    combinedAgreement: false,
    contactSharingConsent: false,
    // an edit keeps her policy (the server ignores it there; her owner page changes it)
    releasePolicy: view.releasePolicy,
  };
}

export interface CurrentMedia {
  media: PickedMedia[];
  mainPhotoId: string;
  /** Some file could not be fetched: she has to add it again. */
  incomplete: boolean;
}

/** The file name an address ends with (its signed query left out). */
const nameOf = (url: string) => decodeURIComponent(url.split('?')[0]?.split('/').pop() || 'media');

/**
 * Her profile's current photos and videos as picked files, fetched from the addresses the owner
 * API gave (exactly as given: they may carry the signature that opens non-public media to her).
 */
export async function loadCurrentMedia(
  profile: { photos: readonly string[]; videos: readonly string[]; primaryPhoto?: string | null | undefined },
  fetchFile: typeof fetch = fetch,
): Promise<CurrentMedia> {
  const wanted = [
    ...profile.photos.map((url) => ({ url, kind: 'photo' as const })),
    ...profile.videos.map((url) => ({ url, kind: 'video' as const })),
  ];
  const loaded = await Promise.all(
    wanted.map(async ({ url, kind }, index): Promise<PickedMedia | null> => {
      try {
        const response = await fetchFile(url, { credentials: 'include' });
        if (!response.ok) return null;
        const blob = await response.blob();
        return {
          id: `current-${index}`,
          bytes: await blob.arrayBuffer(),
          type: blob.type || (kind === 'photo' ? 'image/jpeg' : 'video/mp4'),
          name: nameOf(url),
          kind,
        };
      } catch {
        return null;
      }
    }),
  );
  const media = loaded.filter((item): item is PickedMedia => item !== null);
  const mainIndex = wanted.findIndex((item) => item.kind === 'photo' && item.url === profile.primaryPhoto);
  const main = media.find((item) => item.id === `current-${mainIndex}`);
  return { media, mainPhotoId: main?.id ?? '', incomplete: media.length < wanted.length };
}
