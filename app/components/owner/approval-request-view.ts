// What her request card says about time and outcome, apart from React so it is tested alone:
// how long she has left to answer ("answer within 2 days", hours on the last day and a half),
// and which words name a decided request's outcome.
import type { ApprovalOutcome } from '#contract/owner.schema.ts';

const HOUR = 3_600_000;

export type DeadlineLeft = { unit: 'days' | 'hours'; count: number } | { unit: 'passed' };

/** Time left before `deadline`: whole days from 36 hours on (rounded), else hours (rounded up). */
export function approvalDeadlineLeft(deadline: string, now: Date): DeadlineLeft {
  const hours = (new Date(deadline).getTime() - now.getTime()) / HOUR;
  if (!(hours > 0)) return { unit: 'passed' };
  if (hours >= 36) return { unit: 'days', count: Math.round(hours / 24) };
  return { unit: 'hours', count: Math.max(1, Math.ceil(hours)) };
}

export type OutcomeKey = 'accepted' | 'declined' | 'expired' | 'withdrawn' | 'notReleased';

/** Her yes, her no, the deadline, her withdrawal — or the details could not be released at all. */
export function approvalOutcomeKey(outcome: Pick<ApprovalOutcome, 'releaseStatus' | 'declineReason'>): OutcomeKey {
  if (outcome.releaseStatus === 'released') return 'accepted';
  switch (outcome.declineReason) {
    case 'she_declined':
      return 'declined';
    case 'expired':
      return 'expired';
    case 'withdrawn':
      return 'withdrawn';
    default:
      return 'notReleased';
  }
}
