// The buyer's disclosure form (decision 034): the questions US law on international
// marriage brokers (IMBRA) asks, shown at checkout to buyers from the countries of the setting
// approve_each_buyer_countries. She reads the answers before deciding. Formik with the shared
// BuyerDisclosureSchema (through the zod adapter); it lives inside the checkout's own <form>, which
// validates it on submit. Details are asked only after a yes (or a marriage, or children).
import { Formik, type FormikErrors, type FormikProps, useField, useFormikContext } from 'formik';
import { type ReactNode, type Ref, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages, inputClass, labelClass, RequiredMark, useFieldIds } from '#app/components/forms/form-fields.tsx';
import { type Translate, zodFormikValidate } from '#app/components/forms/zod-formik.ts';
import { type BuyerDisclosure, BuyerDisclosureSchema } from '#contract/approval-request.schema.ts';

type YesNo = '' | 'yes' | 'no';

export interface DisclosureValues {
  firstName: string;
  criminalHistory: YesNo;
  criminalHistoryDetails: string;
  protectionOrder: YesNo;
  protectionOrderDetails: string;
  timesMarried: string;
  maritalHistoryDetails: string;
  childrenUnder18: string;
  childrenAges: string;
  /** One place a line. */
  placesLived: string;
  truthful: boolean;
}

export const EMPTY_DISCLOSURE: DisclosureValues = {
  firstName: '',
  criminalHistory: '',
  criminalHistoryDetails: '',
  protectionOrder: '',
  protectionOrderDetails: '',
  timesMarried: '',
  maritalHistoryDetails: '',
  childrenUnder18: '',
  childrenAges: '',
  placesLived: '',
  truthful: false,
};

/** A stored draft back as form values: known fields of the right type only. */
export function disclosureValuesFrom(stored: Record<string, unknown> | null): DisclosureValues {
  const values = { ...EMPTY_DISCLOSURE };
  if (!stored) return values;
  for (const key of Object.keys(EMPTY_DISCLOSURE) as (keyof DisclosureValues)[]) {
    const value = stored[key];
    if (typeof value === typeof EMPTY_DISCLOSURE[key]) (values as Record<string, unknown>)[key] = value;
  }
  for (const key of ['criminalHistory', 'protectionOrder'] as const) {
    if (!['', 'yes', 'no'].includes(values[key])) values[key] = '';
  }
  return values;
}

const answer = (value: YesNo) => (value === 'yes' ? true : value === 'no' ? false : undefined);
const count = (value: string | number) => (String(value).trim() === '' ? undefined : Number(value));
const detail = (when: boolean, value: string) => (when && value.trim() ? value : undefined);

/** The form's values as the schema's input: details only where their question asks for them. */
export function toDisclosureInput(values: DisclosureValues): Record<string, unknown> {
  const timesMarried = count(values.timesMarried);
  const childrenUnder18 = count(values.childrenUnder18);
  return {
    firstName: values.firstName,
    criminalHistory: answer(values.criminalHistory),
    criminalHistoryDetails: detail(values.criminalHistory === 'yes', values.criminalHistoryDetails),
    protectionOrder: answer(values.protectionOrder),
    protectionOrderDetails: detail(values.protectionOrder === 'yes', values.protectionOrderDetails),
    timesMarried,
    maritalHistoryDetails: detail((timesMarried ?? 0) > 0, values.maritalHistoryDetails),
    childrenUnder18,
    childrenAges: detail((childrenUnder18 ?? 0) > 0, values.childrenAges),
    placesLived: values.placesLived
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    truthful: values.truthful,
  };
}

/** The validated answers, or null when the form has errors. */
export function parseDisclosure(values: DisclosureValues): BuyerDisclosure | null {
  const parsed = BuyerDisclosureSchema.safeParse(toDisclosureInput(values));
  return parsed.success ? parsed.data : null;
}

/** Errors of one place (placesLived.3) show on the list's one field. */
function onePlaceField(errors: FormikErrors<DisclosureValues>): FormikErrors<DisclosureValues> {
  const places = errors.placesLived as unknown;
  if (Array.isArray(places)) return { ...errors, placesLived: places.find((message) => typeof message === 'string') };
  return errors;
}

export function disclosureValidate(t: Translate) {
  const validate = zodFormikValidate<DisclosureValues>(BuyerDisclosureSchema, t, toDisclosureInput);
  return (values: DisclosureValues) => onePlaceField(validate(values));
}

interface DisclosureFormProps {
  formRef: Ref<FormikProps<DisclosureValues>>;
  initialValues: DisclosureValues;
  onValuesChange: (values: DisclosureValues) => void;
  disabled?: boolean;
}

export function DisclosureForm({ formRef, initialValues, onValuesChange, disabled }: DisclosureFormProps) {
  const { t } = useTranslation();
  const translate: Translate = (key) => t(key as never);
  return (
    <Formik<DisclosureValues>
      innerRef={formRef}
      initialValues={initialValues}
      validate={disclosureValidate(translate)}
      validateOnBlur={false}
      onSubmit={() => undefined}
    >
      <DisclosureFields onValuesChange={onValuesChange} disabled={disabled} />
    </Formik>
  );
}

function DisclosureFields({
  onValuesChange,
  disabled,
}: {
  onValuesChange: (values: DisclosureValues) => void;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const { values } = useFormikContext<DisclosureValues>();
  const titleId = useId();
  useEffect(() => onValuesChange(values), [values, onValuesChange]);
  const married = (count(values.timesMarried) ?? 0) > 0;
  const children = (count(values.childrenUnder18) ?? 0) > 0;
  return (
    <section
      aria-labelledby={titleId}
      className="mt-6 rounded-xl border border-sky-200 bg-sky-50/60 p-4 sm:p-5"
      data-testid="disclosure-form"
    >
      <h3 id={titleId} className="text-base font-semibold text-stone-900">
        {t('approval.disclosure.title')}
      </h3>
      <p className="mt-2 text-sm text-stone-800">{t('approval.disclosure.why')}</p>
      <p className="mt-2 text-sm text-stone-700">{t('approval.disclosure.privacy')}</p>
      <fieldset disabled={disabled} className="mt-4 grid gap-5">
        <TextInput
          name="firstName"
          label={t('approval.disclosure.firstName')}
          hint={t('approval.disclosure.firstNameHint')}
          autoComplete="given-name"
          maxLength={100}
        />
        <YesNoField name="criminalHistory" label={t('approval.disclosure.criminalHistory')} />
        {values.criminalHistory === 'yes' ? (
          <TextArea name="criminalHistoryDetails" label={t('approval.disclosure.criminalHistoryDetails')} maxLength={2000} />
        ) : null}
        <YesNoField name="protectionOrder" label={t('approval.disclosure.protectionOrder')} />
        {values.protectionOrder === 'yes' ? (
          <TextArea name="protectionOrderDetails" label={t('approval.disclosure.protectionOrderDetails')} maxLength={2000} />
        ) : null}
        <TextInput name="timesMarried" label={t('approval.disclosure.timesMarried')} numeric max={20} />
        {married ? <TextArea name="maritalHistoryDetails" label={t('approval.disclosure.maritalHistoryDetails')} maxLength={2000} /> : null}
        <TextInput name="childrenUnder18" label={t('approval.disclosure.childrenUnder18')} numeric max={30} />
        {children ? <TextInput name="childrenAges" label={t('approval.disclosure.childrenAges')} maxLength={200} /> : null}
        <TextArea
          name="placesLived"
          label={t('approval.disclosure.placesLived')}
          hint={t('approval.disclosure.placesLivedHint')}
          rows={3}
        />
        <CheckboxField name="truthful" label={t('approval.disclosure.truthful')} />
      </fieldset>
    </section>
  );
}

/** A field's error once the checkout was submitted (as every form of the app shows them). */
function useShownError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return submitCount > 0 && typeof meta.error === 'string' ? meta.error : undefined;
}

function Frame({
  ids,
  label,
  hint,
  error,
  children,
}: {
  ids: ReturnType<typeof useFieldIds>;
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={ids.id} className={labelClass}>
        {label}
        <RequiredMark />
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

function TextInput({
  name,
  label,
  hint,
  autoComplete,
  maxLength,
  numeric,
  max,
}: {
  name: string;
  label: string;
  hint?: string;
  autoComplete?: string;
  maxLength?: number;
  numeric?: boolean;
  max?: number;
}) {
  const ids = useFieldIds();
  const [field, , helpers] = useField<string>(name);
  const error = useShownError(name);
  return (
    <Frame ids={ids} label={label} hint={hint} error={error}>
      <input
        {...field}
        // kept as typed (formik would turn a number field's text into a number)
        onChange={(event) => void helpers.setValue(event.target.value)}
        id={ids.id}
        type={numeric ? 'number' : 'text'}
        inputMode={numeric ? 'numeric' : undefined}
        min={numeric ? 0 : undefined}
        max={max}
        step={numeric ? 1 : undefined}
        autoComplete={autoComplete ?? 'off'}
        maxLength={maxLength}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, !!hint, !!error)}
        className={numeric ? `${inputClass} sm:max-w-40` : inputClass}
      />
    </Frame>
  );
}

function TextArea({
  name,
  label,
  hint,
  maxLength,
  rows = 3,
}: {
  name: string;
  label: string;
  hint?: string;
  maxLength?: number;
  rows?: number;
}) {
  const ids = useFieldIds();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <Frame ids={ids} label={label} hint={hint} error={error}>
      <textarea
        {...field}
        id={ids.id}
        rows={rows}
        maxLength={maxLength}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, !!hint, !!error)}
        className={`${inputClass} resize-y`}
      />
    </Frame>
  );
}

function YesNoField({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const [field] = useField<YesNo>(name);
  const error = useShownError(name);
  return (
    <fieldset aria-describedby={error ? ids.errorId : undefined} data-testid={`disclosure-${name}`}>
      <legend className={labelClass}>
        {label}
        <RequiredMark />
      </legend>
      <div className="mt-2 flex gap-6">
        {(['yes', 'no'] as const).map((option) => (
          <label key={option} className="flex items-center gap-2 text-sm text-stone-900">
            <input
              type="radio"
              name={field.name}
              value={option}
              checked={field.value === option}
              onChange={field.onChange}
              aria-invalid={error ? true : undefined}
              className="size-4 accent-rose-700"
            />
            {t(option === 'yes' ? 'approval.disclosure.yes' : 'approval.disclosure.no')}
          </label>
        ))}
      </div>
      <FieldMessages ids={ids} error={error} />
    </fieldset>
  );
}

function CheckboxField({ name, label }: { name: string; label: string }) {
  const ids = useFieldIds();
  const [field] = useField<boolean>({ name, type: 'checkbox' });
  const error = useShownError(name);
  return (
    <div>
      <label className="flex items-start gap-2 text-sm font-medium text-stone-900">
        <input
          name={field.name}
          checked={field.checked ?? false}
          onChange={field.onChange}
          onBlur={field.onBlur}
          id={ids.id}
          type="checkbox"
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.errorId : undefined}
          className="mt-0.5 size-4 shrink-0 accent-rose-700"
        />
        <span>{label}</span>
      </label>
      <FieldMessages ids={ids} error={error} />
    </div>
  );
}
