// The profile submission form: the benefits banner, then Personal Information, Profile Details
// (submission-sections.tsx), Contact Methods (contact-methods.tsx), Photos and Media, Terms and
// Agreements (submission-terms.tsx). The shared SubmissionSchema validates (ProfileEditSchema, an
// edit); the values are kept as a draft on the device (use-submission-draft.ts) until the
// submission is handed to `onSubmit` (the device's queue, use-submission-submit.ts). The server
// draws the form empty, and what she types before the app starts is kept.
import { Form, Formik, useFormikContext } from 'formik';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatus } from '#app/components/forms/form-alert.tsx';
import { FormSection } from '#app/components/forms/form-section.tsx';
import { useFocusFirstInvalid } from '#app/components/forms/use-focus-first-invalid.ts';
import type { Translate } from '#app/components/forms/zod-formik.ts';
import { SUBMISSION_DRAFT_KEY } from '#app/local/submission-draft.ts';
import { ContactMethods } from './contact-methods.tsx';
import type { QueuedSubmissionInput } from './submission-input.ts';
import { BenefitsBanner, Confirmation, StorageFull } from './submission-notices.tsx';
import { DetailFields, MediaField, PersonalFields } from './submission-sections.tsx';
import { TermsFields } from './submission-terms.tsx';
import { INITIAL_SUBMISSION_VALUES, type SubmissionFormValues, validateSubmission } from './submission-values.ts';
import { useSubmissionDraft } from './use-submission-draft.ts';
import { useSubmissionSubmit } from './use-submission-submit.ts';

export interface SubmissionFormProps {
  /** Hands the submission to the device's queue; rejects with name 'QuotaExceededError' on a full disk. */
  onSubmit: (input: QueuedSubmissionInput) => Promise<void>;
  /** Start values (an edit of a profile); the rest stay empty. */
  initialValues?: Partial<SubmissionFormValues>;
  submitLabel?: string;
  /** Where the draft is kept on the device; null keeps none (the default with initialValues: an edit). */
  draftKey?: string | null;
  /** The benefits banner above the form (the submission page shows it). */
  showBenefits?: boolean;
  /** Upload progress by media index, while the queue sends them. */
  progress?: Readonly<Record<number, number>>;
  /** Her release policy's choice (a new submission; an edit keeps the policy, changed on her owner page). */
  showReleasePolicy?: boolean;
}

export function SubmissionForm({
  onSubmit,
  initialValues,
  submitLabel,
  draftKey = initialValues ? null : SUBMISSION_DRAFT_KEY,
  showBenefits = true,
  progress,
  showReleasePolicy = initialValues === undefined,
}: SubmissionFormProps) {
  const { t } = useTranslation();
  const { handleSubmit, storageFull, confirmed } = useSubmissionSubmit(onSubmit, draftKey);
  const translate: Translate = (key) => t(key as never);
  return (
    <div className="grid gap-8">
      {showBenefits ? <BenefitsBanner /> : null}
      {confirmed ? <Confirmation /> : null}
      <Formik
        initialValues={{ ...INITIAL_SUBMISSION_VALUES, ...initialValues }}
        validateOnBlur={false}
        validate={validateSubmission(translate, { edit: initialValues !== undefined })}
        onSubmit={handleSubmit}
      >
        <SubmissionFields
          storageFull={storageFull}
          submitLabel={submitLabel ?? t('submission.submit')}
          draftKey={draftKey}
          progress={progress}
          showReleasePolicy={showReleasePolicy}
        />
      </Formik>
    </div>
  );
}

function SubmissionFields({
  storageFull,
  submitLabel,
  draftKey,
  progress,
  showReleasePolicy,
}: {
  storageFull: boolean;
  submitLabel: string;
  showReleasePolicy: boolean;
  draftKey: string | null;
  progress?: Readonly<Record<number, number>>;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const draft = useSubmissionDraft(draftKey);
  const { isSubmitting } = useFormikContext<SubmissionFormValues>();
  const section = (id: string) => ({ headingId: `submission-${id}`, title: t(`submission.sections.${id}` as never) as string });
  return (
    <Form ref={formRef} noValidate className="grid gap-8" data-testid="submission-form">
      <p className="text-sm text-stone-600">{t('forms.requiredNote')}</p>
      <FormSection {...section('personal')}>
        <PersonalFields />
      </FormSection>
      <FormSection {...section('details')}>
        <DetailFields />
      </FormSection>
      <FormSection {...section('contact')}>
        <ContactMethods />
      </FormSection>
      <FormSection {...section('media')}>
        <MediaField progress={progress} />
      </FormSection>
      <FormSection {...section('terms')}>
        <TermsFields showReleasePolicy={showReleasePolicy} />
      </FormSection>
      <FormStatus problem={null} />
      {storageFull || draft.storageFull ? <StorageFull /> : null}
      <div>
        <button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting} className="btn-primary w-full px-5 py-3 sm:w-auto">
          {isSubmitting ? t('submission.submitting') : submitLabel}
        </button>
      </div>
    </Form>
  );
}
