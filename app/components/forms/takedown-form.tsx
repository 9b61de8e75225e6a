// The takedown request form: the profile it concerns, what is wrong, her email
// (required: we answer), an optional proof file (an image or a PDF, checked here by type and size
// and by its bytes on the server) and her confirmation that she is the person pictured or acts
// for her. Posts multipart to /api/takedowns; values stay put on any failure; once sent, the form
// gives way to a confirmation that says what happens next.
import { Form, Formik, type FormikHelpers, useField, useFormikContext } from 'formik';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileTakedown } from '#app/api/support.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { EMAIL_MAX } from '#contract/contact.schema.ts';
import { DESCRIPTION_MAX, PROFILE_REF_MAX } from '#contract/report.schema.ts';
import { PROOF_ACCEPT, proofFileProblem, TakedownSchema } from '#contract/takedown.schema.ts';
import { FileField, validatorWithFile } from './file-field.tsx';
import { type FormProblem, FormStatus, SubmitButton } from './form-alert.tsx';
import { describedBy, FieldMessages, RequiredMark, TextAreaField, TextField, useFieldIds } from './form-fields.tsx';
import { submitForm } from './submit-form.ts';
import { applySubmitOutcome } from './submit-outcome.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import type { Translate } from './zod-formik.ts';

export interface TakedownFormValues {
  profile: string;
  description: string;
  email: string;
  confirmed: boolean;
  proof: File | null;
}

const INITIAL: TakedownFormValues = { profile: '', description: '', email: '', confirmed: false, proof: null };
const FIELDS = Object.keys(INITIAL) as (keyof TakedownFormValues)[];

export function TakedownForm() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [problem, setProblem] = useState<FormProblem>(null);
  const [sent, setSent] = useState<{ id: number; email: string } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const translate: Translate = (key) => t(key as never);

  const onSubmit = async (values: TakedownFormValues, helpers: FormikHelpers<TakedownFormValues>) => {
    setProblem(null);
    const body = new FormData();
    body.set('profile', values.profile);
    body.set('description', values.description);
    body.set('email', values.email);
    body.set('confirmed', values.confirmed ? 'true' : 'false');
    body.set('language', language);
    if (values.proof) body.set('proof', values.proof, values.proof.name);

    const outcome = await submitForm(() => fileTakedown(body));
    applySubmitOutcome(outcome, {
      helpers,
      fields: FIELDS,
      t,
      setProblem,
      failed: { title: t('takedown.errorTitle'), description: t('takedown.errorText') },
      created: () => {
        if (outcome.kind === 'created') setSent({ id: outcome.id, email: values.email.trim() });
        helpers.resetForm();
      },
      tooLarge: () => {
        helpers.setFieldTouched('proof', true, false);
        helpers.setFieldError('proof', t('takedown.validation.proofSize'));
      },
    });
  };

  if (sent) return <TakedownSent id={sent.id} email={sent.email} onAnother={() => setSent(null)} />;
  return (
    <Formik
      initialValues={INITIAL}
      validateOnBlur={false}
      validate={validatorWithFile<TakedownFormValues>(TakedownSchema, 'proof', proofFileProblem, translate)}
      onSubmit={onSubmit}
    >
      <TakedownFields problem={problem} fileInput={fileInput} />
    </Formik>
  );
}

function TakedownFields({ problem, fileInput }: { problem: FormProblem; fileInput: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  return (
    <Form ref={formRef} noValidate className="grid gap-5" data-testid="takedown-form">
      <p className="text-sm text-stone-600">{t('forms.requiredNote')}</p>
      <TextField name="profile" label={t('takedown.profile')} required hint={t('takedown.profileHint')} maxLength={PROFILE_REF_MAX} />
      <TextAreaField
        name="description"
        label={t('takedown.description')}
        required
        hint={t('takedown.descriptionHint')}
        maxLength={DESCRIPTION_MAX}
      />
      <TextField
        name="email"
        type="email"
        label={t('takedown.email')}
        required
        hint={t('takedown.emailHint')}
        autoComplete="email"
        maxLength={EMAIL_MAX}
      />
      <FileField
        name="proof"
        label={t('takedown.proof')}
        hint={t('takedown.proofHint')}
        accept={PROOF_ACCEPT}
        fileInput={fileInput}
        chosen={(name) => t('takedown.proofChosen', { name })}
        removeLabel={t('takedown.proofRemove')}
      />
      <ConfirmBox />
      <FormStatus problem={problem} />
      <div>
        <SubmitButton label={t('takedown.submit')} />
      </div>
    </Form>
  );
}

function ConfirmBox() {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const [field, meta, helpers] = useField<boolean>('confirmed');
  const { submitCount } = useFormikContext();
  const error = submitCount > 0 && meta.error ? meta.error : undefined;
  return (
    <div className="rounded-lg border border-stone-200 bg-stone-50 p-4">
      <label htmlFor={ids.id} className="flex items-start gap-3 text-sm font-medium text-stone-900">
        <input
          id={ids.id}
          name={field.name}
          type="checkbox"
          checked={field.value}
          onChange={(event) => void helpers.setValue(event.currentTarget.checked)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, true, !!error)}
          className="mt-0.5 size-5 shrink-0 rounded accent-rose-700"
          data-testid="takedown-confirm"
        />
        <span>
          {t('takedown.confirm')}
          <RequiredMark />
        </span>
      </label>
      <FieldMessages ids={ids} hint={t('takedown.confirmHint')} error={error} />
    </div>
  );
}

function TakedownSent({ id, email, onAnother }: { id: number; email: string; onAnother: () => void }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="rounded-xl border border-green-300 bg-green-50 p-5 text-green-950" data-testid="takedown-sent">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold focus:outline-none">
        {t('takedown.doneTitle')}
      </h3>
      <p className="mt-2 text-sm">{t('takedown.doneText', { id, email })}</p>
      <button type="button" onClick={onAnother} className="btn-secondary mt-4 px-4 py-2 text-sm">
        {t('takedown.doneAnother')}
      </button>
    </div>
  );
}
