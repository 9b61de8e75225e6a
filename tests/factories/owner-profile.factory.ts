// Her owner page's answer (contract/ OwnerProfile, GET /api/owner/profile) for browser-side
// tests: a live profile with no edit waiting. Overrides replace fields.
import type { OwnerProfile } from '#contract/owner.schema.ts';
import { buildCatalogCard, buildPublicProfile } from './catalog-card.factory.ts';

export function buildOwnerProfile(overrides: Partial<OwnerProfile> = {}): OwnerProfile {
  return {
    profile: buildPublicProfile(buildCatalogCard(12)),
    state: 'live',
    reviewReason: null,
    pendingEdit: null,
    pendingEditAt: null,
    releasePolicy: 'instant',
    contactEmail: null,
    own: { lastName: 'Rodríguez', gender: 'female', appearance: null, contactMethods: { whatsapp: '+1 809 555 0100' } },
    lastUsedAt: null,
    ...overrides,
  };
}
