// The report form: type, optional profile, description, optional evidence
// file (checked here by type and size, and by its bytes on the server) and an anonymous switch
// that hides the email field. Posts multipart to /api/reports; values stay put on any failure.
import { Description, Field, Label, Switch } from '@headlessui/react';
import { Form, Formik, type FormikHelpers, useField, useFormikContext } from 'formik';
import { type RefObject, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileReport } from '#app/api/support.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { EMAIL_MAX } from '#contract/contact.schema.ts';
import {
  DESCRIPTION_MAX,
  EVIDENCE_ACCEPT,
  evidenceFileProblem,
  PROFILE_REF_MAX,
  REPORT_TYPES,
  ReportSchema,
} from '#contract/report.schema.ts';
import { FileField, validatorWithFile } from './file-field.tsx';
import { type FormProblem, FormStatus, SubmitButton } from './form-alert.tsx';
import { SelectField, TextAreaField, TextField } from './form-fields.tsx';
import { submitForm } from './submit-form.ts';
import { applySubmitOutcome } from './submit-outcome.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';
import type { Translate } from './zod-formik.ts';

export interface ReportFormValues {
  type: string;
  profileId: string;
  description: string;
  anonymous: boolean;
  email: string;
  evidence: File | null;
}

const INITIAL: ReportFormValues = { type: '', profileId: '', description: '', anonymous: false, email: '', evidence: null };
const FIELDS = Object.keys(INITIAL) as (keyof ReportFormValues)[];

const validator = (translate: Translate) => validatorWithFile<ReportFormValues>(ReportSchema, 'evidence', evidenceFileProblem, translate);

export function ReportForm() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [problem, setProblem] = useState<FormProblem>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const translate: Translate = (key) => t(key as never);

  const onSubmit = async (values: ReportFormValues, helpers: FormikHelpers<ReportFormValues>) => {
    setProblem(null);
    const body = new FormData();
    body.set('type', values.type);
    body.set('profileId', values.profileId);
    body.set('description', values.description);
    body.set('anonymous', values.anonymous ? 'true' : 'false');
    if (!values.anonymous) body.set('email', values.email);
    body.set('language', language);
    if (values.evidence) body.set('evidence', values.evidence, values.evidence.name);

    const outcome = await submitForm(() => fileReport(body));
    applySubmitOutcome(outcome, {
      helpers,
      fields: FIELDS,
      t,
      setProblem,
      failed: { title: t('forms.report.errorTitle'), description: t('forms.report.errorText') },
      created: () => {
        helpers.resetForm();
        if (fileInput.current) fileInput.current.value = '';
        toast({ title: t('forms.report.successTitle'), description: t('forms.report.successText'), variant: 'success' });
      },
      tooLarge: () => {
        helpers.setFieldTouched('evidence', true, false);
        helpers.setFieldError('evidence', t('forms.validation.evidenceSize'));
        toast({ title: t('forms.report.errorTitle'), description: t('forms.tooLargeText'), variant: 'destructive' });
      },
    });
  };

  return (
    <Formik initialValues={INITIAL} validateOnBlur={false} validate={validator(translate)} onSubmit={onSubmit}>
      <ReportFormFields problem={problem} fileInput={fileInput} />
    </Formik>
  );
}

function ReportFormFields({ problem, fileInput }: { problem: FormProblem; fileInput: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const { values } = useFormikContext<ReportFormValues>();
  useFocusFirstInvalid(formRef);
  const types = REPORT_TYPES.map((value) => ({ value, label: t(`forms.report.types.${value}`) }));
  return (
    <Form ref={formRef} noValidate className="grid gap-5" data-testid="report-form">
      <p className="text-sm text-stone-600">{t('forms.requiredNote')}</p>
      <SelectField name="type" label={t('forms.report.type')} required placeholder={t('forms.report.typePlaceholder')} options={types} />
      <TextField name="profileId" label={t('forms.report.profileId')} hint={t('forms.report.profileIdHint')} maxLength={PROFILE_REF_MAX} />
      <TextAreaField
        name="description"
        label={t('forms.report.description')}
        required
        hint={t('forms.report.descriptionHint')}
        maxLength={DESCRIPTION_MAX}
      />
      <EvidenceField fileInput={fileInput} />
      <AnonymousSwitch />
      {values.anonymous ? null : (
        <TextField
          name="email"
          type="email"
          label={t('forms.report.email')}
          required
          hint={t('forms.report.emailHint')}
          autoComplete="email"
          maxLength={EMAIL_MAX}
        />
      )}
      <FormStatus problem={problem} />
      <div>
        <SubmitButton label={t('forms.report.submit')} />
      </div>
    </Form>
  );
}

function AnonymousSwitch() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<boolean>('anonymous');
  return (
    <Field className="flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4">
      <Switch
        checked={field.value}
        onChange={(checked) => void helpers.setValue(checked)}
        className="group relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer rounded-full bg-stone-300 p-0.5 transition-colors data-checked:bg-rose-700"
        data-testid="anonymous-switch"
      >
        <span aria-hidden="true" className="size-5 rounded-full bg-white shadow transition-transform group-data-checked:translate-x-5" />
      </Switch>
      <div>
        <Label className="cursor-pointer text-sm font-medium text-stone-900">{t('forms.report.anonymous')}</Label>
        <Description className="mt-0.5 text-sm text-stone-600">{t('forms.report.anonymousHint')}</Description>
      </div>
    </Field>
  );
}

function EvidenceField({ fileInput }: { fileInput: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  return (
    <FileField
      name="evidence"
      label={t('forms.report.evidence')}
      hint={t('forms.report.evidenceHint')}
      accept={EVIDENCE_ACCEPT}
      fileInput={fileInput}
      chosen={(name) => t('forms.report.evidenceChosen', { name })}
      removeLabel={t('forms.report.evidenceRemove')}
    />
  );
}
