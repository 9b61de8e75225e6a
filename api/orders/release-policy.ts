// How a paid item is released (DESIGN §8a). Each item carries the policy it was sold under; a
// policy turns "this item is paid" into a decision. Only 'instant' exists today;
// 'approve_each_buyer' plugs in here (see docs/decisions/005-fulfilment.md).

import type { PurchasedProfile } from '../contract/checkout.schema.ts';
import { mediaUrl } from '../contract/media.ts';
import { CONTACT_CHANNELS } from '../contract/profile.schema.ts';
import type { ItemForRelease, ItemRelease } from './orders.queries.ts';

export type ReleasePolicyName = ItemForRelease['releasePolicy'];

export interface ReleasePolicy {
  /** The decision for one paid item whose profile is still publicly listed. */
  onPaid(item: ItemForRelease & { profile: NonNullable<ItemForRelease['profile']> }, now: Date): ItemRelease;
}

/** Only the channels she shares and has filled in, in the usual channel order. */
export function contactSnapshot(contactMethods: Record<string, string>, sharedChannels: readonly string[]): Record<string, string> {
  const shared = new Set(sharedChannels);
  const snapshot: Record<string, string> = {};
  for (const channel of CONTACT_CHANNELS) {
    const value = contactMethods[channel];
    if (shared.has(channel) && typeof value === 'string' && value.trim() !== '') snapshot[channel] = value.trim();
  }
  return snapshot;
}

/** The profile as the buyer sees it in the order: public fields only, last name as its initial. */
export function profileSnapshot(profileId: number, profile: NonNullable<ItemForRelease['profile']>): PurchasedProfile {
  const initial = profile.lastName?.trim().charAt(0);
  return {
    id: profileId,
    firstName: profile.firstName,
    lastName: initial ? `${initial.toUpperCase()}.` : '',
    age: profile.age,
    location: profile.location,
    primaryPhoto: profile.primaryPhoto ? mediaUrl(profile.primaryPhoto) : null,
    photos: profile.photos.map(mediaUrl),
  };
}

const instant: ReleasePolicy = {
  onPaid(item) {
    return {
      id: item.id,
      releaseStatus: 'released',
      contactInfo: contactSnapshot(item.profile.contactMethods, item.profile.sharedChannels),
      profileSnapshot: { ...profileSnapshot(item.profileId as number, item.profile) },
    };
  },
};

export const RELEASE_POLICIES: Partial<Record<ReleasePolicyName, ReleasePolicy>> = { instant };

/** Policies a checkout may sell under today (checkout refuses the others). */
export function isSupportedPolicy(policy: string): policy is ReleasePolicyName {
  return policy in RELEASE_POLICIES;
}

/**
 * The decision for one paid item. An item whose profile left the public view (consent withdrawn,
 * deleted, taken down) between checkout and payment, or whose policy is not available, is
 * declined: nothing is released and its price is owed back to the buyer.
 */
export function decideRelease(item: ItemForRelease, now: Date): ItemRelease {
  const policy = RELEASE_POLICIES[item.releasePolicy];
  if (!item.profile || item.profileId === null || !item.profile.isPublic || !policy) {
    return {
      id: item.id,
      releaseStatus: 'declined',
      contactInfo: null,
      // her name only: a profile that left the public view keeps no photos in anyone's order
      profileSnapshot:
        item.profile && item.profileId !== null
          ? { ...profileSnapshot(item.profileId, { ...item.profile, primaryPhoto: null, photos: [] }) }
          : {},
    };
  }
  return policy.onPaid({ ...item, profile: item.profile }, now);
}
