// Choosing a new password from the reset mail's link (/<lang>/reset-password?token=…, written by
// api/auth/account-mail.job.ts). POST /api/auth/reset-password answers the user and signs her in
// (every other session of hers ends), so success goes home signed in. A used or expired link
// says so and offers a new one right here.
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '#app/api/auth.ts';
import { ApiError } from '#app/api/client.ts';
import { ForgotPasswordForm } from '#app/components/auth/auth-forms.tsx';
import { openLoginDialog } from '#app/components/auth/login-dialog-store.ts';
import { setSessionUser } from '#app/components/auth/use-session.ts';
import { TextField } from '#app/components/forms/form-fields.tsx';
import { useFocusFirstInvalid } from '#app/components/forms/use-focus-first-invalid.ts';
import { type Translate, zodFormikValidate } from '#app/components/forms/zod-formik.ts';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { ResetPasswordSchema } from '#contract/auth.schema.ts';

interface ResetSearch {
  token?: string;
}

/** ?token= as the mail writes it; anything else is no token. Checked by hand, not with zod:
 * route search validation runs in the entry chunk every page downloads. */
function parseResetSearch(raw: Record<string, unknown>): ResetSearch {
  const { token } = raw;
  return typeof token === 'string' && /^[\w-]{16,200}$/.test(token) ? { token } : {};
}

export const Route = createFileRoute('/$lang/reset-password')({
  validateSearch: parseResetSearch,
  component: ResetPasswordPage,
  staticData: { noindex: true },
});

interface ResetValues {
  password: string;
  confirm: string;
}

/** The answer says the link cannot be used (wrong, used or expired token). */
function isTokenRejected(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 400) return false;
  const { fieldErrors } = error.body;
  return Boolean(fieldErrors && typeof fieldErrors === 'object' && 'token' in fieldErrors);
}

function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token } = Route.useSearch();
  const [rejected, setRejected] = useState(false);
  usePageTitle(t('account.reset.title'));
  useNoIndex();
  const usable = token !== undefined && !rejected;
  return (
    <div className="mx-auto max-w-md px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{usable ? t('account.reset.title') : t('auth.forgotTitle')}</h1>
      <div className="mt-6 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
        {usable ? <ResetForm token={token} onRejected={() => setRejected(true)} /> : <NewLinkRequest />}
      </div>
    </div>
  );
}

function ResetForm({ token, onRejected }: { token: string; onRejected: () => void }) {
  const { t } = useTranslation();
  const translate: Translate = (key) => t(key as never);
  const language = useCurrentLanguage();
  const navigate = useNavigate();

  const validate = (values: ResetValues) => {
    const errors = zodFormikValidate<ResetValues>(ResetPasswordSchema, translate, (v) => ({ token, password: v.password, language }))(
      values,
    );
    if (!errors.password && values.confirm !== values.password) errors.confirm = t('account.reset.mismatch');
    return errors;
  };

  const onSubmit = async (values: ResetValues, helpers: FormikHelpers<ResetValues>) => {
    try {
      const body = { token, password: values.password, language };
      const user = await resetPassword(body);
      setSessionUser(user);
      toast({ title: t('account.reset.successTitle'), description: t('account.reset.successText'), variant: 'success' });
      void navigate({ to: '/$lang', params: { lang: language }, replace: true });
    } catch (error) {
      if (isTokenRejected(error)) {
        onRejected();
        return;
      }
      helpers.setSubmitting(false);
      const serverText = error instanceof ApiError ? error.serverText : null;
      toast({ title: t('account.reset.failedTitle'), description: serverText ?? t('account.reset.failedText'), variant: 'destructive' });
    }
  };

  return (
    <Formik initialValues={{ password: '', confirm: '' }} validateOnBlur={false} validate={validate} onSubmit={onSubmit}>
      {({ isSubmitting }) => <ResetFields pending={isSubmitting} />}
    </Formik>
  );
}

function ResetFields({ pending }: { pending: boolean }) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef);
  return (
    <Form ref={formRef} noValidate data-testid="reset-form" aria-busy={pending}>
      <p className="text-sm text-stone-700">{t('account.reset.intro')}</p>
      <fieldset disabled={pending} className="mt-5 grid gap-4">
        <TextField
          name="password"
          type="password"
          label={t('account.reset.newPassword')}
          required
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
        />
        <TextField name="confirm" type="password" label={t('account.reset.confirmPassword')} required autoComplete="new-password" />
        <button type="submit" className="btn-primary mt-2 w-full px-5 py-2.5">
          {pending ? t('account.reset.saving') : t('account.reset.submit')}
        </button>
      </fieldset>
    </Form>
  );
}

/** The link cannot be used: say why, and ask for a new one on the spot. */
function NewLinkRequest() {
  const { t } = useTranslation();
  return (
    <div data-testid="reset-invalid">
      <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{t('account.reset.invalidTitle')}</p>
        <p className="mt-1">{t('account.reset.invalidText')}</p>
      </div>
      <h2 className="mt-6 text-lg font-semibold text-stone-900">{t('account.reset.requestNew')}</h2>
      <div className="mt-3">
        <ForgotPasswordForm email="" onBack={() => openLoginDialog('general')} />
      </div>
    </div>
  );
}
