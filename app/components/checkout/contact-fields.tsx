// The buyer's email (required, where the contacts are sent) and optional full name on the checkout
// page; a refused email says why under the field.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '#app/components/checkout/use-checkout.ts';

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-stone-900 shadow-sm placeholder:text-stone-400 focus:border-rose-600 focus:outline-none focus:ring-2 focus:ring-rose-600/30 aria-[invalid=true]:border-red-600';

export function ContactFields({ email, name, disabled }: Pick<Checkout, 'email' | 'name'> & { disabled: boolean }) {
  const { t } = useTranslation();
  const ids = { email: useId(), emailHint: useId(), emailError: useId(), name: useId(), nameHint: useId() };
  const emailErrorText =
    email.error === 'emailRequired'
      ? t('checkout.emailRequiredDescription')
      : email.error === 'emailInvalid'
        ? t('checkout.emailInvalid')
        : null;
  return (
    <>
      <div className="mt-5">
        <label htmlFor={ids.email} className="block text-sm font-medium text-stone-900">
          {t('checkout.email')}{' '}
          <span aria-hidden="true" className="text-rose-700">
            *
          </span>
        </label>
        <input
          ref={email.ref}
          id={ids.email}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email.value}
          onChange={(event) => email.set(event.target.value)}
          disabled={disabled}
          aria-invalid={emailErrorText ? true : undefined}
          aria-describedby={emailErrorText ? `${ids.emailError} ${ids.emailHint}` : ids.emailHint}
          className={inputClass}
        />
        {emailErrorText ? (
          <p id={ids.emailError} className="mt-1 text-sm font-medium text-red-700" data-testid="email-error">
            {emailErrorText}
          </p>
        ) : null}
        <p id={ids.emailHint} className="mt-1 text-sm text-stone-600">
          {t('checkout.emailHint')}
        </p>
      </div>
      <div className="mt-5">
        <label htmlFor={ids.name} className="block text-sm font-medium text-stone-900">
          {t('checkout.name')} <span className="font-normal text-stone-600">({t('checkout.optional')})</span>
        </label>
        <input
          id={ids.name}
          name="name"
          type="text"
          autoComplete="name"
          maxLength={200}
          value={name.value}
          onChange={(event) => name.set(event.target.value)}
          disabled={disabled}
          aria-describedby={ids.nameHint}
          className={inputClass}
        />
        <p id={ids.nameHint} className="mt-1 text-sm text-stone-600">
          {t('checkout.nameHint')}
        </p>
      </div>
    </>
  );
}
