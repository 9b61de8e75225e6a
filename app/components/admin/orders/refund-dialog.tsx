// The question before a refund (whole order or one contact): how much goes back, and the reason,
// which is required. The dialog's idempotency key is made when it opens and kept for every
// submit of it, so a double click or a retry after a lost answer refunds once (decision 029).
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUsd } from '#app/i18n/format.ts';
import { REFUND_REASON_MAX } from '#contract/admin-order.schema.ts';
import { DangerActions, RequiredReason } from './reason-field.tsx';

export interface RefundTarget {
  /** Absent: every delivered contact left on the order. */
  itemIds?: number[];
  /** The contact's name; absent for the whole order. */
  name?: string;
  amount: number;
}

export function RefundDialog({
  target,
  pending,
  onCancel,
  onConfirm,
}: {
  target: RefundTarget | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (request: { itemIds?: number[]; reason: string; idempotencyKey: string }) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<'required' | null>(null);
  const [key, setKey] = useState<{ for: RefundTarget | null; value: string }>({ for: null, value: '' });
  // a new target (the dialog opened for another refund) gets a new key and an empty reason
  if (target && key.for !== target) {
    setKey({ for: target, value: crypto.randomUUID() });
    setReason('');
    setError(null);
  }
  const amount = target ? formatUsd(target.amount) : '';
  const submit = () => {
    if (!target || pending) return;
    const trimmed = reason.trim();
    if (!trimmed) {
      setError('required');
      return;
    }
    onConfirm({ ...(target.itemIds ? { itemIds: target.itemIds } : {}), reason: trimmed, idempotencyKey: key.value });
  };
  return (
    <Dialog
      open={target !== null}
      onClose={() => !pending && onCancel()}
      className="fixed inset-0 z-[80] flex items-center justify-center p-4"
    >
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      {target ? (
        <DialogPanel className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl" data-testid="refund-dialog">
          <DialogTitle className="text-lg font-semibold text-stone-900">
            {target.name ? t('adminOrders.refund.titleItem', { name: target.name }) : t('adminOrders.refund.titleAll')}
          </DialogTitle>
          <Description className="mt-2 text-sm text-stone-700">{t('adminOrders.refund.text', { amount })}</Description>
          <RequiredReason
            label={t('adminOrders.refund.reasonLabel')}
            hint={t('adminOrders.refund.reasonHint')}
            value={reason}
            onChange={setReason}
            maxLength={REFUND_REASON_MAX}
            error={error ? t('adminOrders.refund.reasonRequired') : null}
            testId="refund-reason"
          />
          <DangerActions
            pending={pending}
            onCancel={onCancel}
            onConfirm={submit}
            cancelLabel={t('adminOrders.refund.cancel')}
            confirmLabel={pending ? t('adminOrders.refund.working') : t('adminOrders.refund.confirm', { amount })}
            testId="refund-confirm"
          />
        </DialogPanel>
      ) : null}
    </Dialog>
  );
}
