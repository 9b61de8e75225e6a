// What happens when she sends the submission form: it goes to the device's queue (`onSubmit`),
// then the draft is removed, the form resets and the confirmation shows. A full disk keeps every
// value and says so; any other failure keeps them too and says it in a toast.
import type { FormikHelpers } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { clearSubmissionDraft } from '#app/local/submission-draft.ts';
import type { QueuedSubmissionInput } from './submission-input.ts';
import type { SubmissionFormValues } from './submission-values.ts';
import { submitSubmission } from './submit-submission.ts';

export function useSubmissionSubmit(onSubmit: (input: QueuedSubmissionInput) => Promise<void>, draftKey: string | null) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [storageFull, setStorageFull] = useState(false);
  const [confirmed, setConfirmed] = useState(false);

  const handleSubmit = async (values: SubmissionFormValues, helpers: FormikHelpers<SubmissionFormValues>) => {
    setStorageFull(false);
    setConfirmed(false);
    const clearDraft = () => (draftKey === null ? Promise.resolve() : clearSubmissionDraft({ key: draftKey }));
    const result = await submitSubmission(values, language, onSubmit, clearDraft);
    if (result === 'storage-full') setStorageFull(true);
    else if (result === 'failed')
      toast({ title: t('submission.errorTitle'), description: t('submission.errorText'), variant: 'destructive' });
    else {
      helpers.resetForm();
      setConfirmed(true);
      toast({ title: t('submission.successTitle'), description: t('submission.successText'), variant: 'success' });
    }
  };

  return { handleSubmit, storageFull, confirmed };
}
