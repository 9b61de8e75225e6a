// An order's contacts at the price each was sold at, with their release state: a table on wide
// screens, cards on a phone. While the order can be refunded, each delivered contact has its own
// Refund and the section a "Refund the whole order"; both only ask (the dialog is the page's).
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatUsd } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import type { AdminOrderDetail, AdminOrderItem } from '#contract/admin-order.schema.ts';
import { DetailSection } from '../detail-section.tsx';
import { ReleaseBadge } from './order-badges.tsx';
import type { RefundTarget } from './refund-dialog.tsx';

export function OrderItems({
  order,
  pending,
  onAsk,
}: {
  order: AdminOrderDetail;
  pending: boolean;
  onAsk: (target: RefundTarget) => void;
}) {
  const { t } = useTranslation();
  const delivered = order.items.filter((item) => item.releaseStatus === 'released');
  const refundable = order.status === 'completed' && order.paymentIntentId !== null;
  return (
    <DetailSection title={t('adminOrders.detail.itemsHeading')} testId="order-items">
      <ItemList
        items={order.items}
        canRefund={refundable}
        pending={pending}
        onRefund={(item) => onAsk({ itemIds: [item.id], name: item.name, amount: item.price })}
      />
      {refundable && delivered.length > 0 ? (
        <button
          type="button"
          className="btn-primary mt-4 bg-red-700 px-3 py-1.5 text-sm hover:bg-red-800"
          disabled={pending}
          onClick={() => onAsk({ amount: delivered.reduce((sum, item) => sum + item.price, 0) })}
          data-testid="refund-all"
        >
          {t('adminOrders.detail.refundAll')}
        </button>
      ) : null}
    </DetailSection>
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
