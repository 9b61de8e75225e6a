// One order in the back office (/admin/orders/$id): its payment with the
// provider's ids and a link to the provider's dashboard, the confirmation email's state with
// "Resend confirmation", its contacts at the price each was sold at with their release state and
// a refund per contact or for the whole order (a reason asked in a dialog), the buyer's disclosure
// form (order-disclosure.tsx), "Block buyer", and its refund history.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrder, refundOrder, resendConfirmation, retryRefund } from '#app/api/admin-orders.ts';
import { ApiError } from '#app/api/client.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatDate, formatUsd } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import {
  type AdminOrderDetail,
  type AdminOrderItem,
  type AdminRefundRequest,
  REFUND_REFUSALS,
  type RefundRefusal,
} from '#contract/admin-order.schema.ts';
import { AdminPage } from '../admin-page.tsx';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';
import { PeopleBadge } from '../users/people-badge.tsx';
import { BlockBuyer } from './block-buyer.tsx';
import { OrderBadges, ReleaseBadge } from './order-badges.tsx';
import { OrderDisclosure } from './order-disclosure.tsx';
import { RefundDialog, type RefundTarget } from './refund-dialog.tsx';

const orderKey = (id: number) => ['admin', 'orders', 'detail', id] as const;

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm sm:p-5" data-testid={testId}>
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-stone-600">{label}</dt>
      <dd className="min-w-0 break-all text-stone-900">{children}</dd>
    </>
  );
}

export function OrderPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<RefundTarget | null>(null);
  const order = useQuery({ queryKey: orderKey(id), queryFn: () => getOrder(id), enabled: id > 0 });

  const settled = (next: AdminOrderDetail) => {
    queryClient.setQueryData(orderKey(id), next);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'list'] });
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders', 'refund-queue'] });
  };
  const failure = (error: unknown, fallback: string) => {
    const code = error instanceof ApiError ? error.body.code : undefined;
    const known = typeof code === 'string' && code in REFUND_REFUSALS;
    toast({ title: fallback, description: known ? t(`adminOrders.refusals.${code as RefundRefusal}`) : undefined, variant: 'destructive' });
  };

  const resend = useMutation({
    mutationFn: () => resendConfirmation(id),
    onSuccess: (next) => {
      settled(next);
      toast({ title: t('adminOrders.detail.resent'), variant: 'success' });
    },
    onError: (error) => failure(error, t('adminOrders.detail.resendFailed')),
  });
  const refund = useMutation({
    mutationFn: (body: AdminRefundRequest) => refundOrder(id, body),
    onSuccess: (result) => {
      settled(result.order);
      setTarget(null);
      toast({ title: t('adminOrders.refund.done', { amount: formatUsd(result.refund.amount) }), variant: 'success' });
    },
    onError: (error) => {
      failure(error, t('adminOrders.refund.failed'));
      // refused for good (409): the order changed under us; show it as it is now
      if (error instanceof ApiError && error.status === 409) {
        setTarget(null);
        void order.refetch();
      }
    },
  });
  const retry = useMutation({
    mutationFn: (refundId: number) => retryRefund(id, refundId),
    onSuccess: (next) => {
      settled(next);
      toast({ title: t('adminOrders.detail.retried'), variant: 'success' });
    },
    onError: (error) => failure(error, t('adminOrders.detail.retryFailed')),
  });

  const title = t('adminOrders.orderNumber', { id });
  const back = (
    <Link to="/admin/orders" className="btn-secondary px-3 py-1.5 text-sm">
      {t('adminOrders.detail.back')}
    </Link>
  );
  if (id <= 0 || (order.isError && order.error instanceof ApiError && order.error.status === 404)) {
    return (
      <AdminPage title={title} actions={back}>
        <p role="alert" className="py-10 text-center text-stone-700">
          {t('adminOrders.detail.notFound')}
        </p>
      </AdminPage>
    );
  }
  if (order.isPending) {
    return (
      <AdminPage title={title} actions={back}>
        <LoadingText text={t('adminOrders.detail.loading')} />
      </AdminPage>
    );
  }
  if (order.isError) {
    return (
      <AdminPage title={title} actions={back}>
        <LoadError text={t('adminOrders.detail.error')} retryText={t('adminOrders.retry')} onRetry={() => void order.refetch()} />
      </AdminPage>
    );
  }

  const o = order.data;
  const delivered = o.items.filter((item) => item.releaseStatus === 'released');
  const refundable = o.status === 'completed' && o.paymentIntentId !== null;
  const refundedCount = o.items.filter((item) => item.releaseStatus === 'refunded').length;
  const askItem = (item: AdminOrderItem) => setTarget({ itemIds: [item.id], name: item.name, amount: item.price });
  const askAll = () => setTarget({ amount: delivered.reduce((sum, item) => sum + item.price, 0) });
  const paid = o.status === 'completed' || o.status === 'awaiting_approval';

  return (
    <AdminPage title={title} actions={back}>
      <div className="flex flex-col gap-6">
        <OrderBadges order={{ ...o, itemCount: o.items.length, refundedCount }} />

        <Section title={t('adminOrders.detail.paymentHeading')} testId="order-payment">
          <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
            <Field label={t('adminOrders.detail.buyer')}>{o.customerEmail}</Field>
            <Field label={t('adminOrders.detail.buyerName')}>{o.customerName ?? t('adminOrders.detail.none')}</Field>
            <Field label={t('adminOrders.detail.created')}>{formatDate(o.createdAt, lang, 'dayTime')}</Field>
            {o.completedAt ? <Field label={t('adminOrders.detail.completed')}>{formatDate(o.completedAt, lang, 'dayTime')}</Field> : null}
            {o.failureReason ? <Field label={t('adminOrders.detail.failureReason')}>{o.failureReason}</Field> : null}
            <Field label={t('adminOrders.detail.language')}>{o.language}</Field>
            <Field label={t('adminOrders.detail.total')}>{formatUsd(o.totalAmount)}</Field>
            <Field label={t('adminOrders.detail.paid')}>
              {o.paidAmount === null ? t('adminOrders.detail.none') : formatUsd(o.paidAmount)}
            </Field>
            {o.refundedAmount > 0 ? <Field label={t('adminOrders.detail.refunded')}>{formatUsd(o.refundedAmount)}</Field> : null}
            {o.refundDue > 0 ? <Field label={t('adminOrders.detail.refundDue')}>{formatUsd(o.refundDue)}</Field> : null}
            <Field label={t('adminOrders.detail.provider')}>{t(`adminOrders.detail.providers.${o.provider}`)}</Field>
            <Field label={t('adminOrders.detail.sessionId')}>
              <code data-testid="order-session-id">{o.providerSessionId ?? t('adminOrders.detail.none')}</code>
            </Field>
            <Field label={t('adminOrders.detail.paymentIntent')}>
              <code data-testid="order-payment-intent">{o.paymentIntentId ?? t('adminOrders.detail.none')}</code>
            </Field>
          </dl>
          <p className="mt-3 text-sm">
            {o.dashboardUrl ? (
              <a
                href={o.dashboardUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="font-medium text-rose-800 underline hover:text-rose-900"
              >
                {t('adminOrders.detail.dashboardLink')}
              </a>
            ) : o.provider === 'test' ? (
              <span className="text-stone-700">{t('adminOrders.detail.noDashboard')}</span>
            ) : null}
          </p>
        </Section>

        <Section title={t('adminOrders.detail.emailHeading')} testId="order-email">
          <p className="text-sm text-stone-800" data-testid="order-email-state">
            {!paid
              ? t('adminOrders.detail.emailNone')
              : o.confirmation.sentAt
                ? t('adminOrders.detail.emailSent', { date: formatDate(o.confirmation.sentAt, lang, 'dayTime') })
                : t('adminOrders.detail.emailPending')}
          </p>
          {paid ? (
            <button
              type="button"
              className="btn-secondary mt-3 px-3 py-1.5 text-sm"
              disabled={resend.isPending}
              aria-busy={resend.isPending}
              onClick={() => resend.mutate()}
            >
              {resend.isPending ? t('adminOrders.detail.resending') : t('adminOrders.detail.resend')}
            </button>
          ) : null}
        </Section>

        <Section title={t('adminOrders.detail.itemsHeading')} testId="order-items">
          <ItemList items={o.items} canRefund={refundable} pending={refund.isPending} onRefund={askItem} />
          {refundable && delivered.length > 0 ? (
            <button
              type="button"
              className="btn-primary mt-4 bg-red-700 px-3 py-1.5 text-sm hover:bg-red-800"
              disabled={refund.isPending}
              onClick={askAll}
              data-testid="refund-all"
            >
              {t('adminOrders.detail.refundAll')}
            </button>
          ) : null}
        </Section>

        <OrderDisclosure order={o} />

        <BlockBuyer order={o} />

        <Section title={t('adminOrders.detail.refundsHeading')} testId="order-refunds">
          {o.refunds.length === 0 ? (
            <p className="text-sm text-stone-700">{t('adminOrders.detail.noRefunds')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {o.refunds.map((r) => (
                <li key={r.id} className="rounded-md border border-stone-200 p-3 text-sm" data-testid="refund-row" data-refund-id={r.id}>
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-semibold text-stone-900">{formatUsd(r.amount)}</span>
                    <PeopleBadge tone={r.status === 'succeeded' ? 'green' : 'yellow'} testId="refund-state">
                      {t(`adminOrders.detail.refundState.${r.status}`)}
                    </PeopleBadge>
                    <span className="text-stone-700">{t(`adminOrders.detail.refundKind.${r.kind}`)}</span>
                    <span className="text-stone-600">{formatDate(r.createdAt, lang, 'dayTime')}</span>
                  </div>
                  {r.adminUsername ? (
                    <p className="mt-1 text-stone-700">{t('adminOrders.detail.refundBy', { name: r.adminUsername })}</p>
                  ) : null}
                  {r.reason ? <p className="mt-1 text-stone-800">{t('adminOrders.detail.refundReason', { reason: r.reason })}</p> : null}
                  {r.providerRefundId ? (
                    <p className="mt-1 break-all text-stone-700">{t('adminOrders.detail.refundProviderId', { id: r.providerRefundId })}</p>
                  ) : null}
                  {r.status === 'pending' && r.lastError ? (
                    <p className="mt-1 text-red-800">
                      {t('adminOrders.detail.refundLastError', { error: r.lastError })} ·{' '}
                      {t('adminOrders.detail.refundAttempts', { count: r.attempts })}
                    </p>
                  ) : null}
                  {r.status === 'pending' ? (
                    <button
                      type="button"
                      className="btn-secondary mt-2 px-3 py-1 text-sm"
                      disabled={retry.isPending}
                      onClick={() => retry.mutate(r.id)}
                    >
                      {t('adminOrders.detail.retryRefund')}
                    </button>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </Section>
      </div>
      <RefundDialog target={target} pending={refund.isPending} onCancel={() => setTarget(null)} onConfirm={(body) => refund.mutate(body)} />
    </AdminPage>
  );
}

function ItemList({
  items,
  canRefund,
  pending,
  onRefund,
}: {
  items: AdminOrderItem[];
  canRefund: boolean;
  pending: boolean;
  onRefund: (item: AdminOrderItem) => void;
}) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-700';
  const action = (item: AdminOrderItem) =>
    canRefund && item.releaseStatus === 'released' ? (
      <button
        type="button"
        className="btn-secondary px-3 py-1 text-sm"
        disabled={pending}
        onClick={() => onRefund(item)}
        aria-label={t('adminOrders.detail.refundItemOf', { name: item.name })}
        data-testid="refund-item"
      >
        {t('adminOrders.detail.refundItem')}
      </button>
    ) : null;
  const name = (item: AdminOrderItem) =>
    item.profileId ? (
      <Link
        to="/admin/edit-profile/$id"
        params={{ id: item.profileId }}
        className="font-medium text-rose-800 underline hover:text-rose-900"
      >
        {item.name}
      </Link>
    ) : (
      <span className="font-medium text-stone-900">{item.name}</span>
    );
  const state = (item: AdminOrderItem) => (
    <span className="flex flex-col gap-1">
      <ReleaseBadge status={item.releaseStatus} />
      {item.refundedAt ? (
        <span className="text-xs text-stone-600">{t('adminOrders.detail.refundedOn', { date: formatDate(item.refundedAt, lang) })}</span>
      ) : null}
    </span>
  );
  return (
    <>
      <div className="hidden overflow-x-auto md:block">
        <table className="min-w-full divide-y divide-stone-200 text-sm">
          <caption className="sr-only">{t('adminOrders.detail.itemsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col" className={th}>
                {t('adminOrders.detail.itemName')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('adminOrders.detail.itemPrice')}
              </th>
              <th scope="col" className={th}>
                {t('adminOrders.detail.itemState')}
              </th>
              <th scope="col" className={th}>
                <span className="sr-only">{t('adminOrders.detail.itemActions')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {items.map((item) => (
              <tr key={item.id} data-item-id={item.id}>
                <td className="px-3 py-2">{name(item)}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right text-stone-900">{formatUsd(item.price)}</td>
                <td className="px-3 py-2">{state(item)}</td>
                <td className="px-3 py-2 text-right">{action(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden">
        {items.map((item) => (
          <li key={item.id} className="rounded-md border border-stone-200 p-3" data-item-id={item.id}>
            <div className="flex items-baseline justify-between gap-3">
              {name(item)}
              <span className="text-stone-900">{formatUsd(item.price)}</span>
            </div>
            <div className="mt-2 flex items-end justify-between gap-3">
              {state(item)}
              {action(item)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
