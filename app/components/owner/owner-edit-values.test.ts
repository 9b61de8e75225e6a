// Her edit form's start: her values (buyers' view plus what only she sees, or the edit already
// waiting), her channels ticked and filled, the terms to confirm again; her media fetched from the
// addresses the owner API gave, and a file that cannot be fetched left out and reported.
import { describe, expect, it, vi } from 'vitest';
import type { OwnerProfile } from '#contract/owner.schema.ts';
import type { PublicProfile } from '#contract/profile.schema.ts';
import type { Submission } from '#contract/submission.schema.ts';
import { editFormValues, loadCurrentMedia } from './owner-edit-values.ts';

const profile = {
  id: 7,
  firstName: 'María',
  lastName: 'R.',
  age: 24,
  location: 'Santiago',
  aboutMe: 'Hola, soy María.',
  price: '2.00',
  primaryPhoto: '/uploads/images/b.jpg?sig=2',
  photos: ['/uploads/images/a.jpg?sig=1', '/uploads/images/b.jpg?sig=2'],
  videos: ['/uploads/videos/c.mp4?sig=3'],
  occupation: null,
  personalityTags: ['Adventurous'],
  height: null,
  education: 'University',
  relationshipStatus: null,
  languages: ['Spanish'],
  children: [],
  smoking: null,
  drinking: null,
  interests: ['Salsa'],
  lookingFor: [],
  bodyType: null,
  ethnicity: null,
  religion: null,
} as unknown as PublicProfile;

const view = (changes: Partial<OwnerProfile> = {}): OwnerProfile => ({
  profile,
  state: 'live',
  reviewReason: null,
  pendingEdit: null,
  pendingEditAt: null,
  releasePolicy: 'approve_each_buyer',
  contactEmail: 'maria@example.org',
  lastUsedAt: null,
  own: {
    lastName: 'Rodríguez',
    gender: 'female',
    appearance: null,
    contactMethods: { whatsapp: '+1 809 555 0101', email: 'maria@example.org' },
  },
  ...changes,
});

const pick = <T extends object, K extends keyof T>(from: T, ...keys: K[]) =>
  Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;

describe('editFormValues', () => {
  it('fills the form with her profile, her full last name and her channels, and leaves the terms to confirm again', () => {
    const values = editFormValues(view());
    expect(values).toMatchObject({
      ...pick(profile, 'firstName', 'age', 'location', 'aboutMe'),
      // what buyers never see in full comes from `own`
      lastName: 'Rodríguez',
      gender: 'female',
      education: 'University',
      occupation: '',
      languages: ['Spanish'],
      personalityTags: ['Adventurous'],
      combinedAgreement: false,
      contactSharingConsent: false,
    });
    expect(values.contactEnabled).toEqual({
      whatsapp: true,
      instagram: false,
      tiktok: false,
      facebook: false,
      telegram: false,
      email: true,
    });
    expect(values.contactMethods).toMatchObject({ whatsapp: '+1 809 555 0101', email: 'maria@example.org', instagram: '' });
  });

  it('starts from the edit waiting for review when there is one', () => {
    const pendingEdit = {
      ...editFormValues(view()),
      aboutMe: 'Nuevo texto',
      contactMethods: { telegram: '@maria' },
    } as unknown as Submission;
    const values = editFormValues(view({ pendingEdit, pendingEditAt: '2026-11-24T10:00:00.000Z' }));
    expect(values.aboutMe).toBe('Nuevo texto');
    expect(values.contactEnabled.telegram).toBe(true);
    expect(values.contactEnabled.whatsapp).toBe(false);
  });
});

describe('loadCurrentMedia', () => {
  it('fetches each file from the address as given, keeps its kind and the main photo', async () => {
    const fetchFile = vi.fn(
      async (url: string | URL | Request) =>
        new Response(new Blob([String(url)], { type: String(url).includes('mp4') ? 'video/mp4' : 'image/jpeg' })),
    );
    const loaded = await loadCurrentMedia(profile, fetchFile as typeof fetch);
    expect(fetchFile.mock.calls.map(([url]) => url)).toEqual([...profile.photos, ...profile.videos]);
    expect(loaded.incomplete).toBe(false);
    expect(loaded.media.map(({ name, kind, type }) => ({ name, kind, type }))).toEqual([
      { name: 'a.jpg', kind: 'photo', type: 'image/jpeg' },
      { name: 'b.jpg', kind: 'photo', type: 'image/jpeg' },
      { name: 'c.mp4', kind: 'video', type: 'video/mp4' },
    ]);
    expect(loaded.mainPhotoId).toBe(loaded.media[1]?.id);
    expect(new TextDecoder().decode(loaded.media[0]?.bytes)).toBe(profile.photos[0]);
  });

  it('when a file cannot be fetched, then the form starts without it and says so', async () => {
    const fetchFile = vi.fn(async (url: string | URL | Request) =>
      String(url).includes('b.jpg') ? new Response(null, { status: 404 }) : new Response(new Blob(['x'], { type: 'image/jpeg' })),
    );
    const loaded = await loadCurrentMedia(profile, fetchFile as typeof fetch);
    expect(loaded.incomplete).toBe(true);
    expect(loaded.media.map((item) => item.name)).toEqual(['a.jpg', 'c.mp4']);
    expect(loaded.mainPhotoId).toBe('');
  });
});
