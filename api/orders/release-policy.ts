// How a paid item is released. Each item carries the policy it was sold under; a
// policy turns "this item is paid" into a decision: 'instant' releases at once,
// 'approve_each_buyer' waits for her answer (decisions 005 and 033). At payment the stricter of
// the policy it was sold under, her policy now, and what the payment's countries ask applies
// (decision 068).

import type { ApprovalReason, DeclineReason } from '#contract/approval-request.schema.ts';
import type { PurchasedProfile } from '#contract/checkout.schema.ts';
import { mediaUrl } from '#contract/media.ts';
import { CONTACT_CHANNELS } from '#contract/profile.schema.ts';
import type { ItemForRelease, ItemRelease } from './orders.queries.ts';

export type ReleasePolicyName = ItemForRelease['releasePolicy'];

/** What fulfilment knows about the payment when it decides an item. */
export interface ReleaseContext {
  /** 'manual': the payment is only authorised (captured after every decision). */
  captureMethod: 'automatic' | 'manual';
  /** When her answer is due (the setting, capped by the authorisation's expiry); null outside approval. */
  approvalDeadline: Date | null;
}

const AUTOMATIC: ReleaseContext = { captureMethod: 'automatic', approvalDeadline: null };

export interface ReleasePolicy {
  /** True when the payment must be only authorised (an automatic payment is taken before she could say no). */
  needsManualCapture: boolean;
  /** The decision for one paid item whose profile is still publicly listed. */
  onPaid(item: ItemForRelease & { profile: NonNullable<ItemForRelease['profile']> }, now: Date, context: ReleaseContext): ItemRelease;
}

const DEFAULT_DEADLINE_MS = 72 * 3600 * 1000;
/** Her answer must come this long before the card's hold lapses, so the capture still succeeds. */
export const HOLD_MARGIN_MS = 12 * 3600 * 1000;
/** Card holds last 7 days (Stripe, online payments) when the provider does not say. */
export const DEFAULT_HOLD_MS = 7 * 24 * 3600 * 1000;

/** When her answer is due: the setting's hours from now, but never later than the hold allows. */
export function approvalDeadline(now: Date, hours: number, authorizationExpiresAt: Date | null): Date {
  const wanted = now.getTime() + hours * 3600 * 1000;
  const hold = (authorizationExpiresAt?.getTime() ?? now.getTime() + DEFAULT_HOLD_MS) - HOLD_MARGIN_MS;
  return new Date(Math.min(wanted, Math.max(now.getTime(), hold)));
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
  needsManualCapture: false,
  onPaid(item) {
    return {
      id: item.id,
      releaseStatus: 'released',
      contactInfo: contactSnapshot(item.profile.contactMethods, item.profile.sharedChannels),
      profileSnapshot: { ...profileSnapshot(item.profileId as number, item.profile) },
    };
  },
};

/**
 * She is asked first: nothing is released, the item waits until her answer or the deadline. The
 * profile snapshot is taken now, so her request and the buyer's purchase page show what was
 * bought. The secret of her emailed link is made when the mail is sent (approval-request.job.ts).
 */
const approveEachBuyer: ReleasePolicy = {
  needsManualCapture: true,
  onPaid(item, now, context) {
    return {
      id: item.id,
      releaseStatus: 'awaiting_consent',
      contactInfo: null,
      profileSnapshot: { ...profileSnapshot(item.profileId as number, item.profile) },
      approvalDeadline: context.approvalDeadline ?? new Date(now.getTime() + DEFAULT_DEADLINE_MS),
    };
  },
};

export const RELEASE_POLICIES: Record<ReleasePolicyName, ReleasePolicy> = { instant, approve_each_buyer: approveEachBuyer };

/**
 * Whether a checkout paid this way may sell under this policy: approve_each_buyer only with a
 * manual capture (an automatic payment would be taken before she could say no).
 */
export function isSupportedPolicy(
  policy: string,
  captureMethod: ReleaseContext['captureMethod'] = 'automatic',
): policy is ReleasePolicyName {
  const known = RELEASE_POLICIES[policy as ReleasePolicyName];
  return known !== undefined && (!known.needsManualCapture || captureMethod === 'manual');
}

/**
 * The decision for one paid item. An item whose profile left the public view (consent withdrawn,
 * deleted, taken down) between checkout and payment, or whose policy is not available, is
 * declined: nothing is released and its price is owed back to the buyer.
 */
export function decideRelease(item: ItemForRelease, now: Date, context: ReleaseContext = AUTOMATIC): ItemRelease {
  const policy = isSupportedPolicy(item.releasePolicy, context.captureMethod) ? RELEASE_POLICIES[item.releasePolicy] : undefined;
  if (!item.profile || item.profileId === null || !item.profile.isPublic || !policy) {
    return declinedRelease(item, 'unavailable');
  }
  return policy.onPaid({ ...item, profile: item.profile }, now, context);
}

/**
 * True when where the payment comes from asks for her approval: the card's issuing country or
 * the billing address's country is one of the listed countries (approve_each_buyer_countries),
 * or differs from the country the buyer declared at checkout. A country the provider does not
 * report says nothing.
 */
export function paymentCountryNeedsApproval(
  declared: string | null,
  payment: { cardCountry: string | null; billingCountry: string | null },
  listed: readonly string[],
): boolean {
  return [payment.cardCountry, payment.billingCountry].some(
    (country) => country !== null && (listed.includes(country) || (declared !== null && country !== declared)),
  );
}

/**
 * Why an item sold without her approval must wait for it at payment, or null: the payment's
 * countries ask for it, or she now approves each buyer (she switched after the checkout). The
 * stricter policy wins; an item sold under her approval keeps it.
 */
export function approvalReasonAtPayment(item: ItemForRelease, paymentCountryAsks: boolean): ApprovalReason | null {
  if (item.releasePolicy === 'approve_each_buyer') return null;
  if (paymentCountryAsks) return 'payment_country';
  return item.profile?.releasePolicy === 'approve_each_buyer' ? 'policy_changed' : null;
}

/**
 * The decision for one paid item at payment (fulfil): as decideRelease, under the stricter policy.
 * An item that needs her approval only since the checkout waits for her whichever way the
 * payment was taken: after an authorisation it is captured or cancelled as the others are; after
 * a payment taken at once, her no (or the deadline, or her withdrawal) refunds its price.
 */
export function decideAtPayment(item: ItemForRelease, now: Date, context: ReleaseContext, paymentCountryAsks: boolean): ItemRelease {
  const reason = approvalReasonAtPayment(item, paymentCountryAsks);
  if (reason === null) return decideRelease(item, now, context);
  if (!item.profile || item.profileId === null || !item.profile.isPublic) return declinedRelease(item, 'unavailable');
  return { ...approveEachBuyer.onPaid({ ...item, profile: item.profile }, now, context), approvalReason: reason };
}

/** Nothing released; the snapshot keeps her name only (no photos in anyone's order). */
export function declinedRelease(item: ItemForRelease, reason: DeclineReason, decidedBy: ItemRelease['decidedBy'] = null): ItemRelease {
  return {
    id: item.id,
    releaseStatus: 'declined',
    declineReason: reason,
    decidedBy,
    contactInfo: null,
    // her name only: a profile that left the public view keeps no photos in anyone's order
    profileSnapshot:
      item.profile && item.profileId !== null
        ? { ...profileSnapshot(item.profileId, { ...item.profile, primaryPhoto: null, photos: [] }) }
        : {},
  };
}
