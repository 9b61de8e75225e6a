// The parts every "are you sure, and why?" dialog of an order shares (refund, block buyer): a
// required reason with its label and error, and the Cancel / confirm buttons, confirm in red and
// busy while the request runs.
import { useId } from 'react';

export function RequiredReason({
  label,
  hint,
  value,
  onChange,
  maxLength,
  error,
  testId,
}: {
  label: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** The message shown under the field, or null. */
  error: string | null;
  testId: string;
}) {
  const id = useId();
  const errorId = useId();
  return (
    <>
      <label htmlFor={id} className="mt-4 block text-sm font-medium text-stone-900">
        {label}
      </label>
      {hint ? <p className="text-xs text-stone-600">{hint}</p> : null}
      <textarea
        id={id}
        data-autofocus
        rows={3}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error !== null}
        aria-describedby={error ? errorId : undefined}
        className="mt-1 w-full rounded-md border border-stone-300 p-2"
        data-testid={testId}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function DangerActions({
  pending,
  onCancel,
  onConfirm,
  cancelLabel,
  confirmLabel,
  testId,
}: {
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  cancelLabel: string;
  /** The label while the request runs comes in here too. */
  confirmLabel: string;
  testId: string;
}) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} disabled={pending} className="btn-secondary px-4 py-2">
        {cancelLabel}
      </button>
      <button
        type="button"
        onClick={onConfirm}
        disabled={pending}
        aria-busy={pending}
        className="btn-primary bg-red-700 px-4 py-2 hover:bg-red-800"
        data-testid={testId}
      >
        {confirmLabel}
      </button>
    </div>
  );
}
