// The profile detail's pure rules: name with initial, media order, thumbnail badge, details,
// channels, price and the video's download name.
import { describe, expect, it } from 'vitest';
import type { PublicProfile } from '#contract/profile.schema.ts';
import {
  boughtContactInfo,
  detailRows,
  displayName,
  formatDuration,
  formatPrice,
  mediaItems,
  moreMediaCount,
  optionLabelKey,
  sharedChannels,
  videoFileName,
} from './profile-view.ts';

const P1 = '11111111-1111-4111-8111-111111111111.webp';
const P2 = '22222222-2222-4222-8222-222222222222.webp';
const V1 = '33333333-3333-4333-8333-333333333333.webm';

function profile(overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    id: 7,
    firstName: 'María',
    lastName: 'R',
    age: 24,
    location: 'Santiago',
    aboutMe: 'Hola',
    price: '2.00',
    primaryPhoto: P2,
    photos: [P1, P2],
    videos: [V1],
    occupation: 'Nurse at a clinic',
    personalityTags: ['Romantic', 'Loyal'],
    contactMethods: { whatsapp: true, instagram: false, email: true, telegram: false, facebook: false, tiktok: true, phone: false },
    verified: true,
    isFeatured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    slugEn: 'maria-r-24-years-santiago-7',
    slugEs: null,
    slugIt: null,
    slugDe: null,
    slugNl: null,
    slugPt: null,
    releasePolicy: 'instant',
    height: `5'4"`,
    education: null,
    relationshipStatus: 'Single',
    languages: ['Spanish', 'English'],
    children: [],
    smoking: 'Non-smoker',
    drinking: ' ',
    interests: ['Dancing'],
    lookingFor: ['Long term partner'],
    bodyType: null,
    ethnicity: 'Latina',
    religion: null,
    ...overrides,
  };
}

describe('profile view rules', () => {
  it('shows the last name only as its initial and a period', () => {
    expect(displayName('María', 'Rodríguez')).toBe('María R.');
    expect(displayName('Ana', 'r')).toBe('Ana R.');
    expect(displayName('Ana', 'Ñ')).toBe('Ana Ñ.');
    expect(displayName('Ana', '')).toBe('Ana');
  });

  it('puts the primary photo first, without repeating it, then the videos', () => {
    expect(mediaItems(profile())).toEqual([
      { kind: 'photo', url: `/uploads/images/${P2}`, photoIndex: 0 },
      { kind: 'photo', url: `/uploads/images/${P1}`, photoIndex: 1 },
      { kind: 'video', url: `/uploads/videos/${V1}`, videoNumber: 1 },
    ]);
    expect(mediaItems(profile({ primaryPhoto: null, photos: [], videos: [] }))).toEqual([]);
  });

  it('counts the "+N more media" badge only beyond eight media', () => {
    expect(moreMediaCount(8)).toBe(0);
    expect(moreMediaCount(9)).toBe(1);
    expect(moreMediaCount(12)).toBe(4);
  });

  it('lists the personal details in the fixed order and hides the empty ones', () => {
    expect(detailRows(profile()).map((r) => [r.field, r.values])).toEqual([
      ['height', [`5'4"`]],
      ['profession', ['Nurse at a clinic']],
      ['relationshipStatus', ['Single']],
      ['interests', ['Dancing']],
      ['lookingFor', ['Long term partner']],
      ['languages', ['Spanish', 'English']],
      ['smoking', ['Non-smoker']],
      ['ethnicity', ['Latina']],
      ['personalityTags', ['Romantic', 'Loyal']],
    ]);
  });

  it('shows only the shared channels, in the fixed order', () => {
    expect(sharedChannels(profile().contactMethods)).toEqual(['whatsapp', 'email', 'tiktok']);
  });

  it('formats the price with a dollar sign and two decimals', () => {
    expect(formatPrice('2')).toBe('$2.00');
    expect(formatPrice('12.5')).toBe('$12.50');
    expect(formatPrice('abc')).toBe('');
  });

  it('names a downloaded video after her first name, "video" and its number, as mp4', () => {
    expect(videoFileName('María José', 2)).toBe('maria-jose-video-2.mp4');
    expect(videoFileName('***', 1)).toBe('profile-video-1.mp4');
  });

  it('formats player times', () => {
    expect(formatDuration(65.4)).toBe('1:05');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('boughtContactInfo', () => {
  it('merges every purchase of the profile, a newer value winning and an empty one never erasing', () => {
    const rows = [
      { purchasedAt: '2026-02-01T00:00:00.000Z', contactInfo: { whatsapp: '+1 809 555 0102', email: '' } },
      { purchasedAt: '2026-01-01T00:00:00.000Z', contactInfo: { whatsapp: '+1 809 555 0101', email: 'ana@example.com' } },
    ];
    expect(boughtContactInfo(rows)).toEqual({ whatsapp: '+1 809 555 0102', email: 'ana@example.com' });
    expect(boughtContactInfo([])).toEqual({});
  });
});

describe('optionLabelKey', () => {
  it('names the translated label of a stored option value, and nothing for other values', () => {
    expect(optionLabelKey('profession', 'Own my business')).toBe('options.occupation.Own my business');
    expect(optionLabelKey('education', 'Trade School')).toBe('options.education.Trade School');
    expect(optionLabelKey('personalityTags', 'Family-First')).toBe('options.personalityTags.Family-First');
    expect(optionLabelKey('height', `5'6"`)).toBeNull();
    expect(optionLabelKey('education', 'Doctorate in Law')).toBeNull();
  });
});
