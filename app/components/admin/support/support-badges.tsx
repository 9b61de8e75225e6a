// The labels of the reports queue and the inbox: a report's status (New, In review, Resolved,
// Dismissed), "Overdue" (a word and an icon, never colour alone) and a message's Unread.
import { useTranslation } from 'react-i18next';
import type { ReportStatus } from '#api/contract/admin-report.schema.ts';
import { type BadgeTone, PeopleBadge } from '../users/people-badge.tsx';

const STATUS_TONES: Record<ReportStatus, BadgeTone> = { open: 'blue', in_review: 'yellow', resolved: 'green', dismissed: 'gray' };

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
