// A valid public catalogue card (contract/ CatalogCard) for browser-side tests: the replica,
// favourites and their snapshots. Overrides replace fields.
import type { CatalogCard, PublicProfile } from '#contract/profile.schema.ts';

export function buildCatalogCard(id: number, overrides: Partial<CatalogCard> = {}): CatalogCard {
  return {
    id,
    firstName: `Name${id}`,
    lastName: 'R.',
    age: 25,
    location: 'Santiago',
    aboutMe: '',
    price: '2.00',
    primaryPhoto: null,
    photos: [],
    videos: [],
    occupation: null,
    personalityTags: [],
    contactMethods: { whatsapp: true, instagram: false, email: false, telegram: false, facebook: false, tiktok: false, phone: false },
    verified: true,
    isFeatured: false,
    createdAt: '2026-01-01T00:00:00.000Z',
    slugEn: null,
    slugEs: null,
    slugIt: null,
    slugDe: null,
    slugNl: null,
    slugPt: null,
    releasePolicy: 'instant',
    ...overrides,
  };
}

/** The full public profile (GET /api/profiles/…) of a card: the detail fields empty. */
export function buildPublicProfile(card: CatalogCard, overrides: Partial<PublicProfile> = {}): PublicProfile {
  return {
    ...card,
    height: null,
    education: null,
    relationshipStatus: null,
    languages: [],
    children: [],
    smoking: null,
    drinking: null,
    interests: [],
    lookingFor: [],
    bodyType: null,
    ethnicity: null,
    religion: null,
    ...overrides,
  };
}
