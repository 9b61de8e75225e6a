// The submission form's Contact Methods: a toggle per channel; its input is disabled until ticked
// (ticking moves to it), and unticking clears it. The group's error (no channel given) marks the
// first toggle and is tied to the fieldset.
import { useField, useFormikContext } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages, inputClass, useFieldIds, useShownError } from '#app/components/forms/form-fields.tsx';
import { CONTACT_VALUE_MAX, SUBMISSION_CHANNELS, type SubmissionChannel } from '#contract/submission.schema.ts';
import type { SubmissionFormValues } from './submission-values.ts';

export function ContactMethods() {
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
