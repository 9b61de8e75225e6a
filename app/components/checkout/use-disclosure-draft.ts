// The disclosure form's draft on the checkout page: read back from the device once, then kept as
// typed (on the device too), so a form shown again (the country changed back) starts from it.
// After a refused attempt, once its errors are on screen, the first question to fix gets the focus.
import type { FormikProps } from 'formik';
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type DisclosureValues, disclosureValuesFrom } from '#app/components/checkout/disclosure-form.tsx';
import { readDisclosureDraft, storeDisclosureDraft } from '#app/local/checkout-draft.ts';

export interface DisclosureDraft {
  formRef: RefObject<FormikProps<DisclosureValues> | null>;
  /** The values the form starts from: null while the stored draft is still being read. */
  initialValues: DisclosureValues | null;
  /** Keeps the values as typed. */
  keep: (values: DisclosureValues) => void;
  /** Counts a refused attempt, which focuses the first question in error. */
  refused: () => void;
}

export function useDisclosureDraft(): DisclosureDraft {
  const formRef = useRef<FormikProps<DisclosureValues>>(null);
  // The draft as stored (null until read), then as typed.
  const [stored, setStored] = useState<DisclosureValues | null>(null);
  const latest = useRef<DisclosureValues | null>(null);
  useEffect(() => {
    let cancelled = false;
    readDisclosureDraft()
      .catch(() => null)
      .then((draft) => {
        if (!cancelled) setStored(disclosureValuesFrom(draft));
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) document.querySelector<HTMLElement>('[data-testid="disclosure-form"] [aria-invalid="true"]')?.focus();
  }, [attempt]);

  const keep = useCallback((values: DisclosureValues) => {
    latest.current = values;
    // A full disk only costs the draft; the form keeps its values.
    storeDisclosureDraft(values).catch(() => undefined);
  }, []);
  const refused = useCallback(() => setAttempt((n) => n + 1), []);

  return { formRef, initialValues: stored ? (latest.current ?? stored) : null, keep, refused };
}
