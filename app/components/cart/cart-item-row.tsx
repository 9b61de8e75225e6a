// One contact in the cart: photo, "Name, age", location, price
// (struck through with the bulk price beside it from ten contacts), a Remove button, the
// "no longer available" flag for a profile that left the public view, and a warning when the
// buyer already bought this contact; a contact she approves buyer by buyer says so.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ApprovalNotice } from '#app/components/checkout/approval-notice.tsx';
import { ResponsiveImage } from '#app/components/media/responsive-image.tsx';
import type { Language } from '#app/i18n/language.ts';
import type { CartItem } from '#app/local/db.ts';
import { mediaUrl } from '#contract/media.ts';
import { formatUsd } from './money.ts';

interface CartItemRowProps {
  item: CartItem;
  lang: Language;
  /** What this contact costs in this order, in cents. */
  unitCents: number;
  listCents: number;
  unavailable: boolean;
  /** The buyer already holds this contact (this device's or this account's purchases). */
  purchased?: boolean;
  /** She approves each buyer: the hours she has to answer (absent for an instant contact). */
  approvalHours?: number | undefined;
  onRemove: (item: CartItem) => void;
}

export function CartItemRow({
  item,
  lang,
  unitCents,
  listCents,
  unavailable,
  purchased = false,
  approvalHours,
  onRemove,
}: CartItemRowProps) {
  const { t } = useTranslation();
  const discounted = unitCents !== listCents;
  return (
    <li
      data-testid="cart-item"
      data-profile-id={item.id}
      data-unavailable={unavailable ? '' : undefined}
      data-purchased={purchased ? '' : undefined}
      className={`flex gap-4 rounded-2xl border bg-white p-4 shadow-sm ${unavailable || purchased ? 'border-amber-300 bg-amber-50/40' : 'border-stone-200'}`}
    >
      <div className="aspect-[3/4] w-20 shrink-0 overflow-hidden rounded-lg bg-stone-100 sm:w-24">
        <ResponsiveImage
          src={item.photo ? mediaUrl(item.photo) : null}
          alt={item.name}
          sizes="96px"
          placeholderLabel={t('cart.photo')}
          className={`size-full object-cover ${unavailable ? 'opacity-60 grayscale' : ''}`}
        />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          <h3 className="text-base font-semibold text-stone-900">
            {unavailable ? (
              item.name
            ) : (
              <Link
                to="/$lang/profile/$idOrSlug"
                params={{ lang, idOrSlug: String(item.id) }}
                className="rounded hover:text-rose-700 hover:underline"
              >
                {item.name}
              </Link>
            )}
          </h3>
          <p className="text-right" data-testid="cart-item-price">
            {discounted ? (
              <>
                <span className="sr-only">{t('cart.regularPrice', { price: formatUsd(listCents) })}</span>
                <s aria-hidden="true" className="mr-2 text-sm text-stone-500">
                  {formatUsd(listCents)}
                </s>
              </>
            ) : null}
            <span className="font-semibold text-stone-900">{formatUsd(unitCents)}</span>
          </p>
        </div>
        {item.location ? <p className="text-sm text-stone-600">{item.location}</p> : null}
        {approvalHours !== undefined && !unavailable ? (
          <ApprovalNotice hours={approvalHours} className="mt-1 rounded-md bg-sky-50 px-2 py-1" />
        ) : null}
        {unavailable ? (
          <p className="mt-1 text-sm text-amber-900" data-testid="cart-item-unavailable">
            <strong className="mr-1 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold uppercase">
              {t('cart.unavailable')}
            </strong>
            {t('cart.unavailableText')}
          </p>
        ) : null}
        {purchased ? (
          <p className="mt-1 text-sm text-amber-900" data-testid="cart-item-purchased">
            <strong className="mr-1 inline-block rounded-full bg-amber-200 px-2 py-0.5 text-xs font-semibold uppercase">
              {t('cart.alreadyPurchased')}
            </strong>
            {t('cart.alreadyPurchasedText')}{' '}
            <Link to="/$lang/purchases" params={{ lang }} className="font-medium underline">
              {t('cart.myPurchases')}
            </Link>
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <button
            type="button"
            onClick={() => onRemove(item)}
            aria-label={t('cart.removeLabel', { name: item.name })}
            className="rounded-lg px-2 py-1 text-sm font-medium text-rose-700 hover:bg-rose-50 hover:text-rose-800"
          >
            {t('cart.remove')}
          </button>
        </div>
      </div>
    </li>
  );
}
