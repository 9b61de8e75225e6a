// Keeps the submission form's draft in Dexie (app/local/submission-draft.ts): restored once on
// load into the fields she has not changed yet (the server draws the form empty, and she may type
// before the draft is read), saved a moment after each change and at once when the page is hidden or left, removed
// when the form is back to its initial values (after a successful submit). A full disk is
// reported, not thrown.
import { useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { clearSubmissionDraft, loadSubmissionDraft, saveSubmissionDraft } from '#app/local/submission-draft.ts';
import { draftValues, restoreValues, type SubmissionFormValues } from './submission-values.ts';
import { isQuotaExceeded } from './submit-submission.ts';

export const DRAFT_SAVE_DELAY_MS = 400;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The draft's values, except where she has already changed a field from its initial value:
 * what she typed since the page appeared wins over what an earlier visit left. */
export function keepHerChanges(
  draft: SubmissionFormValues,
  current: SubmissionFormValues,
  initial: SubmissionFormValues,
): SubmissionFormValues {
  const merged: Record<string, unknown> = { ...draft };
  for (const field of Object.keys(initial) as (keyof SubmissionFormValues)[]) {
    if (!same(current[field], initial[field])) merged[field] = current[field];
  }
  return merged as unknown as SubmissionFormValues;
}

/** `key` null: no draft (e.g. an edit of a profile already sent). Returns whether the disk was full. */
export function useSubmissionDraft(key: string | null): { storageFull: boolean } {
  const { values, dirty, setValues, initialValues } = useFormikContext<SubmissionFormValues>();
  const [restored, setRestored] = useState(key === null);
  const [storageFull, setStorageFull] = useState(false);
  const latest = useRef({ values, dirty });
  latest.current = { values, dirty };
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);

  // Restored once per key; later changes of the initial values do not reload the draft.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (key === null) return;
    let cancelled = false;
    loadSubmissionDraft({ key })
      .then((draft) => {
        if (!cancelled && draft)
          void setValues(
            (current) => keepHerChanges(restoreValues(draft.values, draft.media, initialValues), current, initialValues),
            false,
          );
      })
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setRestored(true);
      });
    return () => {
      cancelled = true;
    };
  }, [key]);

  const save = () => {
    pending.current = null;
    if (key === null) return;
    const { values: current, dirty: changed } = latest.current;
    const write = changed
      ? saveSubmissionDraft({ values: draftValues(current), media: current.media }, { key })
      : clearSubmissionDraft({ key });
    write.then(
      () => setStorageFull(false),
      (error: unknown) => setStorageFull(isQuotaExceeded(error)),
    );
  };
  const flush = useRef(() => {});
  flush.current = () => {
    if (pending.current === null) return;
    clearTimeout(pending.current);
    save();
  };

  // Leaving the page (or this form) writes what is still waiting.
  useEffect(() => {
    const flushNow = () => flush.current();
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flushNow();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flushNow);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flushNow);
      flushNow();
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a save is due after each change of the values
  useEffect(() => {
    if (key === null || !restored) return;
    pending.current = setTimeout(save, DRAFT_SAVE_DELAY_MS);
    return () => {
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
    };
  }, [key, restored, values]);

  return { storageFull };
}
