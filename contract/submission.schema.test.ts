import { describe, expect, it } from 'vitest';
import { ProfileEditSchema } from '#contract/owner.schema.ts';
import {
  CITIES,
  HEIGHTS,
  INTERESTS,
  isPendingPhotoUrl,
  isPendingVideoUrl,
  PERSONALITY_TAGS,
  SUBMISSION_CHANNELS,
  SubmissionSchema,
  sharedChannelsOf,
} from '#contract/submission.schema.ts';

const photo = (n: number) => `/uploads/pending/00000000-0000-4000-8000-${String(n).padStart(12, '0')}.jpg`;
const video = (n: number) => `/uploads/pending/00000000-0000-4000-9000-${String(n).padStart(12, '0')}.mp4`;

const GOOD = {
  firstName: 'María',
  age: 24,
  gender: 'female',
  location: 'Santiago',
  contactMethods: { whatsapp: '+1 809 555 0101' },
  photos: [photo(1)],
  combinedAgreement: true,
  contactSharingConsent: true,
};

const errors = (input: unknown) =>
  Object.fromEntries((SubmissionSchema.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('SubmissionSchema', () => {
  it('accepts the smallest good submission and fills the lists with empty ones (and the language with the default)', () => {
    expect(SubmissionSchema.parse(GOOD)).toEqual({
      ...GOOD,
      language: 'en',
      releasePolicy: 'instant',
      languages: [],
      children: [],
      lookingFor: [],
      interests: [],
      personalityTags: [],
      videos: [],
    });
  });

  it('keeps the language she filled the form in; an unknown one is a field error', () => {
    expect(SubmissionSchema.parse({ ...GOOD, language: 'es' }).language).toBe('es');
    expect(errors({ ...GOOD, language: 'fr' })).toEqual({ language: 'forms.validation.invalid' });
  });

  it('keeps the release policy she chose (anyone who pays, or each buyer approved); an unknown one is a field error', () => {
    expect(SubmissionSchema.parse({ ...GOOD, releasePolicy: 'approve_each_buyer' }).releasePolicy).toBe('approve_each_buyer');
    expect(errors({ ...GOOD, releasePolicy: 'sometimes' })).toEqual({ releasePolicy: 'approval.validation.policy' });
  });

  it('accepts every field filled with the option values', () => {
    const full = {
      ...GOOD,
      lastName: 'Rodríguez',
      height: `5'6"`,
      education: 'Trade School',
      occupation: 'Own my business',
      languages: ['Spanish', 'English'],
      relationshipStatus: "It's complicated",
      children: ['Want children'],
      smoking: 'Non-smoker',
      bodyType: 'Curvy',
      appearance: 'Prefer not to say',
      drinking: 'Socially',
      lookingFor: ['Long term partner'],
      aboutMe: 'Hola',
      interests: ['Travel', 'Salsa', 'Spa'],
      personalityTags: ['Romantic', 'Loyal'],
      ethnicity: 'Latina',
      religion: 'Catholic',
      contactMethods: { whatsapp: '+1 809', instagram: '@m', tiktok: '@m', facebook: 'm', telegram: '@m', email: 'm@example.org' },
      photos: [photo(1), photo(2)],
      videos: [video(1)],
      primaryPhoto: photo(2),
    };
    expect(errors(full)).toEqual({});
  });

  it('has the fixed option lists', () => {
    expect(CITIES).toHaveLength(12);
    expect(HEIGHTS[0]).toBe(`4'10"`);
    expect(HEIGHTS.at(-1)).toBe(`6'5"`);
    expect(HEIGHTS).toHaveLength(20);
    expect(INTERESTS).toHaveLength(24);
    expect(new Set(INTERESTS).size).toBe(24);
    expect(INTERESTS).toEqual(expect.arrayContaining(['Travel', 'Music', 'Dancing', 'Salsa', 'Culture', 'Languages', 'Shopping', 'Spa']));
    expect(PERSONALITY_TAGS).toHaveLength(6);
    expect(SUBMISSION_CHANNELS).toEqual(['whatsapp', 'instagram', 'tiktok', 'facebook', 'telegram', 'email']);
  });

  it('says "Required" for a missing first name, gender and location; a missing age is 18', () => {
    expect(errors({ ...GOOD, firstName: '   ', age: undefined, gender: '', location: undefined })).toEqual({
      firstName: 'forms.validation.required',
      gender: 'forms.validation.required',
      location: 'forms.validation.required',
    });
    const { age: _age, ...ageless } = GOOD;
    expect(SubmissionSchema.parse(ageless).age).toBe(18);
    expect(SubmissionSchema.parse({ ...GOOD, age: undefined }).age).toBe(18);
  });

  it('an edit keeps "Required" for a missing age: the form shows hers, and an emptied field is not taken for 18', () => {
    const { age: _age, ...ageless } = GOOD;
    expect(ProfileEditSchema.safeParse(ageless).error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['age', 'forms.validation.required'],
    ]);
    expect(ProfileEditSchema.parse(GOOD).age).toBe(24);
  });

  it('keeps names within 100 characters and the age within 18–99, whole years', () => {
    expect(errors({ ...GOOD, firstName: 'x'.repeat(101), lastName: 'y'.repeat(101) })).toEqual({
      firstName: 'forms.validation.nameLength',
      lastName: 'forms.validation.nameLength',
    });
    for (const age of [17, 100, 24.5]) expect(errors({ ...GOOD, age })).toEqual({ age: 'forms.validation.ageRange' });
    for (const age of [18, 99]) expect(errors({ ...GOOD, age })).toEqual({});
  });

  it('refuses values outside the option lists', () => {
    expect(
      errors({
        ...GOOD,
        location: 'Miami',
        height: `7'0"`,
        education: 'Doctorate',
        interests: ['Travel', 'Knitting'],
        personalityTags: ['Grumpy'],
        religion: 'Pastafarian',
      }),
    ).toEqual({
      location: 'forms.validation.required',
      height: 'forms.validation.invalid',
      education: 'forms.validation.invalid',
      'interests.1': 'forms.validation.invalid',
      'personalityTags.0': 'forms.validation.invalid',
      religion: 'forms.validation.invalid',
    });
  });

  it('bounds the about-me text', () => {
    expect(errors({ ...GOOD, aboutMe: 'a'.repeat(2001) })).toEqual({ aboutMe: 'forms.validation.aboutMeMax' });
    expect(errors({ ...GOOD, aboutMe: 'a'.repeat(2000) })).toEqual({});
  });

  it('needs at least one non-blank contact method, and a valid email when one is given', () => {
    expect(errors({ ...GOOD, contactMethods: { whatsapp: '   ', email: '' } })).toEqual({
      contactMethods: 'forms.validation.contactRequired',
    });
    expect(errors({ ...GOOD, contactMethods: undefined })).toEqual({ contactMethods: 'forms.validation.contactRequired' });
    expect(errors({ ...GOOD, contactMethods: { email: 'not-an-email' } })).toEqual({
      'contactMethods.email': 'forms.validation.emailInvalid',
    });
    expect(errors({ ...GOOD, contactMethods: { telegram: 'x'.repeat(201) } })).toEqual({
      'contactMethods.telegram': 'forms.validation.contactMax',
    });
  });

  it('names the channels she shares: the ones she filled in', () => {
    const parsed = SubmissionSchema.parse({ ...GOOD, contactMethods: { whatsapp: ' 1 ', instagram: '', email: 'a@example.org' } });
    expect(sharedChannelsOf(parsed.contactMethods)).toEqual(['whatsapp', 'email']);
  });

  it('needs the combined agreement and the consent to share', () => {
    expect(errors({ ...GOOD, combinedAgreement: false, contactSharingConsent: undefined })).toEqual({
      combinedAgreement: 'forms.validation.agreementRequired',
      contactSharingConsent: 'forms.validation.consentRequired',
    });
  });

  it('needs one photo, at most ten media, and a main photo among the photos', () => {
    expect(errors({ ...GOOD, photos: [] })).toEqual({ photos: 'forms.validation.photoRequired' });
    expect(errors({ ...GOOD, photos: [1, 2, 3, 4, 5, 6].map(photo), videos: [1, 2, 3, 4, 5].map(video) })).toEqual({
      photos: 'forms.validation.mediaMax',
    });
    expect(errors({ ...GOOD, photos: [1, 2, 3, 4, 5, 6].map(photo), videos: [1, 2, 3, 4].map(video) })).toEqual({});
    expect(errors({ ...GOOD, primaryPhoto: photo(9) })).toEqual({ primaryPhoto: 'forms.validation.primaryPhotoInvalid' });
    expect(errors({ ...GOOD, photos: [photo(1), photo(1)] })).toEqual({ photos: 'forms.validation.invalid' });
  });

  it('takes media only as URLs of pending uploads of the right kind', () => {
    expect(isPendingPhotoUrl(photo(1))).toBe(true);
    expect(isPendingVideoUrl(video(1))).toBe(true);
    expect(isPendingPhotoUrl(video(1))).toBe(false);
    expect(isPendingPhotoUrl('/uploads/images/00000000-0000-4000-8000-000000000001.jpg')).toBe(false);
    expect(isPendingPhotoUrl('/uploads/pending/../images/x.jpg')).toBe(false);
    expect(errors({ ...GOOD, photos: ['https://example.org/a.jpg'], videos: [photo(2)] })).toEqual({
      'photos.0': 'forms.validation.invalid',
      'videos.0': 'forms.validation.invalid',
    });
  });

  it('reports every problem of an empty body at once', () => {
    expect(Object.keys(errors({})).sort()).toEqual(
      ['combinedAgreement', 'contactMethods', 'contactSharingConsent', 'firstName', 'gender', 'location', 'photos'].sort(),
    );
  });
});
