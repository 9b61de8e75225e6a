// Why the checkout cannot go on right now: offline (it waits for the connection), or a contact in
// the cart that is no longer available (back to the cart to remove it).
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Language } from '#contract/languages.ts';

export function CheckoutNotes({ online, blocked, lang }: { online: boolean; blocked: boolean; lang: Language }) {
  const { t } = useTranslation();
  return (
    <>
      {online ? null : (
        <div role="status" className="mt-4 rounded-lg bg-stone-100 p-4 text-sm text-stone-800" data-testid="checkout-offline">
          <p className="font-semibold">{t('checkout.offlineTitle')}</p>
          <p className="mt-1">{t('checkout.offlineText')}</p>
        </div>
      )}
      {blocked ? (
        <div role="alert" className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-amber-900" data-testid="checkout-blocked">
          <p>{t('checkout.unavailableText')}</p>
          <Link to="/$lang/cart" params={{ lang }} className="mt-2 inline-block font-semibold underline">
            {t('checkout.backToCart')}
          </Link>
        </div>
      ) : null}
    </>
  );
}
