// The bridge between the shared zod contracts and formik: zod issues, and the API's
// 400 field errors, become formik errors (first problem per field), their i18n keys translated.
import { type FormikErrors, setIn } from 'formik';

/** What the adapter needs of a zod (or zod/mini) schema. */
export interface SafeParser {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

export type Translate = (key: string) => string;

/**
 * Our message keys (forms.*, an area's <area>.validation.*, and admin*.* in the back office) are
 * translated; anything else (a zod default) reads as "please check this field".
 */
export function translateMessage(message: string, t: Translate): string {
  return /^(forms|admin[A-Za-z]*|[a-z][A-Za-z]*\.validation)\./.test(message) ? t(message) : t('forms.validation.invalid');
}

/** Issues keyed by path (as from zod or from the API's fieldErrors) → formik errors, first message per field. */
export function toFormikErrors<Values>(messages: Iterable<readonly [string, string]>, t: Translate): FormikErrors<Values> {
  let errors: FormikErrors<Values> = {};
  const seen = new Set<string>();
  for (const [path, message] of messages) {
    if (seen.has(path)) continue;
    seen.add(path);
    errors = setIn(errors, path, translateMessage(message, t));
  }
  return errors;
}

/** Validates formik values with a shared schema; `prepare` adapts form values to the schema's input. */
export function zodFormikValidate<Values>(schema: SafeParser, t: Translate, prepare: (values: Values) => unknown = (values) => values) {
  return (values: Values): FormikErrors<Values> => {
    const result = schema.safeParse(prepare(values));
    if (result.success) return {};
    return toFormikErrors<Values>(
      result.error.issues.map((issue) => [issue.path.map(String).join('.'), issue.message] as const),
      t,
    );
  };
}

/** The API's `fieldErrors` ({ field: [i18n key, …] }) → formik errors. */
export function fieldErrorsToFormik<Values>(fieldErrors: Record<string, readonly string[]>, t: Translate): FormikErrors<Values> {
  return toFormikErrors<Values>(
    Object.entries(fieldErrors).flatMap(([path, messages]) => (messages[0] ? [[path, messages[0]] as const] : [])),
    t,
  );
}
