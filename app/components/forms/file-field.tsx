// One optional file in a formik form (report evidence, takedown proof): the chosen file's name, a
// "remove" button that clears it and returns focus to the input, hint and error tied to the
// control. The browser's quick check (type and size) runs in the form's validator; the server
// checks the bytes.
import { useField } from 'formik';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages, inputClass, labelClass, useFieldIds } from './form-fields.tsx';
import { type SafeParser, type Translate, translateMessage, zodFormikValidate } from './zod-formik.ts';

interface FileFieldProps {
  name: string;
  label: string;
  hint: string;
  accept: string;
  fileInput: RefObject<HTMLInputElement | null>;
  chosen: (name: string) => string;
  removeLabel: string;
}

export function FileField({ name, label, hint, accept, fileInput, chosen, removeLabel }: FileFieldProps) {
  const { t } = useTranslation();
  const ids = useFieldIds();
  const [field, meta, helpers] = useField<File | null>(name);
  const error = meta.touched && meta.error ? meta.error : undefined;
  const clear = () => {
    if (fileInput.current) fileInput.current.value = '';
    void helpers.setValue(null);
    fileInput.current?.focus();
  };
  return (
    <div>
      <label htmlFor={ids.id} className={labelClass}>
        {label} <span className="font-normal text-stone-600">({t('forms.optional')})</span>
      </label>
      <input
        ref={fileInput}
        id={ids.id}
        name={name}
        type="file"
        accept={accept}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0] ?? null;
          void helpers.setTouched(true, false);
          void helpers.setValue(file);
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, true, !!error)}
        className={`${inputClass} cursor-pointer file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-rose-50 file:px-3 file:py-1.5 file:text-sm file:font-semibold file:text-rose-800 hover:file:bg-rose-100`}
      />
      {field.value ? (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-700">
          <span className="break-all">{chosen(field.value.name)}</span>
          <button type="button" onClick={clear} className="rounded font-medium text-rose-800 underline hover:text-rose-900">
            {removeLabel}
          </button>
        </div>
      ) : null}
      <FieldMessages ids={ids} hint={hint} error={error} />
    </div>
  );
}

/** The form's zod validation plus the quick check of its one optional file. */
export function validatorWithFile<Values extends object>(
  schema: SafeParser,
  field: keyof Values & string,
  fileProblem: (file: File) => string | null,
  translate: Translate,
) {
  const validateFields = zodFormikValidate<Values>(schema, translate);
  return (values: Values) => {
    const errors = validateFields(values);
    const file = values[field] as File | null;
    const problem = file ? fileProblem(file) : null;
    return problem ? { ...errors, [field]: translateMessage(problem, translate) } : errors;
  };
}
