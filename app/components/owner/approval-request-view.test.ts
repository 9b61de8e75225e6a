// Her request card's words for time left and for outcomes.
import { describe, expect, it } from 'vitest';
import { requestDeadline, requestOutcomeKey } from './approval-request-view.ts';

const NOW = new Date('2026-11-24T12:00:00Z');
const inHours = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000).toISOString();

describe('requestDeadline', () => {
  it('counts whole days from 36 hours on, hours before, and says when the time has passed', () => {
    expect(requestDeadline(inHours(72), NOW)).toEqual({ unit: 'days', count: 3 });
    expect(requestDeadline(inHours(47), NOW)).toEqual({ unit: 'days', count: 2 });
    expect(requestDeadline(inHours(36), NOW)).toEqual({ unit: 'days', count: 2 });
    expect(requestDeadline(inHours(35), NOW)).toEqual({ unit: 'hours', count: 35 });
    expect(requestDeadline(inHours(0.2), NOW)).toEqual({ unit: 'hours', count: 1 });
    expect(requestDeadline(inHours(0), NOW)).toEqual({ unit: 'passed' });
    expect(requestDeadline(inHours(-5), NOW)).toEqual({ unit: 'passed' });
  });
});

describe('requestOutcomeKey', () => {
  it('names her yes, her no, the deadline and her withdrawal, and anything else as not released', () => {
    expect(requestOutcomeKey({ releaseStatus: 'released', declineReason: null })).toBe('accepted');
    expect(requestOutcomeKey({ releaseStatus: 'declined', declineReason: 'she_declined' })).toBe('declined');
    expect(requestOutcomeKey({ releaseStatus: 'declined', declineReason: 'expired' })).toBe('expired');
    expect(requestOutcomeKey({ releaseStatus: 'declined', declineReason: 'withdrawn' })).toBe('withdrawn');
    expect(requestOutcomeKey({ releaseStatus: 'declined', declineReason: 'unavailable' })).toBe('notReleased');
  });
});
