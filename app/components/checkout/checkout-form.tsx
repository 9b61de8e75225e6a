// The checkout's details form: email and name, the country of residence, what she must approve
// and the disclosure form, the notice that payment happens on the provider's secure card page,
// what keeps checkout from going on, the contacts already bought, the pay button, and the trust
// badges.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckoutApproval, CheckoutDisclosure } from '#app/components/checkout/checkout-approval.tsx';
import { CheckoutNotes } from '#app/components/checkout/checkout-notes.tsx';
import { ContactFields } from '#app/components/checkout/contact-fields.tsx';
import { CountrySelect } from '#app/components/checkout/country-select.tsx';
import { RepurchaseConfirm } from '#app/components/checkout/repurchase-confirm.tsx';
import { TrustBadges } from '#app/components/checkout/trust-badges.tsx';
import type { Checkout } from '#app/components/checkout/use-checkout.ts';

export function CheckoutForm({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const noticeId = useId();
  const { lang, country, submitting } = checkout;
  return (
    <form noValidate onSubmit={(event) => void checkout.submit(event)} aria-labelledby="checkout-details-title" className="lg:col-span-3">
      <section className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
        <h2 id="checkout-details-title" className="text-lg font-semibold text-stone-900">
          {t('checkout.detailsTitle')}
        </h2>
        <ContactFields email={checkout.email} name={checkout.name} disabled={submitting} />
        <CountrySelect
          value={country.value}
          onChange={country.set}
          language={lang}
          error={country.missing ? t('approval.checkout.countryRequired') : undefined}
          disabled={submitting}
          selectRef={country.ref}
        />
        <CheckoutApproval checkout={checkout} />
        <CheckoutDisclosure checkout={checkout} />

        <p id={noticeId} className="mt-6 rounded-lg bg-sky-50 p-4 text-sm text-sky-950" data-testid="redirect-notice">
          {t('checkout.redirectNotice')}
        </p>
        <CheckoutNotes online={checkout.online} blocked={checkout.blocked} lang={lang} />
        <RepurchaseConfirm checkout={checkout} />
        <PayButton submitting={submitting} disabled={submitting || !checkout.online || checkout.blocked} describedBy={noticeId} />
      </section>
      <TrustBadges />
    </form>
  );
}

function PayButton({ submitting, disabled, describedBy }: { submitting: boolean; disabled: boolean; describedBy: string }) {
  const { t } = useTranslation();
  return (
    <>
      <button
        type="submit"
        disabled={disabled}
        aria-describedby={describedBy}
        data-testid="checkout-submit"
        className="btn-primary mt-6 w-full px-5 py-3 text-base"
      >
        {submitting ? t('checkout.submitting') : t('checkout.submit')}
      </button>
      <p className="mt-3 text-center text-xs text-stone-600">{t('checkout.finalNote')}</p>
    </>
  );
}
