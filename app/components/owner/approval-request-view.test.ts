// Her request card's words for time left and for outcomes.
import { describe, expect, it } from 'vitest';
import { approvalDeadlineLeft, approvalOutcomeKey } from './approval-request-view.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('approvalDeadlineLeft', () => {
  it('counts whole days from 36 hours on, hours before, and says when the time has passed', () => {
    expect(approvalDeadlineLeft(inHours(72), NOW)).toEqual({ unit: 'days', count: 3 });
    expect(approvalDeadlineLeft(inHours(47), NOW)).toEqual({ unit: 'days', count: 2 });
    expect(approvalDeadlineLeft(inHours(36), NOW)).toEqual({ unit: 'days', count: 2 });
    expect(approvalDeadlineLeft(inHours(35), NOW)).toEqual({ unit: 'hours', count: 35 });
    expect(approvalDeadlineLeft(inHours(0.2), NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(approvalDeadlineLeft(inHours(0), NOW)).toEqual({ unit: 'passed' });
    expect(approvalDeadlineLeft(inHours(-5), NOW)).toEqual({ unit: 'passed' });
  });
});

describe('approvalOutcomeKey', () => {
  it('names her yes, her no, the deadline and her withdrawal, and anything else as not released', () => {
    expect(approvalOutcomeKey({ releaseStatus: 'released', declineReason: null })).toBe('accepted');
    expect(approvalOutcomeKey({ releaseStatus: 'declined', declineReason: 'she_declined' })).toBe('declined');
    expect(approvalOutcomeKey({ releaseStatus: 'declined', declineReason: 'expired' })).toBe('expired');
    expect(approvalOutcomeKey({ releaseStatus: 'declined', declineReason: 'withdrawn' })).toBe('withdrawn');
    expect(approvalOutcomeKey({ releaseStatus: 'declined', declineReason: 'unavailable' })).toBe('notReleased');
  });
});
