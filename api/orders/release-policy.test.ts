import { describe, expect, it } from 'vitest';
import type { ItemForRelease } from './orders.queries.ts';
import { contactSnapshot, decideRelease, isSupportedPolicy } from './release-policy.ts';

const profile: NonNullable<ItemForRelease['profile']> = {
  firstName: 'Maria',
  lastName: 'Rodriguez',
  age: 24,
  location: 'Santo Domingo',
  primaryPhoto: '0b9c1a52-6f0e-4c8e-9a51-3c1f2b7d9e10.webp',
  photos: ['0b9c1a52-6f0e-4c8e-9a51-3c1f2b7d9e10.webp', 'https://cdn.example/x.jpg'],
  contactMethods: { whatsapp: '+1 809 555 0101', instagram: '@demo_maria', email: '  ', telegram: '@maria_t' },
  sharedChannels: ['whatsapp', 'email', 'telegram', 'tiktok'],
  isPublic: true,
};
const item = (overrides: Partial<ItemForRelease> = {}): ItemForRelease => ({
  id: 1,
  profileId: 9,
  price: '2.00',
  releasePolicy: 'instant',
  profile,
  ...overrides,
});

describe('release policies', () => {
  it('snapshots only the channels she shares that have a value', () => {
    expect(contactSnapshot(profile.contactMethods, profile.sharedChannels)).toEqual({ whatsapp: '+1 809 555 0101', telegram: '@maria_t' });
    expect(contactSnapshot({}, ['whatsapp'])).toEqual({});
  });

  it('when an instant item is paid, then it is released with her shared details and a public snapshot', () => {
    const now = new Date();
    const release = decideRelease(item(), now);
    expect(release.releaseStatus).toBe('released');
    expect(release.contactInfo).toEqual({ whatsapp: '+1 809 555 0101', telegram: '@maria_t' });
    expect(release.profileSnapshot).toEqual({
      id: 9,
      firstName: 'Maria',
      lastName: 'R.',
      age: 24,
      location: 'Santo Domingo',
      primaryPhoto: '/uploads/images/0b9c1a52-6f0e-4c8e-9a51-3c1f2b7d9e10.webp',
      photos: ['/uploads/images/0b9c1a52-6f0e-4c8e-9a51-3c1f2b7d9e10.webp', 'https://cdn.example/x.jpg'],
    });
  });

  it('when her profile left the public view or is gone, then the item is declined and nothing is released', () => {
    for (const declined of [
      decideRelease(item({ profile: { ...profile, isPublic: false } }), new Date()),
      decideRelease(item({ profile: null, profileId: null }), new Date()),
    ]) {
      expect(declined.releaseStatus).toBe('declined');
      expect(declined.contactInfo).toBeNull();
      expect(JSON.stringify(declined)).not.toContain('555 0101');
      expect(JSON.stringify(declined)).not.toContain('uploads');
    }
  });

  it('only instant is supported so far; approve_each_buyer items are declined rather than released', () => {
    expect(isSupportedPolicy('instant')).toBe(true);
    expect(isSupportedPolicy('approve_each_buyer')).toBe(false);
    expect(decideRelease(item({ releasePolicy: 'approve_each_buyer' }), new Date()).releaseStatus).toBe('declined');
  });
});
