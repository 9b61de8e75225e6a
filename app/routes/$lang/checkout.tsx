// Checkout: the details form and the order summary side by side. The flow (fields, the checkout
// machine posting the order and redirecting to the provider's secure card page) lives in
// useCheckout; an empty cart goes to browse, so until the cart is read the page says it is loading.
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CheckoutForm } from '#app/components/checkout/checkout-form.tsx';
import { CheckoutSummary } from '#app/components/checkout/checkout-summary.tsx';
import { useCheckout } from '#app/components/checkout/use-checkout.ts';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';

export const Route = createFileRoute('/$lang/checkout')({
  component: CheckoutPage,
  staticData: { noindex: true },
});

function CheckoutPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const checkout = useCheckout(lang);
  usePageTitle(t('checkout.title'));
  useNoIndex();

  if (!checkout.ready) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8" role="status">
        <p className="text-stone-700">{t('cart.loading')}</p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('checkout.title')}</h1>
      <p className="mt-2 text-stone-700">{t('checkout.intro')}</p>
      <div className="mt-8 grid gap-8 lg:grid-cols-5">
        <CheckoutForm checkout={checkout} />
        <CheckoutSummary checkout={checkout} />
      </div>
    </div>
  );
}
