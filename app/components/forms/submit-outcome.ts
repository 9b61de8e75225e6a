// What a form does with its submit outcome, the same for every form: field
// errors go under their fields, too many attempts shows the alert and its toast, anything else
// the form's own "failed" toast. Values stay put on every failure; the form says what "created"
// (and, for uploads, "too large") means.
import type { FormikHelpers } from 'formik';
import type { TFunction } from 'i18next';
import { toast } from '#app/components/toast/toast-store.ts';
import type { FormProblem } from './form-alert.tsx';
import type { SubmitOutcome } from './submit-form.ts';
import { fieldErrorsToFormik, type Translate } from './zod-formik.ts';

export interface OutcomeHandlers<Values> {
  helpers: FormikHelpers<Values>;
  /** The form's fields: field errors for any other name are a failure, not a form error. */
  fields: readonly (keyof Values & string)[];
  t: TFunction;
  setProblem: (problem: FormProblem) => void;
  /** Toast texts when the form could not be sent. */
  failed: { title: string; description: string };
  created: () => void;
  tooLarge?: () => void;
}

export function applySubmitOutcome<Values>(outcome: SubmitOutcome, handlers: OutcomeHandlers<Values>): void {
  const { helpers, fields, t, setProblem, failed } = handlers;
  switch (outcome.kind) {
    case 'created':
      handlers.created();
      return;
    case 'invalid': {
      const known = Object.keys(outcome.fieldErrors).every((field) => (fields as readonly string[]).includes(field));
      if (!known) break;
      const translate: Translate = (key) => t(key as never);
      helpers.setTouched(Object.fromEntries(fields.map((field) => [field, true])) as never, false);
      helpers.setErrors(fieldErrorsToFormik<Values>(outcome.fieldErrors, translate));
      return;
    }
    case 'too-large':
      if (!handlers.tooLarge) break;
      handlers.tooLarge();
      return;
    case 'rate-limited':
      setProblem('too-many');
      toast({ title: t('forms.tooManyTitle'), description: t('forms.tooManyText'), variant: 'destructive' });
      return;
  }
  toast({ ...failed, variant: 'destructive' });
}
