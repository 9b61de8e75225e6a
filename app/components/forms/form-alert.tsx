// The form-level messages above the submit button: a summary after a failed attempt (polite
// live region) and a blocking problem such as too many attempts (an alert).
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';

export type FormProblem = 'too-many' | null;

export function FormStatus({ problem }: { problem: FormProblem }) {
  const { t } = useTranslation();
  const { submitCount, isSubmitting, errors } = useFormikContext();
  const showSummary = submitCount > 0 && !isSubmitting && Object.keys(errors).length > 0;
  return (
    <>
      <p aria-live="polite" className="text-sm font-medium text-red-700 empty:hidden" data-testid="form-summary">
        {showSummary ? t('forms.fixErrors') : ''}
      </p>
      {problem === 'too-many' ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950" data-testid="form-problem">
          <p className="font-semibold">{t('forms.tooManyTitle')}</p>
          <p className="mt-1">{t('forms.tooManyText')}</p>
        </div>
      ) : null}
    </>
  );
}

export function SubmitButton({ label }: { label: string }) {
  const { t } = useTranslation();
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" disabled={isSubmitting} aria-disabled={isSubmitting} className="btn-primary w-full px-5 py-3 sm:w-auto">
      {isSubmitting ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="mr-2 size-4 animate-spin" fill="none">
            <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.3" strokeWidth="4" />
            <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
          </svg>
          {t('forms.sending')}
        </>
      ) : (
        label
      )}
    </button>
  );
}
