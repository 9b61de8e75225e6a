import { describe, expect, it } from 'vitest';
import { SubmissionSchema } from '#contract/submission.schema.ts';
import {
  filledChannels,
  INITIAL_SUBMISSION_VALUES,
  type PickedMedia,
  restoreValues,
  type SubmissionFormValues,
  toQueuedInput,
  validateSubmission,
} from './submission-values.ts';

const t = (key: string) => `T(${key})`;
const photo = (id: string): PickedMedia => ({ id, bytes: new ArrayBuffer(4), type: 'image/jpeg', name: `${id}.jpg`, kind: 'photo' });
const video = (id: string): PickedMedia => ({ id, bytes: new ArrayBuffer(4), type: 'video/mp4', name: `${id}.mp4`, kind: 'video' });

function complete(overrides: Partial<SubmissionFormValues> = {}): SubmissionFormValues {
  return {
    ...INITIAL_SUBMISSION_VALUES,
    firstName: 'María',
    age: 27,
    gender: 'female',
    location: 'Santiago',
    contactEnabled: { ...INITIAL_SUBMISSION_VALUES.contactEnabled, whatsapp: true },
    contactMethods: { ...INITIAL_SUBMISSION_VALUES.contactMethods, whatsapp: '+1 809 555 0101' },
    media: [video('v'), photo('a'), photo('b')],
    combinedAgreement: true,
    contactSharingConsent: true,
    ...overrides,
  };
}

describe('validating the submission form with the shared schema', () => {
  const validate = validateSubmission(t);

  it('an empty form shows the fixed messages: Required, the contact method and the agreement', () => {
    const errors = validate(INITIAL_SUBMISSION_VALUES);
    expect(errors).toMatchObject({
      firstName: 'T(forms.validation.required)',
      gender: 'T(forms.validation.required)',
      location: 'T(forms.validation.required)',
      contactMethods: 'T(forms.validation.contactRequired)',
      combinedAgreement: 'T(forms.validation.agreementRequired)',
      contactSharingConsent: 'T(forms.validation.consentRequired)',
      media: 'T(forms.validation.photoRequired)',
    });
  });

  it('a complete form passes', () => {
    expect(validate(complete())).toEqual({});
  });

  it('her age starts empty, so what she types is her age; left empty, it is the default, 18', () => {
    expect(INITIAL_SUBMISSION_VALUES.age).toBe('');
    expect(validate(complete({ age: '' }))).toEqual({});
    expect(validate(complete({ age: 17 })).age).toBe('T(forms.validation.ageRange)');
    const input = toQueuedInput(complete({ age: '' }), 'en');
    expect(input.values.age).toBeUndefined();
    // what the API makes of it (the same schema)
    const urls = ['/uploads/pending/00000000-0000-4000-8000-000000000001.jpg'];
    expect(SubmissionSchema.parse(JSON.parse(JSON.stringify({ ...input.values, photos: urls }))).age).toBe(18);
    expect(toQueuedInput(complete({ age: 27 }), 'en').values.age).toBe(27);
  });

  it('in an edit, an emptied age says Required (her age is not replaced by the default)', () => {
    const validateEdit = validateSubmission(t, { edit: true });
    expect(validateEdit(complete({ age: '' })).age).toBe('T(forms.validation.required)');
    expect(validateEdit(complete())).toEqual({});
  });

  it('a value typed under an unticked channel does not count as a contact method', () => {
    const values = complete({
      contactEnabled: INITIAL_SUBMISSION_VALUES.contactEnabled,
      contactMethods: { ...INITIAL_SUBMISSION_VALUES.contactMethods, whatsapp: '+1 809 555 0101' },
    });
    expect(validate(values).contactMethods).toBe('T(forms.validation.contactRequired)');
    expect(filledChannels(values)).toEqual([]);
  });

  it('an invalid email under a ticked channel shows under that channel', () => {
    const values = complete({
      contactEnabled: { ...INITIAL_SUBMISSION_VALUES.contactEnabled, email: true },
      contactMethods: { ...INITIAL_SUBMISSION_VALUES.contactMethods, email: 'maria@' },
    });
    expect(validate(values)).toEqual({ contactMethods: { email: 'T(forms.validation.emailInvalid)' } });
  });

  it('only videos, or more than ten files, is a media error', () => {
    expect(validate(complete({ media: [video('v')] })).media).toBe('T(forms.validation.photoRequired)');
    const eleven = Array.from({ length: 11 }, (_, i) => photo(`p${i}`));
    expect(validate(complete({ media: eleven })).media).toBe('T(forms.validation.mediaMax)');
  });
});

describe('what the queue receives', () => {
  it('the ticked channels only, the media bytes in order and the main photo index', () => {
    const values = complete({
      contactEnabled: { ...INITIAL_SUBMISSION_VALUES.contactEnabled, whatsapp: true, telegram: false },
      contactMethods: { ...INITIAL_SUBMISSION_VALUES.contactMethods, whatsapp: ' +1 809 555 0101 ', telegram: '@hidden' },
      mainPhotoId: 'b',
    });
    const input = toQueuedInput(values, 'es');
    expect(input.values.contactMethods).toEqual({ whatsapp: '+1 809 555 0101' });
    expect(input.media.map((item) => [item.name, item.kind])).toEqual([
      ['v.mp4', 'video'],
      ['a.jpg', 'photo'],
      ['b.jpg', 'photo'],
    ]);
    expect(input.mainPhotoIndex).toBe(2);
    expect(input.language).toBe('es');
    expect(input.values.language).toBe('es');
    expect(input.values).not.toHaveProperty('media');
    // With URLs of the uploads in place, the values are a valid submission.
    const urls = [0, 1].map((i) => `/uploads/pending/00000000-0000-4000-8000-00000000000${i}.jpg`);
    expect(SubmissionSchema.safeParse({ ...input.values, photos: urls, primaryPhoto: urls[1] }).success).toBe(true);
  });

  it('without a chosen main photo, the first photo is the main one', () => {
    expect(toQueuedInput(complete({ mainPhotoId: 'gone' }), 'en').mainPhotoIndex).toBe(1);
  });
});

describe('restoring a draft', () => {
  it('keeps the fields that have the expected shape and drops the rest', () => {
    const restored = restoreValues(
      { firstName: 'Ana', age: 'old', languages: ['Spanish', 3], contactEnabled: { email: true, whatsapp: 'yes' }, unknown: 1 },
      [photo('a')],
    );
    expect(restored.firstName).toBe('Ana');
    expect(restored.age).toBe(INITIAL_SUBMISSION_VALUES.age);
    expect(restored.languages).toEqual(['Spanish']);
    expect(restored.contactEnabled).toEqual({ ...INITIAL_SUBMISSION_VALUES.contactEnabled, email: true });
    expect(restored.media.map((item) => item.id)).toEqual(['a']);
    expect(restored).not.toHaveProperty('unknown');
  });
});
