// "My purchases": the contacts bought on this device, from Dexie, readable
// offline; signed in, also the orders of the account from any device (pulled into Dexie for it). Opened from the signed link in the order email (?order=&token=), it first fetches
// that order's contacts (GET /api/purchases/{orderId}?token=) and keeps them on this device. An
// order that waits for her answer is asked about again when the page opens and when the
// connection comes back.
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchPurchase } from '#app/api/checkout.ts';
import { loadSession, useSession } from '#app/components/auth/use-session.ts';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { AnswerCheckNote } from '#app/components/purchases/answer-check-note.tsx';
import { PurchasedContactCard } from '#app/components/purchases/purchased-contact-card.tsx';
import { useAccountOrders } from '#app/components/purchases/use-account-orders.ts';
import { usePurchaseAnswers } from '#app/components/purchases/use-purchase-answers.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatDate } from '#app/i18n/format.ts';
import { noteAnswered } from '#app/local/purchase-answers.ts';
import { awaitsAnswer, savePurchases, usePurchasedOrders } from '#app/local/purchases.ts';
import { useOnlineStatus } from '#app/pwa/use-online-status.ts';

interface PurchasesSearch {
  order?: string;
  token?: string;
}

/** ?order= (digits) and ?token=; anything invalid drops both. Checked by hand, not with zod:
 * route search validation runs in the entry chunk every page downloads. */
function parsePurchasesSearch(raw: Record<string, unknown>): PurchasesSearch {
  const order = raw.order === undefined ? undefined : String(raw.order);
  const { token } = raw;
  if (order !== undefined && !/^\d{1,15}$/.test(order)) return {};
  if (token !== undefined && (typeof token !== 'string' || token.length < 1 || token.length > 1000)) return {};
  return { ...(order === undefined ? {} : { order }), ...(token === undefined ? {} : { token }) };
}

export const Route = createFileRoute('/$lang/purchases')({
  validateSearch: parsePurchasesSearch,
  component: PurchasesPage,
  staticData: { noindex: true },
});

type LinkState = 'idle' | 'loading' | 'offline' | 'failed';

function PurchasesPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const { order, token } = Route.useSearch();
  const navigate = useNavigate();
  const online = useOnlineStatus();
  const session = useSession();
  const userId = session.status === 'user' && session.user ? session.user.id : null;
  const orders = usePurchasedOrders(userId);
  const account = useAccountOrders(userId);
  const answers = usePurchaseAnswers({
    userId,
    awaiting: orders?.some((group) => awaitsAnswer(group.items.find((row) => row.order)?.order, group.items)) ?? false,
  });
  const [linkState, setLinkState] = useState<LinkState>('idle');
  usePageTitle(t('purchases.title'));
  useNoIndex();

  useEffect(() => {
    void loadSession();
  }, []);

  useEffect(() => {
    if (!order || !token) {
      setLinkState('idle');
      return;
    }
    if (!online) {
      setLinkState('offline');
      return;
    }
    const controller = new AbortController();
    setLinkState('loading');
    fetchPurchase(order, token, controller.signal)
      .then(async (answer) => {
        if (!answer.success || !answer.order) throw new Error('no order');
        noteAnswered(answer.order.id);
        await savePurchases(answer.order, Array.isArray(answer.contactInfo) ? answer.contactInfo : [], { lookup: { token } });
        toast({ title: t('purchases.linkSaved'), variant: 'success' });
        setLinkState('idle');
        // The contacts are on this device now; the address no longer needs the token.
        void navigate({ to: '/$lang/purchases', params: { lang }, search: {}, replace: true });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLinkState('failed');
      });
    return () => controller.abort();
  }, [order, token, online, lang, navigate, t]);

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight text-stone-900">{t('purchases.title')}</h1>
      <p className="mt-2 text-stone-700">{t(userId === null ? 'purchases.intro' : 'purchases.introAccount')}</p>

      {account.state === 'loading' ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-50 p-4 text-sm text-stone-700" data-testid="account-orders-loading">
          {t('purchases.accountLoading')}
        </p>
      ) : null}
      {account.state === 'offline' ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-100 p-4 text-sm text-stone-800" data-testid="account-orders-offline">
          {t('purchases.accountOffline')}
        </p>
      ) : null}
      {account.state === 'failed' ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-900" data-testid="account-orders-failed">
          <p>{t('purchases.accountFailed')}</p>
          <button type="button" onClick={account.retry} className="mt-2 font-semibold underline">
            {t('payment.retry')}
          </button>
        </div>
      ) : null}

      {/* offline, the account's note already says the device's copy is shown */}
      <AnswerCheckNote
        state={answers.state === 'offline' && account.state === 'offline' ? 'idle' : answers.state}
        onRetry={answers.retry}
      />

      {linkState === 'loading' ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
          {t('purchases.loadingLink')}
        </p>
      ) : null}
      {linkState === 'offline' ? (
        <p role="status" className="mt-6 rounded-lg bg-stone-100 p-4 text-sm text-stone-800">
          {t('purchases.linkOffline')}
        </p>
      ) : null}
      {linkState === 'failed' ? (
        <div role="alert" className="mt-6 rounded-lg bg-red-50 p-4 text-sm text-red-900" data-testid="purchase-link-failed">
          <p className="font-semibold">{t('purchases.linkFailed')}</p>
          <p className="mt-1">{t('purchases.linkFailedText')}</p>
        </div>
      ) : null}

      {orders === undefined ? (
        <p role="status" className="mt-10 text-stone-700">
          {t('common.loading')}
        </p>
      ) : orders.length === 0 ? (
        linkState === 'loading' || account.state === 'loading' ? null : (
          <section
            aria-labelledby="purchases-empty"
            data-testid="purchases-empty"
            className="mt-10 rounded-2xl border border-dashed border-stone-300 p-10 text-center"
          >
            <h2 id="purchases-empty" className="text-xl font-semibold text-stone-900">
              {t('purchases.emptyTitle')}
            </h2>
            <p className="mx-auto mt-2 max-w-xl text-stone-700">{t('purchases.emptyText')}</p>
            <Link to="/$lang/browse" params={{ lang }} className="btn-primary mt-6 px-5 py-2.5">
              {t('cart.browseProfiles')}
            </Link>
          </section>
        )
      ) : (
        <div className="mt-10 grid gap-10">
          {orders.map((group) => (
            <section
              key={group.orderId}
              aria-labelledby={`order-${group.orderId}`}
              data-testid="purchased-order"
              data-order-id={group.orderId}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2 border-b border-stone-200 pb-2">
                <h2 id={`order-${group.orderId}`} className="text-xl font-semibold text-stone-900">
                  {t('purchases.order', { id: group.orderId })}
                </h2>
                <p className="text-sm text-stone-600">
                  {t('purchases.purchasedOn', { date: formatDate(group.purchasedAt, lang, 'longDayTime') })}
                </p>
              </div>
              <div className="mt-4 grid gap-4">
                {group.items.map((row) => (
                  <PurchasedContactCard key={row.id} contact={row} captureMethod={row.order?.captureMethod} />
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
