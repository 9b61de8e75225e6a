import { describe, expect, it } from 'vitest';
import { cleanedUpdate, type EditFormValues, editFormErrors, splitList, TEXT_FIELDS, withoutMedia } from './edit-profile-values.ts';

describe('the admin edit form values', () => {
  it('split comma-separated lists and drop empty entries', () => {
    expect(splitList('Spanish, English, , French,')).toEqual(['Spanish', 'English', 'French']);
    expect(splitList('')).toEqual([]);
  });

  it('move the primary photo to the first remaining one when it is deleted', () => {
    const v = { photos: ['/a.jpg', '/b.jpg'], videos: [], primaryPhoto: '/a.jpg' };
    expect(withoutMedia(v, '/a.jpg')).toEqual({ photos: ['/b.jpg'], videos: [], primaryPhoto: '/b.jpg' });
    expect(withoutMedia({ ...v, photos: ['/a.jpg'] }, '/a.jpg').primaryPhoto).toBe('');
  });

  it('send contact fields as one object of the non-blank ones, numbers as numbers, and Verified only when confirmed', () => {
    const values = {
      id: 7,
      firstName: ' Ana ',
      lastName: '',
      age: '25',
      price: '29.99',
      contactWhatsapp: '+1 809 555 0101',
      contactEmail: '  ',
      languagesText: 'Spanish, ,English',
      photos: ['/p.jpg'],
      inactivePhotos: ['/p.jpg', '/gone.jpg'],
      videos: [],
      inactiveVideos: [],
      status: 'INACTIVE',
      verified: true,
      verificationConfirmed: false,
    } as unknown as EditFormValues;
    for (const f of [...TEXT_FIELDS, 'contactInstagram', 'contactPhone', 'contactTelegram', 'contactFacebook', 'contactTiktok']) {
      if (!(f in values)) (values as unknown as Record<string, string>)[f] = '';
    }
    Object.assign(values, { interestsText: '', lookingForText: '', children: [], personalityTags: [], primaryPhoto: '', gender: 'female' });
    const cleaned = cleanedUpdate(values);
    expect(cleaned).toMatchObject({
      id: 7,
      firstName: 'Ana',
      lastName: null,
      age: 25,
      price: 29.99,
      contactMethods: { whatsapp: '+1 809 555 0101' },
      languages: ['Spanish', 'English'],
      inactivePhotos: ['/p.jpg'],
      isApproved: false,
      verified: false,
      primaryPhoto: null,
    });
    expect(cleaned).not.toHaveProperty('createdAt');
  });

  it('put the errors of the shared schema under the form field that holds the value', () => {
    const values = {
      id: 7,
      firstName: 'Ana',
      age: '25',
      price: '10.00',
      gender: 'female',
      location: 'Santo Domingo',
      status: 'ACTIVE',
      children: [],
      personalityTags: [],
      photos: [],
      videos: [],
      inactivePhotos: [],
      inactiveVideos: [],
      primaryPhoto: '',
      verified: false,
      verificationConfirmed: false,
    } as unknown as EditFormValues;
    for (const f of [
      ...TEXT_FIELDS,
      'contactWhatsapp',
      'contactInstagram',
      'contactEmail',
      'contactPhone',
      'contactTelegram',
      'contactFacebook',
      'contactTiktok',
    ]) {
      if (!(f in values)) (values as unknown as Record<string, string>)[f] = '';
    }
    Object.assign(values, { languagesText: '', interestsText: '', lookingForText: '' });
    expect(editFormErrors(values)).toEqual({});

    const errors = editFormErrors({
      ...values,
      firstName: ' ',
      contactTelegram: 'x'.repeat(1000),
      interestsText: `Dancing, ${'y'.repeat(1000)}`,
    });
    expect(Object.keys(errors).sort()).toEqual(['contactTelegram', 'firstName', 'interestsText']);
  });
});
