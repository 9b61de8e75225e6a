// The back office's sign-in: username and password, both
// required ('Please enter both username and password'); a refused login says so in the admin's
// language ('Login failed. Please check your credentials.', too many tries, or 'Login failed.
// Please try again.'); on success the admin queries are refreshed and, about 100 ms later, the
// page goes on to /admin (or to the admin page that sent her here).
import { useNavigate } from '@tanstack/react-router';
import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminLogin } from '#app/api/admin-auth.ts';
import { ApiError } from '#app/api/client.ts';
import { TextField } from '#app/components/forms/form-fields.tsx';
import { BrandMark } from '#app/components/icons/brand-mark.tsx';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { AdminLoginSchema } from '#contract/admin-auth.schema.ts';
import { adminQueryClient } from '../admin-query.ts';
import { MfaLoginStep, type SecondFactorOutcome } from './mfa-login-step.tsx';

/** The pause between a successful login and the dashboard. */
export const LOGIN_REDIRECT_DELAY_MS = 100;

interface LoginValues {
  username: string;
  password: string;
}

type Problem = 'required' | 'credentials' | 'tooMany' | 'other' | null;

const PROBLEM_KEYS = {
  required: 'admin.login.required',
  credentials: 'admin.login.failedCredentials',
  tooMany: 'admin.login.tooMany',
  other: 'admin.login.failedRetry',
} as const;

export function AdminLoginPage({ redirectTo }: { redirectTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<Problem>(null);
  // The password was right and her account has MFA: the second step (decision 024).
  const [mfaFor, setMfaFor] = useState<LoginValues | null>(null);
  usePageTitle(t('admin.login.title'));

  const signedIn = async () => {
    await adminQueryClient.invalidateQueries({ queryKey: ['admin'] });
    await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
    await navigate({ to: redirectTo });
  };

  const secondFactor = async (factor: { code: string } | { recoveryCode: string }): Promise<SecondFactorOutcome> => {
    // Only asked for once the password was right (mfaFor is set).
    if (!mfaFor) return 'other';
    try {
      await adminLogin({ ...mfaFor, ...factor });
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 401 && !(error as ApiError).body.mfaRequired) setMfaFor(null);
      return status === 401 ? 'wrong' : status === 429 ? 'tooMany' : 'other';
    }
    await signedIn();
    return 'ok';
  };

  const submit = async (values: LoginValues) => {
    const parsed = AdminLoginSchema.safeParse(values);
    if (!parsed.success) {
      setProblem('required');
      return;
    }
    setProblem(null);
    try {
      await adminLogin(parsed.data);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 401 && error instanceof ApiError && error.body.mfaRequired === true) {
        setMfaFor(parsed.data);
        return;
      }
      setProblem(status === 401 ? 'credentials' : status === 429 ? 'tooMany' : 'other');
      return;
    }
    await signedIn();
  };

  return (
    <div className="flex min-h-[70dvh] items-center justify-center px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center gap-2 text-center">
          <BrandMark className="size-10" />
          <h1 className="text-2xl font-bold text-stone-900">{t('admin.login.title')}</h1>
          <p className="text-sm text-stone-700">{t('admin.login.subtitle')}</p>
        </div>
        {mfaFor ? (
          <MfaLoginStep onSubmit={secondFactor} onRestart={() => setMfaFor(null)} />
        ) : (
          <Formik<LoginValues> initialValues={{ username: '', password: '' }} onSubmit={submit}>
            {({ isSubmitting }) => (
              <Form noValidate className="mt-6 space-y-4" aria-describedby={problem ? 'admin-login-problem' : undefined}>
                <TextField name="username" label={t('admin.login.username')} autoComplete="username" required />
                <TextField name="password" type="password" label={t('admin.login.password')} autoComplete="current-password" required />
                <p
                  id="admin-login-problem"
                  role="alert"
                  className="text-sm font-medium text-red-700 empty:hidden"
                  data-testid="admin-login-problem"
                >
                  {problem ? t(PROBLEM_KEYS[problem]) : ''}
                </p>
                <button type="submit" disabled={isSubmitting} className="btn-primary w-full px-5 py-2.5">
                  {isSubmitting ? t('admin.login.submitting') : t('admin.login.submit')}
                </button>
              </Form>
            )}
          </Formik>
        )}
      </div>
    </div>
  );
}
