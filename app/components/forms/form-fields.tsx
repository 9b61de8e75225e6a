// The field kit of every formik form, on the storefront and in the back office: labelled fields
// bound to formik. A required field's label carries an asterisk (hidden from screen readers, which
// hear aria-required instead); hint and error are tied to the control with aria-describedby, and a
// shown error sets aria-invalid. Checkboxes are in form-choices.tsx, sections in form-section.tsx.
import { useField, useFormikContext } from 'formik';
import { type ReactNode, useId } from 'react';

export const inputClass =
  'mt-1.5 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-rose-600 focus:outline-none focus:ring-2 focus:ring-rose-600/30 aria-invalid:border-red-700 aria-invalid:ring-red-700/20 disabled:bg-stone-100 sm:text-sm';

export const labelClass = 'block text-sm font-medium text-stone-900';

export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ml-0.5 text-rose-700">
      *
    </span>
  );
}

export interface FieldIds {
  id: string;
  hintId: string;
  errorId: string;
}

/** The ids of a control, its hint and its error; and the aria attributes that tie them together. */
export function useFieldIds(): FieldIds {
  const id = useId();
  return { id, hintId: `${id}-hint`, errorId: `${id}-error` };
}

export function describedBy(ids: FieldIds, hint: boolean, error: boolean): string | undefined {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({ ids, hint, error }: { ids: FieldIds; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={ids.hintId} className="mt-1.5 text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="mt-1.5 text-sm font-medium text-red-700" data-testid="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}

interface BaseProps {
  name: string;
  label: string;
  required?: boolean;
  hint?: ReactNode;
}

/**
 * The error of a field once a submit was tried. Errors show from the first submit attempt on, then
 * follow every change. Showing them on blur would move the submit button under the pointer between
 * mousedown and mouseup (the textarea's error appears as it loses focus), and the click would be
 * lost.
 */
export function useShownError(name: string): string | undefined {
  const [, meta] = useField(name);
  const { submitCount } = useFormikContext();
  return submitCount > 0 && typeof meta.error === 'string' ? meta.error : undefined;
}

/** The label (with its asterisk), the control, and its hint and error below. */
function FieldFrame({
  ids,
  label,
  required,
  hint,
  error,
  children,
}: {
  ids: FieldIds;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <label htmlFor={ids.id} className={labelClass}>
        {label}
        {required ? <RequiredMark /> : null}
      </label>
      {children}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** The id and aria attributes every control of a FieldFrame carries. */
export function controlProps(ids: FieldIds, { required, hint, error }: { required?: boolean; hint?: ReactNode; error?: string }) {
  return {
    id: ids.id,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(ids, !!hint, !!error),
  };
}

type TextFieldProps = BaseProps & {
  type?: 'text' | 'email' | 'password' | 'number';
  autoComplete?: string;
  autoFocus?: boolean;
  maxLength?: number;
  placeholder?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel';
  /** A number's bounds and step. */
  min?: number;
  max?: number;
  step?: number | 'any';
};

export function TextField({ name, label, required, hint, type = 'text', autoFocus, ...input }: TextFieldProps) {
  const ids = useFieldIds();
  const [field] = useField<string | number>(name);
  const error = useShownError(name);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <input
        {...field}
        value={field.value ?? ''}
        {...controlProps(ids, { required, hint, error })}
        {...input}
        type={type}
        // Headless UI's Dialog gives its first focus to the element marked so.
        data-autofocus={autoFocus || undefined}
        className={inputClass}
      />
    </FieldFrame>
  );
}

export function TextAreaField({ name, label, required, hint, maxLength, rows = 6 }: BaseProps & { rows?: number; maxLength?: number }) {
  const ids = useFieldIds();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <textarea
        {...field}
        value={field.value ?? ''}
        {...controlProps(ids, { required, hint, error })}
        rows={rows}
        maxLength={maxLength}
        className={`${inputClass} resize-y`}
      />
    </FieldFrame>
  );
}

export interface Option {
  value: string;
  label: string;
}

/**
 * A list to choose one option from. With nothing chosen it shows `placeholder`, a prompt that
 * cannot be chosen back; or `noneLabel`, an empty choice that can (a field that may be left blank).
 */
export function SelectField({
  name,
  label,
  required,
  hint,
  placeholder,
  noneLabel,
  options,
  onChosen,
}: BaseProps & {
  placeholder?: string;
  noneLabel?: string;
  options: readonly Option[];
  /** Called with the value she picks, after the field took it. */
  onChosen?: (value: string) => void;
}) {
  const ids = useFieldIds();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  return (
    <FieldFrame ids={ids} label={label} required={required} hint={hint} error={error}>
      <select
        {...field}
        onChange={(event) => {
          field.onChange(event);
          onChosen?.(event.target.value);
        }}
        {...controlProps(ids, { required, hint, error })}
        className={`${inputClass} ${field.value ? '' : 'text-stone-600'}`}
      >
        {noneLabel !== undefined ? (
          <option value="" className="text-stone-900">
            {noneLabel}
          </option>
        ) : placeholder !== undefined ? (
          <option value="" disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-stone-900">
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
