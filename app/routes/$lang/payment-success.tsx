// Payment result: reads session_id or payment_intent, shows loading,
// then the order (number, name, email, total, status, date) with every purchased contact, or
// the "Payment Error" screen ("Payment information not found", "Failed to process order",
// "Error processing your order") with Back to Browse, or "Order not found". Once the order is
// saved on this device the address becomes ?order=<id> (no bearer secret in the history), which
// shows the order from the device again after a reload or back/forward. An order that waits for
// her answer is asked about again when the page opens and when the connection comes back, and
// the page follows what the device then holds. A payment reference opens the contacts only for a
// few hours after the payment; after them the page says where they are.
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '#app/components/auth/use-session.ts';
import { carriesPaymentReference, type PaymentSearch, usePaymentResult } from '#app/components/checkout/use-payment-result.ts';
import { CheckIcon } from '#app/components/icons/icons.tsx';
import { LoadingPanel } from '#app/components/layout/loading-panel.tsx';
import { StatusPanel, StatusText } from '#app/components/layout/status-panel.tsx';
import { useNoIndex } from '#app/components/layout/use-no-index.ts';
import { usePageTitle } from '#app/components/layout/use-page-title.ts';
import { AnswerCheckNote } from '#app/components/purchases/answer-check-note.tsx';
import { PurchasedContactCard } from '#app/components/purchases/purchased-contact-card.tsx';
import { usePurchaseAnswers } from '#app/components/purchases/use-purchase-answers.ts';
import { formatDate } from '#app/i18n/format.ts';
import type { Language } from '#app/i18n/language.ts';
import { awaitsAnswer } from '#app/local/purchases.ts';
import type { PaidOrder } from '#contract/checkout.schema.ts';

const paymentParam = (value: unknown) => value === undefined || (typeof value === 'string' && value.length <= 300);

/** ?session_id= or ?payment_intent= (text up to 300), anything invalid dropping both; ?order=
 * (digits) when valid. Checked by hand, not with zod: route search validation runs in the entry
 * chunk every page downloads. */
function parsePaymentSearch(raw: Record<string, unknown>): PaymentSearch {
  const { session_id, payment_intent } = raw;
  const order = raw.order === undefined ? '' : String(raw.order);
  const reference =
    paymentParam(session_id) && paymentParam(payment_intent)
      ? {
          ...(session_id === undefined ? {} : { session_id: session_id as string }),
          ...(payment_intent === undefined ? {} : { payment_intent: payment_intent as string }),
        }
      : {};
  return { ...reference, ...(/^[1-9]\d{0,14}$/.test(order) ? { order: Number(order) } : {}) };
}

export const Route = createFileRoute('/$lang/payment-success')({
  validateSearch: parsePaymentSearch,
  component: PaymentSuccessPage,
  staticData: { noindex: true },
});

const STATUS_KEYS = ['completed', 'paid', 'pending', 'processing', 'awaiting_approval', 'failed', 'refunded', 'cancelled'] as const;

function PaymentSuccessPage() {
  const { t } = useTranslation();
  const { lang } = Route.useParams();
  const search = Route.useSearch();
  const navigate = useNavigate();
  const { result, retry } = usePaymentResult(search);
  usePageTitle(t('pages.paymentSuccess'));
  useNoIndex();

  const savedOrderId = result.kind === 'success' && result.saved ? result.order.id : null;
  const withReference = carriesPaymentReference(search);
  const session = useSession();
  const answers = usePurchaseAnswers({
    userId: session.status === 'user' && session.user ? session.user.id : null,
    orderId: savedOrderId ?? undefined,
    awaiting: savedOrderId !== null && result.kind === 'success' && awaitsAnswer(result.order, result.contacts),
  });
  useEffect(() => {
    // The contacts are on this device now: the address (and its history entry) no longer needs
    // the session id, which would reopen the order for whoever has the URL. Not before saving,
    // so a reload until then still confirms the payment.
    if (savedOrderId === null || !withReference) return;
    void navigate({ to: '/$lang/payment-success', params: { lang }, search: { order: savedOrderId }, replace: true });
  }, [savedOrderId, withReference, lang, navigate]);

  switch (result.kind) {
    case 'loading':
    case 'offline':
      return (
        <LoadingPanel
          title={t('payment.processing')}
          label={result.kind === 'offline' ? t('payment.offline') : t('payment.processingText')}
          testId="payment-loading"
        />
      );
    case 'missing':
      return <PaymentError lang={lang} message={t('payment.infoNotFound')} />;
    case 'notOnDevice':
      return (
        <StatusPanel
          title={t('payment.notOnDeviceTitle')}
          testId="order-not-on-device"
          actions={
            <>
              <Link to="/$lang/purchases" params={{ lang }} className="btn-primary px-5 py-2.5">
                {t('purchases.title')}
              </Link>
              <Link to="/$lang/browse" params={{ lang }} className="btn-secondary px-5 py-2.5">
                {t('payment.backToBrowse')}
              </Link>
            </>
          }
        >
          <StatusText>{t('payment.notOnDeviceText')}</StatusText>
        </StatusPanel>
      );
    case 'failed':
      return <PaymentError lang={lang} message={t('payment.failedToProcess')} />;
    case 'error':
      return (
        <PaymentError lang={lang} message={t('payment.errorProcessing')}>
          <button type="button" onClick={retry} className="btn-secondary px-5 py-2.5">
            {t('payment.retry')}
          </button>
        </PaymentError>
      );
    case 'notFound':
      return (
        <StatusPanel
          title={t('payment.orderNotFound')}
          testId="order-not-found"
          actions={
            <>
              <Link to="/$lang/browse" params={{ lang }} className="btn-primary px-5 py-2.5">
                {t('payment.backToBrowse')}
              </Link>
              <Link to="/$lang/contact" params={{ lang }} className="btn-secondary px-5 py-2.5">
                {t('payment.contactSupport')}
              </Link>
            </>
          }
        >
          <StatusText>{t('payment.orderNotFoundText')}</StatusText>
        </StatusPanel>
      );
    case 'success': {
      // Authorised, not captured: nothing is charged until she has answered.
      const authorised = result.order.paymentState === 'authorized';
      return (
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8" data-testid="payment-success">
          <div className="flex flex-col items-center text-center">
            <span aria-hidden="true" className="flex size-14 items-center justify-center rounded-full bg-emerald-100 text-emerald-700">
              <CheckIcon className="size-8" />
            </span>
            {authorised ? (
              <>
                <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900" data-testid="payment-authorised">
                  {t('approval.purchase.authorisedTitle')}
                </h1>
                <p className="mt-2 max-w-2xl text-stone-700">
                  {t('approval.purchase.authorisedText', { email: result.order.customerEmail })}
                </p>
              </>
            ) : (
              <>
                <h1 className="mt-4 text-3xl font-bold tracking-tight text-stone-900">{t('payment.successTitle')}</h1>
                <p className="mt-2 max-w-2xl text-stone-700">{t('payment.successText', { email: result.order.customerEmail })}</p>
              </>
            )}
          </div>
          <OrderDetails order={result.order} lang={lang} />
          <section aria-labelledby="contacts-title" className="mt-10">
            <h2 id="contacts-title" className="text-2xl font-bold text-stone-900">
              {t('payment.contactsTitle')}
            </h2>
            <AnswerCheckNote state={answers.state} onRetry={answers.retry} />
            {result.withheld ? (
              <p className="mt-4 rounded-lg bg-amber-50 p-4 text-sm text-stone-800" data-testid="contacts-withheld">
                {t('payment.contactsWithheld')}{' '}
                <Link to="/$lang/purchases" params={{ lang }} className="font-semibold text-rose-700 underline">
                  {t('purchases.title')}
                </Link>
              </p>
            ) : null}
            <div className="mt-4 grid gap-4">
              {result.contacts.map((contact) => (
                <PurchasedContactCard key={contact.id} contact={contact} captureMethod={result.order.captureMethod} />
              ))}
            </div>
            {result.saved ? (
              <p className="mt-6 rounded-lg bg-stone-50 p-4 text-sm text-stone-700">
                {t('payment.savedOnDevice')}{' '}
                <Link to="/$lang/purchases" params={{ lang }} className="font-semibold text-rose-700 underline">
                  {t('purchases.title')}
                </Link>
              </p>
            ) : null}
          </section>
          <div className="mt-10 flex justify-center">
            <Link to="/$lang/browse" params={{ lang }} className="btn-secondary px-5 py-2.5">
              {t('payment.backToBrowse')}
            </Link>
          </div>
        </div>
      );
    }
  }
}

function PaymentError({ lang, message, children }: { lang: Language; message: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <StatusPanel
      title={t('payment.errorTitle')}
      testId="payment-error"
      icon={<span className="flex size-14 items-center justify-center rounded-full bg-red-100 text-2xl font-bold text-red-700">!</span>}
      actions={
        <>
          <Link to="/$lang/browse" params={{ lang }} className="btn-primary px-5 py-2.5">
            {t('payment.backToBrowse')}
          </Link>
          {children}
        </>
      }
    >
      <p role="alert" className="mt-3 text-lg text-stone-800" data-testid="payment-error-message">
        {message}
      </p>
      <p className="mt-2 text-sm text-stone-600">{t('payment.errorHelp')}</p>
    </StatusPanel>
  );
}

function OrderDetails({ order, lang }: { order: PaidOrder; lang: Language }) {
  const { t } = useTranslation();
  const status = (STATUS_KEYS as readonly string[]).includes(order.status)
    ? t(`payment.statuses.${order.status as (typeof STATUS_KEYS)[number]}`)
    : order.status;
  const date = formatDate(order.createdAt, lang, 'longDayTime');
  const rows: Array<[string, string, string]> = [
    ['order-number', t('payment.orderNumber'), `#${order.id}`],
    ['order-name', t('payment.customerName'), order.customerName],
    ['order-email', t('payment.customerEmail'), order.customerEmail],
    ['order-total', t('payment.total'), `$${order.totalAmount}`],
    ['order-status', t('payment.status'), status],
    ['order-date', t('payment.date'), date],
  ];
  return (
    <section aria-labelledby="order-title" className="mt-10 rounded-2xl border border-stone-200 bg-stone-50 p-6">
      <h2 id="order-title" className="text-lg font-semibold text-stone-900">
        {t('payment.orderDetails')}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-3 sm:grid-cols-2">
        {rows.map(([id, label, value]) => (
          <div key={id} className="flex justify-between gap-4 border-b border-stone-200 pb-2 sm:block sm:border-0 sm:pb-0">
            <dt className="text-sm text-stone-600">{label}</dt>
            <dd data-testid={id} className="font-medium break-all text-stone-900">
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
