// The kit's checkboxes (see form-fields.tsx): one box for a yes/no field, and a group of boxes for
// a field that holds a list. The error of a group is tied to its fieldset.
import { useField } from 'formik';
import type { ReactNode } from 'react';
import { controlProps, describedBy, FieldMessages, labelClass, RequiredMark, useFieldIds, useShownError } from './form-fields.tsx';

const boxClass = 'size-4 shrink-0 rounded accent-rose-700';

/** One checkbox for a yes/no field; `framed` sets it apart (an agreement she must tick). */
export function CheckboxField({
  name,
  label,
  required,
  hint,
  disabled,
  framed,
  testId = name,
  onChosen,
}: {
  name: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  framed?: boolean;
  testId?: string;
  /** Called with the new state, after the field took it. */
  onChosen?: (checked: boolean) => void;
}) {
  const ids = useFieldIds();
  const [field] = useField({ name, type: 'checkbox' });
  const error = useShownError(name);
  return (
    <div>
      <div className={framed ? 'flex items-start gap-3 rounded-lg border border-stone-200 bg-stone-50 p-4' : 'flex items-start gap-2 py-1'}>
        <input
          {...field}
          onChange={(event) => {
            field.onChange(event);
            onChosen?.(event.currentTarget.checked);
          }}
          {...controlProps(ids, { required, hint, error })}
          type="checkbox"
          disabled={disabled}
          className={`mt-0.5 ${boxClass}`}
          data-testid={testId}
        />
        <label htmlFor={ids.id} className="text-sm text-stone-800">
          {label}
          {required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** A checkbox per option of a list field; `columns` lays many short options out in three columns. */
export function CheckboxGroup({
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
      <input {...field} type="checkbox" className={boxClass} />
      {label}
    </label>
  );
}
