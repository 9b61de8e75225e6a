// The dashboard's "Refunds due": orders that owe a buyer money back — contacts
// paid for but not delivered (her consent withdrawn between checkout and payment), or refunds the
// provider has not completed — oldest first, each linking to its order, until the money went back.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { getRefundQueue } from '#app/api/admin-orders.ts';
import { formatDate, formatUsd } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { LoadError, LoadingText } from '../dashboard/load-state.tsx';

export function RefundQueue() {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const headingId = useId();
  const queue = useQuery({
    queryKey: ['admin', 'orders', 'refund-queue'],
    queryFn: getRefundQueue,
  });
  const rows = queue.data?.data ?? [];
  return (
    <section aria-labelledby={headingId} className="mt-8" data-testid="refund-queue">
      <h2 id={headingId} className="text-lg font-semibold text-stone-900">
        {t('adminOrders.queue.heading')}
      </h2>
      <p className="mt-1 text-sm text-stone-700">{t('adminOrders.queue.intro')}</p>
      {queue.isPending ? (
        <LoadingText text={t('adminOrders.queue.loading')} />
      ) : queue.isError ? (
        <LoadError text={t('adminOrders.queue.error')} retryText={t('adminOrders.retry')} onRetry={() => void queue.refetch()} />
      ) : rows.length === 0 ? (
        <p className="mt-3 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-700">{t('adminOrders.queue.empty')}</p>
      ) : (
        <>
          {(queue.data?.total ?? 0) > rows.length ? (
            <p className="mt-2 text-sm text-stone-700">{t('adminOrders.queue.total', { count: queue.data?.total ?? 0 })}</p>
          ) : null}
          <ul className="mt-3 grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {rows.map((row) => (
              <li
                key={row.orderId}
                className="flex flex-col gap-1 rounded-lg border border-red-200 bg-white p-4 shadow-sm"
                data-order-id={row.orderId}
              >
                <Link
                  to="/admin/orders/$id"
                  params={{ id: row.orderId }}
                  className="font-semibold text-rose-800 underline hover:text-rose-900"
                  aria-label={t('adminOrders.openOrder', { id: row.orderId })}
                >
                  {t('adminOrders.orderNumber', { id: row.orderId })}
                </Link>
                <p className="text-lg font-bold text-stone-900">{t('adminOrders.queue.amount', { amount: formatUsd(row.amount) })}</p>
                <p className="break-all text-sm text-stone-700">{row.customerEmail}</p>
                <p className="text-sm text-stone-700">{t('adminOrders.queue.since', { date: formatDate(row.createdAt, lang) })}</p>
                {row.pendingRefunds > 0 ? (
                  <p className="text-sm text-stone-700">{t('adminOrders.queue.pending', { count: row.pendingRefunds })}</p>
                ) : null}
                {row.lastError ? (
                  <p className="text-sm text-red-800">{t('adminOrders.detail.refundLastError', { error: row.lastError })}</p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
