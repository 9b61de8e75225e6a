// The question before a destructive step on the people pages (deactivate a user, delete an admin):
// an alert dialog whose safe answer (Cancel) has the first focus; Escape or the backdrop cancel.
import { Description, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';

export function ConfirmDialog({
  open,
  title,
  text,
  cancelLabel,
  confirmLabel,
  pending = false,
  onCancel,
  onConfirm,
  testId,
}: {
  open: boolean;
  title: string;
  text: string;
  cancelLabel: string;
  confirmLabel: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  testId: string;
}) {
  return (
    <Dialog open={open} onClose={onCancel} role="alertdialog" className="fixed inset-0 z-[80] flex items-center justify-center p-4">
      <DialogBackdrop className="fixed inset-0 bg-stone-900/50" />
      <DialogPanel data-testid={testId} className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-xl">
        <DialogTitle className="text-lg font-semibold text-stone-900">{title}</DialogTitle>
        <Description className="mt-2 text-sm text-stone-700">{text}</Description>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <button type="button" data-autofocus onClick={onCancel} className="btn-secondary px-4 py-2">
            {cancelLabel}
          </button>
          <button type="button" disabled={pending} onClick={onConfirm} className="btn-primary bg-red-700 px-4 py-2 hover:bg-red-800">
            {confirmLabel}
          </button>
        </div>
      </DialogPanel>
    </Dialog>
  );
}
