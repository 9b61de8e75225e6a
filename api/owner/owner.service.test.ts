import { describe, expect, it } from 'vitest';
import { reviewState } from './owner.service.ts';

const WHEN = new Date('2026-11-01T10:00:00Z');
const base = {
  consentWithdrawnAt: null,
  pausedAt: null,
  isPublic: false,
  reviewDecision: null,
  isApproved: false,
  status: 'PENDING',
} as const;

describe('reviewState', () => {
  it("puts her own choices first, then the moderators' answer", () => {
    expect(reviewState(base)).toBe('pending');
    expect(reviewState({ ...base, status: 'ACTIVE', isApproved: true, isPublic: true })).toBe('live');
    expect(reviewState({ ...base, reviewDecision: 'needs_changes' })).toBe('needs_changes');
    expect(reviewState({ ...base, reviewDecision: 'declined' })).toBe('declined');
    expect(reviewState({ ...base, status: 'INACTIVE', isApproved: true })).toBe('declined');
    expect(reviewState({ ...base, status: 'ACTIVE', isApproved: true, pausedAt: WHEN })).toBe('paused');
    expect(reviewState({ ...base, pausedAt: WHEN, consentWithdrawnAt: WHEN })).toBe('withdrawn');
  });
});
