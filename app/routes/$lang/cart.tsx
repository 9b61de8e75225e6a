// Cart: the contacts in the Dexie cart with Remove, the order summary with
// the tier rule, Proceed to Checkout, Clear Cart and Continue Browsing; "Your Cart is Empty"
// with a browse button. Works offline (checkout then waits for a connection), and a profile
// that left the public view is flagged and blocks checkout until it is removed. A contact the
// buyer already bought is flagged too, with a way to take all of those out at once.
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '#app/components/auth/use-session.ts';
import { CartItemRow } from '#app/components/cart/cart-item-row.tsx';
import { OrderSummary } from '#app/components/cart/order-summary.tsx';
import { useCartAvailability } from '#app/components/cart/use-cart-availability.ts';
import { usePricing } from '#app/components/cart/use-pricing.ts';
import { needsApproval } from '#app/components/checkout/approval-notice.tsx';
import { CartIcon } from '#app/components/icons/icons.tsx';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { useQuietAccountOrders } from '#app/components/purchases/use-account-orders.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { clearCart, removeFromCart, removeManyFromCart, useCart } from '#app/local/cart.ts';
import { useStoredCountry } from '#app/local/checkout-draft.ts';
import type { CartItem } from '#app/local/db.ts';
import { usePurchasedProfileIds } from '#app/local/purchases.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';
import { priceLines } from '#contract/pricing.ts';

export const Route = createFileRoute('/$lang/cart')({
  component: CartPage,
  staticData: { noindex: true },
});

function CartPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const { items, ready } = useCart();
  const { unavailableIds, statuses } = useCartAvailability(items);
  const country = useStoredCountry();
  const pricing = usePricing();
  const session = useSession();
  const userId = session.status === 'user' && session.user ? session.user.id : null;
  useQuietAccountOrders(userId);
  const purchasedIds = usePurchasedProfileIds(userId);
  const heading = useRef<HTMLHeadingElement>(null);
  usePageTitle(t('cart.title'));
  useNoIndex();

  const writeFailed = () => toast({ title: t('cart.writeFailed'), description: t('cart.writeFailedDescription'), variant: 'destructive' });

  const remove = async (item: CartItem) => {
    try {
      await removeFromCart(item.id);
    } catch {
      writeFailed();
      return;
    }
    toast({ title: t('cart.removed'), description: t('cart.removedDescription', { name: item.name }) });
    heading.current?.focus();
  };

  const removePurchased = async (ids: number[]) => {
    try {
      await removeManyFromCart(ids);
    } catch {
      writeFailed();
      return;
    }
    toast({ title: t('cart.removed'), description: t('cart.purchasedRemoved', { count: ids.length }) });
    heading.current?.focus();
  };

  const clear = async () => {
    try {
      await clearCart();
    } catch {
      writeFailed();
      return;
    }
    toast({ title: t('cart.cleared'), description: t('cart.clearedDescription') });
  };

  const empty = (
    <StatusPanel
      title={t('cart.emptyTitle')}
      headingId="cart-title"
      headingRef={heading}
      testId="cart-empty"
      icon={
        <span className="flex size-16 items-center justify-center rounded-full bg-rose-50 text-rose-700">
          <CartIcon className="size-8" />
        </span>
      }
      actions={
        <>
          <Link to="/$lang/browse" params={{ lang }} className="btn-primary px-5 py-2.5">
            {t('cart.browseProfiles')}
          </Link>
          <Link to="/$lang/purchases" params={{ lang }} className="btn-secondary px-5 py-2.5">
            {t('cart.myPurchases')}
          </Link>
        </>
      }
    >
      <StatusText>{t('cart.emptyText')}</StatusText>
    </StatusPanel>
  );

  if (!ready) {
    // As tall as the empty cart's panel (446 px on a phone, 422 px wider), which a first visit
    // shows next: the footer below does not jump when the cart has been read (CLS).
    return (
      <div className="mx-auto min-h-[28rem] max-w-7xl px-4 py-16 sm:min-h-[26.5rem] sm:px-6 lg:px-8" role="status">
        <p className="text-stone-700">{t('cart.loading')}</p>
      </div>
    );
  }

  if (items.length === 0) return empty;

  const lines = priceLines(
    items.map((item) => item.price),
    pricing,
  );
  const blocked = unavailableIds.length > 0;
  const alreadyPurchasedIds = items.filter((item) => purchasedIds.has(item.id)).map((item) => item.id);

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold tracking-tight text-stone-900 outline-none">
            {t('cart.title')}
          </h1>
          <p className="mt-1 text-stone-700" data-testid="cart-count-text">
            {t('cart.itemCount', { count: items.length })}
          </p>
        </div>
        <Link to="/$lang/purchases" params={{ lang }} className="rounded text-sm font-medium text-rose-700 hover:underline">
          {t('cart.myPurchases')}
        </Link>
      </div>

      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="cart-items-title" className="lg:col-span-2">
          <h2 id="cart-items-title" className="sr-only">
            {t('cart.itemsLabel')}
          </h2>
          <ul className="grid gap-4">
            {items.map((item, index) => (
              <CartItemRow
                key={item.id}
                item={item}
                lang={lang}
                listCents={lines[index]?.listCents ?? 0}
                unitCents={lines[index]?.unitCents ?? 0}
                unavailable={unavailableIds.includes(item.id)}
                purchased={purchasedIds.has(item.id)}
                approvalHours={
                  needsApproval(statuses.get(item.id)?.releasePolicy, country, pricing.approvalCountries)
                    ? pricing.approvalDeadlineHours
                    : undefined
                }
                onRemove={(removed) => void remove(removed)}
              />
            ))}
          </ul>
        </section>

        <div className="lg:sticky lg:top-24 lg:self-start">
          <OrderSummary items={items} pricing={pricing}>
            {blocked ? (
              <p id="cart-blocked" role="alert" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="cart-blocked">
                {t('cart.unavailableBlock')}
              </p>
            ) : null}
            {alreadyPurchasedIds.length > 0 ? (
              <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" data-testid="cart-purchased-note">
                <p>{t('cart.purchasedNote', { count: alreadyPurchasedIds.length })}</p>
                <button
                  type="button"
                  onClick={() => void removePurchased(alreadyPurchasedIds)}
                  className="mt-2 font-semibold underline"
                  data-testid="remove-purchased"
                >
                  {t('cart.removePurchased', { count: alreadyPurchasedIds.length })}
                </button>
              </div>
            ) : null}
            {online ? null : (
              <p
                id="cart-offline-note"
                role="status"
                className="rounded-lg bg-stone-100 p-3 text-sm text-stone-800"
                data-testid="cart-offline-note"
              >
                {t('cart.offlineNote')}
              </p>
            )}
            <button
              type="button"
              disabled={!online || blocked}
              aria-describedby={[blocked ? 'cart-blocked' : '', online ? '' : 'cart-offline-note'].filter(Boolean).join(' ') || undefined}
              onClick={() => void navigate({ to: '/$lang/checkout', params: { lang } })}
              className="btn-primary w-full px-5 py-3 text-base"
            >
              {t('cart.proceed')}
            </button>
            <button type="button" onClick={() => void clear()} className="btn-secondary w-full px-5 py-2.5">
              {t('cart.clear')}
            </button>
            <Link to="/$lang/browse" params={{ lang }} className="btn-secondary w-full px-5 py-2.5">
              {t('cart.continueBrowsing')}
            </Link>
          </OrderSummary>
        </div>
      </div>
    </div>
  );
}
