// The checkout's side column: the order summary with the way back to the cart, then the contacts
// being bought, each with the note when she must approve the buyer first.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { OrderSummary } from '#app/components/cart/order-summary.tsx';
import { ApprovalNotice } from '#app/components/checkout/approval-notice.tsx';
import type { Checkout } from '#app/components/checkout/use-checkout.ts';

export function CheckoutSummary({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const { lang, items, pricing, approvalIds } = checkout;
  return (
    <div className="lg:col-span-2">
      <OrderSummary items={items} pricing={pricing}>
        <Link to="/$lang/cart" params={{ lang }} className="btn-secondary w-full px-5 py-2.5">
          {t('checkout.backToCart')}
        </Link>
      </OrderSummary>
      <ul className="mt-4 grid gap-2 text-sm text-stone-700" aria-label={t('cart.itemsLabel')}>
        {items.map((item) => (
          <li key={item.id} data-profile-id={item.id}>
            <div className="flex justify-between gap-4">
              <span>{item.name}</span>
              <span className="text-stone-500">{item.location}</span>
            </div>
            {approvalIds.has(item.id) ? <ApprovalNotice hours={pricing.approvalDeadlineHours} className="mt-0.5 text-xs" /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
