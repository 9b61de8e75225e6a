// After a submit attempt that ended with errors (the browser's own check or the API's 400), moves
// focus to the first invalid control in the form, so keyboard and screen-reader users land on it
// and hear its label and error.
import { useFormikContext } from 'formik';
import { type RefObject, useEffect, useRef } from 'react';

export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>): void {
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    handled.current = submitCount;
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, errors, formRef]);
}
