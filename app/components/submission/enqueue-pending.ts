// TEMPORARY, until the device's queue (app/local/submission-queue.ts, helper C2) is on main: the
// submission page's onSubmit. It does not pretend to succeed: it rejects, so the form keeps every
// value and shows "Error submitting profile". At merge the route calls enqueueSubmission instead
// and this file is deleted.
import type { QueuedSubmissionInput } from './submission-input.ts';

export async function enqueueSubmissionPending(_input: QueuedSubmissionInput): Promise<string> {
  throw new Error('The submission queue is not available yet');
}
