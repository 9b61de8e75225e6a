// The labels of an order and of its items: the order's status (completed green, pending yellow,
// any other the destructive style, as on the user dialog), test mode, and what was refunded or
// is owed back; an item's release state.
import { useTranslation } from 'react-i18next';
import type { AdminOrderListItem, ItemReleaseStatus } from '#contract/admin-order.schema.ts';
import { type BadgeTone, orderStatusTone, PeopleBadge } from '../users/people-badge.tsx';

export function OrderBadges({
  order,
}: {
  order: Pick<AdminOrderListItem, 'status' | 'mode' | 'itemCount' | 'refundedCount' | 'refundDue'>;
}) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <PeopleBadge tone={orderStatusTone(order.status)} testId="order-status">
        {t(`adminOrders.filters.${order.status}`)}
      </PeopleBadge>
      {order.refundedCount > 0 ? (
        <PeopleBadge tone="purple" testId="order-refunded">
          {order.refundedCount === order.itemCount ? t('adminOrders.badges.refunded') : t('adminOrders.badges.partlyRefunded')}
        </PeopleBadge>
      ) : null}
      {order.refundDue > 0 ? <PeopleBadge tone="red">{t('adminOrders.badges.refundDue')}</PeopleBadge> : null}
      {order.mode === 'test' ? <PeopleBadge tone="gray">{t('adminOrders.badges.test')}</PeopleBadge> : null}
    </span>
  );
}

const RELEASE_TONES: Record<ItemReleaseStatus, BadgeTone> = {
  pending: 'yellow',
  released: 'green',
  awaiting_consent: 'blue',
  declined: 'red',
  refunded: 'purple',
};

export function ReleaseBadge({ status }: { status: ItemReleaseStatus }) {
  const { t } = useTranslation();
  return (
    <PeopleBadge tone={RELEASE_TONES[status]} testId="item-release-status">
      {t(`adminOrders.detail.releaseStatus.${status}`)}
    </PeopleBadge>
  );
}
