// A formik form's frame for dialogs (sign-in, sign-up, admin accounts): inputs and buttons
// disabled while it is sent, aria-busy meanwhile, focus on the first invalid field after.
import { Form, useFormikContext } from 'formik';
import { type ReactNode, useRef } from 'react';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

export function FormFrame({ children, testId }: { children: ReactNode; testId: string }) {
  const { isSubmitting } = useFormikContext();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  return (
    <Form ref={formRef} noValidate data-testid={testId} aria-busy={isSubmitting}>
      <fieldset disabled={isSubmitting} className="grid gap-4">
        {children}
      </fieldset>
    </Form>
  );
}
