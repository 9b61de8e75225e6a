// The labels of the reports queue and the inbox: a report's type (the report form's types and
// takedown requests), its status (New, In review, Resolved, Dismissed), "Overdue" (a word and an
// icon, never colour alone) and a message's Unread.
import { useTranslation } from 'react-i18next';
import type { ReportQueueType, ReportStatus } from '#contract/admin-report.schema.ts';
import { type BadgeTone, PeopleBadge } from '../users/people-badge.tsx';

const STATUS_TONES: Record<ReportStatus, BadgeTone> = { open: 'blue', in_review: 'yellow', resolved: 'green', dismissed: 'gray' };

/** The name of a report type in the admin's language. */
export function useReportTypeLabel(): (type: ReportQueueType) => string {
  const { t } = useTranslation();
  return (type) => (type === 'takedown' ? t('takedown.typeLabel') : t(`forms.report.types.${type}`));
}

/** A report's type and the hours it may wait ("Takedown request · Target 72 h"). */
export function ReportType({ type, targetHours }: { type: ReportQueueType; targetHours: number }) {
  const { t } = useTranslation();
  const label = useReportTypeLabel();
  return (
    <span data-testid="report-type">
      {label(type)} <span className="whitespace-nowrap text-xs text-stone-600">· {t('adminReports.target', { hours: targetHours })}</span>
    </span>
  );
}

export function ReportStatusBadge({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return (
    <PeopleBadge tone={STATUS_TONES[status]} testId="report-status">
      {t(`adminReports.status.${status}`)}
    </PeopleBadge>
  );
}

export function OverdueBadge({ hours }: { hours: number }) {
  const { t } = useTranslation();
  return (
    <PeopleBadge tone="red" testId="report-overdue">
      <span aria-hidden="true" className="mr-1">
        ⏰
      </span>
      {t('adminReports.overdue', { hours })}
    </PeopleBadge>
  );
}

export function UnreadBadge() {
  const { t } = useTranslation();
  return (
    <PeopleBadge tone="blue" testId="message-unread">
      {t('adminMessages.unread')}
    </PeopleBadge>
  );
}
