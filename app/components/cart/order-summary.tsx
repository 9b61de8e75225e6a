// The order summary of the cart and checkout pages: the contacts at their
// own prices, the bulk price from the threshold (ten contacts by default; the admin settings
// decide, decision 031) with what it saves, the processing fee ($0.00), the total with two
// decimals and the tier rule. Actions (buttons) come in as children.
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '#app/local/db.ts';
import { isBulk, type PublicPricing, priceLines } from '#contract/pricing.ts';
import { formatUsd } from './money.ts';

export function OrderSummary({ items, pricing, children }: { items: readonly CartItem[]; pricing: PublicPricing; children?: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const lines = priceLines(
    items.map((item) => item.price),
    pricing,
  );
  const subtotal = lines.reduce((sum, line) => sum + line.listCents, 0);
  const total = lines.reduce((sum, line) => sum + line.unitCents, 0);
  const bulk = isBulk(items.length, pricing);
  const savings = subtotal - total;
  const missing = pricing.bulkThreshold - items.length;
  const bulkUnit = formatUsd(pricing.bulkUnitCents);

  return (
    <section aria-labelledby={titleId} data-testid="order-summary" className="rounded-2xl border border-stone-200 bg-stone-50 p-6">
      <h2 id={titleId} className="text-lg font-semibold text-stone-900">
        {t('cart.summaryTitle')}
      </h2>
      <dl className="mt-4 grid gap-3 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">
            {t('cart.subtotal')} ({t('cart.itemCount', { count: items.length })})
          </dt>
          <dd
            data-testid="summary-subtotal"
            className={`font-medium ${bulk && savings > 0 ? 'text-stone-500 line-through' : 'text-stone-900'}`}
          >
            {formatUsd(subtotal)}
          </dd>
        </div>
        {bulk ? (
          <>
            <div className="flex justify-between gap-4">
              <dt className="text-stone-700">{t('cart.bulkPrice', { count: items.length, unit: bulkUnit })}</dt>
              <dd className="font-medium text-stone-900">{formatUsd(total)}</dd>
            </div>
            {savings > 0 ? (
              <div className="flex justify-between gap-4 text-emerald-800">
                <dt>{t('cart.savings')}</dt>
                <dd data-testid="summary-savings" className="font-semibold">
                  −{formatUsd(savings)}
                </dd>
              </div>
            ) : null}
          </>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-stone-700">{t('cart.processingFee')}</dt>
          <dd className="font-medium text-stone-900">{formatUsd(0)}</dd>
        </div>
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-3 text-base">
          <dt className="font-semibold text-stone-900">{t('cart.total')}</dt>
          <dd data-testid="cart-total" className="text-xl font-bold text-rose-700">
            {formatUsd(total)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-sm text-stone-700" data-testid="tier-rule">
        {t('cart.tierRule', {
          regular: formatUsd(pricing.defaultContactCents),
          bulk: bulkUnit,
          last: pricing.bulkThreshold - 1,
          threshold: pricing.bulkThreshold,
        })}
      </p>
      <p className={`mt-2 text-sm ${bulk ? 'font-medium text-emerald-800' : 'text-stone-600'}`}>
        {bulk ? t('cart.bulkApplied', { bulk: bulkUnit }) : t('cart.bulkHint', { count: missing, bulk: bulkUnit })}
      </p>
      <p className="mt-2 text-xs text-stone-600">{t('cart.oneTime')}</p>
      {children ? <div className="mt-6 grid gap-3">{children}</div> : null}
    </section>
  );
}
