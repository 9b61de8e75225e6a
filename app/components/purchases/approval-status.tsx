// What a bought contact that is not released says (decision 034): waiting for her
// answer until her deadline, charged only if she accepts (refunded if she does not, when the
// payment was taken at once), and why it waits when the checkout did not sell it under her
// approval (decision 068); or not shared, with the reason (order_items.decline_reason) and what
// happened to the money: never charged on an authorised (manual) order, refunded on an automatic one.
import { useTranslation } from 'react-i18next';
import { formatDate } from '#app/i18n/format.ts';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { APPROVAL_REASONS, type ApprovalReason, DECLINE_REASONS, type DeclineReason } from '#contract/approval-request.schema.ts';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

export interface AwaitingApprovalProps {
  deadline?: string | null | undefined;
  /** Why it waits although the checkout did not sell it under her approval (order_items.approval_reason). */
  reason?: string | null | undefined;
  /** The order's capture method: 'automatic' means it was paid at once (refunded if she says no). */
  captureMethod?: string | undefined;
}

export function AwaitingApproval({ deadline, reason, captureMethod }: AwaitingApprovalProps) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  const why = (APPROVAL_REASONS as readonly string[]).includes(reason ?? '') ? (reason as ApprovalReason) : null;
  const paid = captureMethod === 'automatic';
  const date = deadline ? formatDate(deadline, lang, 'longDayTime') : null;
  const waiting = paid
    ? date
      ? t('approval.purchase.waitingPaid', { date })
      : t('approval.purchase.waitingPaidNoDate')
    : date
      ? t('approval.purchase.waiting', { date })
      : t('approval.purchase.waitingNoDate');
  return (
    <div className="mt-4" data-testid="contact-awaiting" data-reason={why ?? undefined}>
      <span className={`${badge} bg-sky-50 text-sky-900 ring-sky-600/30`}>{t('approval.purchase.waitingBadge')}</span>
      {why ? (
        <p className="mt-2 text-sm text-stone-800" data-testid="awaiting-reason">
          {t(`approval.purchase.why.${why}`)}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-stone-800">{waiting}</p>
    </div>
  );
}

export function DeclinedContact({ reason, captureMethod }: { reason?: string | null | undefined; captureMethod?: string | undefined }) {
  const { t } = useTranslation();
  const known = (DECLINE_REASONS as readonly string[]).includes(reason ?? '') ? (reason as DeclineReason) : 'unknown';
  return (
    <div className="mt-4" data-testid="contact-declined" data-reason={known}>
      <span className={`${badge} bg-stone-100 text-stone-800 ring-stone-500/30`}>{t('approval.purchase.declinedBadge')}</span>
      <p className="mt-2 text-sm text-stone-800">
        {t(`approval.purchase.reasons.${known}`)}{' '}
        <strong className="font-semibold">
          {t(captureMethod === 'manual' ? 'approval.purchase.neverCharged' : 'approval.purchase.refunded')}
        </strong>
      </p>
    </div>
  );
}
