// A labelled filter <select> of the support lists: "All" (no filter) and one option a value.
import { useId } from 'react';

export function FilterSelect<T extends string>({
  label,
  value,
  values,
  allLabel,
  optionLabel,
  onChange,
}: {
  label: string;
  value: T | undefined;
  values: readonly T[];
  allLabel?: string;
  optionLabel: (value: T) => string;
  onChange: (value: T | undefined) => void;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}
        className="mt-1 w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900"
      >
        {allLabel ? <option value="">{allLabel}</option> : null}
        {values.map((v) => (
          <option key={v} value={v}>
            {optionLabel(v)}
          </option>
        ))}
      </select>
    </div>
  );
}
