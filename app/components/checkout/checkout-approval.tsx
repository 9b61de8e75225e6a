// What the checkout says about contacts she must approve: which ones (all of them, for a buyer
// from a country where she approves each buyer) and how long she has; and, for such a country,
// the disclosure form, whose draft stays on the device until an order is paid.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ApprovalNotice } from '#app/components/checkout/approval-notice.tsx';
import { DisclosureForm } from '#app/components/checkout/disclosure-form.tsx';
import type { Checkout } from '#app/components/checkout/use-checkout.ts';

export function CheckoutApproval({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { lang, country, pricing, approvalIds } = checkout;
  if (approvalIds.size === 0) return null;
  return (
    <section aria-labelledby={titleId} className="mt-6 rounded-lg bg-sky-50 p-4 text-sm text-sky-950" data-testid="checkout-approval">
      <h3 id={titleId} className="font-semibold">
        {t('approval.checkout.approvalTitle')}
      </h3>
      {country.asksApproval ? (
        <p className="mt-1">
          {t('approval.checkout.approvalAll', {
            country: new Intl.DisplayNames([lang], { type: 'region' }).of(country.value) ?? country.value,
          })}
        </p>
      ) : null}
      <p className="mt-1">{t('approval.checkout.approvalHow')}</p>
      <ApprovalNotice hours={pricing.approvalDeadlineHours} className="mt-2 font-medium" />
    </section>
  );
}

export function CheckoutDisclosure({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { disclosure } = checkout;
  if (!checkout.country.asksApproval || !disclosure.initialValues) return null;
  return (
    <>
      <DisclosureForm
        formRef={disclosure.formRef}
        initialValues={disclosure.initialValues}
        onValuesChange={disclosure.keep}
        disabled={checkout.submitting}
      />
      <p className="mt-2 text-xs text-stone-600">{t('approval.checkout.draftSaved')}</p>
    </>
  );
}
