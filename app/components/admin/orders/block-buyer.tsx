// "Block buyer" on an order's page: where (everywhere, or one of the order's
// profiles) and why (required), asked in a dialog; the block copies every identity the order
// holds (the receipt email's hash, the account, the card fingerprint). The block list is on
// /admin/blocks.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blockBuyer } from '#app/api/admin-orders.ts';
import { ApiError } from '#app/api/client.ts';
import { toast } from '#app/components/toast/toast-store.ts';
import { BLOCK_REASON_MAX, BLOCK_REFUSALS, type BlockRefusal } from '#contract/admin-block.schema.ts';
import type { AdminOrderDetail } from '#contract/admin-order.schema.ts';
import { DetailSection } from '../detail-section.tsx';
import { DangerActions, RequiredReason } from './reason-field.tsx';

type Scope = 'everywhere' | number;

export function BlockBuyer({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const block = useMutation({
    mutationFn: (body: { scope: Scope; reason: string }) => blockBuyer(order.id, body),
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'blocks'] });
      toast({ title: t('adminOrders.blocks.blocked'), variant: 'success' });
    },
    onError: (error) => {
      const code = error instanceof ApiError ? error.body.code : undefined;
      const known = typeof code === 'string' && code in BLOCK_REFUSALS;
      toast({
        title: t('adminOrders.blocks.blockFailed'),
        description: known ? t(`adminOrders.blocks.refusals.${code as BlockRefusal}`) : undefined,
        variant: 'destructive',
      });
    },
  });
  return (
    <DetailSection title={t('adminOrders.blocks.orderHeading')} testId="order-block">
      <p className="text-sm text-stone-700">{t('adminOrders.blocks.orderExplain')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button type="button" className="btn-primary bg-red-700 px-3 py-1.5 text-sm hover:bg-red-800" onClick={() => setOpen(true)}>
          {t('adminOrders.blocks.blockBuyer')}
        </button>
        <Link to="/admin/blocks" className="text-sm font-medium text-rose-800 underline hover:text-rose-900">
          {t('adminOrders.blocks.seeList')}
        </Link>
      </div>
      <BlockBuyerDialog
        open={open}
        order={order}
        pending={block.isPending}
        onCancel={() => setOpen(false)}
        onConfirm={(body) => block.mutate(body)}
      />
    </DetailSection>
  );
}

function BlockBuyerDialog({
  open,
  order,
  pending,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  order: AdminOrderDetail;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (body: { scope: Scope; reason: string }) => void;
}) {
  const { t } = useTranslation();
  const [scope, setScope] = useState<Scope>('everywhere');
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const profiles = order.items.flatMap((item) => (item.profileId === null ? [] : [{ id: item.profileId, name: item.name }]));
  const submit = () => {
    if (pending) return;
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm({ scope, reason: reason.trim() });
  };
  return (
    <Dialog open={open} onClose={() => !pending && onCancel()} className="fixed inset-0 z-[80] flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      <DialogPanel
        className="relative max-h-full w-full max-w-md overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        data-testid="block-dialog"
      >
        <DialogTitle className="text-lg font-semibold text-stone-900">{t('adminOrders.blocks.dialogTitle')}</DialogTitle>
        <Description className="mt-2 text-sm text-stone-700">
          {t('adminOrders.blocks.dialogText', { email: order.customerEmail })}
        </Description>
        <fieldset className="mt-4">
          <legend className="text-sm font-medium text-stone-900">{t('adminOrders.blocks.scopeLabel')}</legend>
          <div className="mt-2 grid gap-2">
            {[
              { value: 'everywhere' as Scope, label: t('adminOrders.blocks.everywhere') },
              ...profiles.map((p) => ({ value: p.id as Scope, label: t('adminOrders.blocks.onProfile', { name: p.name }) })),
            ].map((option) => (
              <label key={String(option.value)} className="flex items-center gap-2 text-sm text-stone-900">
                <input
                  type="radio"
                  name="block-scope"
                  checked={scope === option.value}
                  onChange={() => setScope(option.value)}
                  className="size-4 accent-rose-700"
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <RequiredReason
          label={t('adminOrders.blocks.reasonLabel')}
          value={reason}
          onChange={setReason}
          maxLength={BLOCK_REASON_MAX}
          error={missing ? t('adminOrders.blocks.validation.reasonRequired') : null}
          testId="block-reason"
        />
        <DangerActions
          pending={pending}
          onCancel={onCancel}
          onConfirm={submit}
          cancelLabel={t('adminOrders.blocks.cancel')}
          confirmLabel={pending ? t('adminOrders.blocks.working') : t('adminOrders.blocks.confirm')}
          testId="block-confirm"
        />
      </DialogPanel>
    </Dialog>
  );
}
