// The parts of an order's page that say how it was paid and where it stands: the payment with the
// provider's ids and a link to the provider's dashboard, the confirmation email's state with
// "Resend confirmation", and the refund history (a refund the provider has not made yet can be
// tried again).
import { useTranslation } from 'react-i18next';
import { formatDate, formatUsd } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { AdminOrderDetail } from '#contract/admin-order.schema.ts';
import { DetailField, DetailList, DetailSection } from '../detail-section.tsx';
import { PeopleBadge } from '../users/people-badge.tsx';

type Refund = AdminOrderDetail['refunds'][number];

export function Payment({ order: o }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const none = t('adminOrders.detail.none');
  return (
    <DetailSection title={t('adminOrders.detail.paymentHeading')} testId="order-payment">
      <DetailList>
        <DetailField label={t('adminOrders.detail.buyer')}>{o.customerEmail}</DetailField>
        <DetailField label={t('adminOrders.detail.buyerName')}>{o.customerName ?? none}</DetailField>
        <DetailField label={t('adminOrders.detail.created')}>{formatDate(o.createdAt, lang, 'dayTime')}</DetailField>
        {o.completedAt ? (
          <DetailField label={t('adminOrders.detail.completed')}>{formatDate(o.completedAt, lang, 'dayTime')}</DetailField>
        ) : null}
        {o.failureReason ? <DetailField label={t('adminOrders.detail.failureReason')}>{o.failureReason}</DetailField> : null}
        <DetailField label={t('adminOrders.detail.language')}>{o.language}</DetailField>
        <DetailField label={t('adminOrders.detail.total')}>{formatUsd(o.totalAmount)}</DetailField>
        <DetailField label={t('adminOrders.detail.paid')}>{o.paidAmount === null ? none : formatUsd(o.paidAmount)}</DetailField>
        {o.refundedAmount > 0 ? <DetailField label={t('adminOrders.detail.refunded')}>{formatUsd(o.refundedAmount)}</DetailField> : null}
        {o.refundDue > 0 ? <DetailField label={t('adminOrders.detail.refundDue')}>{formatUsd(o.refundDue)}</DetailField> : null}
        <DetailField label={t('adminOrders.detail.provider')}>{t(`adminOrders.detail.providers.${o.provider}`)}</DetailField>
        <DetailField label={t('adminOrders.detail.sessionId')}>
          <code className="break-all" data-testid="order-session-id">
            {o.providerSessionId ?? none}
          </code>
        </DetailField>
        <DetailField label={t('adminOrders.detail.paymentIntent')}>
          <code className="break-all" data-testid="order-payment-intent">
            {o.paymentIntentId ?? none}
          </code>
        </DetailField>
      </DetailList>
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
    </DetailSection>
  );
}

export function ConfirmationEmail({ order, resend }: { order: AdminOrderDetail; resend: { isPending: boolean; mutate: () => void } }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const paid = order.status === 'completed' || order.status === 'awaiting_approval';
  return (
    <DetailSection title={t('adminOrders.detail.emailHeading')} testId="order-email">
      <p className="text-sm text-stone-800" data-testid="order-email-state">
        {!paid
          ? t('adminOrders.detail.emailNone')
          : order.confirmation.sentAt
            ? t('adminOrders.detail.emailSent', { date: formatDate(order.confirmation.sentAt, lang, 'dayTime') })
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
    </DetailSection>
  );
}

export function RefundHistory({
  order,
  retry,
}: {
  order: AdminOrderDetail;
  retry: { isPending: boolean; mutate: (refundId: number) => void };
}) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('adminOrders.detail.refundsHeading')} testId="order-refunds">
      {order.refunds.length === 0 ? (
        <p className="text-sm text-stone-700">{t('adminOrders.detail.noRefunds')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {order.refunds.map((r) => (
            <RefundRow key={r.id} refund={r} retrying={retry.isPending} onRetry={() => retry.mutate(r.id)} />
          ))}
        </ul>
      )}
    </DetailSection>
  );
}

function RefundRow({ refund: r, retrying, onRetry }: { refund: Refund; retrying: boolean; onRetry: () => void }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <li className="rounded-md border border-stone-200 p-3 text-sm" data-testid="refund-row" data-refund-id={r.id}>
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-stone-900">{formatUsd(r.amount)}</span>
        <PeopleBadge tone={r.status === 'succeeded' ? 'green' : 'yellow'} testId="refund-state">
          {t(`adminOrders.detail.refundState.${r.status}`)}
        </PeopleBadge>
        <span className="text-stone-700">{t(`adminOrders.detail.refundKind.${r.kind}`)}</span>
        <span className="text-stone-600">{formatDate(r.createdAt, lang, 'dayTime')}</span>
      </div>
      {r.adminUsername ? <p className="mt-1 text-stone-700">{t('adminOrders.detail.refundBy', { name: r.adminUsername })}</p> : null}
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
        <button type="button" className="btn-secondary mt-2 px-3 py-1 text-sm" disabled={retrying} onClick={onRetry}>
          {t('adminOrders.detail.retryRefund')}
        </button>
      ) : null}
    </li>
  );
}
