import { describe, expect, it } from 'vitest';
import type { ItemForRelease } from './orders.queries.ts';
import {
  approvalDeadline,
  approvalReasonAtPayment,
  contactSnapshot,
  decideAtPayment,
  decideRelease,
  isSupportedPolicy,
  paymentCountryNeedsApproval,
} from './release-policy.ts';

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
  releasePolicy: 'instant',
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

  it('approve_each_buyer is sold only with a manual capture; after an automatic payment its items are declined rather than released', () => {
    expect(isSupportedPolicy('instant')).toBe(true);
    expect(isSupportedPolicy('approve_each_buyer')).toBe(false);
    expect(isSupportedPolicy('approve_each_buyer', 'manual')).toBe(true);
    expect(isSupportedPolicy('instant', 'manual')).toBe(true);
    expect(isSupportedPolicy('later')).toBe(false);
    expect(decideRelease(item({ releasePolicy: 'approve_each_buyer' }), new Date())).toMatchObject({
      releaseStatus: 'declined',
      declineReason: 'unavailable',
    });
  });

  it('approve_each_buyer after an authorisation waits for her until the deadline, with the snapshot but no contact details', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const deadline = new Date('2026-03-04T12:00:00Z');
    const release = decideRelease(item({ releasePolicy: 'approve_each_buyer' }), now, {
      captureMethod: 'manual',
      approvalDeadline: deadline,
    });
    expect(release).toMatchObject({ releaseStatus: 'awaiting_consent', contactInfo: null, approvalDeadline: deadline });
    expect(release.profileSnapshot).toMatchObject({ firstName: 'Maria', lastName: 'R.' });
    expect(JSON.stringify(release)).not.toContain('809');
    // her profile left the public view meanwhile: declined, as an instant item would be
    const gone = decideRelease(item({ releasePolicy: 'approve_each_buyer', profile: { ...profile, isPublic: false } }), now, {
      captureMethod: 'manual',
      approvalDeadline: deadline,
    });
    expect(gone.releaseStatus).toBe('declined');
  });

  it('the deadline is the setting from now, but at least 12 h before the hold lapses (7 days when the provider does not say)', () => {
    const now = new Date('2026-03-01T00:00:00Z');
    const h = (n: number) => new Date(now.getTime() + n * 3600 * 1000);
    expect(approvalDeadline(now, 72, h(168))).toEqual(h(72));
    expect(approvalDeadline(now, 144, h(150))).toEqual(h(138));
    expect(approvalDeadline(now, 144, null)).toEqual(h(144));
    expect(approvalDeadline(now, 72, h(6))).toEqual(now);
  });
});

describe('the policy at payment', () => {
  it('a card or billing country that is listed, or that is not the declared one, asks for her approval; an unknown one says nothing', () => {
    const listed = ['US'];
    const paid = (cardCountry: string | null, billingCountry: string | null) => ({ cardCountry, billingCountry });
    expect(paymentCountryNeedsApproval('DO', paid('DO', 'DO'), listed)).toBe(false);
    expect(paymentCountryNeedsApproval('DO', paid(null, null), listed)).toBe(false);
    expect(paymentCountryNeedsApproval('DO', paid('US', 'DO'), listed)).toBe(true);
    expect(paymentCountryNeedsApproval('DO', paid('DO', 'US'), listed)).toBe(true);
    expect(paymentCountryNeedsApproval('DE', paid('FR', null), listed)).toBe(true);
    expect(paymentCountryNeedsApproval(null, paid('FR', 'FR'), listed)).toBe(false);
    expect(paymentCountryNeedsApproval(null, paid('US', null), listed)).toBe(true);
  });

  it('the stricter of the policy it was sold under and hers now applies; the payment country comes first as the reason', () => {
    expect(approvalReasonAtPayment(item(), false)).toBeNull();
    expect(approvalReasonAtPayment(item(), true)).toBe('payment_country');
    expect(approvalReasonAtPayment(item({ profile: { ...profile, releasePolicy: 'approve_each_buyer' } }), false)).toBe('policy_changed');
    expect(approvalReasonAtPayment(item({ profile: { ...profile, releasePolicy: 'approve_each_buyer' } }), true)).toBe('payment_country');
    expect(approvalReasonAtPayment(item({ releasePolicy: 'approve_each_buyer' }), true)).toBeNull();
  });

  it('an item that needs her approval only since the checkout waits for her after a payment taken at once too, with its reason', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    const deadline = new Date('2026-03-04T12:00:00Z');
    const context = { captureMethod: 'automatic' as const, approvalDeadline: deadline };
    const waits = decideAtPayment(item(), now, context, true);
    expect(waits).toMatchObject({
      releaseStatus: 'awaiting_consent',
      contactInfo: null,
      approvalDeadline: deadline,
      approvalReason: 'payment_country',
    });
    expect(JSON.stringify(waits)).not.toContain('809');
    expect(decideAtPayment(item(), now, context, false)).toMatchObject({ releaseStatus: 'released' });
    expect(decideAtPayment(item({ profile: { ...profile, isPublic: false } }), now, context, true)).toMatchObject({
      releaseStatus: 'declined',
      declineReason: 'unavailable',
    });
  });
});
