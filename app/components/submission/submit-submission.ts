// What happens when she sends the form: the submission goes to the device's queue; once it is
// there the draft is removed. A full disk (QuotaExceededError) and any other failure keep the
// draft and every value; the form shows which one it was.
import type { Language } from '#contract/languages.ts';
import type { QueuedSubmissionInput } from './submission-input.ts';
import { type SubmissionFormValues, toQueuedInput } from './submission-values.ts';

export type SubmitResult = 'submitted' | 'storage-full' | 'failed';

export const isQuotaExceeded = (error: unknown) => (error as { name?: unknown } | null)?.name === 'QuotaExceededError';

export async function submitSubmission(
  values: SubmissionFormValues,
  language: Language,
  onSubmit: (input: QueuedSubmissionInput) => Promise<void>,
  clearDraft: () => Promise<void>,
): Promise<SubmitResult> {
  try {
    await onSubmit(toQueuedInput(values, language));
  } catch (error) {
    return isQuotaExceeded(error) ? 'storage-full' : 'failed';
  }
  // Queued: a draft left behind would only offer the same submission again.
  await clearDraft().catch(() => undefined);
  return 'submitted';
}
