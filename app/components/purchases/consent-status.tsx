// What a bought contact that is not released says (decision 034): waiting for her
// answer until her deadline, charged only if she accepts; or not shared, with the reason
// (order_items.decline_reason) and what happened to the money: never charged on an authorised
// (manual) order, refunded on an automatic one.
import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '#app/i18n/i18n.ts';
import { DECLINE_REASONS, type DeclineReason } from '#contract/consent.schema.ts';
import { formatDate } from './format-date.ts';

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

export function AwaitingConsent({ deadline }: { deadline?: string | null | undefined }) {
  const { t } = useTranslation();
  const lang = useCurrentLanguage();
  return (
    <div className="mt-4" data-testid="contact-awaiting">
      <span className={`${badge} bg-sky-50 text-sky-900 ring-sky-600/30`}>{t('consent.purchase.waitingBadge')}</span>
      <p className="mt-2 text-sm text-stone-800">
        {deadline ? t('consent.purchase.waiting', { date: formatDate(deadline, lang) }) : t('consent.purchase.waitingNoDate')}
      </p>
    </div>
  );
}

export function DeclinedContact({ reason, captureMethod }: { reason?: string | null | undefined; captureMethod?: string | undefined }) {
  const { t } = useTranslation();
  const known = (DECLINE_REASONS as readonly string[]).includes(reason ?? '') ? (reason as DeclineReason) : 'unknown';
  return (
    <div className="mt-4" data-testid="contact-declined" data-reason={known}>
      <span className={`${badge} bg-stone-100 text-stone-800 ring-stone-500/30`}>{t('consent.purchase.declinedBadge')}</span>
      <p className="mt-2 text-sm text-stone-800">
        {t(`consent.purchase.reasons.${known}`)}{' '}
        <strong className="font-semibold">
          {t(captureMethod === 'manual' ? 'consent.purchase.neverCharged' : 'consent.purchase.refunded')}
        </strong>
      </p>
    </div>
  );
}
