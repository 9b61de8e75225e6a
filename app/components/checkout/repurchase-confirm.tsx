// Contacts the buyer already bought (on this device or in her account) are listed, and checkout
// goes on only once buying them again is confirmed.
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '#app/components/checkout/use-checkout.ts';

export function RepurchaseConfirm({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation();
  const ids = { title: useId(), error: useId() };
  const { lang, repurchase } = checkout;
  const count = repurchase.items.length;
  if (count === 0) return null;
  return (
    <section
      aria-labelledby={ids.title}
      className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
      data-testid="checkout-repurchase"
    >
      <h3 id={ids.title} className="font-semibold">
        {t('checkout.repurchaseTitle')}
      </h3>
      <p className="mt-1">{t('checkout.repurchaseText', { count })}</p>
      <ul className="mt-2 list-disc pl-5">
        {repurchase.items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
      <label className="mt-3 flex items-start gap-2 font-medium">
        <input
          ref={repurchase.ref}
          type="checkbox"
          checked={repurchase.confirmed}
          onChange={(event) => repurchase.setConfirmed(event.target.checked)}
          disabled={checkout.submitting}
          aria-invalid={repurchase.missing ? true : undefined}
          aria-describedby={repurchase.missing ? ids.error : undefined}
          className="mt-0.5 size-4 accent-rose-700"
        />
        <span>{t('checkout.repurchaseConfirm', { count })}</span>
      </label>
      {repurchase.missing ? (
        <p id={ids.error} className="mt-1 font-medium text-red-700">
          {t('checkout.repurchaseRequired')}
        </p>
      ) : null}
      <Link to="/$lang/cart" params={{ lang }} className="mt-2 inline-block font-semibold underline">
        {t('checkout.backToCart')}
      </Link>
    </section>
  );
}
