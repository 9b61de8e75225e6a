// "Send me a new link": her contact email → POST /api/owner/resend. The answer is the same
// whether or not the address belongs to a profile, and so is what the page says.
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resendOwnerLink } from '#app/api/owner.ts';
import { TextField } from '#app/components/forms/form-fields.tsx';
import { useFocusFirstInvalid } from '#app/components/forms/use-focus-first-invalid.ts';
import { type Translate, zodFormikValidate } from '#app/components/forms/zod-formik.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { OwnerLinkResendSchema } from '#contract/owner.schema.ts';

interface ResendValues {
  email: string;
}

export function OwnerLinkResendForm() {
  const { t } = useTranslation();
  const translate: Translate = (key) => t(key as never);
  const language = useCurrentLanguage();
  const [sent, setSent] = useState(false);
  const onSubmit = async (values: ResendValues, helpers: FormikHelpers<ResendValues>) => {
    try {
      await resendOwnerLink(values.email.trim(), language);
      setSent(true);
    } catch {
      toast({ title: t('owner.resend.failed'), variant: 'destructive' });
    } finally {
      helpers.setSubmitting(false);
    }
  };
  return (
    <div className="grid gap-4">
      <h2 className="text-lg font-semibold text-stone-900">{t('owner.resend.title')}</h2>
      <Formik
        initialValues={{ email: '' }}
        validateOnBlur={false}
        validate={zodFormikValidate<ResendValues>(OwnerLinkResendSchema, translate, (v) => ({ email: v.email, language }))}
        onSubmit={onSubmit}
      >
        {({ isSubmitting }) => <ResendFields pending={isSubmitting} />}
      </Formik>
      <p role="status" className="text-sm text-emerald-800 empty:hidden" data-testid="owner-resend-sent">
        {sent ? t('owner.resend.sent') : ''}
      </p>
    </div>
  );
}

function ResendFields({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  return (
    <Form ref={formRef} noValidate data-testid="owner-resend-form" aria-busy={pending}>
      <fieldset disabled={pending} className="grid gap-4">
        <TextField name="email" type="email" label={t('owner.resend.email')} required autoComplete="email" />
        <button type="submit" className="btn-primary w-full px-5 py-2.5">
          {pending ? t('owner.resend.sending') : t('owner.resend.submit')}
        </button>
      </fieldset>
    </Form>
  );
}
