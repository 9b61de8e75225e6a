// The forms of the login dialog: log in, sign up, and ask
// for a password-reset link. The shared contract schemas validate in the browser as on the
// server. While a request runs every input and the button are disabled and the button says what
// is happening; a failure keeps everything typed, puts field errors next to their fields and
// shows the fixed toast with the server's message first.
import { Formik, type FormikHelpers, useFormikContext } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { forgotPassword, login, register } from '#app/api/auth.ts';
import { ApiError } from '#app/api/client.ts';
import { TextField } from '#app/components/forms/form-fields.tsx';
import { FormFrame } from '#app/components/forms/form-frame.tsx';
import { fieldErrorsToFormik, type Translate, zodFormikValidate } from '#app/components/forms/zod-formik.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { ForgotPasswordSchema, LoginDialogSchema, RegisterSchema } from '#contract/auth.schema.ts';
import { closeLoginDialog, loginSucceeded } from './login-dialog-store.ts';
import { passwordStrength } from './password-strength.ts';
import { setSessionUser } from './use-session.ts';

/** The answer's field errors, when they all belong to the form's fields. */
function fieldErrorsOf(error: unknown, fields: readonly string[]): Record<string, string[]> | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const { fieldErrors } = error.body;
  if (!fieldErrors || typeof fieldErrors !== 'object') return null;
  return Object.keys(fieldErrors).every((field) => fields.includes(field)) ? (fieldErrors as Record<string, string[]>) : null;
}

/** A failure's toast says the server's message, else the fixed fallback. */
function showFailure<Values>(
  error: unknown,
  helpers: FormikHelpers<Values>,
  fields: readonly (keyof Values & string)[],
  t: Translate,
  texts: { title: string; fallback: string },
): void {
  const fieldErrors = fieldErrorsOf(error, fields);
  if (fieldErrors) helpers.setErrors(fieldErrorsToFormik<Values>(fieldErrors, t));
  const serverText = error instanceof ApiError && !fieldErrors ? error.serverText : null;
  toast({ title: texts.title, description: serverText ?? texts.fallback, variant: 'destructive' });
}

function useTranslate(): Translate {
  const { t } = useTranslation();
  return (key) => t(key as never);
}

function PendingButton({ label, pendingLabel }: { label: string; pendingLabel: string }) {
  const { isSubmitting } = useFormikContext();
  return (
    <button type="submit" className="btn-primary mt-2 w-full px-5 py-2.5">
      {isSubmitting ? pendingLabel : label}
    </button>
  );
}

interface LoginValues {
  email: string;
  password: string;
}
const LOGIN_FIELDS = ['email', 'password'] as const;

export function LoginForm({ onForgot }: { onForgot: (email: string) => void }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const language = useCurrentLanguage();
  const onSubmit = async (values: LoginValues, helpers: FormikHelpers<LoginValues>) => {
    try {
      const user = await login({ ...values, language });
      setSessionUser(user);
      toast({ title: t('auth.loginSuccessTitle'), description: t('auth.loginSuccessText'), variant: 'success' });
      loginSucceeded();
    } catch (error) {
      showFailure(error, helpers, LOGIN_FIELDS, translate, { title: t('auth.loginFailedTitle'), fallback: t('auth.loginFailedText') });
    }
  };
  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validateOnBlur={false}
      validate={zodFormikValidate<LoginValues>(LoginDialogSchema, translate)}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <FormFrame testId="login-form">
          <TextField name="email" type="email" label={t('auth.email')} required autoComplete="email" autoFocus />
          <TextField name="password" type="password" label={t('auth.password')} required autoComplete="current-password" />
          <button
            type="button"
            onClick={() => onForgot(values.email)}
            className="justify-self-start rounded text-sm font-medium text-rose-800 underline hover:text-rose-900"
          >
            {t('auth.forgotLink')}
          </button>
          <PendingButton label={t('auth.submitLogin')} pendingLabel={t('auth.loggingIn')} />
        </FormFrame>
      )}
    </Formik>
  );
}

interface SignupValues {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}
const SIGNUP_FIELDS = ['username', 'email', 'password', 'firstName', 'lastName'] as const;

/** Empty optional names are left out, as the schema expects. */
function signupBody(values: SignupValues) {
  return {
    ...values,
    firstName: values.firstName.trim() || undefined,
    lastName: values.lastName.trim() || undefined,
  };
}

export function SignupForm() {
  const { t } = useTranslation();
  const translate = useTranslate();
  const language = useCurrentLanguage();
  const onSubmit = async (values: SignupValues, helpers: FormikHelpers<SignupValues>) => {
    try {
      const body = { ...signupBody(values), language };
      // Nobody is signed in yet: the account signs in once the link mailed to the address is
      // followed (the answer is the same whether or not the address already had an account).
      await register(body);
      toast({ title: t('auth.registerSentTitle'), description: t('auth.registerSentText', { email: values.email }), variant: 'success' });
      closeLoginDialog();
    } catch (error) {
      showFailure(error, helpers, SIGNUP_FIELDS, translate, {
        title: t('auth.registerFailedTitle'),
        fallback: t('auth.registerFailedText'),
      });
    }
  };
  return (
    <Formik
      initialValues={{ username: '', email: '', password: '', firstName: '', lastName: '' }}
      validateOnBlur={false}
      validate={zodFormikValidate<SignupValues>(RegisterSchema, translate, signupBody)}
      onSubmit={onSubmit}
    >
      {({ values }) => (
        <FormFrame testId="signup-form">
          <TextField name="username" label={t('auth.username')} required autoComplete="username" maxLength={50} autoFocus />
          <TextField name="email" type="email" label={t('auth.email')} required autoComplete="email" />
          <TextField
            name="password"
            type="password"
            label={t('auth.password')}
            required
            autoComplete="new-password"
            hint={<PasswordHint password={values.password} />}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              name="firstName"
              label={`${t('auth.firstName')} (${t('auth.optional')})`}
              autoComplete="given-name"
              maxLength={100}
            />
            <TextField name="lastName" label={`${t('auth.lastName')} (${t('auth.optional')})`} autoComplete="family-name" maxLength={100} />
          </div>
          <PendingButton label={t('auth.submitSignup')} pendingLabel={t('auth.creatingAccount')} />
        </FormFrame>
      )}
    </Formik>
  );
}

const STRENGTH_BARS = { weak: 1, fair: 2, strong: 3 } as const;
const STRENGTH_COLOUR = { weak: 'bg-red-600', fair: 'bg-amber-500', strong: 'bg-emerald-600' } as const;

function PasswordHint({ password }: { password: string }) {
  const { t } = useTranslation();
  const strength = passwordStrength(password);
  return (
    <>
      {t('auth.passwordHint')}
      {password ? (
        <span className="mt-1.5 flex items-center gap-2" data-testid="password-strength">
          <span aria-hidden="true" className="flex gap-1">
            {[1, 2, 3].map((bar) => (
              <span
                key={bar}
                className={`h-1.5 w-8 rounded-full ${bar <= STRENGTH_BARS[strength] ? STRENGTH_COLOUR[strength] : 'bg-stone-200'}`}
              />
            ))}
          </span>
          <span>{t('auth.strength.label', { level: t(`auth.strength.${strength}`) })}</span>
        </span>
      ) : null}
    </>
  );
}

export function ForgotPasswordForm({ email, onBack }: { email: string; onBack: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const language = useCurrentLanguage();
  const [sent, setSent] = useState(false);
  const onSubmit = async (values: { email: string }, helpers: FormikHelpers<{ email: string }>) => {
    try {
      await forgotPassword({ ...values, language });
      setSent(true);
    } catch (error) {
      showFailure(error, helpers, ['email'], translate, { title: t('auth.forgotFailedTitle'), fallback: t('auth.forgotFailedText') });
    }
  };
  return (
    <div className="grid gap-4">
      <p className="text-sm text-stone-700">{t('auth.forgotIntro')}</p>
      <Formik
        initialValues={{ email }}
        validateOnBlur={false}
        validate={zodFormikValidate<{ email: string }>(ForgotPasswordSchema, translate)}
        onSubmit={onSubmit}
      >
        <FormFrame testId="forgot-form">
          <TextField name="email" type="email" label={t('auth.email')} required autoComplete="email" autoFocus />
          <PendingButton label={t('auth.forgotSubmit')} pendingLabel={t('auth.forgotSending')} />
        </FormFrame>
      </Formik>
      <p role="status" className="text-sm text-emerald-800 empty:hidden" data-testid="forgot-sent">
        {sent ? t('auth.forgotSent') : ''}
      </p>
      <button
        type="button"
        onClick={onBack}
        className="justify-self-start rounded text-sm font-medium text-rose-800 underline hover:text-rose-900"
      >
        {t('auth.backToLogin')}
      </button>
    </div>
  );
}
