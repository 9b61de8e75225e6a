// The profile submission form: the
// benefits banner, then Personal Information, Profile Details, Contact Methods (a toggle per
// channel; its input is disabled until ticked, and unticking clears it), Photos and Media, Terms
// and Agreements. The shared SubmissionSchema validates (ProfileEditSchema, an edit); the values
// are kept as a draft on the device until the submission is handed to `onSubmit` (the device's
// queue), then the form resets and the confirmation shows. A full disk keeps every value and says
// so.
import { Link } from '@tanstack/react-router';
import { Field, Form, Formik, type FormikHelpers, useField, useFormikContext } from 'formik';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { formatUsd } from '#app/components/cart/money.ts';
import { usePricing } from '#app/components/cart/use-pricing.ts';
import { FormStatus } from '#app/components/forms/form-alert.tsx';
import {
  describedBy,
  FieldMessages,
  inputClass,
  labelClass,
  RequiredMark,
  SelectField,
  TextAreaField,
  TextField,
  useFieldIds,
} from '#app/components/forms/form-fields.tsx';
import { useFocusFirstInvalid } from '#app/components/forms/use-focus-first-invalid.ts';
import type { Translate } from '#app/components/forms/zod-formik.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { clearSubmissionDraft, SUBMISSION_DRAFT_KEY } from '#app/local/submission-draft.ts';
import type { ReleasePolicyName } from '#contract/approval-request.schema.ts';
import {
  ABOUT_ME_MAX,
  AGE_DEFAULT,
  AGE_MAX,
  AGE_MIN,
  APPEARANCES,
  BODY_TYPES,
  CHILDREN,
  CITIES,
  CONTACT_VALUE_MAX,
  DRINKING,
  EDUCATION,
  ETHNICITIES,
  GENDERS,
  HEIGHTS,
  INTERESTS,
  LOOKING_FOR,
  NAME_MAX,
  OCCUPATIONS,
  type OptionGroup,
  PERSONALITY_TAGS,
  RELATIONSHIP_STATUSES,
  RELIGIONS,
  SMOKING,
  SPOKEN_LANGUAGES,
  SUBMISSION_CHANNELS,
  type SubmissionChannel,
} from '#contract/submission.schema.ts';
import { MediaPicker } from './media-picker.tsx';
import { ReleasePolicyOptions } from './release-policy-options.tsx';
import type { QueuedSubmissionInput } from './submission-input.ts';
import {
  filledChannels,
  INITIAL_SUBMISSION_VALUES,
  type PickedMedia,
  type SubmissionFormValues,
  validateSubmission,
} from './submission-values.ts';
import { submitSubmission } from './submit-submission.ts';
import { useSubmissionDraft } from './use-submission-draft.ts';

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

type Problem = 'storage-full' | null;

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
  const language = useCurrentLanguage();
  const [problem, setProblem] = useState<Problem>(null);
  const [confirmed, setConfirmed] = useState(false);
  const translate: Translate = (key) => t(key as never);
  const start = { ...INITIAL_SUBMISSION_VALUES, ...initialValues };

  const handleSubmit = async (values: SubmissionFormValues, helpers: FormikHelpers<SubmissionFormValues>) => {
    setProblem(null);
    setConfirmed(false);
    const clearDraft = () => (draftKey === null ? Promise.resolve() : clearSubmissionDraft({ key: draftKey }));
    const result = await submitSubmission(values, language, onSubmit, clearDraft);
    if (result === 'storage-full') setProblem('storage-full');
    else if (result === 'failed')
      toast({ title: t('submission.errorTitle'), description: t('submission.errorText'), variant: 'destructive' });
    else {
      helpers.resetForm();
      setConfirmed(true);
      toast({ title: t('submission.successTitle'), description: t('submission.successText'), variant: 'success' });
    }
  };

  return (
    <div className="grid gap-8">
      {showBenefits ? <BenefitsBanner /> : null}
      {confirmed ? <Confirmation /> : null}
      <Formik
        initialValues={start}
        validateOnBlur={false}
        validate={validateSubmission(translate, { edit: initialValues !== undefined })}
        onSubmit={handleSubmit}
      >
        <SubmissionFields
          problem={problem}
          submitLabel={submitLabel ?? t('submission.submit')}
          draftKey={draftKey}
          progress={progress}
          showReleasePolicy={showReleasePolicy}
        />
      </Formik>
    </div>
  );
}

function BenefitsBanner() {
  const { t } = useTranslation();
  const items = [
    t('submission.benefits.free'),
    t('submission.benefits.review'),
    t('submission.benefits.control'),
    t('submission.benefits.withdraw'),
  ];
  return (
    <section
      aria-labelledby="submission-benefits-title"
      className="rounded-2xl bg-rose-50 p-5 text-rose-950 sm:p-6"
      data-testid="submission-benefits"
    >
      <h2 id="submission-benefits-title" className="text-lg font-semibold">
        {t('submission.benefits.title')}
      </h2>
      <ul className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-0.5 size-4 shrink-0 text-rose-700" fill="currentColor">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}

function Confirmation() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const panel = useRef<HTMLDivElement>(null);
  // Queued while offline: it is kept on this device and sent once the connection is back.
  const [offline] = useState(() => typeof navigator !== 'undefined' && navigator.onLine === false);
  useEffect(() => panel.current?.focus(), []);
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="rounded-2xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 focus:outline-none"
      data-testid="submission-confirmation"
    >
      <p className="font-semibold">{t('submission.successTitle')}</p>
      <p className="mt-1 text-sm">{t('submission.successText')}</p>
      {offline ? <p className="mt-2 text-sm">{t('submission.queuedOffline')}</p> : null}
      <Link to="/$lang/my-submissions" params={{ lang }} className="mt-3 inline-block text-sm font-semibold text-emerald-900 underline">
        {t('submission.trackLink', { page: t('mySubmissions.title') })}
      </Link>
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`submission-${id}`} className="grid gap-5 border-t border-stone-200 pt-6 first:border-t-0 first:pt-0">
      <h2 id={`submission-${id}`} className="text-xl font-semibold text-stone-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function SubmissionFields({
  problem,
  submitLabel,
  draftKey,
  progress,
  showReleasePolicy,
}: {
  problem: Problem;
  submitLabel: string;
  showReleasePolicy: boolean;
  draftKey: string | null;
  progress?: Readonly<Record<number, number>>;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  const { storageFull } = useSubmissionDraft(draftKey);
  const { isSubmitting } = useFormikContext<SubmissionFormValues>();
  const options = (group: OptionGroup, values: readonly string[]) =>
    values.map((value) => ({ value, label: t(`options.${group}.${value}` as never) as string }));
  const plain = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
  const choose = t('submission.fields.choose');

  return (
    <Form ref={formRef} noValidate className="grid gap-8" data-testid="submission-form">
      <p className="text-sm text-stone-600">{t('forms.requiredNote')}</p>

      <Section id="personal" title={t('submission.sections.personal')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField name="firstName" label={t('submission.fields.firstName')} required autoComplete="given-name" maxLength={NAME_MAX} />
          <TextField name="lastName" label={t('submission.fields.lastName')} autoComplete="family-name" maxLength={NAME_MAX} />
          <AgeField />
          <SelectField
            name="gender"
            label={t('submission.fields.gender')}
            required
            placeholder={choose}
            options={options('gender', GENDERS)}
          />
          <SelectField name="height" label={t('submission.fields.height')} placeholder={choose} options={plain(HEIGHTS)} />
          <SelectField name="location" label={t('submission.fields.location')} required placeholder={choose} options={plain(CITIES)} />
        </div>
      </Section>

      <Section id="details" title={t('submission.sections.details')}>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            name="education"
            label={t('submission.fields.education')}
            placeholder={choose}
            options={options('education', EDUCATION)}
          />
          <SelectField
            name="occupation"
            label={t('submission.fields.occupation')}
            placeholder={choose}
            options={options('occupation', OCCUPATIONS)}
          />
          <SelectField
            name="relationshipStatus"
            label={t('submission.fields.relationshipStatus')}
            placeholder={choose}
            options={options('relationshipStatus', RELATIONSHIP_STATUSES)}
          />
          <SelectField name="smoking" label={t('submission.fields.smoking')} placeholder={choose} options={options('smoking', SMOKING)} />
          <SelectField
            name="drinking"
            label={t('submission.fields.drinking')}
            placeholder={choose}
            options={options('drinking', DRINKING)}
          />
          <SelectField
            name="bodyType"
            label={t('submission.fields.bodyType')}
            placeholder={choose}
            options={options('bodyType', BODY_TYPES)}
          />
          <SelectField
            name="appearance"
            label={t('submission.fields.appearance')}
            placeholder={choose}
            options={options('appearance', APPEARANCES)}
          />
          <SelectField
            name="ethnicity"
            label={t('submission.fields.ethnicity')}
            placeholder={choose}
            options={options('ethnicity', ETHNICITIES)}
          />
          <SelectField
            name="religion"
            label={t('submission.fields.religion')}
            placeholder={choose}
            options={options('religion', RELIGIONS)}
          />
        </div>
        <CheckboxGroup name="languages" legend={t('submission.fields.languages')} options={options('languages', SPOKEN_LANGUAGES)} />
        <CheckboxGroup name="children" legend={t('submission.fields.children')} options={options('children', CHILDREN)} />
        <CheckboxGroup name="lookingFor" legend={t('submission.fields.lookingFor')} options={options('lookingFor', LOOKING_FOR)} />
        <CheckboxGroup name="interests" legend={t('submission.fields.interests')} options={options('interests', INTERESTS)} columns />
        <CheckboxGroup
          name="personalityTags"
          legend={t('submission.fields.personalityTags')}
          options={options('personalityTags', PERSONALITY_TAGS)}
        />
        <TextAreaField
          name="aboutMe"
          label={t('submission.fields.aboutMe')}
          hint={t('submission.fields.aboutMeHint')}
          maxLength={ABOUT_ME_MAX}
        />
      </Section>

      <Section id="contact" title={t('submission.sections.contact')}>
        <ContactMethods />
      </Section>

      <Section id="media" title={t('submission.sections.media')}>
        <MediaField progress={progress} />
      </Section>

      <Section id="terms" title={t('submission.sections.terms')}>
        {showReleasePolicy ? <ReleasePolicyField /> : null}
        <AgreementCheckbox name="combinedAgreement">
          <AgreementText />
        </AgreementCheckbox>
        <AgreementCheckbox name="contactSharingConsent">
          <ConsentText />
        </AgreementCheckbox>
      </Section>

      <FormStatus problem={null} />
      {problem === 'storage-full' || storageFull ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="storage-full">
          <p className="font-semibold">{t('submission.storageFullTitle')}</p>
          <p className="mt-1">{t('submission.storageFullText')}</p>
        </div>
      ) : null}
      <div>
        <button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting} className="btn-primary w-full px-5 py-3 sm:w-auto">
          {isSubmitting ? t('submission.submitting') : submitLabel}
        </button>
      </div>
    </Form>
  );
}

/** The error of a field once a submit was tried (as the shared fields do). */
function useShownError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return submitCount > 0 && typeof meta.error === 'string' ? meta.error : undefined;
}

function AgeField() {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const [field] = useField<number | ''>('age');
  const error = useShownError('age');
  return (
    <div>
      <label htmlFor={ids.id} className={labelClass}>
        {t('submission.fields.age')}
        <RequiredMark />
      </label>
      <input
        {...field}
        id={ids.id}
        type="number"
        inputMode="numeric"
        min={AGE_MIN}
        max={AGE_MAX}
        step={1}
        placeholder={String(AGE_DEFAULT)}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, false, !!error)}
        className={inputClass}
      />
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}

function CheckboxGroup({
  name,
  legend,
  options,
  columns,
}: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  columns?: boolean;
}) {
  const ids = useFieldIds();
  const error = useShownError(name);
  return (
    <fieldset aria-describedby={describedBy(ids, false, !!error)} data-testid={`choices-${name}`}>
      <legend className={labelClass}>{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns ? 'grid-cols-2 sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
        {options.map((option) => (
          <ChoiceCheckbox key={option.value} name={name} value={option.value} label={option.label} />
        ))}
      </div>
      <FieldMessages ids={ids} error={error} />
    </fieldset>
  );
}

function ChoiceCheckbox({ name, value, label }: { name: string; value: string; label: string }) {
  const [field] = useField({ name, type: 'checkbox', value });
  return (
    <label className="flex items-center gap-2 text-sm text-stone-800">
      <input {...field} type="checkbox" className="size-4 rounded accent-rose-700" />
      {label}
    </label>
  );
}

function ContactMethods() {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const { values, setFieldValue, errors, submitCount } = useFormikContext<SubmissionFormValues>();
  const groupError = submitCount > 0 && typeof errors.contactMethods === 'string' ? errors.contactMethods : undefined;
  return (
    <fieldset aria-describedby={describedBy(ids, true, !!groupError)} data-testid="contact-methods">
      <legend className="sr-only">{t('submission.sections.contact')}</legend>
      <p id={ids.hintId} className="text-sm text-stone-600">
        {t('submission.contact.intro')}
      </p>
      <div className="mt-4 grid gap-4">
        {SUBMISSION_CHANNELS.map((channel, index) => (
          <ContactChannel
            key={channel}
            channel={channel}
            enabled={values.contactEnabled[channel]}
            invalidGroup={index === 0 && !!groupError}
            onToggle={(on) => {
              void setFieldValue(`contactEnabled.${channel}`, on, false);
              if (!on) void setFieldValue(`contactMethods.${channel}`, '');
            }}
          />
        ))}
      </div>
      {groupError ? (
        <p id={ids.errorId} className="mt-2 text-sm font-medium text-red-700" data-testid="field-error">
          {groupError}
        </p>
      ) : null}
    </fieldset>
  );
}

function ContactChannel({
  channel,
  enabled,
  invalidGroup,
  onToggle,
}: {
  channel: SubmissionChannel;
  enabled: boolean;
  invalidGroup: boolean;
  onToggle: (on: boolean) => void;
}) {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const [field] = useField<string>(`contactMethods.${channel}`);
  const error = useShownError(`contactMethods.${channel}`);
  const toggleId = `${ids.id}-toggle`;
  const input = useRef<HTMLInputElement>(null);
  // Ticking a channel moves to its input, which the tick has just enabled.
  const [focusInput, setFocusInput] = useState(false);
  useEffect(() => {
    if (!focusInput || !enabled) return;
    input.current?.focus();
    setFocusInput(false);
  }, [focusInput, enabled]);
  return (
    <div className="grid gap-2 rounded-lg border border-stone-200 p-3 sm:grid-cols-[12rem_1fr] sm:items-start">
      <label htmlFor={toggleId} className="flex items-center gap-2 pt-2 text-sm font-medium text-stone-900">
        <input
          id={toggleId}
          type="checkbox"
          checked={enabled}
          onChange={(event) => {
            onToggle(event.currentTarget.checked);
            setFocusInput(event.currentTarget.checked);
          }}
          aria-invalid={invalidGroup ? true : undefined}
          aria-controls={ids.id}
          className="size-4 rounded accent-rose-700"
          data-testid={`toggle-${channel}`}
        />
        {t(`profile.contact.${channel}`)}
      </label>
      <div>
        <label htmlFor={ids.id} className="sr-only">
          {t(`submission.contact.${channel}`)}
        </label>
        <input
          {...field}
          ref={input}
          id={ids.id}
          type={channel === 'email' ? 'email' : 'text'}
          inputMode={channel === 'whatsapp' ? 'tel' : undefined}
          autoComplete={channel === 'email' ? 'email' : channel === 'whatsapp' ? 'tel' : 'off'}
          placeholder={t(`submission.contact.${channel}`)}
          disabled={!enabled}
          maxLength={CONTACT_VALUE_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, false, !!error)}
          className={`${inputClass} mt-0`}
          data-testid={`contact-${channel}`}
        />
        <FieldMessages ids={ids} error={error} />
      </div>
    </div>
  );
}

function MediaField({ progress }: { progress?: Readonly<Record<number, number>> }) {
  const { values, setFieldValue, isSubmitting } = useFormikContext<SubmissionFormValues>();
  const error = useShownError('media');
  const setMedia = (media: PickedMedia[]) => void setFieldValue('media', media);
  return (
    <MediaPicker
      media={values.media}
      mainPhotoId={values.mainPhotoId}
      onAdd={(added) => setMedia([...values.media, ...added])}
      onRemove={(id) => {
        setMedia(values.media.filter((item) => item.id !== id));
        if (values.mainPhotoId === id) void setFieldValue('mainPhotoId', '');
      }}
      onMainPhoto={(id) => void setFieldValue('mainPhotoId', id)}
      progress={progress}
      error={error}
      disabled={isSubmitting}
    />
  );
}

function AgreementCheckbox({ name, children }: { name: 'combinedAgreement' | 'contactSharingConsent'; children: ReactNode }) {
  const ids = useFieldIds();
  const error = useShownError(name);
  return (
    <div>
      <div className="flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4">
        <Field
          id={ids.id}
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, false, !!error)}
          className="mt-0.5 size-4 shrink-0 rounded accent-rose-700"
          data-testid={name}
        />
        <label htmlFor={ids.id} className="text-sm text-stone-800">
          {children}
          <RequiredMark />
        </label>
      </div>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}

function ReleasePolicyField() {
  const { t } = useTranslation();
  const [field, , helpers] = useField<ReleasePolicyName>('releasePolicy');
  return (
    <ReleasePolicyOptions
      value={field.value}
      onChange={(policy) => void helpers.setValue(policy)}
      legend={t('submission.policy.legend')}
      testId="submission-release-policy"
    />
  );
}

function AgreementText() {
  const lang = useCurrentLanguage();
  const link = 'font-medium text-rose-800 underline hover:text-rose-900';
  return (
    <Trans
      i18nKey="submission.agreement"
      components={{
        terms: <Link to="/$lang/terms" params={{ lang }} target="_blank" className={link} />,
        privacy: <Link to="/$lang/privacy" params={{ lang }} target="_blank" className={link} />,
      }}
    />
  );
}

function ConsentText() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const { values } = useFormikContext<SubmissionFormValues>();
  const names = filledChannels(values).map((channel) => t(`profile.contact.${channel}`));
  const channels = names.length > 0 ? new Intl.ListFormat(lang, { type: 'conjunction' }).format(names) : t('submission.noChannelsYet');
  // the default contact price in force (decision 031), as last fetched; the server lists her at it
  const price = formatUsd(usePricing().defaultContactCents);
  return <span data-testid="consent-text">{t('submission.consent', { channels, price })}</span>;
}
