// The buyer's country of residence: every country the runtime can name, named in
// the page's language and sorted by that name. Required; the page remembers the choice.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages, inputClass, labelClass, RequiredMark, useFieldIds } from '#app/components/forms/form-fields.tsx';
import { countryCodes } from '#contract/approval-request.schema.ts';

export function countryOptions(language: string): { value: string; label: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  const collator = new Intl.Collator(language);
  return countryCodes()
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

interface CountrySelectProps {
  value: string;
  onChange: (country: string) => void;
  language: string;
  error?: string | undefined;
  disabled?: boolean;
  selectRef?: React.Ref<HTMLSelectElement>;
}

export function CountrySelect({ value, onChange, language, error, disabled, selectRef }: CountrySelectProps) {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const options = useMemo(() => countryOptions(language), [language]);
  return (
    <div className="mt-5">
      <label htmlFor={ids.id} className={labelClass}>
        {t('approval.checkout.country')}
        <RequiredMark />
      </label>
      <select
        ref={selectRef}
        id={ids.id}
        name="country"
        autoComplete="country"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, true, !!error)}
        className={`${inputClass} ${value ? '' : 'text-stone-600'}`}
        data-testid="country-select"
      >
        <option value="" disabled>
          {t('approval.checkout.countryPlaceholder')}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-stone-900">
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages ids={ids} hint={t('approval.checkout.countryHint')} error={error} />
    </div>
  );
}
