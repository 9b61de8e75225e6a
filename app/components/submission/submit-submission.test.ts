import { describe, expect, it, vi } from 'vitest';
import type { QueuedSubmissionInput } from './submission-input.ts';
import { INITIAL_SUBMISSION_VALUES } from './submission-values.ts';
import { submitSubmission } from './submit-submission.ts';

const values = {
  ...INITIAL_SUBMISSION_VALUES,
  firstName: 'Ana',
  contactEnabled: { ...INITIAL_SUBMISSION_VALUES.contactEnabled, email: true },
  contactMethods: { ...INITIAL_SUBMISSION_VALUES.contactMethods, email: 'ana@example.org' },
};

describe('sending the submission form to the queue', () => {
  it('when the queue has it, then the draft is removed', async () => {
    const onSubmit = vi.fn(async (_input: QueuedSubmissionInput) => undefined);
    const clearDraft = vi.fn(async () => undefined);
    expect(await submitSubmission(values, 'es', onSubmit, clearDraft)).toBe('submitted');
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      language: 'es',
      values: { firstName: 'Ana', contactMethods: { email: 'ana@example.org' } },
    });
    expect(clearDraft).toHaveBeenCalledOnce();
  });

  it('when the disk is full, then it says so and the draft stays', async () => {
    const clearDraft = vi.fn(async () => undefined);
    const full = async () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    expect(await submitSubmission(values, 'en', full, clearDraft)).toBe('storage-full');
    expect(clearDraft).not.toHaveBeenCalled();
  });

  it('when anything else fails, then it failed and the draft stays', async () => {
    const clearDraft = vi.fn(async () => undefined);
    const broken = async () => {
      throw new Error('boom');
    };
    expect(await submitSubmission(values, 'en', broken, clearDraft)).toBe('failed');
    expect(clearDraft).not.toHaveBeenCalled();
  });

  it('a draft that cannot be removed does not undo the submission', async () => {
    const clearDraft = async () => {
      throw new Error('locked');
    };
    expect(await submitSubmission(values, 'en', async () => undefined, clearDraft)).toBe('submitted');
  });
});
