// One order in the back office and the changes to it: resend the confirmation, refund (a contact
// or the whole order, after the reason is asked in a dialog) and retry a refund the provider has
// not made yet. A change puts the answer in the cache, refreshes the order list and the refund
// queue, and says how it went in a toast (a refusal with its reason).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrder, refundOrder, resendConfirmation, retryRefund } from '#app/api/admin-orders.ts';
import { ApiError } from '#app/api/client.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { formatUsd } from '#app/i18n/format.ts';
import { type AdminOrderDetail, type AdminRefundRequest, REFUND_REFUSALS, type RefundRefusal } from '#contract/admin-order.schema.ts';
import type { RefundTarget } from './refund-dialog.tsx';

const orderKey = (id: number) => ['admin', 'orders', 'detail', id] as const;

export function useOrder(id: number) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  /** The refund being asked about in the dialog. */
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

  return { order, target, setTarget, resend, refund, retry };
}

export type OrderWork = ReturnType<typeof useOrder>;
