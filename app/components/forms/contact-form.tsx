// The contact form: the shared ContactMessageSchema validates in the
// browser and on the server; sending posts to /api/contact with the page's language. Values stay
// put on any failure; success empties the form and shows the fixed toast.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendContactMessage } from '#app/api/support.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { CONTACT_SUBJECTS, type ContactMessageInput, ContactMessageSchema, FULL_NAME_MAX, MESSAGE_MAX } from '#contract/contact.schema.ts';
import { type FormProblem, FormStatus, SubmitButton } from './form-alert.tsx';
import { SelectField, TextAreaField, TextField } from './form-fields.tsx';
import { submitForm } from './submit-form.ts';
import { applySubmitOutcome } from './submit-outcome.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import { type Translate, zodFormikValidate } from './zod-formik.ts';

export interface ContactFormValues {
  fullName: string;
  email: string;
  subject: string;
  message: string;
}

const INITIAL: ContactFormValues = { fullName: '', email: '', subject: '', message: '' };
const FIELDS = Object.keys(INITIAL) as (keyof ContactFormValues)[];

export function ContactForm() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [problem, setProblem] = useState<FormProblem>(null);
  const translate: Translate = (key) => t(key as never);

  const onSubmit = async (values: ContactFormValues, helpers: FormikHelpers<ContactFormValues>) => {
    setProblem(null);
    // Formik let the values through ContactMessageSchema: the subject is one of its list.
    const body = { ...values, language } as ContactMessageInput;
    const outcome = await submitForm(() => sendContactMessage(body));
    applySubmitOutcome(outcome, {
      helpers,
      fields: FIELDS,
      t,
      setProblem,
      failed: { title: t('forms.contact.errorTitle'), description: t('forms.contact.errorText') },
      created: () => {
        helpers.resetForm();
        toast({ title: t('forms.contact.successTitle'), description: t('forms.contact.successText'), variant: 'success' });
      },
    });
  };

  return (
    <Formik
      initialValues={INITIAL}
      validateOnBlur={false}
      validate={zodFormikValidate<ContactFormValues>(ContactMessageSchema, translate)}
      onSubmit={onSubmit}
    >
      <ContactFormFields problem={problem} />
    </Formik>
  );
}

function ContactFormFields({ problem }: { problem: FormProblem }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const subjects = CONTACT_SUBJECTS.map((value) => ({ value, label: t(`forms.contact.subjects.${value}`) }));
  return (
    <Form ref={formRef} noValidate className="grid gap-5" data-testid="contact-form">
      <p className="text-sm text-stone-600">{t('forms.requiredNote')}</p>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="fullName" label={t('forms.contact.fullName')} required autoComplete="name" maxLength={FULL_NAME_MAX} />
        <TextField name="email" type="email" label={t('forms.contact.email')} required autoComplete="email" />
      </div>
      <SelectField
        name="subject"
        label={t('forms.contact.subject')}
        required
        placeholder={t('forms.contact.subjectPlaceholder')}
        options={subjects}
      />
      <TextAreaField
        name="message"
        label={t('forms.contact.message')}
        required
        hint={t('forms.contact.messageHint')}
        maxLength={MESSAGE_MAX}
      />
      <FormStatus problem={problem} />
      <div>
        <SubmitButton label={t('forms.contact.submit')} />
      </div>
    </Form>
  );
}
