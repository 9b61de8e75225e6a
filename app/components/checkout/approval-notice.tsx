// "She approves each buyer: you are charged only if she accepts, within N days",
// shown before paying beside every contact that waits for her answer: on her profile page, in
// the cart and at checkout. A contact waits when her own policy says so, or when the buyer lives
// in a country of the setting approve_each_buyer_countries (then every contact waits).
// Its text is in the profile area, among the messages every page has before its first render:
// her profile page is drawn by the server and hydrated without the forms' messages (decision 043).
import { useTranslation } from 'react-i18next';
import { approvalDeadlineDays } from '#contract/pricing.ts';

export function needsApproval(
  releasePolicy: string | undefined,
  country: string | null | undefined,
  approvalCountries: readonly string[],
): boolean {
  return releasePolicy === 'approve_each_buyer' || (!!country && approvalCountries.includes(country));
}

export function ApprovalNotice({ hours, className = '' }: { hours: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`text-sm text-sky-950 ${className}`} data-testid="approval-notice">
      {t('profile.approvalNotice', { count: approvalDeadlineDays(hours) })}
    </p>
  );
}
