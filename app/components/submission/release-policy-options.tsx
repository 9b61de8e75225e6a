// Her release policy as two radio choices with a line each: anyone who pays gets her
// details at once, or she approves each buyer first and the buyer is charged only if she accepts
// within the deadline (the admin setting, in days). The submission form and her owner page show
// the same words; each page decides what a change does.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePricing } from '#app/components/cart/use-pricing.ts';
import { RELEASE_POLICY_NAMES, type ReleasePolicyName } from '#contract/approval-request.schema.ts';

/** Whole days she has to answer (the setting approval_deadline_hours), as the last pricing fetched says. */
export function useApprovalDays(): number {
  return Math.max(1, Math.floor(usePricing().approvalDeadlineHours / 24));
}

export function ReleasePolicyOptions({
  value,
  onChange,
  disabled,
  legend,
  legendHidden,
  describedBy,
  testId = 'release-policy',
}: {
  value: ReleasePolicyName;
  onChange: (policy: ReleasePolicyName) => void;
  disabled?: boolean;
  legend: string;
  /** The page's heading already says it: the legend is for screen readers only. */
  legendHidden?: boolean;
  describedBy?: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  const days = useApprovalDays();
  const name = useId();
  return (
    <fieldset aria-describedby={describedBy} data-testid={testId} disabled={disabled}>
      <legend className={legendHidden ? 'sr-only' : 'text-sm font-semibold text-stone-900'}>{legend}</legend>
      <div className={legendHidden ? 'grid gap-2' : 'mt-2 grid gap-2'}>
        {RELEASE_POLICY_NAMES.map((policy) => {
          const id = `${name}-${policy}`;
          return (
            <label
              key={policy}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-stone-200 bg-white p-3 has-[:checked]:border-rose-300 has-[:checked]:bg-rose-50"
            >
              <input
                id={id}
                type="radio"
                name={name}
                value={policy}
                checked={value === policy}
                onChange={() => onChange(policy)}
                aria-describedby={`${id}-hint`}
                className="mt-1 size-4 shrink-0 accent-rose-700"
                data-testid={`${testId}-${policy}`}
              />
              <span>
                <span className="block text-sm font-medium text-stone-900">{t(`submission.policy.${policy}.label`)}</span>
                <span id={`${id}-hint`} className="mt-0.5 block text-sm text-stone-700">
                  {t(`submission.policy.${policy}.hint`, { count: days })}
                </span>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
