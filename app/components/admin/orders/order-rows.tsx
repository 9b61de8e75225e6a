// The order list's rows: number, date, buyer, profiles, total and badges, each leading to the
// order's page. A table on wide screens, one card an order on a phone.
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatUsd } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { AdminOrderListItem } from '#contract/admin-order.schema.ts';
import { OrderBadges } from './order-badges.tsx';

function OrderLink({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/admin/orders/$id"
      params={{ id }}
      aria-label={t('adminOrders.openOrder', { id })}
      className="font-semibold text-rose-800 underline hover:text-rose-900"
    >
      #{id}
    </Link>
  );
}

export function OrderRows({ orders }: { orders: AdminOrderListItem[] }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-700';
  return (
    <>
      <div className="hidden overflow-x-auto rounded-lg border border-stone-200 bg-white shadow-sm md:block">
        <table className="min-w-full divide-y divide-stone-200 text-sm" data-testid="orders-table">
          <caption className="sr-only">{t('adminOrders.tableCaption')}</caption>
          <thead className="bg-stone-50">
            <tr>
              <th scope="col" className={th}>
                {t('adminOrders.columns.order')}
              </th>
              <th scope="col" className={th}>
                {t('adminOrders.columns.date')}
              </th>
              <th scope="col" className={th}>
                {t('adminOrders.columns.buyer')}
              </th>
              <th scope="col" className={th}>
                {t('adminOrders.columns.profiles')}
              </th>
              <th scope="col" className={`${th} text-right`}>
                {t('adminOrders.columns.total')}
              </th>
              <th scope="col" className={th}>
                {t('adminOrders.columns.status')}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-200">
            {orders.map((o) => (
              <tr key={o.id} data-order-id={o.id}>
                <td className="px-3 py-2">
                  <OrderLink id={o.id} />
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-stone-800">{formatDate(o.createdAt, lang)}</td>
                <td className="px-3 py-2 break-all text-stone-800">{o.customerEmail}</td>
                <td className="px-3 py-2 text-stone-800">{o.profileNames.join(', ')}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right font-medium text-stone-900">{formatUsd(o.totalAmount)}</td>
                <td className="px-3 py-2">
                  <OrderBadges order={o} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" data-testid="orders-cards">
        {orders.map((o) => (
          <li key={o.id} className="rounded-lg border border-stone-200 bg-white p-4 shadow-sm" data-order-id={o.id}>
            <div className="flex items-baseline justify-between gap-3">
              <h2 className="text-base">
                <OrderLink id={o.id} />
              </h2>
              <span className="font-semibold text-stone-900">{formatUsd(o.totalAmount)}</span>
            </div>
            <div className="mt-2">
              <OrderBadges order={o} />
            </div>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-stone-600">{t('adminOrders.columns.date')}</dt>
              <dd className="text-stone-900">{formatDate(o.createdAt, lang)}</dd>
              <dt className="text-stone-600">{t('adminOrders.columns.buyer')}</dt>
              <dd className="break-all text-stone-900">{o.customerEmail}</dd>
              <dt className="text-stone-600">{t('adminOrders.columns.profiles')}</dt>
              <dd className="text-stone-900">{o.profileNames.join(', ')}</dd>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
