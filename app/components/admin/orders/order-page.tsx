// One order in the back office (/admin/orders/$id): its payment with the
// provider's ids and a link to the provider's dashboard, the confirmation email's state with
// "Resend confirmation", its contacts at the price each was sold at with their release state and
// a refund per contact or for the whole order (a reason asked in a dialog), the buyer's disclosure
// form (order-disclosure.tsx), "Block buyer", and its refund history.
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '#contract/admin-order.schema.ts';
import { DetailPage } from '../detail-page.tsx';
import { BlockBuyer } from './block-buyer.tsx';
import { OrderBadges } from './order-badges.tsx';
import { OrderDisclosure } from './order-disclosure.tsx';
import { OrderItems } from './order-items.tsx';
import { ConfirmationEmail, Payment, RefundHistory } from './order-sections.tsx';
import { RefundDialog } from './refund-dialog.tsx';
import { type OrderWork, useOrder } from './use-order.ts';

export function OrderPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const work = useOrder(id);
  return (
    <DetailPage
      title={t('adminOrders.orderNumber', { id })}
      backTo="/admin/orders"
      query={work.order}
      missing={id <= 0}
      texts={{
        back: t('adminOrders.detail.back'),
        loading: t('adminOrders.detail.loading'),
        notFound: t('adminOrders.detail.notFound'),
        error: t('adminOrders.detail.error'),
        retry: t('adminOrders.retry'),
      }}
    >
      {(order) => <OrderSections order={order} work={work} />}
    </DetailPage>
  );
}

function OrderSections({ order, work }: { order: AdminOrderDetail; work: OrderWork }) {
  const refundedCount = order.items.filter((item) => item.releaseStatus === 'refunded').length;
  return (
    <>
      <div className="flex flex-col gap-6">
        <OrderBadges order={{ ...order, itemCount: order.items.length, refundedCount }} />
        <Payment order={order} />
        <ConfirmationEmail order={order} resend={work.resend} />
        <OrderItems order={order} pending={work.refund.isPending} onAsk={work.setTarget} />
        <OrderDisclosure order={order} />
        <BlockBuyer order={order} />
        <RefundHistory order={order} retry={work.retry} />
      </div>
      <RefundDialog
        target={work.target}
        pending={work.refund.isPending}
        onCancel={() => work.setTarget(null)}
        onConfirm={(body) => work.refund.mutate(body)}
      />
    </>
  );
}
